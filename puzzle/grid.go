// GridSpec: a grid spec from a kind, a size and the parameters a user gave
// by name, for front ends that offer every kind's parameters at once.

package puzzle

import (
	"fmt"
	"maps"
	"math/bits"
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// GridRequest is a grid as a front end takes it from its user.
type GridRequest struct {
	Kind      string // a topology kind; "" for rect
	KindGiven bool   // the user chose Kind (it was not a default)
	// Width and Height are the size in cells of the kinds that take one.
	Width, Height int
	// Floors is the third number of a size given as WxHxF (a 3d grid's
	// floors), or "".
	Floors string
	// Params holds the grid parameters the user gave, by topology.Param
	// name ("radius", "wrap"), with their values as text; the others take
	// their defaults.
	Params map[string]string
	Seed   uint64 // places the points of random layouts
}

// GridSpec returns the grid spec r asks for. A kind whose parameters are
// enough to choose it (a mask's shape) is chosen by them; "wrap" turns a
// kind into its wrapped counterpart; a parameter of another kind, or a
// bad value, is a *param.Error naming it.
func GridSpec(r GridRequest) (topology.Spec, error) {
	kind := r.Kind
	if kind == "" {
		kind = "rect"
	}
	if r.Floors != "" {
		if f, ok := r.Params["floors"]; ok && f != r.Floors {
			return topology.Spec{}, param.Textf("floors", f, "the size gives %s floors: give them once", r.Floors)
		}
		r.Params = maps.Clone(r.Params)
		if r.Params == nil {
			r.Params = map[string]string{}
		}
		r.Params["floors"] = r.Floors
	}
	for _, name := range topology.Kinds() {
		k, _ := topology.Lookup(name)
		if !k.Implied || !choosing(k, r.Params) {
			continue
		}
		if r.KindGiven && kind != k.Name {
			return topology.Spec{}, param.Textf("grid", kind, "the %s parameters cut a grid themselves: give this kind as the %s's base instead", k.Name, k.Name)
		}
		kind = k.Name
	}
	// wrap joins a rect or hex grid's sides: the torus kinds.
	if wrapped, ok := topology.WrappedKind(kind); ok {
		if _, given := r.Params["wrap"]; given {
			kind = wrapped
		}
	}
	k, err := topology.Lookup(kind)
	if err != nil {
		return topology.Spec{}, err
	}
	s, err := k.Spec(r.Width, r.Height, r.Seed, func(p topology.Param) (string, bool) {
		v, given := r.Params[p.Name]
		return v, given
	})
	if err != nil {
		return s, err
	}
	for _, p := range topology.Params() {
		if _, given := r.Params[p.Name]; given {
			if _, own := k.Param(p.Name); !own {
				return s, param.Presentf(p.Name, "applies only to grid %s", strings.Join(topology.KindsWith(p.Name), ", "))
			}
		}
	}
	return s, nil
}

// choosing reports whether a parameter of k without a default was given.
func choosing(k topology.Kind, given map[string]string) bool {
	for _, p := range k.Params {
		if _, ok := given[p.Name]; ok && p.Default == "" {
			return true
		}
	}
	return false
}

// checkCells refuses a sized grid with more cells than a maze may hold,
// saying how many it would have, exactly for any size.
func checkCells(s topology.Spec) error {
	w, h := s.Width, s.Height
	if w <= topology.MaxCells && h <= topology.MaxCells && w*h <= topology.MaxCells {
		return nil
	}
	return param.Errorf("size", fmt.Sprintf("%dx%d", w, h), "%s cells is too many (maximum %d)", product(w, h), topology.MaxCells)
}

// product writes w×h (both at least 0) in decimal, exactly, however big.
func product(w, h int) string {
	hi, lo := bits.Mul64(uint64(w), uint64(h))
	if hi == 0 {
		return strconv.FormatUint(lo, 10)
	}
	const e19 = 10_000_000_000_000_000_000
	q, r := bits.Div64(hi, lo, e19) // hi < 2⁶³ < 10¹⁹: q fits
	return strconv.FormatUint(q, 10) + fmt.Sprintf("%019d", r)
}

// Random-walk carving (the uniform algorithms, Wilson and Aldous-Broder)
// on a weave grid slows down without bound once nearly every cell is tried
// as a crossing: the crossings join the grid into a few large pieces with
// a thousand edges each, and the walks between them grow far faster than
// the grid (Wilson at weave 1: 200x200 in 0.8 s, 300x300 in 13 s, 350x350
// over two minutes; at weave 0.8, 400x400 in 2 s).
const (
	maxWalkWeave      = 0.8
	maxWalkWeaveCells = 200 * 200
)

// checkWalkWeave refuses, before any work, a weave share above
// maxWalkWeave on a weave grid of more than maxWalkWeaveCells cells for a
// random-walk algorithm.
func checkWalkWeave(alg generate.Algorithm, s topology.Spec, share float64) error {
	cells := s.Width * s.Height
	if s.Width == 0 {
		cells = 3 * s.Radius * (s.Radius + 1) // a hexagon of hexagons
	}
	if !alg.Uniform || share <= maxWalkWeave || cells <= maxWalkWeaveCells {
		return nil
	}
	return param.Errorf("weave", share, "%s on a weave grid of more than %d cells takes at most %v (its random walks slow down without bound as the crossings join the grid into a few large pieces): give a smaller share, a smaller grid, or another algorithm such as kruskal or dfs", alg.Name, maxWalkWeaveCells, maxWalkWeave)
}
