package generate

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// Symmetries are the symmetries a maze can be carved with: mirror-x
// (left–right), mirror-y (top–bottom), and rotation by a half, quarter or
// sixth of a turn about the grid's centre.
var symmetries = []string{"mirror-x", "mirror-y", "2", "4", "6"}

// Symmetries lists the symmetry names --symmetry takes (a new slice each call).
func Symmetries() []string { return slices.Clone(symmetries) }

// Symmetric carves m as a perfect maze that its grid's symmetry sym (one of
// Symmetries) maps onto itself. It carves a random spanning tree of the
// grid folded by the symmetry (one fundamental region, as Kruskal does),
// copies it to every image of the region, and joins the copies through
// edges that the symmetry maps onto themselves or through the centre cell.
// The grid must be symmetric itself: a mirror needs an even number of
// columns (rows); a half turn a centre cell or a centre edge; a quarter
// turn a square grid with a centre cell (odd side); a sixth of a turn a
// hexagon board or a polar grid (its rings split in sixes).
func Symmetric(m *maze.Maze, sym string, rng *rand.Rand) error {
	g := m.Grid
	perms, err := symmetryPerms(g, sym)
	if err != nil {
		return err
	}
	n, ne := g.NumCells(), g.NumEdges()
	edgeOf := func(a, b int, buf []topology.Neighbor) int {
		for _, nb := range g.Neighbors(a, buf[:0]) {
			if nb.Cell == b {
				return nb.Edge
			}
		}
		return -1
	}
	// Edge orbits, each listed once under its smallest edge.
	buf := make([]topology.Neighbor, 0, g.MaxDegree())
	seen := make([]bool, ne)
	var orbits [][]int32
	for e := range ne {
		if seen[e] {
			continue
		}
		a, b := g.Ends(e)
		var orb []int32
		for _, p := range perms {
			f := edgeOf(int(p[a]), int(p[b]), buf)
			if f < 0 {
				return fmt.Errorf("generate: symmetry %s: %w", sym, param.Errorf("symmetry", sym, "the grid's passages are not symmetric"))
			}
			if !seen[f] {
				seen[f] = true
				orb = append(orb, int32(f))
			}
		}
		orbits = append(orbits, orb)
	}
	rng.Shuffle(len(orbits), func(i, j int) { orbits[i], orbits[j] = orbits[j], orbits[i] })
	// Full orbits first (the folded grid's spanning tree), then the
	// shorter ones: edges the symmetry maps onto themselves.
	k := len(perms)
	ordered := make([][]int32, 0, len(orbits))
	for _, o := range orbits {
		if len(o) == k {
			ordered = append(ordered, o)
		}
	}
	for _, o := range orbits {
		if len(o) < k {
			ordered = append(ordered, o)
		}
	}
	uf := newUnionFind(n)
	joined := 0
	var roots [][2]int32
	for _, o := range ordered {
		// The orbit's edges join the current trees; they must not close a
		// loop among themselves either.
		roots = roots[:0]
		for _, e := range o {
			a, b := g.Ends(int(e))
			roots = append(roots, [2]int32{uf.find(int32(a)), uf.find(int32(b))})
		}
		if !forest(roots) {
			continue
		}
		for _, e := range o {
			a, b := g.Ends(int(e))
			uf.union(int32(a), int32(b))
			m.Open(int(e))
			joined++
		}
	}
	if joined != n-1 {
		return fmt.Errorf("generate: %w", param.Errorf("symmetry", sym, "this grid has no symmetric perfect maze (it needs a centre cell or an edge on the axis: try an odd or even size)"))
	}
	return nil
}

// forest reports whether the edges between the given tree roots form no loop.
func forest(edges [][2]int32) bool {
	parent := map[int32]int32{}
	find := func(x int32) int32 {
		for {
			p, ok := parent[x]
			if !ok || p == x {
				return x
			}
			x = p
		}
	}
	for _, e := range edges {
		a, b := find(e[0]), find(e[1])
		if a == b {
			return false
		}
		parent[a] = b
	}
	return true
}

// unionFind is a disjoint-set forest over cells.
type unionFind struct{ parent []int32 }

func newUnionFind(n int) *unionFind {
	p := make([]int32, n)
	for i := range p {
		p[i] = int32(i)
	}
	return &unionFind{p}
}

func (u *unionFind) find(x int32) int32 {
	for u.parent[x] != x {
		u.parent[x] = u.parent[u.parent[x]]
		x = u.parent[x]
	}
	return x
}

func (u *unionFind) union(a, b int32) { u.parent[u.find(a)] = u.find(b) }

// symmetryPerms returns the cell permutations of the symmetry group, the
// identity first: the grid's cells mapped by the geometric transform.
func symmetryPerms(g topology.Grid, sym string) ([][]int32, error) {
	b := g.Bounds()
	c := b.Center()
	var t func(p topology.Point) topology.Point
	k := 2
	switch sym {
	case "mirror-x":
		t = func(p topology.Point) topology.Point { return topology.Point{X: 2*c.X - p.X, Y: p.Y} }
	case "mirror-y":
		t = func(p topology.Point) topology.Point { return topology.Point{X: p.X, Y: 2*c.Y - p.Y} }
	case "2", "4", "6":
		k = int(sym[0] - '0')
		sin, cos := math.Sincos(2 * math.Pi / float64(k))
		t = func(p topology.Point) topology.Point {
			dx, dy := p.X-c.X, p.Y-c.Y
			return topology.Point{X: c.X + dx*cos - dy*sin, Y: c.Y + dx*sin + dy*cos}
		}
	default:
		return nil, param.Errorf("symmetry", sym, "want %s", strings.Join(symmetries, ", "))
	}
	if _, ok := g.(*topology.Wrapped); ok {
		return nil, param.Errorf("symmetry", sym, "a wrapped grid has no centre to be symmetric about")
	}
	n := g.NumCells()
	key := func(p topology.Point) [2]int64 {
		return [2]int64{int64(math.Round(p.X * 1e5)), int64(math.Round(p.Y * 1e5))}
	}
	at := make(map[[2]int64]int32, n)
	for i := range n {
		at[key(g.Center(i))] = int32(i)
	}
	id := make([]int32, n)
	for i := range id {
		id[i] = int32(i)
	}
	perms := [][]int32{id}
	for j := 1; j < k; j++ {
		prev := perms[j-1]
		p := make([]int32, n)
		for i := range n {
			q, ok := at[key(t(g.Center(int(prev[i]))))]
			if !ok {
				return nil, param.Errorf("symmetry", sym, "the %s grid is not symmetric that way at this size", g.Spec().Kind)
			}
			p[i] = q
		}
		perms = append(perms, p)
	}
	return perms, nil
}
