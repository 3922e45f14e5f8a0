// Validation: Spec.Validate checks a spec, fills its defaults and yields
// the Plan that generation and drawing read.

package layout

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/picmaze"
	"github.com/mazekit/mazekit/preflight"
	"github.com/mazekit/mazekit/render"
)

// validate checks the style, fills its default wall width and writes the
// parsed values to out.
func (st *Style) validate(d *decoder, path string, bookWall float64, out *StylePlan) error {
	if st.WallWidth == 0 {
		st.WallWidth = bookWall
	}
	if st.WallWidth < minLine || st.WallWidth > 6 {
		return d.at(path+".wall_width", "%v pt: want between 0.75 and 6 (print needs lines of at least 0.75 pt)", st.WallWidth)
	}
	for _, c := range []struct {
		name, v string
		dst     *color.RGBA
	}{{"wall_color", st.WallColor, &out.Wall}, {"solution_color", st.SolutionColor, &out.Solution}, {"background", st.Background, &out.Background}} {
		if c.v == "" {
			continue
		}
		col, err := render.ParseColor(c.v)
		if err != nil {
			return d.at(path+"."+c.name, "%q: want #rrggbb, #rgb or a colour name such as black or navy (quote it: # starts a YAML comment)", c.v)
		}
		*c.dst = col
	}
	out.WallWidth = st.WallWidth
	return nil
}

// Validate checks every field of s, fills the defaults into s and returns
// the plan generation and drawing read. Parse calls it; call it yourself
// for a Spec built in Go (Make does, too). Errors name the field.
func (s *Spec) Validate() (*Plan, error) {
	return s.validate(&decoder{file: "spec", lines: map[string]int{}, origin: s.src})
}

var (
	perPageValues = []int{1, 2, 4, 6, 9}
	keyPerPage    = []int{4, 6, 9}
)

// validate is Validate with d giving the lines of fields read from YAML.
func (s *Spec) validate(d *decoder) (*Plan, error) {
	t := true
	if s.Language == "" {
		s.Language = i18n.DefaultLanguage
	}
	if !slices.Contains(i18n.Languages(), s.Language) {
		return nil, d.at("language", "%q is not one of %s", s.Language, strings.Join(i18n.Languages(), ", "))
	}
	if s.Title == "" {
		s.Title = i18n.Text(s.Language, "preset.activity.title")
		if s.Handout != nil {
			s.Title = i18n.Text(s.Language, "preset.handout.title")
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
	if s.PaperStock == "" {
		s.PaperStock = preflight.StockWhite
	}
	if !slices.Contains(preflight.PaperStocks(), s.PaperStock) {
		return nil, d.at("paper_stock", "%q is not one of %s", s.PaperStock, strings.Join(preflight.PaperStocks(), ", "))
	}
	if s.Seeds == "" {
		s.Seeds = SeedsCaption
		if s.Handout != nil {
			s.Seeds = SeedsHidden // a pupil has no use for a 12-digit number; the key says which sheet is which
		}
	}
	if s.Seeds != SeedsCaption && s.Seeds != SeedsEnd && s.Seeds != SeedsHidden {
		return nil, d.at("seeds", "%q is not one of caption, end, hidden", s.Seeds)
	}
	switch s.Order {
	case "":
		s.Order = OrderSections
	case OrderSections:
	case OrderDifficulty:
		if s.Handout != nil {
			return nil, d.at("order", "applies only to books, not handouts")
		}
		p.Rising = true
	default:
		return nil, d.at("order", "%q is not one of %s, %s", s.Order, OrderSections, OrderDifficulty)
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
		p.Cover.File, p.Cover.Blurb, p.Cover.Solution, p.Cover.Ages = c.File, c.Blurb, c.Solution, c.Ages
		if c.Picture != "" {
			if _, err := picmaze.LookupBuiltin(c.Picture); err != nil {
				return nil, d.at("cover.picture", "%q is not one of %s", c.Picture, strings.Join(picmaze.BuiltinNames(), ", "))
			}
			p.Cover.Picture = c.Picture
		}
		if err := fonts.CheckDrawable(c.Ages); err != nil {
			return nil, d.at("cover.ages", "%v", err)
		}
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
		if p.Rising && sp.SectionPage {
			return nil, d.at(fmt.Sprintf("sections[%d].section_page", i), "a book in one order of difficulty mixes its sections: it has no section pages")
		}
		if p.Rising && !sp.Kind.Traits().Rising {
			return nil, d.at(fmt.Sprintf("sections[%d].kind", i), "a book in one order of difficulty holds kind %s only, not %s", strings.Join(kindsWith(func(t KindTraits) bool { return t.Rising }), ", "), sp.Kind.Name())
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
	if handout && !k.Traits().Handout {
		return nil, d.at(path+".kind", "handouts are of kind %s; %q is not", strings.Join(kindsWith(func(t KindTraits) bool { return t.Handout }), ", "), sec.Kind)
	}
	if err := sec.validateFields(d, path, k); err != nil {
		return nil, err
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
