package layout

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"github.com/mazekit/mazekit/render"
)

// Plan is a validated book: the spec's choices in the units and types
// layout works with (lengths in points, ranges as numbers, enumerations as
// values). Spec.Validate makes it; Make generates and lays out from it.
type Plan struct {
	Title, Subtitle, Author string
	Seed                    uint64
	Paper                   string  // the paper as the spec names it, for messages
	TrimW, TrimH            float64 // the trimmed page in points, turned for landscape
	Margin                  float64 // top, bottom and outside margin, points
	Gutter                  float64 // inside margin in points, or 0 to choose it from the page count
	Bleed                   bool
	PageNumbers             bool
	TitlePage               bool
	Header                  string  // running header ("" for none)
	WallWidth               float64 // puzzle walls, points
	Key                     KeyPlan
	Language                string // a code of Languages
	PaperStock              string // one of PaperStocks
	Seeds                   string // SeedsCaption, SeedsEnd or SeedsHidden
	Contents, HowTo         bool
	Copyright               *Copyright // nil for no copyright page
	Cover                   CoverPlan
	Handout                 *HandoutPlan // nil unless the book is a handout
	Sections                []SectionPlan
}

// Where a book prints its puzzles' seeds.
const (
	SeedsCaption = "caption" // under each puzzle
	SeedsEnd     = "end"     // listed on the last page
	SeedsHidden  = "hidden"  // not printed
)

// CoverPlan is the validated cover.
type CoverPlan struct {
	File  string
	Blurb string
	Color color.RGBA
}

// KeyPlan is the validated answer key.
type KeyPlan struct {
	Enabled   bool
	PerPage   int     // 4, 6 or 9
	WallWidth float64 // points
}

// HandoutPlan is the validated handout.
type HandoutPlan struct {
	Copies   int // sheets
	PerSheet int // mazes per sheet, 1 to 4
	NameLine bool
}

// SectionPlan is a validated section.
type SectionPlan struct {
	Title        string
	Count        int
	Kind         SectionKind
	PerPage      int // 1, 2, 4, 6 or 9
	SectionPage  bool
	ByDifficulty bool           // sort the section from easy to hard
	Markers      render.Markers // door markers of mazes
	Style        StylePlan      // how mazes are drawn
	// Size is the range of board sizes, WxH, through the section.
	Size [2][2]int
	// Params are the kind's own parameters (see each kind).
	Params any
}

// StylePlan is a validated maze style: wall width in points and colours
// (zero alpha for "not set").
type StylePlan struct {
	WallWidth                  float64
	Wall, Solution, Background color.RGBA
}

// Validate checks every field of s, fills the defaults into s and returns
// the plan generation and drawing read. Parse calls it; call it yourself
// for a Spec built in Go (Make does, too). Errors name the field.
func (s *Spec) Validate() (*Plan, error) {
	return s.validate(&decoder{file: "spec", lines: map[string]int{}})
}

var (
	perPageValues = []int{1, 2, 4, 6, 9}
	keyPerPage    = []int{4, 6, 9}
)

// validate is Validate with d giving the lines of fields read from YAML.
func (s *Spec) validate(d *decoder) (*Plan, error) {
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
	p := &Plan{Title: s.Title, Subtitle: s.Subtitle, Author: s.Author, Seed: s.Seed, Paper: s.Paper, Bleed: s.Bleed}
	var err error
	if p.TrimW, p.TrimH, err = ParsePaper(s.Paper); err != nil {
		return nil, d.at("paper", "%v", err)
	}
	switch s.Orientation {
	case "":
		s.Orientation = "portrait"
	case "portrait":
	case "landscape":
		p.TrimW, p.TrimH = p.TrimH, p.TrimW
	default:
		return nil, d.at("orientation", "%q is not one of portrait, landscape", s.Orientation)
	}
	if s.Margin == "" {
		s.Margin = "0.5in"
	}
	if p.Margin, err = ParseLength(s.Margin); err != nil || p.Margin < 0.25*Inch || p.Margin > 3*Inch {
		return nil, d.at("margin", "%q: want a length between 0.25in and 3in", s.Margin)
	}
	if s.Gutter != "" {
		if p.Gutter, err = ParseLength(s.Gutter); err != nil || p.Gutter > 3*Inch {
			return nil, d.at("gutter", "%q: want a length up to 3in", s.Gutter)
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
	p.PageNumbers, p.TitlePage, p.Header = *s.PageNumbers, *s.TitlePage, *s.Header
	if s.WallWidth == 0 {
		s.WallWidth = 1.5
	}
	if s.WallWidth < 0.75 || s.WallWidth > 6 {
		return nil, d.at("wall_width", "%v pt: want between 0.75 and 6 (print needs lines of at least 0.75 pt)", s.WallWidth)
	}
	p.WallWidth = s.WallWidth
	if s.Key.Enabled == nil {
		s.Key.Enabled = &t
	}
	if s.Key.PerPage == 0 {
		s.Key.PerPage = 6
	}
	if !slices.Contains(keyPerPage, s.Key.PerPage) {
		return nil, d.at("answer_key.per_page", "%d is not one of %s", s.Key.PerPage, intsList(keyPerPage))
	}
	if s.Key.WallWidth == 0 {
		s.Key.WallWidth = 0.75
	}
	if s.Key.WallWidth < 0.75 || s.Key.WallWidth > 4 {
		return nil, d.at("answer_key.wall_width", "%v pt: want between 0.75 and 4", s.Key.WallWidth)
	}
	if s.Language == "" {
		s.Language = DefaultLanguage
	}
	if !slices.Contains(Languages(), s.Language) {
		return nil, d.at("language", "%q is not one of %s", s.Language, strings.Join(Languages(), ", "))
	}
	if s.PaperStock == "" {
		s.PaperStock = StockWhite
	}
	if !slices.Contains(PaperStocks(), s.PaperStock) {
		return nil, d.at("paper_stock", "%q is not one of %s", s.PaperStock, strings.Join(PaperStocks(), ", "))
	}
	if s.Seeds == "" {
		s.Seeds = SeedsCaption
	}
	if s.Seeds != SeedsCaption && s.Seeds != SeedsEnd && s.Seeds != SeedsHidden {
		return nil, d.at("seeds", "%q is not one of caption, end, hidden", s.Seeds)
	}
	book := s.Handout == nil
	if s.Contents == nil {
		s.Contents = &book
	}
	if s.HowTo == nil {
		s.HowTo = &book
	}
	p.Language, p.PaperStock, p.Seeds, p.Contents, p.HowTo = s.Language, s.PaperStock, s.Seeds, *s.Contents, *s.HowTo
	if c := s.Copyright; c != nil {
		if c.Year < 0 || c.Year > 9999 {
			return nil, d.at("copyright.year", "%d: want a year such as 2026", c.Year)
		}
		cp := *c
		if cp.Holder == "" {
			cp.Holder = s.Author
		}
		p.Copyright = &cp
	}
	p.Cover.Color = color.RGBA{0x1d, 0x3c, 0x6e, 255}
	if c := s.Cover; c != nil {
		p.Cover.File, p.Cover.Blurb = c.File, c.Blurb
		if c.Color != "" {
			col, err := render.ParseColor(c.Color)
			if err != nil {
				return nil, d.at("cover.color", "%q: want #rrggbb, #rgb or a colour name such as navy (quote it: # starts a YAML comment)", c.Color)
			}
			p.Cover.Color = col
		}
	}
	p.Key = KeyPlan{Enabled: *s.Key.Enabled, PerPage: s.Key.PerPage, WallWidth: s.Key.WallWidth}
	if h := s.Handout; h != nil {
		if h.Copies == 0 {
			h.Copies = 1
		}
		if h.Copies < 1 || h.Copies > 500 {
			return nil, d.at("handout.copies", "%d: want between 1 and 500", h.Copies)
		}
		if h.PerSheet == 0 {
			h.PerSheet = 1
		}
		if h.PerSheet < 1 || h.PerSheet > 4 {
			return nil, d.at("handout.per_sheet", "%d: want between 1 and 4", h.PerSheet)
		}
		if h.NameLine == nil {
			h.NameLine = &t
		}
		if len(s.Sections) > 1 {
			return nil, d.at("sections", "a handout takes one section (the maze every sheet gets), not %d", len(s.Sections))
		}
		p.Handout = &HandoutPlan{Copies: h.Copies, PerSheet: h.PerSheet, NameLine: *h.NameLine}
	}
	if len(s.Sections) == 0 {
		s.Sections = []Section{{}}
	}
	total := 0
	for i := range s.Sections {
		sp, err := s.Sections[i].validate(d, fmt.Sprintf("sections[%d]", i), s.Handout != nil, s.WallWidth)
		if err != nil {
			return nil, err
		}
		p.Sections = append(p.Sections, *sp)
		total += sp.Count
	}
	if p.Handout != nil {
		total = p.Handout.Copies * p.Handout.PerSheet
	}
	if total > 2000 {
		return nil, d.at("sections", "%d puzzles in all: the most a book can hold is 2000", total)
	}
	return p, nil
}

// validate checks the fields every kind has, then hands the section to its
// kind.
func (sec *Section) validate(d *decoder, path string, handout bool, wall float64) (*SectionPlan, error) {
	if sec.Count == 0 {
		sec.Count = 6
	}
	if sec.Count < 1 || sec.Count > 1000 {
		return nil, d.at(path+".count", "%d: want between 1 and 1000", sec.Count)
	}
	if sec.Kind == "" {
		sec.Kind = KindMaze
	}
	k, ok := sectionKinds[sec.Kind]
	if !ok {
		return nil, d.at(path+".kind", "%q is not one of %s", sec.Kind, strings.Join(SectionKindNames(), ", "))
	}
	if handout && sec.Kind != KindMaze && sec.Kind != KindNumberMaze && sec.Kind != KindLetterMaze {
		return nil, d.at(path+".kind", "handouts are mazes, number mazes or letter mazes; %q is not", sec.Kind)
	}
	sp := &SectionPlan{Title: sec.Title, Count: sec.Count, Kind: k, SectionPage: sec.SectionPage, Markers: render.MarkersArrows}
	if err := k.validate(d, sec, path, wall, sp); err != nil {
		return nil, err
	}
	return sp, nil
}

// validatePaging checks per_page and order, and fills their defaults.
func (sec *Section) validatePaging(d *decoder, path string, sp *SectionPlan) error {
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
	sp.PerPage, sp.ByDifficulty = sec.PerPage, sec.Order == "difficulty"
	return nil
}

// validateSize checks the size range, after filling in def when unset.
func (sec *Section) validateSize(d *decoder, path, def string, sp *SectionPlan) error {
	if sec.Size == "" {
		sec.Size = def
	}
	from, to, err := parseRange(sec.Size)
	if err != nil {
		return d.at(path+".size", "%v", err)
	}
	sp.Size = [2][2]int{from, to}
	return nil
}

// sizeAt returns the board size of puzzle i of n in the section: sizes grow
// linearly through it, rounded half up.
func (sp *SectionPlan) sizeAt(i, n int) (w, h int) {
	t := 0.0
	if n > 1 {
		t = float64(i) / float64(n-1)
	}
	from, to := sp.Size[0], sp.Size[1]
	return from[0] + int(float64(to[0]-from[0])*t+0.5), from[1] + int(float64(to[1]-from[1])*t+0.5)
}
