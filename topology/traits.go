// What front ends ask of a grid kind besides its parameters: which kinds are
// plain squares or hexagons, which kind joins a kind's sides and how a
// seamless tile is sized.

package topology

import (
	"cmp"
	"math"
	"slices"
	"strings"

	"github.com/mazekit/mazekit/param"
)

// Regular reports whether kind's grids are squares or hexagons in straight
// rows: cells of one shape and size, each with opposite sides, so a
// passage can cross straight over a cell (see [Woven]) and every cell has
// room for a label. The kind says so (Kind.CellSides).
func Regular(kind string) bool { return kinds[kind].CellSides > 0 }

// RegularKinds returns the kinds for which [Regular] reports true, by
// their cells' sides: squares first.
func RegularKinds() []string { return kindsWhere(func(k Kind) bool { return k.CellSides > 0 }) }

// kindsWhere returns the kinds for which keep reports true: the regular
// kinds first, by their cells' sides, then the others in sorted order.
func kindsWhere(keep func(Kind) bool) []string {
	var out []string
	for _, n := range Kinds() {
		if keep(kinds[n]) {
			out = append(out, n)
		}
	}
	slices.SortStableFunc(out, func(a, b string) int { return regularRank(a) - regularRank(b) })
	return out
}

// regularRank orders kinds with the regular ones first, by their cells'
// sides.
func regularRank(kind string) int {
	if n := kinds[kind].CellSides; n > 0 {
		return n
	}
	return math.MaxInt32
}

// OrList joins names as "a or b" or "a, b or c", for messages.
func OrList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// WrappedKind returns the name of the kind whose grids are kind's with
// opposite sides joined ("torus" for "rect"), and whether there is one.
func WrappedKind(kind string) (string, bool) {
	for _, n := range Kinds() {
		if kinds[n].Wraps == kind && kind != "" {
			return n, true
		}
	}
	return "", false
}

// WrappableKinds returns the kinds that have a wrapped counterpart (see
// [WrappedKind]): the regular kinds among them first, in the order of
// [RegularKinds], then the others in sorted order.
func WrappableKinds() []string {
	var out []string
	for _, n := range Kinds() {
		if w := kinds[n].Wraps; w != "" {
			out = append(out, w)
		}
	}
	slices.SortStableFunc(out, func(a, b string) int { return cmp.Or(regularRank(a)-regularRank(b), strings.Compare(a, b)) })
	return out
}

// TileSpec returns the spec of a seamless tile of kind's cells (a kind
// with a wrapped counterpart) about w×h scene units in size: both sides
// join, and each side has at least 3 cells. Another kind is a
// *param.Error on field "grid".
func TileSpec(kind string, w, h float64) (Spec, error) {
	wrapped, ok := WrappedKind(kind)
	if !ok {
		return Spec{}, param.Errorf("grid", kind, "a seamless tile is made of %s cells", OrList(WrappableKinds()))
	}
	cw := max(3, int(math.Round(w)))
	ch := max(3, int(math.Round(h)))
	if kinds[kind].CellSides == 6 {
		// Rows are √3/2 apart, and the rows must pair up to repeat.
		ch = max(4, 2*int(math.Round(h/math.Sqrt(3))))
	}
	return Spec{Kind: wrapped, Width: cw, Height: ch, Wrap: "xy"}, nil
}

// Symmetries returns the symmetries [SymmetricSpec] can give grids of
// kind: "mirror-x" and "mirror-y" (reflections left to right and top to
// bottom) and "2", "4" and "6" (turns by a half, a quarter and a sixth).
// It is nil for a kind that has none.
func Symmetries(kind string) []string { return slices.Clone(kinds[kind].Symmetries) }

// SymmetricSpec returns the spec of a grid like s's (one that covers a
// frame of fw×fh scene units, as a Kind's Cover gives) that is symmetric
// about the frame's centre as sym says, as the kind makes it (a rect grid
// gets an even or odd size or becomes square, a hex grid becomes a
// hexagon board, a polar grid is as it is). A symmetry the kind does not
// have is a *param.Error on field "symmetry".
func SymmetricSpec(s Spec, fw, fh float64, sym string) (Spec, error) {
	k := kinds[s.Kind]
	if !contains(k.Symmetries, sym) {
		if k.Symmetries != nil {
			return s, param.Errorf("symmetry", sym, "a %s grid takes symmetry %s", s.Kind, OrList(k.Symmetries))
		}
		with := kindsWhere(func(k Kind) bool { return k.Symmetries != nil })
		return s, param.Errorf("symmetry", sym, "a %s grid takes symmetry none (use %s)", s.Kind, OrList(with))
	}
	if k.Symmetric == nil {
		return s, nil
	}
	return k.Symmetric(s, fw, fh, sym), nil
}

// Weight is how much memory and drawing a grid kind's cells take, for
// memory budgets: the models in internal/budget price each weight.
type Weight uint8

// The weights. The zero Weight is undeclared; every registered kind
// declares one.
const (
	LightCells Weight = iota + 1 // squares and triangles: few straight walls
	PlainCells                   // hexagons and rings
	HeavyCells                   // irregular polygons, or crossings kept per cell
)

// String returns the weight's name: "light", "plain" or "heavy".
func (w Weight) String() string {
	switch w {
	case LightCells:
		return "light"
	case PlainCells:
		return "plain"
	case HeavyCells:
		return "heavy"
	}
	return "undeclared"
}

// CellWeight returns the weight of kind's cells: PlainCells for a kind
// that is not registered.
func CellWeight(kind string) Weight {
	if w := kinds[kind].Weight; w != 0 {
		return w
	}
	return PlainCells
}

// Density returns the number of kind's cells in a square of one scene
// unit's side (see Kind.Density): 1 for a kind that is not registered.
func Density(kind string) float64 {
	if d := kinds[kind].Density; d > 0 {
		return d
	}
	return 1
}

// Streams reports whether a maze on kind's grids can be made and written
// one row at a time (see Kind.Streams).
func Streams(kind string) bool { return kinds[kind].Streams }

// PictureKind returns the kind on whose grids a maze that draws a
// picture is made (see Kind.Pictures).
func PictureKind() string {
	for _, n := range Kinds() {
		if kinds[n].Pictures {
			return n
		}
	}
	return ""
}

// OwnKinds returns, sorted, the kinds named as grids of their own: not
// chosen by an option (Kind.Option) and not made from another kind's
// grids (Kind.Bases).
func OwnKinds() []string {
	var out []string
	for _, n := range Kinds() {
		if k := kinds[n]; k.Option == "" && len(k.Bases) == 0 {
			out = append(out, n)
		}
	}
	return out
}

// OptionKind returns the kind the named maze option chooses (see
// Kind.Option: "weave" chooses weave), and whether one does.
func OptionKind(option string) (string, bool) {
	for _, n := range Kinds() {
		if option != "" && kinds[n].Option == option {
			return n, true
		}
	}
	return "", false
}

// Tiles reports whether grids of the spec wrap both ways (a torus with
// wrap "xy"): a seamless tile with no outer wall, so no doors, no way
// through and nothing to solve.
func (s Spec) Tiles() bool {
	return kinds[s.Kind].Wraps != "" && (s.Wrap == "" || s.Wrap == "xy")
}
