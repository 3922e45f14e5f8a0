// The registry of grid kinds: each kind says how it is built, which
// parameters it takes besides a size, the noun captions use, and how to size
// itself to cover a frame.

package topology

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/param"
)

// Builder makes a grid from a spec. Grids with a random layout take it from Spec.Seed.
type Builder func(s Spec) (Grid, error)

// ParamType is the type of a grid parameter's value.
type ParamType uint8

// The parameter types.
const (
	IntParam    ParamType = iota // a whole number
	BoolParam                    // true or false
	StringParam                  // a word or a text
)

// Param is one parameter of a grid kind besides its size. Front ends (the
// command line, book specs) offer it by Name and set it with SetParam.
type Param struct {
	Name    string    // as spec fields and errors name it, e.g. "radius"
	Flag    string    // the command-line flag when it differs from Name, e.g. "mask-base"
	Type    ParamType // how its value is written
	Usage   string    // one line of help
	Default string    // the value front ends use when none is given; "" for none
	// Min and Max bound an IntParam's value when both are not zero.
	Min, Max int
	// Values lists a StringParam's allowed values; nil allows any text.
	Values []string
	// field returns a pointer to the Spec field that holds the value:
	// *int, *bool or *string.
	field func(s *Spec) any
}

// FlagName returns the parameter's command-line flag name.
func (p Param) FlagName() string {
	if p.Flag != "" {
		return p.Flag
	}
	return p.Name
}

// Kind describes a grid kind.
type Kind struct {
	Name    string // as in Spec.Kind, e.g. "hex"
	Summary string // one line for listings
	Noun    string // the word captions use for its grids, e.g. "Hexagon"
	// Sized reports whether the kind takes a Width×Height size.
	Sized bool
	// Random reports whether the kind draws its layout from Spec.Seed.
	Random bool
	// Wraps names the kind whose grids this kind's are with opposite sides
	// joined ("rect" for "torus"); "" for none. See WrappedKind.
	Wraps string
	// Implied reports whether giving any of its parameters chooses this kind
	// when no kind is named (a mask is chosen by giving its shape).
	Implied bool
	// Weight is how much memory and drawing each of its cells takes, for
	// memory budgets. Every kind declares one.
	Weight Weight
	// Density is the number of its cells in a square of one scene unit's
	// side when its grids cover a frame: 1 for squares, 2 for triangles.
	Density float64
	// CellSides is, for a regular kind (cells of one shape and size in
	// straight rows, each with opposite sides, so a passage can cross
	// straight over a cell and every cell has room for a label), the sides
	// of each cell: 4 for squares, 6 for hexagons. It is 0 for the others.
	CellSides int
	// Symmetries lists the symmetries about the centre its grids can be
	// given, in the words of generate.Symmetries(); nil for none.
	Symmetries []string
	// Symmetric returns a grid like s's (one that covers a frame of fw×fh
	// scene units) that has symmetry sym, one of Symmetries; nil when the
	// kind's grids have all of them as they are.
	Symmetric func(s Spec, fw, fh float64, sym string) Spec
	// Streams reports whether a maze on its grids can be made and written
	// one row of cells at a time: square cells in rows, no side joined.
	Streams bool
	// Pictures reports whether a maze that draws a picture is made on a
	// grid of this kind (dense where the picture is dark).
	Pictures bool
	// Linked reports whether its grids have links (see Linked): passages
	// that are marks, not gaps in walls, on the page. Only pictures and
	// data show them; line outputs (plotters, lasers, 3D prints) refuse it,
	// but a Solid kind prints as the solid its grids cover.
	Linked bool
	// Solid reports whether its grids cover a solid that prints as one
	// (STL): a cube with the walls raised on every face.
	Solid bool
	// Option names the maze option that chooses this kind in place of
	// naming it ("weave": maze --weave); "" when the kind is named as a
	// grid. Front ends offer the option, not the kind.
	Option string
	// Bases lists the kinds whose grids this kind's are made from (the
	// grid a mask cuts, Spec.Base); nil for a kind of its own.
	Bases []string
	// Params are its parameters besides the size, in the order to list them.
	Params []Param
	// Build makes a grid of this kind from a spec.
	Build Builder
	// Cover returns a spec of this kind whose grid covers a frame of w×h
	// scene units (one unit is about one cell); seed places random layouts.
	// Nil when the kind cannot cover frames.
	Cover func(w, h float64, seed uint64) (Spec, error)
}

var kinds = map[string]Kind{}

// Register adds a grid kind. It is called from init functions and panics on a
// duplicate name or a missing builder (programming errors).
func Register(k Kind) {
	if _, dup := kinds[k.Name]; dup {
		panic("topology: duplicate grid kind " + k.Name)
	}
	if k.Build == nil {
		panic("topology: grid kind " + k.Name + " has no builder")
	}
	kinds[k.Name] = k
}

// Kinds returns the registered grid kind names in sorted order.
func Kinds() []string {
	names := make([]string, 0, len(kinds))
	for n := range kinds {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// ErrKind is returned by Build and Lookup for a kind that is not registered.
var ErrKind = errors.New("topology: unknown grid kind")

// Lookup returns the kind with the given name. An unknown name is an error
// that wraps both ErrKind and a *param.Error for the field "grid".
func Lookup(name string) (Kind, error) {
	k, ok := kinds[name]
	if !ok {
		return Kind{}, &kindError{param.Errorf("grid", name, "unknown grid (valid: %s)", strings.Join(Kinds(), ", "))}
	}
	return k, nil
}

// kindError is an unknown kind: a param.Error that is also ErrKind.
type kindError struct{ p *param.Error }

func (e *kindError) Error() string   { return "topology: " + e.p.Error() }
func (e *kindError) Unwrap() []error { return []error{ErrKind, e.p} }

// Summary returns the one-line description of a grid kind.
func Summary(kind string) string { return kinds[kind].Summary }

// Noun returns the word captions use for grids of a kind, or the kind's name
// when it is not registered.
func Noun(kind string) string {
	if k, ok := kinds[kind]; ok && k.Noun != "" {
		return k.Noun
	}
	return kind
}

// Build makes the grid a spec describes.
func Build(s Spec) (Grid, error) {
	k, err := Lookup(s.Kind)
	if err != nil {
		return nil, err
	}
	return k.Build(s)
}

// Params returns every parameter of every kind, each name once, in the
// order of Kinds and then of each kind's Params. Kinds that share a
// parameter name share its meaning.
func Params() []Param {
	var out []Param
	seen := map[string]bool{}
	for _, n := range Kinds() {
		for _, p := range kinds[n].Params {
			if !seen[p.Name] {
				seen[p.Name] = true
				out = append(out, p)
			}
		}
	}
	return out
}

// KindsWith returns the kinds that take the named parameter, sorted.
func KindsWith(name string) []string {
	var out []string
	for _, n := range Kinds() {
		if _, ok := kinds[n].Param(name); ok {
			out = append(out, n)
		}
	}
	return out
}

// Param returns the kind's parameter with the given name.
func (k Kind) Param(name string) (Param, bool) {
	for _, p := range k.Params {
		if p.Name == name {
			return p, true
		}
	}
	return Param{}, false
}

// Spec returns the spec of a grid of kind k: w×h cells when the kind is
// sized, its layout drawn from seed when it is random, and every parameter
// that value gives. value returns a parameter's text and whether it was
// given; one not given takes its default, if it has one. A bad value is a
// *param.Error (see SetParam).
func (k Kind) Spec(w, h int, seed uint64, value func(p Param) (string, bool)) (Spec, error) {
	s := Spec{Kind: k.Name}
	if k.Sized {
		s.Width, s.Height = w, h
	}
	if k.Random {
		s.Seed = seed
	}
	for _, p := range k.Params {
		v, given := value(p)
		if !given {
			if p.Default == "" {
				continue
			}
			v = p.Default
		}
		if err := SetParam(&s, p, v); err != nil {
			return s, err
		}
	}
	return s, nil
}

// SetParam parses value as the parameter p of s's kind and stores it in s.
// A value that does not parse or is out of range is a *param.Error.
func SetParam(s *Spec, p Param, value string) error {
	if p.field == nil {
		return fmt.Errorf("topology: parameter %s has no field", p.Name)
	}
	switch f := p.field(s).(type) {
	case *int:
		n, err := strconv.Atoi(value)
		if err != nil {
			return param.Errorf(p.Name, value, "want a whole number")
		}
		if (p.Min != 0 || p.Max != 0) && (n < p.Min || n > p.Max) {
			return param.Errorf(p.Name, value, "want between %d and %d", p.Min, p.Max)
		}
		*f = n
	case *bool:
		b, err := strconv.ParseBool(value)
		if err != nil {
			return param.Errorf(p.Name, value, "want true or false")
		}
		*f = b
	case *string:
		if p.Values != nil && !contains(p.Values, value) {
			return param.Errorf(p.Name, value, "want %s", strings.Join(p.Values, ", "))
		}
		*f = value
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// coverBySize returns the Cover function of a kind sized by Width×Height:
// it builds a first guess one cell larger than the frame, measures its
// bounds and grows it in proportion.
func coverBySize(kind string) func(w, h float64, seed uint64) (Spec, error) {
	return func(fw, fh float64, seed uint64) (Spec, error) {
		s := Spec{Kind: kind, Width: int(math.Ceil(fw)) + 1, Height: int(math.Ceil(fh)) + 1}
		g, err := Build(s)
		if err != nil {
			return s, err
		}
		b := g.Bounds()
		s.Width = int(math.Ceil(float64(s.Width)*fw/b.Dx())) + 1
		s.Height = int(math.Ceil(float64(s.Height)*fh/b.Dy())) + 1
		return s, nil
	}
}
