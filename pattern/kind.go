// The registry of pattern kinds: what each declares about itself.

package pattern

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/param"
)

// Family is the data a pattern kind makes, which says how it is drawn:
// kinds of one family share their drawing, so a new kind of an existing
// family is one file.
type Family uint8

// The families of pattern kinds.
const (
	TenPrintTiles Family = iota + 1 // a TenPrint grid of diagonals
	Automaton                       // a Life board grown under Kind.Rule
	LabyrinthPath                   // a Labyrinth: one path without choices
	TruchetTiles                    // a HexTruchet or RectTruchet
)

// Kind describes a registered pattern kind.
type Kind struct {
	Name    string // as typed on the command line, e.g. "mazectric"
	Summary string // one line: what it draws
	Family  Family
	// Params lists the options the kind takes besides the seed, the
	// scale and the size, by their names on the command line ("bias",
	// "rule", "circuits", ...).
	Params []string
	// Sized says the kind takes a board size in cells; a labyrinth's size
	// follows from its circuits instead.
	Sized bool
	// Seeded says the kind draws from the random seed; a labyrinth is
	// the same every time.
	Seeded bool
	// Size is the default board size in cells (width, height).
	Size [2]int
	// Answer says the kind has a solution: a path from entrance to exit,
	// drawn on request and in a book's answer key.
	Answer bool
	// Rule is an automaton's rule.
	Rule Rule
	// Wallpaper says the kind can cover a wallpaper of any size.
	Wallpaper bool
	// Cost is the memory model of writing the pattern in format, per cell
	// of its board (per unit of a labyrinth's square scene), and per pixel
	// of a PNG.
	Cost func(out budget.Output, s Shape) budget.Cost
	// Book is the memory model of one puzzle of the kind in a book (its
	// page, and its key entry when it has an answer): the one source of
	// these numbers, which a book's section of the kind reads.
	Book budget.Book
	// WallpaperPixel is the memory per pixel of a wallpaper of the kind;
	// 0 is that of a picture through the rasterizer (budget.Raster).
	WallpaperPixel float64
}

// Shape is what a pattern's cost depends on besides its size and format.
type Shape struct {
	Arcs   bool // 10 PRINT drawn with quarter-circle arcs
	Scales int  // tile sizes mixed (square Truchet tiles); 0 is 1
}

// Takes reports whether the kind takes the named option.
func (k Kind) Takes(option string) bool { return slices.Contains(k.Params, option) }

var kinds = map[string]Kind{}

// registerKind adds a pattern kind; called from init functions only.
func registerKind(k Kind) {
	if _, dup := kinds[k.Name]; dup {
		panic("pattern: duplicate kind " + k.Name)
	}
	if k.Family == 0 || k.Cost == nil || k.Book.Puzzle == 0 || k.Summary == "" {
		panic("pattern: kind " + k.Name + " lacks its family, cost, book cost or summary")
	}
	kinds[k.Name] = k
}

// Names returns the registered pattern kinds' names in sorted order.
func Names() []string {
	names := make([]string, 0, len(kinds))
	for n := range kinds {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Kinds returns every registered pattern kind, sorted by name.
func Kinds() []Kind {
	var all []Kind
	for _, n := range Names() {
		all = append(all, kinds[n])
	}
	return all
}

// Lookup returns the pattern kind with the given name, or a *param.Error
// for "pattern" listing the valid names.
func Lookup(name string) (Kind, error) {
	k, ok := kinds[name]
	if !ok {
		return Kind{}, param.Textf("pattern", name, "unknown pattern (valid: %s)", strings.Join(Names(), ", "))
	}
	return k, nil
}

// WallpaperNames returns the names of the kinds that can cover a
// wallpaper, sorted.
func WallpaperNames() []string {
	var n []string
	for _, k := range Kinds() {
		if k.Wallpaper {
			n = append(n, k.Name)
		}
	}
	return n
}

// Taking returns the names of the kinds that take the named option, sorted.
func Taking(option string) []string {
	var n []string
	for _, k := range Kinds() {
		if k.Takes(option) {
			n = append(n, k.Name)
		}
	}
	return n
}

// Describe returns the kind's summary with what it takes, for a list:
// "cellular automaton B3/S1234 ... [size, rule, density; answer]".
func (k Kind) Describe() string {
	var takes []string
	if k.Sized {
		takes = append(takes, fmt.Sprintf("size (default %dx%d)", k.Size[0], k.Size[1]))
	}
	takes = append(takes, k.Params...)
	s := k.Summary + " [" + strings.Join(takes, ", ")
	if k.Answer {
		s += "; has a solution"
	}
	if k.Wallpaper {
		s += "; wallpaper"
	}
	return s + "]"
}

// byFormat returns raster, vector or data by the kind of output.
func byFormat(out budget.Output, raster, vector, data float64) float64 {
	switch out {
	case budget.RasterOutput:
		return raster
	case budget.VectorOutput:
		return vector
	}
	return data
}

// pngPixels adds to c the memory of a raster's pixels: an RGBA picture.
func pngPixels(c budget.Cost, out budget.Output, perPixel float64) budget.Cost {
	if out == budget.RasterOutput {
		c.PerPixel = perPixel
	}
	return c
}
