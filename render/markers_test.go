package render

import (
	"math"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// textBox returns the box a drawn text covers.
func textBox(t placedText) box {
	w := TextWidth(t.t.Font, t.t.Size, t.s)
	x0 := t.x - w*float64(t.t.Align)/2
	return box{x0, t.y - t.t.Size*capHeight, x0 + w, t.y + t.t.Size*descent}
}

// TestArrowsAlongNormal checks on every grid kind that each arrow's axis
// (tip to the middle of its tail) lies on the door's outward normal
// through the opening, pointing in at the entrance and out at the exit,
// that the arrow is outside the maze, and that the two differ without
// colour: the entrance is filled, the exit only outlined.
func TestArrowsAlongNormal(t *testing.T) {
	for _, k := range kindSpecs {
		t.Run(k.name, func(t *testing.T) {
			for seed := uint64(1); seed <= seedsShort(20, 5); seed++ {
				spec := k.spec
				if spec.Kind == "planar" {
					spec.Seed = seed
				}
				m := kindMaze(t, spec, seed)
				st := &Style{Markers: MarkersArrows}
				f := flatten(MazeScene(m, st))
				ox, oy := sceneOffset(m, st)
				if len(f.fills) != 1 {
					t.Fatalf("%d fills, want 1 (the entrance arrow)", len(f.fills))
				}
				var outlined [][]topology.Point
				for _, sk := range f.strokes {
					if sk.pen.Color == st.solutionColor() {
						outlined = append(outlined, sk.lines[0])
					}
				}
				if len(outlined) != 1 {
					t.Fatalf("%d outlined arrows, want 1 (the exit)", len(outlined))
				}
				for i, d := range []maze.Door{m.Entrance, m.Exit} {
					arrow := f.fills[0][0]
					if i == 1 {
						arrow = outlined[0]
					}
					if len(arrow) < 4 {
						t.Fatalf("seed %d door %d: arrow has %d points, want a tip, two barbs and a notch", seed, i, len(arrow))
					}
					tip := arrow[0]
					base := topology.Point{X: (arrow[1].X + arrow[3].X) / 2, Y: (arrow[1].Y + arrow[3].Y) / 2}
					p, n := doorPoint(m, d)
					p.X, p.Y = p.X+ox, p.Y+oy
					ax, ay := tip.X-base.X, tip.Y-base.Y
					l := math.Hypot(ax, ay)
					dot := (ax*n.X + ay*n.Y) / l
					want := 1.0
					if i == 0 {
						want = -1
					}
					if math.Abs(dot-want) > 1e-9 {
						t.Errorf("seed %d door %d: arrow axis·normal = %.3f, want %v", seed, i, dot, want)
					}
					// The axis passes through the opening.
					if cross := (base.X-p.X)*n.Y - (base.Y-p.Y)*n.X; math.Abs(cross) > 1e-9 {
						t.Errorf("seed %d door %d: arrow is %.3f off the door's normal", seed, i, cross)
					}
					// Longer than it is wide, and notched, so it points.
					wide := math.Hypot(arrow[1].X-arrow[3].X, arrow[1].Y-arrow[3].Y)
					if l < 1.2*wide {
						t.Errorf("seed %d door %d: arrow %.2f long and %.2f wide", seed, i, l, wide)
					}
					if d := math.Hypot(arrow[2].X-base.X, arrow[2].Y-base.Y); d < 0.1 {
						t.Errorf("seed %d door %d: the tail's notch is %.2f deep", seed, i, d)
					}
					var pts []topology.Point
					for _, q := range arrow[:4] {
						q = topology.Point{X: q.X - ox, Y: q.Y - oy}
						for c := 0; c < m.Grid.NumCells(); c++ {
							pts = m.Grid.Outline(c, pts[:0])
							if pointInPolygon(q, pts) {
								t.Fatalf("seed %d door %d: arrow corner %v inside cell %d", seed, i, q, c)
							}
						}
					}
				}
			}
		})
	}
}

// TestLabelsClear checks on every grid kind, with the solution and a title
// drawn, that Start and Finish lie inside the picture, beside their doors,
// and overlap no wall, no part of the solution line, the title or each
// other.
func TestLabelsClear(t *testing.T) {
	for _, k := range kindSpecs {
		t.Run(k.name, func(t *testing.T) {
			for seed := uint64(1); seed <= seedsShort(20, 5); seed++ {
				spec := k.spec
				if spec.Kind == "planar" {
					spec.Seed = seed
				}
				m := kindMaze(t, spec, seed)
				st := &Style{Markers: MarkersLabels, Solution: maze.Solve(m), Title: "A maze for testing"}
				s := MazeScene(m, st)
				f := flatten(s)
				ox, oy := sceneOffset(m, st)
				var labels, titles []placedText
				for _, tx := range f.texts {
					if tx.s == "Start" || tx.s == "Finish" {
						labels = append(labels, tx)
					} else {
						titles = append(titles, tx)
					}
				}
				if len(labels) != 2 || labels[0].s != "Start" || labels[1].s != "Finish" {
					t.Fatalf("seed %d: labels %v", seed, labels)
				}
				walls := closedWalls(m, ox, oy)
				var line []topology.Point
				for _, sk := range f.strokes {
					if sk.pen.Color == st.solutionColor() {
						line = sk.lines[0]
					}
				}
				var boxes []box
				for i, lb := range labels {
					b := textBox(lb)
					if b.x0 < 0 || b.y0 < 0 || b.x1 > s.W || b.y1 > s.H {
						t.Errorf("seed %d: %s %v is outside the picture %gx%g", seed, lb.s, b, s.W, s.H)
					}
					for _, w := range walls {
						for j := 1; j < len(w); j++ {
							if b.hitsSegment(w[j-1], w[j]) {
								t.Fatalf("seed %d: %s overlaps a wall", seed, lb.s)
							}
						}
					}
					g := b.grow(st.solutionWidth() / 2)
					for j := 1; j < len(line); j++ {
						if g.hitsSegment(line[j-1], line[j]) {
							t.Fatalf("seed %d: %s overlaps the solution", seed, lb.s)
						}
					}
					for _, tt := range titles {
						if textBox(tt).overlaps(b) {
							t.Fatalf("seed %d: %s overlaps the title", seed, lb.s)
						}
					}
					for _, o := range boxes {
						if o.overlaps(b) {
							t.Fatalf("seed %d: the labels overlap", seed)
						}
					}
					boxes = append(boxes, b)
					// Beside its door: the box's centre is within a few
					// label heights of the opening.
					d := []maze.Door{m.Entrance, m.Exit}[i]
					p, _ := doorPoint(m, d)
					cx, cy := (b.x0+b.x1)/2, (b.y0+b.y1)/2
					if dist := math.Hypot(cx-p.X-ox, cy-p.Y-oy); dist > labelGap(lb.t.Size)+(b.x1-b.x0)/2+4*lb.t.Size+0.5 {
						t.Errorf("seed %d: %s is %.2f from its door", seed, lb.s, dist)
					}
				}
			}
		})
	}
}

// TestTitleFits sets long and short titles on small and big mazes: every
// line fits the picture's width, and the size follows the picture, not
// the cell.
func TestTitleFits(t *testing.T) {
	for _, tc := range []struct {
		w, h  int
		title string
	}{
		{8, 8, "Happy Birthday, Alexandra!"},
		{4, 3, "A very long title that has to wrap over several lines to fit at all"},
		{60, 40, "Big"},
		{20, 20, "Supercalifragilisticexpialidocious"},
	} {
		m := testMaze(t, topology.Spec{Kind: "rect", Width: tc.w, Height: tc.h}, "dfs", 1)
		s := MazeScene(m, &Style{Title: tc.title})
		f := flatten(s)
		var got []string
		for _, tx := range f.texts {
			b := textBox(tx)
			if b.x0 < 0 || b.x1 > s.W || b.y0 < 0 {
				t.Errorf("%dx%d %q: line %q at %v leaves the picture %gx%g", tc.w, tc.h, tc.title, tx.s, b, s.W, s.H)
			}
			if tx.t.Size < s.W/40 {
				t.Errorf("%dx%d %q: title size %.2f is tiny beside a picture %g wide", tc.w, tc.h, tc.title, tx.t.Size, s.W)
			}
			got = append(got, tx.s)
		}
		if strings.Join(got, " ") != tc.title {
			t.Errorf("title lines %q, want %q", got, tc.title)
		}
	}
	// The title stays in proportion to the picture on big mazes.
	m := testMaze(t, topology.Spec{Kind: "rect", Width: 100, Height: 100}, "dfs", 1)
	s := MazeScene(m, &Style{Title: "Big"})
	if sz := flatten(s).texts[0].t.Size; sz < s.W/15 {
		t.Errorf("title size %.2f on a picture %g wide", sz, s.W)
	}
	if TextWidth(fonts.Bold, 10, "MMMM") <= TextWidth(fonts.Bold, 10, "iiii") {
		t.Error("text widths do not follow the letters")
	}
}
