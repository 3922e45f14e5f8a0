package conformance

import (
	"fmt"
	"math/bits"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/mask"
	"github.com/mazekit/mazekit/topology"
)

// gridCase is one grid of the matrix: a spec and a name for messages.
type gridCase struct {
	name string
	spec topology.Spec
	// square is the grid at a square size (its longer side both ways, made
	// a power of two), for cells refused at w×h (quadtree needs a square
	// side of 2^k) and kinds whose grids are square (cube); centred
	// the same at the next odd size, with a centre cell for symmetry to
	// turn about. Each is spec when its size is refused.
	square, centred topology.Spec
}

// maskImage is the picture the mask grids cut to in the matrix: a diamond,
// dark on light, 40×30 pixels.
const maskImage = "testdata/diamond.png"

// gridCases returns a grid of every registered kind for each value of each
// parameter that has a list of values (layouts, mask shapes and bases,
// wraps), both values of a yes/no parameter, and a variant with each
// parameter without a default given (a hexagon board's radius, a mask's
// text), all of size w×h. Kinds chosen by a maze option (weave) are left
// to that option.
func gridCases(w, h int) []gridCase {
	var out []gridCase
	for _, name := range topology.Kinds() {
		k, _ := topology.Lookup(name)
		if k.Option != "" {
			continue
		}
		// The product of the listed values.
		combos := []map[string]string{{}}
		for _, p := range k.Params {
			var vals []string
			switch {
			case len(p.Values) > 0:
				vals = p.Values
			case p.Type == topology.BoolParam:
				vals = []string{"false", "true"}
			}
			if vals == nil {
				continue
			}
			var next []map[string]string
			for _, c := range combos {
				for _, v := range vals {
					n := clone(c)
					n[p.Name] = v
					next = append(next, n)
				}
			}
			combos = next
		}
		// A parameter without a default is a variant of its own, on the
		// first combination without the other parameters it may exclude.
		for _, p := range k.Params {
			if p.Default != "" || len(p.Values) > 0 || p.Type == topology.BoolParam {
				continue
			}
			n := map[string]string{}
			for _, q := range k.Params {
				if q.Default != "" {
					n[q.Name] = q.Default
				}
			}
			switch p.Type {
			case topology.IntParam:
				n[p.Name] = strconv.Itoa(max(p.Min, 3))
			case topology.StringParam:
				n[p.Name] = "Hi"
				if p.Name == "image" {
					n[p.Name] = filepath.Base(maskImage)
				}
			}
			combos = append(combos, n)
		}
		for _, c := range combos {
			if k.Implied && !choosesKind(k, c) {
				continue // a mask needs its shape, text or image
			}
			// The spec at w×h, and whether its grid is built.
			at := func(w, h int) (topology.Spec, bool) {
				spec, err := k.Spec(w, h, 7, func(p topology.Param) (string, bool) {
					v, ok := c[p.Name]
					if ok && p.Name == "image" {
						v, _ = filepath.Abs(maskImage)
					}
					return v, ok
				})
				if err != nil {
					panic(fmt.Sprintf("conformance: %s %v: %v", name, c, err))
				}
				_, err = mask.Build(spec)
				return spec, err == nil
			}
			spec, ok := at(w, h)
			n := max(w, h)
			side := 1 << bits.Len(uint(n-1)) // n rounded up to a power of two
			square, sok := at(side, side)
			if !ok && sok {
				spec = square // a kind whose grids are square (cube)
			}
			if !sok {
				square = spec
			}
			centred, cok := at(n|1, n|1)
			if !cok {
				centred = square
			}
			out = append(out, gridCase{name: caseName(name, c), spec: spec, square: square, centred: centred})
		}
	}
	return out
}

// choosesKind reports whether c gives a parameter of k without a default.
func choosesKind(k topology.Kind, c map[string]string) bool {
	for _, p := range k.Params {
		if _, ok := c[p.Name]; ok && p.Default == "" {
			return true
		}
	}
	return false
}

func clone(m map[string]string) map[string]string {
	n := make(map[string]string, len(m)+1)
	for k, v := range m {
		n[k] = v
	}
	return n
}

// caseName is kind followed by its parameters in sorted order.
func caseName(kind string, c map[string]string) string {
	keys := make([]string, 0, len(c))
	for k := range c {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	parts := []string{kind}
	for _, k := range keys {
		parts = append(parts, k+"="+c[k])
	}
	return strings.Join(parts, ",")
}
