package layout

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mazekit/mazekit/internal/limits"
	"github.com/mazekit/mazekit/puzzle"

	"gopkg.in/yaml.v3"
)

// Spec describes a book as its YAML file does. Every field is optional:
// Validate fills the gaps with defaults and turns the spec into a Plan.
// Lengths are strings with units ("0.5in", "12mm", "9pt").
type Spec struct {
	Title       string     `yaml:"title,omitempty" drawn:"true"`
	Subtitle    string     `yaml:"subtitle,omitempty" drawn:"true"`
	Author      string     `yaml:"author,omitempty" drawn:"true"`
	Seed        uint64     `yaml:"seed"`
	Paper       string     `yaml:"paper,omitempty"`               // letter, a4, 6x9, ... or WxH with units
	Orientation string     `yaml:"orientation,omitempty"`         // portrait or landscape
	Margin      string     `yaml:"margin,omitempty"`              // top, bottom and outside margin
	Gutter      string     `yaml:"gutter,omitempty"`              // inside margin; "" chooses it from the page count
	Bleed       bool       `yaml:"bleed,omitempty"`               // grow pages by the bleed and set TrimBox/BleedBox
	PageNumbers *bool      `yaml:"page_numbers,omitempty"`        // default true
	Header      *string    `yaml:"header,omitempty" drawn:"true"` // running header; default the title
	TitlePage   *bool      `yaml:"title_page,omitempty"`          // default true
	WallWidth   float64    `yaml:"wall_width,omitempty"`          // puzzle wall width in points; default 1.5
	Key         KeySpec    `yaml:"answer_key,omitempty"`
	Language    string     `yaml:"language,omitempty"`    // en (default), es, fr or de: the book's own text
	PaperStock  string     `yaml:"paper_stock,omitempty"` // white (default), cream or color: page caps and spine width
	Seeds       string     `yaml:"seeds,omitempty"`       // caption (default): under each puzzle; end: on a last page; hidden
	Order       string     `yaml:"order,omitempty"`       // sections (default): section after section; difficulty: the whole book rising, in chapters by level
	Contents    *bool      `yaml:"contents,omitempty"`    // table of contents after the title page; default true for books
	HowTo       *bool      `yaml:"how_to,omitempty"`      // a how-to-solve page per puzzle kind; default true for books
	Copyright   *Copyright `yaml:"copyright,omitempty"`   // a copyright page after the title page
	Cover       *CoverSpec `yaml:"cover,omitempty"`       // the full-wrap cover
	Handout     *Handout   `yaml:"handout,omitempty"`
	Sections    []Section  `yaml:"sections,omitempty"`

	// src is the file Parse read the spec from and the lines of its
	// fields, for errors found while the puzzles are made (Validate names
	// "spec": a front end may have changed fields since); nil for a spec
	// built in code.
	src *decoder
}

// KeySpec describes the answer key at the back of the book.
type KeySpec struct {
	Enabled   *bool   `yaml:"enabled,omitempty"`    // default true
	PerPage   int     `yaml:"per_page,omitempty"`   // 4, 6 or 9; default 6
	WallWidth float64 `yaml:"wall_width,omitempty"` // points; default 0.75
}

// Copyright is the copyright page: the holder (default the author), the
// year, any text of the publisher's own, and a licence line.
type Copyright struct {
	Holder  string `yaml:"holder,omitempty" drawn:"true"`
	Year    int    `yaml:"year,omitempty"`
	Text    string `yaml:"text,omitempty" drawn:"true"`
	License string `yaml:"license,omitempty" drawn:"true"`
}

// CoverSpec describes the full-wrap cover made with the book.
type CoverSpec struct {
	File     string `yaml:"file,omitempty"`               // where to write it, when the command line gives no --cover
	Blurb    string `yaml:"blurb,omitempty" drawn:"true"` // the back cover's text
	Color    string `yaml:"color,omitempty"`              // the theme colour; default a deep blue
	Solution bool   `yaml:"solution,omitempty"`           // draw the front maze's solution
	Picture  string `yaml:"picture,omitempty"`            // a built-in picture leading the front, with the title page
	Ages     string `yaml:"ages,omitempty" drawn:"true"`  // the age range printed on the front ("6–8")
}

// Handout turns the book into classroom sheets: every sheet has a name and
// date line and its own mazes of the same difficulty; the key says which
// sheet is which.
type Handout struct {
	Copies   int   `yaml:"copies,omitempty"`    // sheets; default 1
	PerSheet int   `yaml:"per_sheet,omitempty"` // mazes per sheet, 1 to 4; default 1
	NameLine *bool `yaml:"name_line,omitempty"` // default true
}

// Section is a run of puzzles of one kind.
type Section struct {
	Title       string   `yaml:"title,omitempty" drawn:"true"`
	Count       int      `yaml:"count,omitempty"`             // puzzles; default 6
	Kind        string   `yaml:"kind,omitempty"`              // maze (default)
	Grid        string   `yaml:"grid,omitempty"`              // grid kind; default rect
	Size        string   `yaml:"size,omitempty"`              // WxH, or WxH..WxH growing through the section
	Rings       string   `yaml:"rings,omitempty"`             // polar: N or N..M
	Cells       string   `yaml:"cells,omitempty"`             // planar: N or N..M
	Shapes      []string `yaml:"shape,omitempty"`             // mask: circle, heart or star, or a list to take in turn
	Text        string   `yaml:"text,omitempty" drawn:"true"` // mask: letters that form the shape instead
	Base        string   `yaml:"base,omitempty"`              // mask: the grid that is cut: rect (default), hex or tri
	Algorithms  []string `yaml:"algorithm,omitempty"`         // one name or a list to mix; default wilson
	Circuits    string   `yaml:"circuits,omitempty"`          // labyrinth: circuits (3, 7, 11, …) or chartres, a list to take in turn; default 7
	PerPage     int      `yaml:"per_page,omitempty"`          // 1, 2, 4, 6 or 9; default 1
	Order       string   `yaml:"order,omitempty"`             // difficulty (default) or as-generated
	SectionPage bool     `yaml:"section_page,omitempty"`      // start with a page showing the title
	Markers     string   `yaml:"markers,omitempty"`           // arrows (default), labels or none
	Moves       int      `yaml:"moves,omitempty"`             // cat: blocks that win (1 to 4); default 2
	Style       Style    `yaml:"style,omitempty"`             // how the section's mazes are drawn
	Age         string   `yaml:"age,omitempty"`               // 3-4, 5-6, 7-8, 9-10, 11-12 or adult: see ageLevels
	PictureSet  string   `yaml:"picture_set,omitempty"`       // markers pictures: bee, car, dog, mouse (default) or rocket
	Outline     bool     `yaml:"outline,omitempty"`           // pictures and number mazes in black outline, for colouring in
	LargePrint  bool     `yaml:"large_print,omitempty"`       // wide corridors, walls of 2 pt or more, text of 14 pt or more, black on white
	Sequence    string   `yaml:"sequence,omitempty"`          // number and letter mazes: what the path follows (see kind number-maze)
	Word        string   `yaml:"word,omitempty" drawn:"true"` // letter-maze: the word or name the path spells
	Pictures    []string `yaml:"picture,omitempty"`           // picture-maze: built-in pictures, one name or a list to take in turn
	Colors      int      `yaml:"colors,omitempty"`            // picture-maze: 0 one colour; 2 to 10 a colour picture maze
	// Params holds a maze section's other grid parameters of topology's
	// registry and its other options of the maze options table, by their
	// book key (puzzle.Option.BookKey), with their values as text:
	// "flat: true" on a hex grid, "layout: triangles" on a planar one,
	// "doors: farthest", "symmetry: mirror-x". A kind's parameters and a
	// row of the table reach books through it with no field of their own.
	Params map[string]string `yaml:",inline"`
}

// reflectSection is Section's type, whose fields the decoder reads.
var reflectSection = reflect.TypeOf(Section{})

// Style is how a section's mazes are drawn. Colours are "#rrggbb", "#rgb" or
// a name (black, navy, ...); in YAML quote them, as # starts a comment.
type Style struct {
	WallWidth     float64 `yaml:"wall_width,omitempty"`     // points on the page; default the book's wall_width
	WallColor     string  `yaml:"wall_color,omitempty"`     // default black
	SolutionColor string  `yaml:"solution_color,omitempty"` // answer key line; default red
	Background    string  `yaml:"background,omitempty"`     // fill behind the maze; default none (the paper)
}

// Parse reads a YAML book spec. file names the spec in error messages. A
// spec larger than limits.SpecBytes, a list longer than limits.Sections
// and a text longer than limits.TextRunes characters are refused before
// they are decoded.
func Parse(data []byte, file string) (*Spec, error) {
	if len(data) > limits.SpecBytes {
		return nil, &limits.TooBigError{What: file, Limit: limits.SpecBytes}
	}
	if !utf8.Valid(data) {
		return nil, utf8Error(data, file)
	}
	var root yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&root); err != nil {
		if err.Error() == "EOF" {
			s := &Spec{}
			_, err := s.validate(&decoder{file: file, lines: map[string]int{}})
			return s, err
		}
		return nil, fmt.Errorf("%s: %v", file, strings.TrimPrefix(err.Error(), "yaml: "))
	}
	// One spec is one document: a second one (after "---") would be
	// silently dropped, so it is refused.
	var next yaml.Node
	if err := dec.Decode(&next); err == nil && len(next.Content) > 0 && next.Content[0].Tag != "!!null" {
		return nil, fmt.Errorf("%s:%d: a second YAML document; a spec is one document (make one book per file)", file, next.Line)
	} else if err != nil && !errors.Is(err, io.EOF) {
		// What follows "---" is not even YAML: it was ignored.
		return nil, fmt.Errorf("%s: after the first document, %s; a spec is one document (make one book per file)", file, strings.TrimPrefix(err.Error(), "yaml: "))
	}
	s := &Spec{}
	d := &decoder{file: file, lines: map[string]int{}}
	params, err := d.takeGridParams(&root)
	if err != nil {
		return nil, err
	}
	if err := d.decode(&root, "", reflect.ValueOf(s).Elem()); err != nil {
		return nil, err
	}
	for i, p := range params {
		if i < len(s.Sections) && p != nil {
			s.Sections[i].Params = p
		}
	}
	if _, err := s.validate(d); err != nil {
		return nil, err
	}
	s.src = d
	return s, nil
}

func intsList(v []int) string {
	var s []string
	for _, x := range v {
		s = append(s, strconv.Itoa(x))
	}
	return strings.Join(s, ", ")
}

// OrderGenerated is the Section.Order that keeps puzzles in the order they
// were generated ("generated" is accepted as well).
const OrderGenerated = "as-generated"

// The book orders of Spec.Order.
const (
	OrderSections   = "sections"   // section after section, each in its own order
	OrderDifficulty = "difficulty" // every puzzle of the book rising, in chapters by level
)

// parseRange parses "WxH" or "WxH..WxH" as puzzle.ParseSizeRange reads
// it, each side from 1 to 500 cells.
func parseRange(s string) (from, to [2]int, err error) {
	from, to, err = puzzle.ParseSizeRange(s)
	if err != nil || min(from[0], from[1], to[0], to[1]) < 1 || max(from[0], from[1], to[0], to[1]) > 500 {
		return from, to, fmt.Errorf("%q: want WxH or WxH..WxH with whole numbers from 1 to 500", s)
	}
	return from, to, nil
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
