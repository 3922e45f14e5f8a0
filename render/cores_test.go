package render

import (
	"bytes"
	"image"
	"image/png"
	"runtime"
	"testing"
	"time"

	"github.com/mazekit/mazekit/internal/cputest"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// TestPNGSameOnOneAndTwoCores writes the same mazes as PNGs with one core
// and with two and checks the files are equal byte for byte and decode:
// a square grid (drawn row by row, deflated beside the drawing), one
// drawn from its scene to a fixed size (a two-colour image written a row
// at a time), a hex grid (drawn and deflated in bands), a streamed Eller
// maze and, without -short, a polar grid (drawn in tiles).
func TestPNGSameOnOneAndTwoCores(t *testing.T) {
	type job struct {
		name  string
		write func(*bytes.Buffer) error
		two   bool // a two-colour paletted picture
	}
	mazeJob := func(name string, spec topology.Spec, o *PNGOptions) job {
		m := testMaze(t, spec, "dfs", 3)
		return job{name: name, write: func(b *bytes.Buffer) error { return writeMazePNG(b, m, nil, o) }}
	}
	scene := mazeJob("rect scene", topology.Spec{Kind: "rect", Width: 400, Height: 300}, &PNGOptions{Width: 1608, Height: 1208}) // 4 pixels a unit
	scene.two = true
	jobs := []job{
		mazeJob("rect", topology.Spec{Kind: "rect", Width: 700, Height: 600}, &PNGOptions{Scale: 2}), // a few batches of rows
		// The scene drawn into a two-colour image, then written a row
		// at a time.
		scene,
		mazeJob("hex", topology.Spec{Kind: "hex", Width: 180, Height: 180}, &PNGOptions{Scale: 6}), // two bands and more
		{name: "eller stream", write: func(b *bytes.Buffer) error { return writeEllerStream(b, 1500, 300, nil, 2) }},
	}
	if !testing.Short() {
		jobs = append(jobs, mazeJob("polar", topology.Spec{Kind: "polar", Rings: 150}, &PNGOptions{Scale: 3}))
	}
	for _, j := range jobs {
		t.Run(j.name, func(t *testing.T) {
			var files [2]bytes.Buffer
			for i, procs := range []int{1, 2} {
				prev := runtime.GOMAXPROCS(procs)
				err := j.write(&files[i])
				runtime.GOMAXPROCS(prev)
				if err != nil {
					t.Fatal(err)
				}
			}
			if !bytes.Equal(files[0].Bytes(), files[1].Bytes()) {
				t.Errorf("one core wrote %d bytes, two cores %d bytes, not the same", files[0].Len(), files[1].Len())
			}
			img, err := png.Decode(bytes.NewReader(files[1].Bytes()))
			if err != nil {
				t.Fatalf("the PNG written on two cores does not decode: %v", err)
			}
			if p, ok := img.(*image.Paletted); j.two && (!ok || len(p.Palette) != 2) {
				t.Errorf("a %T picture, want a two-colour paletted one", img)
			}
			if r := img.Bounds(); r.Dx() < 500 || r.Dy() < 500 {
				t.Errorf("picture of %v, want at least 500 pixels a side", r)
			}
		})
	}
}

// BenchmarkPNGCores writes a 4000×4000 depth-first maze at two pixels a
// cell (made once, before the timing) with one core and then with two, in
// turn each run, and reports each one's wall and CPU time and the wall
// time over the CPU time on two cores (0.5 when both cores are fully
// used; near 1 when the machine's other load leaves no second core).
func BenchmarkPNGCores(b *testing.B) {
	benchCores(b, testMaze(b, topology.Spec{Kind: "rect", Width: 4000, Height: 4000}, "dfs", 1), 2)
}

// BenchmarkPNGCoresHex is BenchmarkPNGCores for a 1000×1000 hex maze.
func BenchmarkPNGCoresHex(b *testing.B) {
	benchCores(b, testMaze(b, topology.Spec{Kind: "hex", Width: 1000, Height: 1000}, "dfs", 1), 2)
}

func benchCores(b *testing.B, m *maze.Maze, cell float64) {
	var wall, cpu [2]time.Duration
	for range b.N {
		for k, procs := range []int{1, 2} {
			prev := runtime.GOMAXPROCS(procs)
			t0, c0 := time.Now(), cputest.Process()
			if err := writeMazePNG(discard{}, m, nil, &PNGOptions{Scale: cell}); err != nil {
				b.Fatal(err)
			}
			wall[k] += time.Since(t0)
			cpu[k] += cputest.Process() - c0
			runtime.GOMAXPROCS(prev)
		}
	}
	n := float64(b.N)
	b.ReportMetric(wall[0].Seconds()/n, "wall-s-1core")
	b.ReportMetric(cpu[0].Seconds()/n, "cpu-s-1core")
	b.ReportMetric(wall[1].Seconds()/n, "wall-s-2cores")
	b.ReportMetric(cpu[1].Seconds()/n, "cpu-s-2cores")
	b.ReportMetric(wall[1].Seconds()/cpu[1].Seconds(), "wall/cpu-2cores")
}
