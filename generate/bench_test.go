package generate

import (
	"fmt"
	"testing"

	"github.com/mazekit/mazekit/topology"
)

// BenchmarkGenerate runs every algorithm on 1000², 2000² and 4000² square
// grids (BenchmarkGenerate/<algo>/<W>x<H>) and on hex, tri and polar grids
// of about a million cells (…/hex1000x1000, …/tri1000x1000, …/polar577),
// reporting ns/cell (quadtree, which needs a power-of-two side, runs on
// 1024², 2048² and 4096²). Pick what to run with a pattern and -benchtime 3x:
// aldous-broder at 4000² alone takes minutes.
func BenchmarkGenerate(b *testing.B) {
	for _, a := range All() {
		for _, n := range []int{1000, 2000, 4000} {
			if a.Name == "quadtree" {
				n = n * 1024 / 1000 // quadtree needs a power-of-two side
			}
			b.Run(fmt.Sprintf("%s/%dx%d", a.Name, n, n), func(b *testing.B) {
				benchGrid(b, a.Name, topology.Spec{Kind: "rect", Width: n, Height: n})
			})
		}
		for _, s := range []topology.Spec{
			{Kind: "hex", Width: 1000, Height: 1000},
			{Kind: "tri", Width: 1000, Height: 1000},
			{Kind: "polar", Rings: 577},
		} {
			if !a.Supports(s.Kind) {
				continue
			}
			name := fmt.Sprintf("%s/%s%dx%d", a.Name, s.Kind, s.Width, s.Height)
			if s.Kind == "polar" {
				name = fmt.Sprintf("%s/polar%d", a.Name, s.Rings)
			}
			b.Run(name, func(b *testing.B) { benchGrid(b, a.Name, s) })
		}
	}
}
