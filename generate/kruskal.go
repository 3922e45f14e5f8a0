package generate

import (
	"math/rand/v2"

	"github.com/mazekit/mazekit/maze"
)

func init() {
	register(Algorithm{
		Name:    "kruskal",
		Summary: "randomized Kruskal: walls in random order, joined with disjoint sets",
		Texture: "short dead ends everywhere, many junctions, easy to solve",
		Perfect: true,
		Make:    simple(Kruskal),
	})
}

// Kruskal carves a perfect maze with randomized Kruskal's algorithm: it visits
// every edge in a random order (a Fisher–Yates shuffle) and opens it when its
// two cells are not yet connected, tracking components in a disjoint-set
// forest with path halving and union by rank.
//
// Bias: a minimum spanning tree for random weights; many short dead ends
// (about 30% of cells) and a "spiky" look. Not uniform.
// Cost: O(edges·α) time; 4 bytes per edge for the order and 4 per cell.
func Kruskal(m *maze.Maze, rng *rand.Rand) error {
	g := m.Grid
	n, ne := g.NumCells(), g.NumEdges()
	order := make([]int32, ne)
	for i := range order {
		order[i] = int32(i)
	}
	for i := ne - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		order[i], order[j] = order[j], order[i]
	}
	ds := newDisjoint(n)
	rect, _ := rectOf(g)
	joined := 0
	for _, e := range order {
		var a, b int
		if rect != nil {
			a, b = rect.Ends(int(e))
		} else {
			a, b = g.Ends(int(e))
		}
		if ds.union(int32(a), int32(b)) {
			m.Open(int(e))
			if joined++; joined == n-1 {
				break
			}
		}
	}
	return nil
}

// disjoint is a disjoint-set forest over int32 elements. A root holds the
// negative of its rank plus one instead of a parent, so parent and rank
// share one array and one cache line: finding and linking touch half as
// much memory as two arrays would.
type disjoint struct {
	parent []int32
}

func newDisjoint(n int) *disjoint {
	d := &disjoint{parent: make([]int32, n)}
	for i := range d.parent {
		d.parent[i] = -1 // a root of rank 0
	}
	return d
}

// find returns the root of x's set, halving the path on the way.
func (d *disjoint) find(x int32) int32 {
	p := d.parent
	for p[x] >= 0 {
		if q := p[p[x]]; q >= 0 {
			p[x] = q
		}
		x = p[x]
	}
	return x
}

// union joins the sets of a and b (union by rank) and reports whether they
// were distinct.
func (d *disjoint) union(a, b int32) bool {
	ra, rb := d.find(a), d.find(b)
	if ra == rb {
		return false
	}
	p := d.parent
	switch {
	case p[ra] > p[rb]: // ra has the lower rank
		p[ra] = rb
	case p[ra] < p[rb]:
		p[rb] = ra
	default:
		p[rb] = ra
		p[ra]-- // one rank higher
	}
	return true
}
