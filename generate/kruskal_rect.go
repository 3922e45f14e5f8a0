// Kruskal's tile edges on square grids, found by arithmetic.

package generate

import (
	"math"

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

// rectTile lists the edges of square tile t as kruskalRun.tiles does from
// the neighbour lists, and in the same order: for each cell in row order,
// its east and south edges inside the tile as items, those leaving the
// tile in left; minCross gets each cell's lightest edge leaving the tile
// (on any side), and both forests start with every cell alone. Edge
// numbers are those of topology.Rect: east edges row by row, then south
// edges.
func (k *kruskalRun) rectTile(t int, items []wedge, left []int32, localPar, surePar *[tileCells]int32, minCross *[tileCells]uint64) ([]wedge, []int32) {
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
					items = append(items, wedge{w: w.of(e), e: int32(e), la: uint16(lc), lb: uint16(lc + 1)})
				} else {
					mc = min(mc, w.of(e))
					left = append(left, int32(e))
				}
			}
			if y < H-1 {
				e := south + c
				if y+1 < y1 {
					items = append(items, wedge{w: w.of(e), e: int32(e), la: uint16(lc), lb: uint16(lc + tileSide)})
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
	return items, left
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
