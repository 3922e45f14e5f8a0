// Sizing and doors of age-level mazes: how big a level's board is on each
// grid kind, and where its doors go on a sheet's slot.

package classroom

import (
	"fmt"
	"math"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// AgeDoors places the doors of an age-level maze on two opposite sides of
// its bounds: top and bottom when the slot (slotW × slotH points, zero
// when not known) has more room for the board's height plus the door
// pictures than for its width, else left and right. A door picture takes
// room beyond the board on its side, so two doors on the slot's short
// axis would shrink the corridors below the level's floor. Of the pairs of
// border cells with a door on each of the two sides, it takes the one with
// the longest path between them (the first on ties); the two sides are
// about a whole board's height or width apart. The entrance is the top or left
// door. A grid with no cell on one of the two sides gets maze.DoorsAuto.
func AgeDoors(m *maze.Maze, slotW, slotH float64) error {
	g := m.Grid
	bd := g.Bounds()
	// Pictures and the margin take about a cell either way beyond the board.
	tall := slotH*(bd.Dx()+2) >= slotW*(bd.Dy()+2)
	// A side's cells are those with a border segment whose middle lies
	// within a quarter of a cell of it: a row of pointy-top hexagons meets
	// the top of its bounds only at its corners.
	const eps = 0.25
	var near, far []maze.Door
	var buf []topology.Segment
	for _, c := range maze.BorderCells(g) {
		buf = g.Border(c, buf[:0])
		for side, seg := range buf {
			p := seg.Mid()
			lo, hi := math.Abs(p.X-bd.Min.X) < eps, math.Abs(p.X-bd.Max.X) < eps
			if tall {
				lo, hi = math.Abs(p.Y-bd.Min.Y) < eps, math.Abs(p.Y-bd.Max.Y) < eps
			}
			switch {
			case lo:
				near = append(near, maze.Door{Cell: c, Side: side})
			case hi:
				far = append(far, maze.Door{Cell: c, Side: side})
			}
		}
	}
	best := int32(-1)
	var in, out maze.Door
	for _, a := range near {
		dist := maze.Distances(m, a.Cell)
		for _, b := range far {
			if b.Cell != a.Cell && dist[b.Cell] > best {
				best, in, out = dist[b.Cell], a, b
			}
		}
	}
	if best < 0 {
		return maze.PlaceDoors(m, maze.DoorsAuto)
	}
	m.Entrance, m.Exit = in, out
	return nil
}

// AgeFit sizes an age level's board on grids of kind k: the level's sizes
// (W×H square cells, from–to) are boxes in scene units, and each end gets
// the largest size of k, no bigger than the level's, and the most rings
// of a kind that takes rings, whose grid fits in its box. A hexagon board
// of W×H cells is half a cell wider than W, and a round board of N rings
// is 2N+2 cells across, so both would print with corridors narrower than
// the level's at the counts per sheet the square boards fill.
func AgeFit(k topology.Kind, sizes [2][2]int) (size [2][2]int, rings [2]int) {
	const eps = 1e-9
	for i, box := range sizes {
		w, h := box[0], box[1]
		if k.Sized {
			for {
				g, err := topology.Build(topology.Spec{Kind: k.Name, Width: w, Height: h, Seed: 1})
				if err != nil {
					break
				}
				bd := g.Bounds()
				wide, tall := bd.Dx() > float64(box[0])+eps && w > 1, bd.Dy() > float64(box[1])+eps && h > 1
				if !wide && !tall {
					break
				}
				if wide {
					w--
				}
				if tall {
					h--
				}
			}
		}
		size[i] = [2]int{w, h}
		rings[i] = 1
		if p, ok := k.Param("rings"); ok {
			for r := 2; ; r++ {
				s := topology.Spec{Kind: k.Name}
				if topology.SetParam(&s, p, fmt.Sprint(r)) != nil {
					break
				}
				g, err := topology.Build(s)
				if err != nil {
					break
				}
				if bd := g.Bounds(); bd.Dx() > float64(box[0])+eps || bd.Dy() > float64(box[1])+eps {
					break
				}
				rings[i] = r
			}
		}
	}
	return size, rings
}
