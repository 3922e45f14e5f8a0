package render

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// TestTextRefusesUnreadableGrids checks that grids whose walls cannot each
// get a character (triangles, rings, Voronoi and Delaunay cells, masks cut
// from triangles) are refused with one line naming the formats that work,
// while squares, hexagons and masks cut from them are written.
func TestTextRefusesUnreadableGrids(t *testing.T) {
	refused := map[string]bool{"tri": true, "polar": true, "planar-voronoi": true, "planar-uniform": true,
		"planar-triangles": true, "mask-circle-tri": true}
	for _, k := range kindSpecs {
		spec := k.spec
		spec.Seed = 1
		m := kindMaze(t, spec, 1)
		var b bytes.Buffer
		err := WriteText(&b, m, maze.Solve(m))
		var te *TextUnreadableError
		switch {
		case refused[k.name]:
			if !errors.As(err, &te) {
				t.Errorf("%s: err %v, want a TextUnreadableError", k.name, err)
				continue
			}
			msg := err.Error()
			if strings.Contains(msg, "\n") || !strings.Contains(msg, "png") || !strings.Contains(msg, "svg") ||
				!strings.Contains(msg, "pdf") || strings.Contains(msg, "txt,") {
				t.Errorf("%s: message %q", k.name, msg)
			}
			if b.Len() != 0 {
				t.Errorf("%s: wrote %d bytes before refusing", k.name, b.Len())
			}
		case err != nil:
			t.Errorf("%s: %v", k.name, err)
		case !strings.Contains(b.String(), "*") && !strings.Contains(b.String(), "•"):
			t.Errorf("%s: no solution in\n%s", k.name, b.String())
		}
	}
}

// TestMaskTextTopBorder writes closed masks (no doors) cut from squares
// and hexagons: the first line of text is the top border, with a wall
// character over every cell of the top row.
func TestMaskTextTopBorder(t *testing.T) {
	for _, spec := range []topology.Spec{
		{Kind: "mask", Width: 14, Height: 12, Base: "rect", Shape: "heart"},
		{Kind: "mask", Width: 14, Height: 12, Base: "rect", Shape: "circle"},
		{Kind: "mask", Width: 20, Height: 8, Base: "rect", Text: "HI"},
	} {
		m := kindMaze(t, spec, 2)
		m.Entrance, m.Exit = maze.NoDoor(), maze.NoDoor()
		var b bytes.Buffer
		if err := WriteText(&b, m, nil); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(b.String(), "\n")
		top := m.Grid.Bounds().Min.Y
		want := 0
		var segs []topology.Segment
		for c := 0; c < m.Grid.NumCells(); c++ {
			for _, s := range m.Grid.Border(c, segs[:0]) {
				if s.A.Y == top && s.B.Y == top {
					want++
				}
			}
		}
		if got := strings.Count(lines[0], "_"); got != want || want == 0 {
			t.Errorf("%s %s: top line %q has %d walls, want %d\n%s", spec.Shape, spec.Text, lines[0], got, want, b.String())
		}
	}
}

// BenchmarkText2000 writes a 2000×2000 DFS maze, with its doors, as text
// (the text writer alone: the maze is made once), reporting the process's
// CPU seconds a write (cpu-s/op).
func BenchmarkText2000(b *testing.B) {
	m := testMaze(b, topology.Spec{Kind: "rect", Width: 2000, Height: 2000}, "dfs", 1)
	maze.PlaceDoors(m, maze.DoorsAuto)
	b.ReportAllocs()
	var ru0, ru1 syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru0)
	for b.Loop() {
		if err := WriteText(io.Discard, m, nil); err != nil {
			b.Fatal(err)
		}
	}
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru1)
	cpu := time.Duration(ru1.Utime.Nano() - ru0.Utime.Nano() + ru1.Stime.Nano() - ru0.Stime.Nano())
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/4e6, "ns/cell")
	b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/op")
}
