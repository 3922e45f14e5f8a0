package pattern_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/mazekit/mazekit/pattern"
)

// A multi-scale Truchet pattern of 3×2 top-level tiles at three scales,
// drawn one character per smallest tile, and its regions.
func ExampleNewRectTruchet() {
	t, _ := pattern.NewRectTruchet(3, 2, 3, 0.5, rand.New(rand.NewPCG(1, 2)))
	fmt.Print(t)
	r := t.Regions()
	fmt.Println(len(t.Tiles), "tiles,", r.Count, "regions,", r.Closed, "closed")
	// Output:
	// \../\.//./\.
	// .\/..\/\/..\
	// \.\.\.//././
	// .\.\.\\//./.
	// \.\/./\.\../
	// .\/\/..\.\/.
	// ./././\.\../
	// /././..\.\/.
	// 33 tiles, 26 regions, 3 closed
}
