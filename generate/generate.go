package generate

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"

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

// StreamPreferrer is the optional ability of a Streamer whose mazes are
// best written as text row by row even when they would fit in memory
// (Eller's, made for mazes of any height): front ends stream its text
// unless an option needs the whole maze.
type StreamPreferrer interface {
	Streamer
	PrefersStreaming()
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
