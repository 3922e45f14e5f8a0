package serve

import (
	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/layout"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/picmaze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// Meta is what the page builds its controls from: the registries of the
// library, so a new grid kind or algorithm shows up without page changes.
type Meta struct {
	Kinds        []MetaKind `json:"kinds"`
	Algorithms   []MetaAlgo `json:"algorithms"`
	Doors        []string   `json:"doors"`
	Palettes     []string   `json:"palettes"`
	Papers       []string   `json:"papers"`
	SectionKinds []string   `json:"sectionKinds"`
	BookGrids    []string   `json:"bookGrids"`
	Ages         []string   `json:"ages"`
	// AgeGrids are the book grids a handout with an age level takes.
	AgeGrids    []string `json:"ageGrids"`
	PictureSets []string `json:"pictureSets"`
	// Pictures are the built-in pictures a picture-maze section draws.
	Pictures []string `json:"pictures"`
	// Languages are the languages books and handouts print in.
	Languages []string `json:"languages"`
	// UploadBytes is the largest picture file the page may send.
	UploadBytes int `json:"uploadBytes"`
	// NumberSequences and LetterSequences are what number and letter
	// mazes follow.
	NumberSequences []string `json:"numberSequences"`
	LetterSequences []string `json:"letterSequences"`
	// SequenceGrids are the grids of number and letter mazes.
	SequenceGrids []string `json:"sequenceGrids"`
	// LargePrint is, by paper and handout shape, the most mazes per sheet
	// a large-print handout prints (1, 2 or 4; 0 for none): the form
	// offers no more.
	LargePrint map[string]map[string]int `json:"largePrint"`
	Limits     MetaLimits                `json:"limits"`
}

// MetaKind is one grid kind and its parameters.
type MetaKind struct {
	Name    string      `json:"name"`
	Summary string      `json:"summary"`
	Sized   bool        `json:"sized"`
	Params  []MetaParam `json:"params"`
}

// MetaParam is one grid parameter, named as its query key.
type MetaParam struct {
	Key     string   `json:"key"`
	Type    string   `json:"type"` // int, bool or string
	Usage   string   `json:"usage"`
	Default string   `json:"default"`
	Min     int      `json:"min,omitempty"`
	Max     int      `json:"max,omitempty"`
	Values  []string `json:"values,omitempty"`
}

// MetaAlgo is one algorithm and the grid kinds it runs on (none: all).
type MetaAlgo struct {
	Name  string   `json:"name"`
	Kinds []string `json:"kinds"`
}

// MetaLimits are the limits the page checks before asking.
type MetaLimits struct {
	Cells   int `json:"cells"`
	Copies  int `json:"copies"`
	Puzzles int `json:"puzzles"`
}

func (s *Server) metaData() *Meta {
	m := &Meta{Doors: maze.DoorModeNames(), Palettes: render.PaletteNames(), Papers: paperNames(),
		SectionKinds: layout.SectionKindNames(), BookGrids: bookGrids(),
		Ages: classroom.AgeLevelNames(), AgeGrids: classroom.AgeGrids(), PictureSets: render.PictureSets(), Pictures: picmaze.BuiltinNames(),
		Languages: i18n.Languages(), UploadBytes: UploadBytes, NumberSequences: sequenceNames(false), LetterSequences: sequenceNames(true),
		SequenceGrids: classroom.SequenceGrids(), LargePrint: largeTable,
		Limits: MetaLimits{Cells: s.limits.Cells, Copies: s.limits.Copies, Puzzles: s.limits.Puzzles}}
	for _, name := range topology.Kinds() {
		k, _ := topology.Lookup(name)
		if k.Option != "" {
			continue // chosen by its option, which the page offers
		}
		mk := MetaKind{Name: k.Name, Summary: k.Summary, Sized: k.Sized, Params: []MetaParam{}}
		for _, p := range k.Params {
			if p.Name == "image" {
				continue // the server reads no files
			}
			t := "string"
			switch p.Type {
			case topology.IntParam:
				t = "int"
			case topology.BoolParam:
				t = "bool"
			}
			mk.Params = append(mk.Params, MetaParam{Key: p.FlagName(), Type: t, Usage: p.Usage, Default: p.Default, Min: p.Min, Max: p.Max, Values: p.Values})
		}
		m.Kinds = append(m.Kinds, mk)
	}
	for _, a := range generate.All() {
		if !offered(a) {
			continue
		}
		m.Algorithms = append(m.Algorithms, MetaAlgo{Name: a.Name, Kinds: append([]string{}, a.Kinds...)})
	}
	return m
}

func (s *Server) meta(w writer, r *request) {
	res, err := jsonResult(s.metaData())
	if err != nil {
		fail(w, err)
		return
	}
	w.Header().Set("Content-Type", res.ctype)
	w.Write(res.body)
}
