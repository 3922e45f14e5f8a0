package generate

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"

	"github.com/mazekit/mazekit/internal/bitset"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// Func carves a maze: it opens edges of m (which starts with every wall
// standing) using rng as its only source of randomness.
type Func func(m *maze.Maze, rng *rand.Rand) error

// Options are the algorithm-specific settings. The zero value means the
// defaults of every algorithm.
type Options struct {
	// Mode selects a variant:
	//   growing-tree: newest (default), random, oldest, mixed (half newest, half random);
	//   binary-tree: the corner the passages lean to: nw (default), ne, sw, se;
	//   division: "" (two chambers per split, default) or four (four chambers).
	Mode string
	// MinRoom is, for division, the largest open room: a chamber at most
	// MinRoom cells wide and at most MinRoom cells tall is left open instead
	// of being split. 0 or 1 means a perfect maze.
	MinRoom int
	// Weave is, on weave grids, the share of inner cells tried as
	// crossings (0 to 1; crossings that would touch another are skipped).
	// Other grids ignore it.
	Weave float64
}

// Algorithm describes a registered generator.
type Algorithm struct {
	Name    string // as typed on the command line, e.g. "wilson"
	Summary string // one line: what it does
	Texture string // one line: how its mazes look (bias)
	Uniform bool   // it draws every spanning tree with equal probability
	// Kinds lists the grid kinds it runs on; nil means every grid.
	Kinds []string
	// Modes lists the valid Options.Mode values; the first is the default.
	Modes []string
	// Perfect reports whether it always makes a spanning tree (no loops, no
	// isolated cells) when Options.MinRoom is at most 1.
	Perfect bool
	// Make returns the carving function for the options, or an error naming
	// a bad option (a *param.Error).
	Make func(o Options) (Func, error)
	// Ext holds the algorithm's optional abilities beyond carving, found by
	// type assertion: Leveler, Fitter, Streamer. Nil for most algorithms.
	Ext any
}

// Leveler is the optional ability of an algorithm that builds worlds with
// levels of detail (see QuadWorld) instead of a single maze.
type Leveler interface {
	// World builds a world on grid g with every level of detail the grid
	// allows. It fails with a *param.Error when g cannot be divided.
	World(g topology.Grid, rng *rand.Rand) (*QuadWorld, error)
}

// Streamer is the optional ability of a row-by-row algorithm to carve a
// w×h rect maze one row at a time without holding it: row receives each
// row's open east walls and open south walls (all false on the last row),
// the same maze Make(o) carves from the same rng. Bad options are errors as
// from Make.
type Streamer interface {
	StreamRows(w, h int, o Options, rng *rand.Rand, row func(y int, east, south []bool) error) error
}

// Fitter is the optional ability of an algorithm that runs only on grids of
// particular sizes: it returns the smallest spec of that kind, at least as
// large as s, that the algorithm runs on.
type Fitter interface {
	Fit(s topology.Spec) topology.Spec
}

// ErrUnsupported is returned when an algorithm cannot run on a grid.
var ErrUnsupported = errors.New("generate: algorithm does not support this grid")

var registry = map[string]Algorithm{}

// register adds an algorithm; called from init functions only.
func register(a Algorithm) {
	if _, dup := registry[a.Name]; dup {
		panic("generate: duplicate algorithm " + a.Name)
	}
	a.Make = weaveAware(a.Make)
	registry[a.Name] = a
}

// simple wraps a Func that has no options.
func simple(f Func) func(Options) (Func, error) {
	return func(o Options) (Func, error) {
		if err := noModes(o); err != nil {
			return nil, err
		}
		return f, nil
	}
}

// noModes is the error for a mode given to an algorithm that has none.
func noModes(o Options) error {
	if o.Mode != "" {
		return fmt.Errorf("generate: %w", param.Errorf("mode", o.Mode, "this algorithm has no modes"))
	}
	return nil
}

// Names returns the registered algorithm names in sorted order.
func Names() []string {
	names := make([]string, 0, len(registry))
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// All returns every registered algorithm, sorted by name.
func All() []Algorithm {
	var all []Algorithm
	for _, n := range Names() {
		all = append(all, registry[n])
	}
	return all
}

// Lookup returns the algorithm with the given name.
func Lookup(name string) (Algorithm, error) {
	a, ok := registry[name]
	if !ok {
		return Algorithm{}, fmt.Errorf("generate: unknown algorithm %q (valid: %s)", name, strings.Join(Names(), ", "))
	}
	return a, nil
}

// Supports reports whether a runs on grids of the given kind.
func (a Algorithm) Supports(kind string) bool {
	return a.Kinds == nil || slices.Contains(a.Kinds, kind)
}

// Run carves m with the named algorithm and options. It checks that the
// algorithm supports m's grid.
func Run(name string, m *maze.Maze, rng *rand.Rand, o Options) error {
	a, err := Lookup(name)
	if err != nil {
		return err
	}
	kind := m.Grid.Spec().Kind
	if !a.Supports(kind) {
		return fmt.Errorf("%w: %s runs only on %s grids, not %s", ErrUnsupported, name, strings.Join(a.Kinds, ", "), kind)
	}
	f, err := a.Make(o)
	if err != nil {
		return err
	}
	return f(m, rng)
}

// graph is the neighbour lookup the generators' inner loops use, with a
// buffer that each call reuses.
type graph struct {
	adj  topology.Adjacency
	buf  []topology.Neighbor
	pool uint64 // unused random bits for intn
	have int    // how many
}

// intn returns a uniform random number in [0, n) for a small n (≤ 2³²),
// using 32 random bits at a time (Lemire's multiply-and-shift with
// rejection), so one 64-bit draw serves two picks.
func (v *graph) intn(rng *rand.Rand, n int) int {
	next := func() uint32 {
		if v.have < 32 {
			v.pool, v.have = rng.Uint64(), 64
		}
		x := uint32(v.pool)
		v.pool >>= 32
		v.have -= 32
		return x
	}
	m := uint64(next()) * uint64(n)
	if low := uint32(m); low < uint32(n) {
		thresh := uint32(-n) % uint32(n)
		for low < thresh {
			m = uint64(next()) * uint64(n)
			low = uint32(m)
		}
	}
	return int(m >> 32)
}

func newGraph(g topology.Grid) *graph {
	return &graph{adj: topology.NewAdjacency(g), buf: make([]topology.Neighbor, 0, g.MaxDegree())}
}

// rectOf returns g as a *topology.Rect when it is one.
func rectOf(g topology.Grid) (*topology.Rect, bool) {
	r, ok := g.(*topology.Rect)
	return r, ok
}

// pick returns a random neighbour of c whose cell is (in == true) or is not
// (in == false) in set, and whether there is one.
func (v *graph) pick(c int, set *bitset.Set, in bool, rng *rand.Rand) (topology.Neighbor, bool) {
	if r := v.adj.Rect(); r != nil {
		return v.pickRect(r, c, set, in, rng)
	}
	var cand [16]topology.Neighbor
	k := 0
	for _, nb := range v.neighbors(c) {
		if set.Has(nb.Cell) == in && k < len(cand) {
			cand[k] = nb
			k++
		}
	}
	return v.choose(cand[:k], rng)
}

// pickRect is pick for a *topology.Rect: the same neighbours in the same
// order as Rect.Neighbors (north, east, south, west), without building the
// list; only the candidates are written.
func (v *graph) pickRect(r *topology.Rect, c int, set *bitset.Set, in bool, rng *rand.Rand) (topology.Neighbor, bool) {
	var cand [4]topology.Neighbor
	k := 0
	x, y := r.XY(c)
	w := r.W
	if y > 0 && set.Has(c-w) == in {
		cand[k] = topology.Neighbor{Cell: c - w, Edge: r.SouthEdge(x, y-1)}
		k++
	}
	if x < w-1 && set.Has(c+1) == in {
		cand[k] = topology.Neighbor{Cell: c + 1, Edge: r.EastEdge(x, y)}
		k++
	}
	if y < r.H-1 && set.Has(c+w) == in {
		cand[k] = topology.Neighbor{Cell: c + w, Edge: r.SouthEdge(x, y)}
		k++
	}
	if x > 0 && set.Has(c-1) == in {
		cand[k] = topology.Neighbor{Cell: c - 1, Edge: r.EastEdge(x-1, y)}
		k++
	}
	return v.choose(cand[:k], rng)
}

// choose returns a random element of cand, and false when it is empty.
func (v *graph) choose(cand []topology.Neighbor, rng *rand.Rand) (topology.Neighbor, bool) {
	switch len(cand) {
	case 0:
		return topology.Neighbor{}, false
	case 1:
		return cand[0], true
	}
	return cand[v.intn(rng, len(cand))], true
}

// neighbors returns the neighbours of c in a buffer that the next call reuses.
func (v *graph) neighbors(c int) []topology.Neighbor {
	v.buf = v.adj.Neighbors(c, v.buf[:0])
	return v.buf
}
