package serve

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/mazekit/mazekit/topology"
)

// The time carving takes, in seconds on one core of a modest computer,
// measured for each algorithm on rect grids from 500×500 to 250000×1:
// every algorithm takes a time in proportion to the cells, except the two
// random walks (Wilson's and Aldous–Broder), whose walks on a long, thin
// grid also take a time in proportion to the square of its long side: a
// 10000×1 line takes about as long as a 500×500 square takes ten times.
const (
	secondsPerCell     = 4e-6 // the slowest linear algorithm (kruskal), with room
	wilsonPerCell      = 1e-6
	wilsonPerLongSide2 = 3e-8
	walkPerCell        = 3e-6 // aldous-broder
	walkPerLongSide2   = 5e-8
)

// carveTime estimates how long algo takes to carve a grid of cells cells
// whose long side is long cells.
func carveTime(algo string, cells, long float64) time.Duration {
	s := secondsPerCell * cells
	switch algo {
	case "wilson":
		s = wilsonPerCell*cells + wilsonPerLongSide2*long*long
	case "aldous-broder":
		s = walkPerCell*cells + walkPerLongSide2*long*long
	}
	return time.Duration(math.Min(s, 1e6) * float64(time.Second))
}

// longSide is the number of cells along g's longer side: its bounds over
// the size of an average cell.
func longSide(g topology.Grid) float64 {
	b := g.Bounds()
	n := float64(max(g.NumCells(), 1))
	cell := math.Sqrt(b.Dx() * b.Dy() / n)
	if !(cell > 0) {
		return math.Sqrt(n)
	}
	return math.Max(b.Dx(), b.Dy()) / cell
}

// admitWork refuses a maze whose carving would take longer than the
// page's work limit, naming the option to change.
func (s *Server) admitWork(algo string, cells int, long float64, size string) error {
	est := carveTime(algo, float64(cells), long)
	if est <= s.limits.Work {
		return nil
	}
	what := "a grid this big"
	if long*long > 4*float64(cells) {
		what = "a grid this long and thin"
	}
	return badf("size %s: the %s algorithm would take about %s on %s, over the limit of %s; make it squarer or smaller, or choose %s",
		size, algo, roughly(est), what, s.limits.Work, quickAlgorithms)
}

// quickAlgorithms are those whose time grows only with the cells.
var quickAlgorithms = strings.Join([]string{"dfs", "kruskal", "prim", "growing-tree"}, ", ")

// roughly writes d to two figures in its largest unit.
func roughly(d time.Duration) string {
	switch {
	case d >= time.Hour:
		return fmt.Sprintf("%.2g hours", d.Hours())
	case d >= time.Minute:
		return fmt.Sprintf("%.2g minutes", d.Minutes())
	}
	return fmt.Sprintf("%.2g seconds", d.Seconds())
}

// running returns the number of generations running now: a request's
// work holds its worker until it really ends, after its answer if it was
// cut off.
func (s *Server) running() int { return len(s.slots) + len(s.quick) }

// realTimer is the server's clock for the time limit: a channel that
// receives once d has passed, and a function that stops it. Tests put a
// clock of their own in its place.
func realTimer(d time.Duration) (<-chan time.Time, func() bool) {
	t := time.NewTimer(d)
	return t.C, t.Stop
}
