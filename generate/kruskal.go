package generate

import (
	"math"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
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

// Kruskal carves a perfect maze with randomized Kruskal's algorithm: the
// minimum spanning tree of the grid when every edge gets an independent
// random weight.
//
// Textbook Kruskal visits the edges in a random order and opens each one
// whose two cells are not yet connected. Sorting independent random weights
// gives that random order, and the tree depends only on the order, so any
// exact minimum-spanning-tree method over the same weights makes the same
// tree, and every method draws trees with the same distribution. Here an
// edge's weight is a 64-bit bijective mix (the splitmix64 finalizer) of
// seed + edge·γ, with the seed drawn from rng and γ odd: distinct edges get
// distinct weights, so the order is total and the tree unique.
//
// The method is cache-local. The cells are cut into square tiles of 64×64
// (on grids numbered row by row; others into runs of 4096 cell numbers).
// Inside each tile, Kruskal runs on the tile's own edges with a small
// disjoint-set forest that stays in cache. When it joins components A and B
// with edge e, and e is lighter than every tile-crossing edge leaving A (or
// every one leaving B), e is the lightest edge leaving A at all and so is in
// the tree (cut property): it is opened at once, and A and B become one
// component. Edges that close a cycle inside the tile cannot be in the tree
// (cycle property). Each tile numbers its components and gives every cell its
// component's number (2 bytes). Only the rest — joins near the tile's edge,
// and the tile-crossing edges — go to a final Kruskal, sorted by weight, over
// a forest of the tiles' components (a small fraction of the cells). The tree
// is exactly the one textbook Kruskal makes from the same weights (a test
// checks this).
//
// Bias: a minimum spanning tree for random weights; many short dead ends
// (about 30% of cells) and a "spiky" look. Not uniform.
// Cost: O(edges) expected time (radix sorts over uniform keys), the tiles
// shared among the cores; 2 bytes per cell for the components, 4 per
// component in the final forest and 4 per leftover edge.
func Kruskal(m *maze.Maze, rng *rand.Rand) error {
	kruskalWeights(m, newEdgeWeights(rng))
	if m.Stopped() {
		return maze.ErrStopped
	}
	return nil
}

// edgeWeights gives every edge an independent-looking 64-bit weight; distinct
// edges get distinct weights.
type edgeWeights struct{ seed, gamma uint64 }

func newEdgeWeights(rng *rand.Rand) edgeWeights {
	return edgeWeights{seed: rng.Uint64(), gamma: rng.Uint64() | 1}
}

// of returns the weight of edge e: splitmix64's finalizer, a bijection, of
// seed + e·gamma, which is distinct for distinct e since gamma is odd.
func (w edgeWeights) of(e int) uint64 {
	z := w.seed + uint64(e)*w.gamma
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// wedge is an edge with its weight and, inside a tile, its ends' tile-local
// cell numbers.
type wedge struct {
	w      uint64
	e      int32
	la, lb uint16
}

// tiling cuts a grid's cells into tiles. For a row-major grid (w > 0: cell
// y*w + x) tiles are tileSide×tileSide squares; otherwise runs of
// tileSide² consecutive cells.
type tiling struct {
	n, w, h  int
	across   int // tiles per row of tiles
	numTiles int
}

const (
	tileShift = 6
	tileSide  = 1 << tileShift
	tileCells = tileSide * tileSide
)

func newTiling(g topology.Grid) tiling {
	t := tiling{n: g.NumCells()}
	if w, h, ok := rowMajor(g); ok && w >= tileSide && h >= tileSide {
		t.w, t.h = w, h
		t.across = (w + tileSide - 1) >> tileShift
		t.numTiles = t.across * ((h + tileSide - 1) >> tileShift)
		return t
	}
	t.numTiles = (t.n + tileCells - 1) / tileCells
	return t
}

// of returns the tile of cell c.
func (t *tiling) of(c int) int {
	if t.w == 0 {
		return c / tileCells
	}
	y, x := c/t.w, c%t.w
	return y>>tileShift*t.across + x>>tileShift
}

// rowMajor reports the size of grids whose cell (x, y) is y*w + x and whose
// neighbours are at most one row and one column away.
func rowMajor(g topology.Grid) (w, h int, ok bool) {
	s := g.Spec()
	switch g.(type) {
	case *topology.Rect, *topology.Tri:
		return s.Width, s.Height, true
	case *topology.Hex:
		if s.Radius == 0 && !s.Flat {
			return s.Width, s.Height, true
		}
	}
	return 0, 0, false
}

// cells appends the cells of tile i to cells and their numbers inside the
// tile to locs, in increasing order of cell.
func (t *tiling) cells(i int, cells []int32, locs []uint16) ([]int32, []uint16) {
	if t.w == 0 {
		base := i * tileCells
		for c := base; c < min(t.n, base+tileCells); c++ {
			cells = append(cells, int32(c))
			locs = append(locs, uint16(c-base))
		}
		return cells, locs
	}
	x0, y0 := i%t.across*tileSide, i/t.across*tileSide
	for y := y0; y < min(t.h, y0+tileSide); y++ {
		for x := x0; x < min(t.w, x0+tileSide); x++ {
			cells = append(cells, int32(y*t.w+x))
			locs = append(locs, uint16((y-y0)<<tileShift|(x-x0)))
		}
	}
	return cells, locs
}

// local returns the number inside c's tile of c's neighbour d, where lc is
// c's own number there, and whether d is in the same tile.
func (t *tiling) local(c, lc, d int) (int, bool) {
	dd := d - c
	if t.w == 0 {
		ld := lc + dd
		return ld, uint(ld) < tileCells
	}
	// Neighbours are within one row (|dd| ≥ w-1 > 1) and one column.
	dy := 0
	switch {
	case dd > 1:
		dy = 1
	case dd < -1:
		dy = -1
	}
	dx := dd - dy*t.w
	lx, ly := lc&(tileSide-1)+dx, lc>>tileShift+dy
	return ly<<tileShift | lx&(tileSide-1), uint(lx) < tileSide && uint(ly) < tileSide
}

// kruskalWeights opens the edges of the minimum spanning tree of m's grid
// under the weights w (see Kruskal). The tiles are shared out among one
// goroutine per core (one only while m records its steps); each keeps its
// own leftover edges and sorts them in place when the tiles are done, and
// the sorted parts are merged by weight at the end. The tree is unique, so the maze is the same whatever the number of
// cores.
func kruskalWeights(m *maze.Maze, w edgeWeights) {
	g := m.Grid
	n := g.NumCells()
	k := &kruskalRun{m: m, w: w, adj: topology.NewAdjacency(g), tl: newTiling(g),
		comp: make([]uint16, n), open: m.Open} // every cell's component is set tile by tile
	k.base = make([]int32, k.tl.numTiles+1)
	k.rect = rectTiling(g, &k.tl)
	workers := 1
	if !m.Recording() && k.tl.numTiles >= 4 {
		workers = min(runtime.GOMAXPROCS(0), k.tl.numTiles)
	}
	parts := make([]kruskalPart, workers)
	share := func(p *kruskalPart) {
		k.tiles(p)
		w.sortEdges(p.left, 64)
	}
	if workers == 1 {
		share(&parts[0])
	} else {
		k.open = m.OpenShared
		var wg sync.WaitGroup
		for i := range parts {
			wg.Go(func() { share(&parts[i]) })
		}
		wg.Wait()
	}
	joined := 0
	for i := range parts {
		joined += parts[i].joined
	}
	// The components the tiles left, numbered tile by tile, as the
	// elements of one forest.
	sum := int32(0)
	for t, c := range k.base {
		k.base[t] = sum
		sum += c
	}
	global := newDisjoint(int(sum))
	// The leftovers of all parts, lightest first.
	head := make([]int, workers)
	headW := make([]uint64, workers)
	for i := range parts {
		headW[i] = math.MaxUint64
		if len(parts[i].left) > 0 {
			headW[i] = w.of(int(parts[i].left[0]))
		}
	}
	for joined < n-1 {
		best := 0
		for i := 1; i < workers; i++ {
			if headW[i] < headW[best] {
				best = i
			}
		}
		p := &parts[best]
		if head[best] == len(p.left) {
			break
		}
		e := int(p.left[head[best]])
		head[best]++
		headW[best] = math.MaxUint64
		if head[best] < len(p.left) {
			headW[best] = w.of(int(p.left[head[best]]))
		}
		a, b := k.adj.Ends(e)
		if global.union(k.component(a), k.component(b)) {
			m.Open(e)
			joined++
		}
	}
}

// kruskalRun is what the goroutines of one Kruskal share: the maze, the
// weights, the tiles still to do and the components the tiles leave, of
// which each tile's entries are written by the goroutine that does the
// tile.
type kruskalRun struct {
	m   *maze.Maze
	w   edgeWeights
	adj topology.Adjacency
	tl  tiling
	// comp numbers each cell's component, among those of its tile, of the
	// joins known to be in the tree: 2 bytes a cell where a forest over
	// all cells would take 4. base holds, per tile, its number of
	// components, and then where its numbers start in the final forest.
	comp []uint16
	base []int32
	// rect is the grid when it is square and cut into square tiles.
	rect *topology.Rect
	open func(e int)
	next atomic.Int64
}

// component returns the number in the final forest of c's component.
func (k *kruskalRun) component(c int) int32 {
	return k.base[k.tl.of(c)] + int32(k.comp[c])
}

// kruskalPart is one goroutine's share: the edges it left for the final
// pass and how many it opened.
type kruskalPart struct {
	left   []int32
	joined int
}

// tiles does tiles until none is left (see Kruskal).
func (k *kruskalRun) tiles(part *kruskalPart) {
	w, tl, adj := k.w, &k.tl, k.adj
	var (
		cells    []int32
		locs     []uint16
		nbs      []topology.Neighbor
		items    []wedge
		tmp      []wedge
		localPar [tileCells]int32  // the tile's forest of all joins
		surePar  [tileCells]int32  // the tile's forest of joins known to be in the tree
		minCross [tileCells]uint64 // per root of localPar: lightest crossing edge
		compOf   [tileCells]uint16 // per root of surePar: its component's number
	)
	for {
		t := int(k.next.Add(1) - 1)
		if t >= tl.numTiles {
			return
		}
		if t%64 == 0 && k.m.Stopped() {
			return // the maze is unfinished: its carver reports the stop
		}
		items = items[:0]
		if k.rect != nil {
			items, part.left = k.rectTile(t, items, part.left, &localPar, &surePar, &minCross)
		} else {
			cells, locs = tl.cells(t, cells[:0], locs[:0])
			for i, c32 := range cells {
				c, lc := int(c32), int(locs[i])
				localPar[lc], surePar[lc] = -1, -1
				mc := uint64(math.MaxUint64)
				nbs = adj.Neighbors(c, nbs[:0])
				for _, nb := range nbs {
					if ld, in := tl.local(c, lc, nb.Cell); in {
						if c < nb.Cell {
							items = append(items, wedge{w: w.of(nb.Edge), e: int32(nb.Edge), la: uint16(lc), lb: uint16(ld)})
						}
						continue
					}
					mc = min(mc, w.of(nb.Edge))
					if c < nb.Cell {
						part.left = append(part.left, int32(nb.Edge))
					}
				}
				minCross[lc] = mc
			}
		}
		var sorted []wedge
		sorted, tmp = sortWedges(items, tmp)
		all, sure := disjoint{parent: localPar[:]}, disjoint{parent: surePar[:]}
		for _, it := range sorted {
			ra, rb := all.find(int32(it.la)), all.find(int32(it.lb))
			if ra == rb {
				continue
			}
			ka, kb := minCross[ra], minCross[rb]
			minCross[all.link(ra, rb)] = min(ka, kb)
			if it.w < ka || it.w < kb {
				sure.union(int32(it.la), int32(it.lb))
				k.open(int(it.e))
				part.joined++
			} else {
				part.left = append(part.left, it.e)
			}
		}
		// Number the components of the sure joins in cell order and give
		// every cell its component's number.
		nc := 0
		if k.rect != nil {
			nc = k.numberRectTile(t, &sure, &compOf)
		} else {
			for _, l := range locs {
				if surePar[l] < 0 {
					compOf[l] = uint16(nc)
					nc++
				}
			}
			for i, c := range cells {
				k.comp[c] = compOf[sure.find(int32(locs[i]))]
			}
		}
		k.base[t] = int32(nc)
	}
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
	for {
		up := p[x]
		if up < 0 {
			return x
		}
		q := p[up]
		if q < 0 {
			return up
		}
		p[x] = q
		x = q
	}
}

// link joins the sets of the roots ra ≠ rb (union by rank) and returns the
// new root.
func (d *disjoint) link(ra, rb int32) int32 {
	p := d.parent
	switch {
	case p[ra] > p[rb]: // ra has the lower rank
		p[ra] = rb
		return rb
	case p[ra] < p[rb]:
		p[rb] = ra
	default:
		p[rb] = ra
		p[ra]-- // one rank higher
	}
	return ra
}

// union joins the sets of a and b and reports whether they were distinct.
func (d *disjoint) union(a, b int32) bool {
	ra, rb := d.find(a), d.find(b)
	if ra == rb {
		return false
	}
	d.link(ra, rb)
	return true
}
