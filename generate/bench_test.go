package generate

import (
	"fmt"
	"testing"

	"github.com/mazekit/mazekit/topology"
)

// BenchmarkGenerate runs every algorithm on 256x256 and 2048x2048 rect grids
// and on 256x256 hex grids, reporting ns/cell. Run the big sizes with
// -benchtime 3x; aldous-broder at 2048x2048 takes several seconds a run.
func BenchmarkGenerate(b *testing.B) {
	for _, a := range All() {
		for _, n := range []int{1000, 2000, 4000} {
			b.Run(fmt.Sprintf("%s/%dx%d", a.Name, n, n), func(b *testing.B) {
				benchGrid(b, a.Name, topology.Spec{Kind: "rect", Width: n, Height: n})
			})
		}
		if a.Supports("hex") {
			b.Run(fmt.Sprintf("%s/hex%dx%d", a.Name, 256, 256), func(b *testing.B) {
				benchGrid(b, a.Name, topology.Spec{Kind: "hex", Width: 256, Height: 256})
			})
		}
	}
}
