package layout

import (
	"fmt"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/pdftest"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// recorder keeps the texts and the stroked polylines a scene draws.
type recorder struct {
	texts   []string
	cur     []topology.Point
	strokes []struct {
		pts []topology.Point
		col color.RGBA
	}
}

func (r *recorder) MoveTo(x, y float64) { r.cur = []topology.Point{{X: x, Y: y}} }
func (r *recorder) LineTo(x, y float64) { r.cur = append(r.cur, topology.Point{X: x, Y: y}) }
func (r *recorder) CubeTo(_, _, _, _, x, y float64) {
	r.cur = append(r.cur, topology.Point{X: x, Y: y})
}
func (r *recorder) ClosePath() {}
func (r *recorder) Stroke(p render.Pen) {
	r.strokes = append(r.strokes, struct {
		pts []topology.Point
		col color.RGBA
	}{r.cur, p.Color})
}
func (r *recorder) Fill(color.RGBA)                                 {}
func (r *recorder) Text(x, y float64, s string, t render.TextStyle) { r.texts = append(r.texts, s) }

// TestSequenceHandoutKey makes number and letter maze handouts (a
// different grid per pupil) and checks every pupil's maze: one and only
// one way through, and the key drawing the same grid with a line through
// exactly that way's cells in order. The PDF read back carries the
// instruction line.
func TestSequenceHandoutKey(t *testing.T) {
	tests := []struct{ yaml, instr string }{
		{"kind: number-maze\n    age: \"5-6\"\n    sequence: count-by-2", "Count by 2s to reach the end."},
		{"kind: number-maze\n    grid: hex\n    sequence: even\n    size: 6x6", "Follow the even numbers to reach the end."},
		{"kind: letter-maze\n    age: \"7-8\"\n    word: Emma", "Spell EMMA to reach the end."},
		{"kind: letter-maze\n    grid: hex\n    age: \"9-10\"\n    large_print: true", "Follow the alphabet A, B, C… to reach the end."},
	}
	for ti, tt := range tests {
		t.Run(fmt.Sprint(ti), func(t *testing.T) {
			y := fmt.Sprintf("paper: a4\nseed: %d\nhandout:\n  copies: 3\n  per_sheet: 2\nsections:\n  - %s\n", ti+1, tt.yaml)
			b, pdf := buildPDF(t, mustParse(t, y), 1)
			seen := map[string]bool{}
			for _, p := range b.Puzzles {
				sb := p.Body.(*SequenceBody)
				m := sb.Maze
				if w := m.Ways(); w != 1 {
					t.Fatalf("puzzle %d: %d ways through, want 1", p.Number, w)
				}
				grid := strings.Join(m.Items, ",")
				if seen[grid] {
					t.Errorf("puzzle %d: the same grid as another pupil's", p.Number)
				}
				seen[grid] = true
				var pupil, key recorder
				p.scene(DrawOptions{Wall: 1.5, W: 300, H: 300}).Replay(&pupil)
				p.scene(DrawOptions{Wall: 0.75, W: 300, H: 300, Solved: true}).Replay(&key)
				if !slices.Equal(pupil.texts, key.texts) || !slices.Equal(pupil.texts, m.Items) {
					t.Fatalf("puzzle %d: key items differ from the pupil's", p.Number)
				}
				var line []topology.Point
				for _, s := range key.strokes {
					if s.col == (color.RGBA{214, 39, 40, 255}) {
						line = s.pts
					}
				}
				if len(line) != len(m.Path) {
					t.Fatalf("puzzle %d: answer line has %d points, way has %d cells", p.Number, len(line), len(m.Path))
				}
				b0 := m.Grid.Bounds()
				for i, c := range m.Path {
					ctr := m.Grid.Center(c)
					if math.Hypot(line[i].X-(ctr.X+0.5-b0.Min.X), line[i].Y-(ctr.Y+0.5-b0.Min.Y)) > 1e-9 {
						t.Fatalf("puzzle %d: answer point %d is not on cell %d", p.Number, i, c)
					}
				}
			}
			f := filepath.Join(t.TempDir(), "h.pdf")
			if err := os.WriteFile(f, pdf, 0o644); err != nil {
				t.Fatal(err)
			}
			txt := strings.Join(strings.Fields(pdftest.Tool(t, "pdftotext", "-f", "1", "-l", "1", f, "-")), " ")
			if !strings.Contains(txt, tt.instr) {
				t.Errorf("sheet 1 lacks %q:\n%s", tt.instr, txt)
			}
		})
	}
}
