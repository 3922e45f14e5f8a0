// Kruskal's tile edges on square grids, found by arithmetic.

package generate

import (
	"cmp"
	"math"
	"slices"

	"github.com/mazekit/mazekit/topology"
)

// rectTiling returns g as a square grid when Kruskal cuts it into square
// tiles, so that a tile's edges can be found by arithmetic rather than
// through the neighbour list.
func rectTiling(g topology.Grid, tl *tiling) *topology.Rect {
	if r, ok := g.(*topology.Rect); ok && tl.w > 0 {
		return r
	}
	return nil
}

// A square tile's inner edges are sorted as 8-byte keys: the top 51 bits
// of the weight, then the tile-local number of the edge's west or north
// cell (12 bits) and 1 for a south edge, 0 for an east one: half the
// bytes of a wedge to move through the sort. Keys whose weights share
// their top 51 bits are put in the order of their full weights after the
// sort (joinRectTile), so the order is exactly the weights'.
const (
	keyBits = 2*tileShift + 1
	keyLow  = 1<<keyBits - 1
)

// rectTile lists the edges of square tile t as kruskalRun.tiles does from
// the neighbour lists, and in the same order: for each cell in row order,
// its east and south edges inside the tile as keys, those leaving the
// tile in left; minCross gets each cell's lightest edge leaving the tile
// (on any side), and both forests start with every cell alone. Edge
// numbers are those of topology.Rect: east edges row by row, then south
// edges.
func (k *kruskalRun) rectTile(t int, keys []uint64, left []int32, localPar, surePar *[tileCells]int32, minCross *[tileCells]uint64) ([]uint64, []int32) {
	tl, w := &k.tl, k.w
	W, H := tl.w, tl.h
	south := (W - 1) * H // the first south edge
	x0, y0, x1, y1 := tl.rectOf(t)
	for y := y0; y < y1; y++ {
		row := (y - y0) << tileShift
		for x := x0; x < x1; x++ {
			c, lc := y*W+x, row|(x-x0)
			localPar[lc], surePar[lc] = -1, -1
			mc := uint64(math.MaxUint64)
			if y == y0 && y > 0 {
				mc = w.of(south + c - W) // north, in the tile above
			}
			if x < W-1 {
				e := y*(W-1) + x
				if x+1 < x1 {
					keys = append(keys, w.of(e)&^keyLow|uint64(lc)<<1)
				} else {
					mc = min(mc, w.of(e))
					left = append(left, int32(e))
				}
			}
			if y < H-1 {
				e := south + c
				if y+1 < y1 {
					keys = append(keys, w.of(e)&^keyLow|uint64(lc)<<1|1)
				} else {
					mc = min(mc, w.of(e))
					left = append(left, int32(e))
				}
			}
			if x == x0 && x > 0 {
				mc = min(mc, w.of(y*(W-1)+x-1)) // west, in the tile to the left
			}
			minCross[lc] = mc
		}
	}
	return keys, left
}

// sortRectKeys sorts the keys of square tile t by weight bits, using tmp
// as scratch space, and returns the sorted keys (in keys or in tmp) and
// the scratch space for reuse. Keys equal in their weight bits are put in
// order by joinRectTile.
func sortRectKeys(keys, tmp []uint64) (sorted, scratch []uint64) {
	if cap(tmp) < len(keys) {
		tmp = make([]uint64, len(keys)+len(keys)/4)
	}
	return radixKeys(keys, tmp[:len(keys)], 64), tmp
}

// joinRectTile runs the tile-local Kruskal of kruskalRun.tiles over the
// keys of square tile t, sorted by sortRectKeys.
func (k *kruskalRun) joinRectTile(t int, sorted []uint64, part *kruskalPart, all, sure *disjoint, minCross *[tileCells]uint64) {
	tl, w := &k.tl, k.w
	x0, y0, _, _ := tl.rectOf(t)
	east0 := y0*(tl.w-1) + x0              // the east edge of the tile's first cell
	south0 := (tl.w-1)*tl.h + y0*tl.w + x0 // its south edge
	// edge returns the edge of key.
	edge := func(key uint64) int {
		l := int(key>>1) & (tileCells - 1)
		x, y := l&(tileSide-1), l>>tileShift
		if key&1 == 0 {
			return east0 + y*(tl.w-1) + x
		}
		return south0 + y*tl.w + x
	}
	// lighter reports whether the edge e of key weighs less than x.
	lighter := func(key uint64, e int, x uint64) bool {
		if kh, xh := key&^keyLow, x&^keyLow; kh != xh {
			return kh < xh
		}
		return w.of(e) < x
	}
	for i, key := range sorted {
		if i+1 < len(sorted) && (sorted[i+1]^key) <= keyLow {
			// Keys equal in their weight bits (two of a tile's 8064
			// edges share their top 51 bits about once in 10⁸ tiles):
			// put them in the order of their full weights.
			j := i + 1
			for j < len(sorted) && (sorted[j]^key) <= keyLow {
				j++
			}
			slices.SortFunc(sorted[i:j], func(a, b uint64) int { return cmp.Compare(w.of(edge(a)), w.of(edge(b))) })
			key = sorted[i]
		}
		la := int32(key>>1) & (tileCells - 1)
		lb := la + 1 + int32(key&1)*(tileSide-1)
		ra, rb := all.find(la), all.find(lb)
		if ra == rb {
			continue
		}
		ka, kb := minCross[ra], minCross[rb]
		minCross[all.link(ra, rb)] = min(ka, kb)
		e := edge(key)
		if lighter(key, e, ka) || lighter(key, e, kb) {
			sure.union(la, lb)
			k.open(e)
			part.joined++
		} else {
			part.left = append(part.left, int32(e))
		}
	}
}

// rectOf returns the cells [x0, x1)×[y0, y1) of square tile t.
func (tl *tiling) rectOf(t int) (x0, y0, x1, y1 int) {
	x0, y0 = t%tl.across*tileSide, t/tl.across*tileSide
	return x0, y0, min(tl.w, x0+tileSide), min(tl.h, y0+tileSide)
}

// numberRectTile numbers the components of sure, the forest of square
// tile t's sure joins, in cell order as kruskalRun.tiles does from the
// tile's cell list, gives every cell of the tile its component's number in
// k.comp, and returns the number of components.
func (k *kruskalRun) numberRectTile(t int, sure *disjoint, compOf *[tileCells]uint16) int {
	x0, y0, x1, y1 := k.tl.rectOf(t)
	nc := 0
	for y := y0; y < y1; y++ {
		row := (y - y0) << tileShift
		for l := row; l < row+x1-x0; l++ {
			if sure.parent[l] < 0 {
				compOf[l] = uint16(nc)
				nc++
			}
		}
	}
	for y := y0; y < y1; y++ {
		row, comp := (y-y0)<<tileShift, k.comp[y*k.tl.w+x0:y*k.tl.w+x1]
		for i := range comp {
			comp[i] = compOf[sure.find(int32(row+i))]
		}
	}
	return nc
}
