package puzzle

import (
	"math/rand/v2"
	"strings"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
)

// symmetric returns the carver of a symmetric maze, which takes the place
// of the algorithm's: a random spanning tree of one fundamental region,
// copied round the grid (see generate.Symmetric).
func symmetric(opts *Options) (generate.Func, error) {
	sym := opts.Symmetry
	found := false
	for _, s := range generate.Symmetries() {
		found = found || s == sym
	}
	if !found {
		return nil, param.Errorf("symmetry", sym, "want %s", strings.Join(generate.Symmetries(), ", "))
	}
	if opts.Weave > 0 || opts.Unicursal || opts.Levels != "" {
		return nil, param.Errorf("symmetry", sym, "does not combine with --weave, --unicursal or --levels")
	}
	return func(m *maze.Maze, rng *rand.Rand) error { return generate.Symmetric(m, sym, rng) }, nil
}
