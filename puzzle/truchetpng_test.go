package puzzle

import (
	"bytes"
	"context"
	"image/png"
	"runtime"
	"testing"
)

// A Truchet picture big enough to be drawn in bands of tiles is the same
// file at GOMAXPROCS 1 and 2, on both grids, and decodes at its full size.
func TestTruchetPNGSameOnEveryCore(t *testing.T) {
	for _, grid := range []string{"hex", "rect"} {
		o := DefaultPattern("truchet")
		o.Width, o.Height, o.Seed, o.Grid = 50, 40, 7, grid
		files := map[int][]byte{}
		for _, procs := range []int{1, 2} {
			func() {
				defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
				var b bytes.Buffer
				p := o
				if _, err := WritePattern(context.Background(), &b, "png", &p); err != nil {
					t.Fatal(err)
				}
				files[procs] = b.Bytes()
			}()
		}
		if !bytes.Equal(files[1], files[2]) {
			t.Errorf("%s: GOMAXPROCS 1 and 2 give different files (%d and %d bytes)", grid, len(files[1]), len(files[2]))
		}
		img, err := png.Decode(bytes.NewReader(files[1]))
		if err != nil {
			t.Fatalf("%s: %v", grid, err)
		}
		if w := img.Bounds().Dx(); w < 50*24 {
			t.Errorf("%s: %d pixels wide, want at least %d", grid, w, 50*24)
		}
	}
}
