package render

import (
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// TestPicturesClear draws every picture set, in colour and in outline, at
// the doors of mazes on every grid kind, with the solution: every painted
// part of a picture lies outside every cell, clear of every wall by half a
// wall and its own outline, and both pictures are there (fills near each
// door).
func TestPicturesClear(t *testing.T) {
	for ki, k := range kindSpecs {
		t.Run(k.name, func(t *testing.T) {
			for seed := uint64(1); seed <= seedsShort(3, 1); seed++ {
				spec := k.spec
				if spec.Kind == "planar" {
					spec.Seed = seed
				}
				m := kindMaze(t, spec, seed)
				for si, set := range PictureSets() {
					for oi, outline := range []bool{false, true} {
						if testing.Short() && (ki+si+oi)%2 != 0 {
							continue // in -short each set in one mode a grid, turning
						}
						st := &Style{Markers: MarkersPictures, PictureSet: set, PictureOutline: outline, Solution: maze.Solve(m)}
						f := flatten(MazeScene(m, st))
						ox, oy := sceneOffset(m, st)
						walls := closedWalls(m, ox, oy)
						if len(f.fills) < 4 {
							t.Fatalf("seed %d %s: %d fills, want two pictures", seed, set, len(f.fills))
						}
						pad := st.wallWidth()/2 + 0.02*pictureSize(m, st)
						near := [2]bool{}
						var pts []topology.Point
						for _, fill := range f.fills {
							b := box{1e9, 1e9, -1e9, -1e9}
							for _, sub := range fill {
								for _, q := range sub {
									b = box{min(b.x0, q.X), min(b.y0, q.Y), max(b.x1, q.X), max(b.y1, q.Y)}
									p := topology.Point{X: q.X - ox, Y: q.Y - oy}
									if gb := m.Grid.Bounds(); p.X < gb.Min.X || p.X > gb.Max.X || p.Y < gb.Min.Y || p.Y > gb.Max.Y {
										continue
									}
									for c := 0; c < m.Grid.NumCells(); c++ {
										pts = m.Grid.Outline(c, pts[:0])
										if pointInPolygon(p, pts) {
											t.Fatalf("seed %d %s: picture point %v inside cell %d", seed, set, p, c)
										}
									}
								}
							}
							g := b.grow(pad)
							for _, w := range walls {
								for j := 1; j < len(w); j++ {
									if g.hitsSegment(w[j-1], w[j]) {
										t.Fatalf("seed %d %s outline=%v: picture part %v touches a wall", seed, set, outline, b)
									}
								}
							}
							for i, d := range []maze.Door{m.Entrance, m.Exit} {
								p, _ := doorPoint(m, d)
								cx, cy := (b.x0+b.x1)/2-ox, (b.y0+b.y1)/2-oy
								if topology.Dist(p, topology.Point{X: cx, Y: cy}) < 4*pictureSize(m, st) {
									near[i] = true
								}
							}
						}
						if !near[0] || !near[1] {
							t.Errorf("seed %d %s: pictures beside the doors: entrance %v, exit %v", seed, set, near[0], near[1])
						}
					}
				}
			}
		})
	}
}
