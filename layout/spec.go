package layout

import (
	"bytes"
	"fmt"
	"image/color"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// Spec describes a book. Every field is optional; Defaults fills the gaps.
// Lengths are strings with units ("0.5in", "12mm", "9pt").
type Spec struct {
	Title       string    `yaml:"title"`
	Subtitle    string    `yaml:"subtitle"`
	Author      string    `yaml:"author"`
	Seed        uint64    `yaml:"seed"`
	Paper       string    `yaml:"paper"`        // letter, a4, 6x9, ... or WxH with units
	Orientation string    `yaml:"orientation"`  // portrait or landscape
	Margin      string    `yaml:"margin"`       // top, bottom and outside margin
	Gutter      string    `yaml:"gutter"`       // inside margin; "" chooses it from the page count
	Bleed       bool      `yaml:"bleed"`        // grow pages by the bleed and set TrimBox/BleedBox
	PageNumbers *bool     `yaml:"page_numbers"` // default true
	Header      *string   `yaml:"header"`       // running header; default the title
	TitlePage   *bool     `yaml:"title_page"`   // default true
	WallWidth   float64   `yaml:"wall_width"`   // puzzle wall width in points; default 1.5
	Key         KeySpec   `yaml:"answer_key"`
	Handout     *Handout  `yaml:"handout"`
	Sections    []Section `yaml:"sections"`
}

// KeySpec describes the answer key at the back of the book.
type KeySpec struct {
	Enabled   *bool   `yaml:"enabled"`    // default true
	PerPage   int     `yaml:"per_page"`   // 4, 6 or 9; default 6
	WallWidth float64 `yaml:"wall_width"` // points; default 0.75
}

// Handout turns the book into classroom sheets: every sheet has a name and
// date line and its own mazes of the same difficulty; the key says which
// sheet is which.
type Handout struct {
	Copies   int   `yaml:"copies"`    // sheets; default 1
	PerSheet int   `yaml:"per_sheet"` // mazes per sheet, 1 to 4; default 1
	NameLine *bool `yaml:"name_line"` // default true
}

// Section is a run of puzzles of one kind.
type Section struct {
	Title       string   `yaml:"title"`
	Count       int      `yaml:"count"`        // puzzles; default 6
	Kind        string   `yaml:"kind"`         // maze (default)
	Grid        string   `yaml:"grid"`         // grid kind; default rect
	Size        string   `yaml:"size"`         // WxH, or WxH..WxH growing through the section
	Radius      int      `yaml:"radius"`       // hex: hexagon board radius instead of a size
	Rings       string   `yaml:"rings"`        // polar: N or N..M
	Cells       string   `yaml:"cells"`        // planar: N or N..M
	Shapes      []string `yaml:"shape"`        // mask: circle, heart or star, or a list to take in turn
	Text        string   `yaml:"text"`         // mask: letters that form the shape instead
	Base        string   `yaml:"base"`         // mask: the grid that is cut: rect (default), hex or tri
	Algorithms  []string `yaml:"algorithm"`    // one name or a list to mix; default wilson
	Braid       float64  `yaml:"braid"`        // fraction of dead ends removed
	PerPage     int      `yaml:"per_page"`     // 1, 2, 4, 6 or 9; default 1
	Order       string   `yaml:"order"`        // difficulty (default) or as-generated
	SectionPage bool     `yaml:"section_page"` // start with a page showing the title
	Markers     string   `yaml:"markers"`      // arrows (default), labels or none
	Moves       int      `yaml:"moves"`        // cat: blocks that win (1 to 4); default 2
	Style       Style    `yaml:"style"`        // how the section's mazes are drawn
}

// Style is how a section's mazes are drawn. Colours are "#rrggbb", "#rgb" or
// a name (black, navy, ...); in YAML quote them, as # starts a comment.
type Style struct {
	WallWidth     float64 `yaml:"wall_width"`     // points on the page; default the book's wall_width
	WallColor     string  `yaml:"wall_color"`     // default black
	SolutionColor string  `yaml:"solution_color"` // answer key line; default red
	Background    string  `yaml:"background"`     // fill behind the maze; default none (the paper)

	wall, solution, background color.RGBA
}

// Parse reads a YAML book spec. file names the spec in error messages.
func Parse(data []byte, file string) (*Spec, error) {
	var root yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&root); err != nil {
		if err.Error() == "EOF" {
			s := &Spec{}
			return s, s.finish(&decoder{file: file, lines: map[string]int{}})
		}
		return nil, fmt.Errorf("%s: %v", file, strings.TrimPrefix(err.Error(), "yaml: "))
	}
	s := &Spec{}
	d := &decoder{file: file, lines: map[string]int{}}
	if err := d.decode(&root, "", reflect.ValueOf(s).Elem()); err != nil {
		return nil, err
	}
	return s, s.finish(d)
}

var (
	perPageValues = []int{1, 2, 4, 6, 9}
	keyPerPage    = []int{4, 6, 9}
)

func intsList(v []int) string {
	var s []string
	for _, x := range v {
		s = append(s, strconv.Itoa(x))
	}
	return strings.Join(s, ", ")
}

// finish fills defaults and validates every field.
func (s *Spec) finish(d *decoder) error {
	t := true
	if s.Title == "" {
		s.Title = "Amazing Mazes"
		if s.Handout != nil {
			s.Title = "Maze Worksheet"
		}
	}
	if s.Paper == "" {
		s.Paper = "letter"
	}
	if _, _, err := ParsePaper(s.Paper); err != nil {
		return d.at("paper", "%v", err)
	}
	switch s.Orientation {
	case "":
		s.Orientation = "portrait"
	case "portrait", "landscape":
	default:
		return d.at("orientation", "%q is not one of portrait, landscape", s.Orientation)
	}
	if s.Margin == "" {
		s.Margin = "0.5in"
	}
	if v, err := ParseLength(s.Margin); err != nil || v < 0.25*Inch || v > 3*Inch {
		return d.at("margin", "%q: want a length between 0.25in and 3in", s.Margin)
	}
	if s.Gutter != "" {
		if v, err := ParseLength(s.Gutter); err != nil || v > 3*Inch {
			return d.at("gutter", "%q: want a length up to 3in", s.Gutter)
		}
	}
	if s.PageNumbers == nil {
		s.PageNumbers = &t
	}
	if s.TitlePage == nil {
		v := s.Handout == nil
		s.TitlePage = &v
	}
	if s.Header == nil {
		h := s.Title
		if s.Handout != nil {
			h = ""
		}
		s.Header = &h
	}
	if s.WallWidth == 0 {
		s.WallWidth = 1.5
	}
	if s.WallWidth < 0.75 || s.WallWidth > 6 {
		return d.at("wall_width", "%v pt: want between 0.75 and 6 (print needs lines of at least 0.75 pt)", s.WallWidth)
	}
	if s.Key.Enabled == nil {
		s.Key.Enabled = &t
	}
	if s.Key.PerPage == 0 {
		s.Key.PerPage = 6
	}
	if !slices.Contains(keyPerPage, s.Key.PerPage) {
		return d.at("answer_key.per_page", "%d is not one of %s", s.Key.PerPage, intsList(keyPerPage))
	}
	if s.Key.WallWidth == 0 {
		s.Key.WallWidth = 0.75
	}
	if s.Key.WallWidth < 0.75 || s.Key.WallWidth > 4 {
		return d.at("answer_key.wall_width", "%v pt: want between 0.75 and 4", s.Key.WallWidth)
	}
	if h := s.Handout; h != nil {
		if h.Copies == 0 {
			h.Copies = 1
		}
		if h.Copies < 1 || h.Copies > 500 {
			return d.at("handout.copies", "%d: want between 1 and 500", h.Copies)
		}
		if h.PerSheet == 0 {
			h.PerSheet = 1
		}
		if h.PerSheet < 1 || h.PerSheet > 4 {
			return d.at("handout.per_sheet", "%d: want between 1 and 4", h.PerSheet)
		}
		if h.NameLine == nil {
			h.NameLine = &t
		}
		if len(s.Sections) > 1 {
			return d.at("sections", "a handout takes one section (the maze every sheet gets), not %d", len(s.Sections))
		}
	}
	if len(s.Sections) == 0 {
		s.Sections = []Section{{}}
	}
	total := 0
	for i := range s.Sections {
		if err := s.Sections[i].finish(d, fmt.Sprintf("sections[%d]", i), s.Handout != nil, s.WallWidth); err != nil {
			return err
		}
		total += s.Sections[i].Count
	}
	if s.Handout != nil {
		total = s.Handout.Copies * s.Handout.PerSheet
	}
	if total > 2000 {
		return d.at("sections", "%d puzzles in all: the most a book can hold is 2000", total)
	}
	return nil
}

// finishMask validates the fields of a section of grid mask.
func (sec *Section) finishMask(d *decoder, path string) error {
	if sec.Grid != "mask" {
		for _, f := range []struct {
			name string
			set  bool
		}{{"shape", len(sec.Shapes) > 0}, {"text", sec.Text != ""}, {"base", sec.Base != ""}} {
			if f.set {
				return d.at(path+"."+f.name, "applies only to grid mask")
			}
		}
		return nil
	}
	if len(sec.Shapes) > 0 && sec.Text != "" {
		return d.at(path+".text", "give shape or text, not both")
	}
	if len(sec.Shapes) == 0 && sec.Text == "" {
		sec.Shapes = []string{"heart"}
	}
	for i, sh := range sec.Shapes {
		if !slices.Contains(topology.MaskShapes, sh) {
			return d.at(path+".shape", "%q (entry %d) is not one of %s", sh, i, strings.Join(topology.MaskShapes, ", "))
		}
	}
	if utf8.RuneCountInString(sec.Text) > 12 {
		return d.at(path+".text", "%q: at most 12 letters fit a page", sec.Text)
	}
	switch sec.Base {
	case "":
		sec.Base = "rect"
	case "rect", "hex", "tri":
	default:
		return d.at(path+".base", "%q is not one of rect, hex, tri", sec.Base)
	}
	return nil
}

// OrderGenerated is the Section.Order that keeps puzzles in the order they
// were generated ("generated" is accepted as well).
const OrderGenerated = "as-generated"

func (st *Style) finish(d *decoder, path string, bookWall float64) error {
	if st.WallWidth == 0 {
		st.WallWidth = bookWall
	}
	if st.WallWidth < minLine || st.WallWidth > 6 {
		return d.at(path+".wall_width", "%v pt: want between 0.75 and 6 (print needs lines of at least 0.75 pt)", st.WallWidth)
	}
	for _, c := range []struct {
		name, v string
		dst     *color.RGBA
	}{{"wall_color", st.WallColor, &st.wall}, {"solution_color", st.SolutionColor, &st.solution}, {"background", st.Background, &st.background}} {
		if c.v == "" {
			continue
		}
		col, err := render.ParseColor(c.v)
		if err != nil {
			return d.at(path+"."+c.name, "%q: want #rrggbb, #rgb or a colour name such as black or navy (quote it: # starts a YAML comment)", c.v)
		}
		*c.dst = col
	}
	return nil
}

func (sec *Section) finish(d *decoder, path string, handout bool, wall float64) error {
	if sec.Count == 0 {
		sec.Count = 6
	}
	if sec.Count < 1 || sec.Count > 1000 {
		return d.at(path+".count", "%d: want between 1 and 1000", sec.Count)
	}
	if sec.Kind == "" {
		sec.Kind = KindMaze
	}
	if !slices.Contains(sectionKinds, sec.Kind) {
		return d.at(path+".kind", "%q is not one of %s", sec.Kind, strings.Join(sectionKinds, ", "))
	}
	if handout && sec.Kind != KindMaze {
		return d.at(path+".kind", "handouts are mazes; %q is not", sec.Kind)
	}
	if sec.Kind != KindMaze {
		return sec.finishOther(d, path)
	}
	if sec.Grid == "" {
		sec.Grid = "rect"
	}
	if !slices.Contains(topology.Kinds(), sec.Grid) {
		return d.at(path+".grid", "%q is not one of %s", sec.Grid, strings.Join(topology.Kinds(), ", "))
	}
	if sec.Size == "" {
		sec.Size = "12x12"
	}
	if _, _, err := parseRange(sec.Size); err != nil {
		return d.at(path+".size", "%v", err)
	}
	if sec.Radius < 0 || sec.Radius > 60 {
		return d.at(path+".radius", "%d: want between 1 and 60", sec.Radius)
	}
	if sec.Radius > 0 && sec.Grid != "hex" {
		return d.at(path+".radius", "applies only to grid hex")
	}
	for _, f := range []struct{ name, v string }{{"rings", sec.Rings}, {"cells", sec.Cells}} {
		if f.v == "" {
			continue
		}
		if a, b, err := parseIntRange(f.v); err != nil || a < 1 || b > 100000 {
			return d.at(path+"."+f.name, "%q: want N or N..M with whole numbers from 1", f.v)
		}
	}
	if err := sec.finishMask(d, path); err != nil {
		return err
	}
	if len(sec.Algorithms) == 0 {
		sec.Algorithms = []string{"wilson"}
	}
	for i, a := range sec.Algorithms {
		alg, err := generate.Lookup(a)
		if err != nil {
			return d.at(fmt.Sprintf("%s.algorithm", path), "%q is not one of %s", a, strings.Join(generate.Names(), ", "))
		}
		if !alg.Supports(sec.Grid) {
			return d.at(fmt.Sprintf("%s.algorithm", path), "%s (entry %d) runs only on %s grids, not %s", a, i, strings.Join(alg.Kinds, ", "), sec.Grid)
		}
	}
	if sec.Braid < 0 || sec.Braid > 1 {
		return d.at(path+".braid", "%v: want between 0 and 1", sec.Braid)
	}
	if sec.PerPage == 0 {
		sec.PerPage = 1
	}
	if !slices.Contains(perPageValues, sec.PerPage) {
		return d.at(path+".per_page", "%d is not one of %s", sec.PerPage, intsList(perPageValues))
	}
	switch sec.Order {
	case "":
		sec.Order = "difficulty"
	case "difficulty", OrderGenerated:
	case "generated":
		sec.Order = OrderGenerated
	default:
		return d.at(path+".order", "%q is not one of difficulty, as-generated", sec.Order)
	}
	if err := sec.Style.finish(d, path+".style", wall); err != nil {
		return err
	}
	switch sec.Markers {
	case "":
		sec.Markers = "arrows"
	case "arrows", "labels", "none":
	default:
		return d.at(path+".markers", "%q is not one of arrows, labels, none", sec.Markers)
	}
	return nil
}

// parseRange parses "WxH" or "WxH..WxH".
func parseRange(s string) (from, to [2]int, err error) {
	a, b, isRange := strings.Cut(s, "..")
	if from, err = parseWxH(a); err != nil {
		return
	}
	to = from
	if isRange {
		if to, err = parseWxH(b); err != nil {
			return
		}
	}
	return
}

func parseWxH(s string) ([2]int, error) {
	ws, hs, ok := strings.Cut(strings.TrimSpace(s), "x")
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if !ok || err1 != nil || err2 != nil || w < 1 || h < 1 || w > 500 || h > 500 {
		return [2]int{}, fmt.Errorf("%q: want WxH or WxH..WxH with whole numbers from 1 to 500", s)
	}
	return [2]int{w, h}, nil
}

func parseIntRange(s string) (int, int, error) {
	a, b, isRange := strings.Cut(s, "..")
	x, err := strconv.Atoi(strings.TrimSpace(a))
	if err != nil {
		return 0, 0, err
	}
	y := x
	if isRange {
		if y, err = strconv.Atoi(strings.TrimSpace(b)); err != nil {
			return 0, 0, err
		}
	}
	return x, y, nil
}

// Preset returns a built-in book spec: "activity" (the default book) or
// "handout" (classroom sheets; copies sets the number of sheets).
func Preset(name string, copies int) (*Spec, error) {
	var y string
	switch name {
	case "activity", "":
		y = activityYAML
	case "handout":
		y = handoutYAML
	default:
		return nil, fmt.Errorf("unknown preset %q (valid: activity, handout)", name)
	}
	s, err := Parse([]byte(y), "preset "+name)
	if err != nil {
		return nil, err
	}
	if copies > 0 {
		if s.Handout == nil {
			return nil, fmt.Errorf("--copies applies only to the handout preset")
		}
		if copies > 500 {
			return nil, fmt.Errorf("--copies %d: want between 1 and 500", copies)
		}
		s.Handout.Copies = copies
	}
	return s, nil
}

const activityYAML = `
title: Amazing Mazes
subtitle: 32 puzzles from easy to expert
author: mazekit
seed: 2026
paper: letter
sections:
  - title: Warm-up
    count: 4
    grid: rect
    size: 8x8..12x12
    algorithm: [dfs, hunt-and-kill]
    per_page: 2
  - title: Honeycomb
    count: 4
    grid: hex
    size: 9x8..12x10
    algorithm: [dfs, wilson]
    per_page: 2
  - title: Triangles
    count: 4
    grid: tri
    size: 18x10..22x12
    algorithm: [dfs, wilson]
    per_page: 2
  - title: Circles
    count: 4
    grid: polar
    rings: 5..7
    algorithm: [dfs, wilson]
    per_page: 2
  - title: Shapes
    count: 3
    grid: mask
    shape: [heart, star]
    size: 22x22..26x26
    algorithm: [dfs, wilson]
    per_page: 1
  - title: Winding Paths
    count: 3
    grid: rect
    size: 16x20..22x28
    algorithm: [wilson, kruskal, prim]
    per_page: 1
  - title: Organic
    count: 3
    grid: planar
    size: 16x20
    cells: 220..320
    algorithm: [dfs, wilson]
    per_page: 1
  - title: Hexagon Challenge
    count: 3
    grid: hex
    radius: 9
    algorithm: [wilson, growing-tree]
    per_page: 1
  - title: Expert
    count: 4
    grid: rect
    size: 28x36..32x40
    algorithm: [dfs, wilson]
    braid: 0.15
    per_page: 1
answer_key:
  per_page: 6
`

const handoutYAML = `
title: Maze Worksheet
seed: 7
paper: letter
handout:
  copies: 20
  per_sheet: 2
sections:
  - grid: rect
    size: 14x14
    algorithm: wilson
`

// finishOther validates a section of cat boards or patterns.
func (sec *Section) finishOther(d *decoder, path string) error {
	if sec.Size == "" {
		sec.Size = map[string]string{KindCat: "9x9", KindTenPrint: "16x20", KindMazeCA: "36x44", KindMazectric: "36x44"}[sec.Kind]
	}
	from, to, err := parseRange(sec.Size)
	if err != nil {
		return d.at(path+".size", "%v", err)
	}
	if sec.Kind == KindCat {
		if from[0]*from[1] > 128 || to[0]*to[1] > 128 || from[0] < 5 || from[1] < 5 {
			return d.at(path+".size", "%q: cat boards are from 5x5 to 128 cells", sec.Size)
		}
		if sec.Moves == 0 {
			sec.Moves = 2
		}
		if sec.Moves < 1 || sec.Moves > 4 {
			return d.at(path+".moves", "%d: want between 1 and 4", sec.Moves)
		}
	} else if sec.Moves != 0 {
		return d.at(path+".moves", "applies only to kind cat")
	}
	if sec.PerPage == 0 {
		sec.PerPage = 1
	}
	if !slices.Contains(perPageValues, sec.PerPage) {
		return d.at(path+".per_page", "%d is not one of %s", sec.PerPage, intsList(perPageValues))
	}
	switch sec.Order {
	case "":
		sec.Order = "difficulty"
	case "difficulty", OrderGenerated:
	case "generated":
		sec.Order = OrderGenerated
	default:
		return d.at(path+".order", "%q is not one of difficulty, as-generated", sec.Order)
	}
	if sec.Style != (Style{}) {
		return d.at(path+".style", "applies only to kind maze")
	}
	return nil
}
