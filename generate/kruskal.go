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
// Cost: O(edges·α) time; 4 bytes per edge for the order and 5 bytes per cell.
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

// disjoint is a disjoint-set forest over int32 elements.
type disjoint struct {
	parent []int32
	rank   []uint8
}

func newDisjoint(n int) *disjoint {
	d := &disjoint{parent: make([]int32, n), rank: make([]uint8, n)}
	for i := range d.parent {
		d.parent[i] = int32(i)
	}
	return d
}

// find returns the root of x's set, halving the path on the way.
func (d *disjoint) find(x int32) int32 {
	p := d.parent
	for p[x] != x {
		p[x] = p[p[x]]
		x = p[x]
	}
	return x
}

// union joins the sets of a and b and reports whether they were distinct.
func (d *disjoint) union(a, b int32) bool {
	ra, rb := d.find(a), d.find(b)
	if ra == rb {
		return false
	}
	switch {
	case d.rank[ra] < d.rank[rb]:
		d.parent[ra] = rb
	case d.rank[ra] > d.rank[rb]:
		d.parent[rb] = ra
	default:
		d.parent[rb] = ra
		d.rank[ra]++
	}
	return true
}
