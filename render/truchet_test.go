package render

import (
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/pattern"
)

// The arcs of a hexagonal Truchet pattern join into unbroken curves: away
// from the picture's edges every arc end is the end of exactly one other
// arc (in the neighbouring tile). The same seed draws the same scene.
func TestHexTruchetJoins(t *testing.T) {
	tr, err := pattern.NewHexTruchet(9, 8, rand.New(rand.NewPCG(4, 1)))
	if err != nil {
		t.Fatal(err)
	}
	s := HexTruchetScene(tr, nil)
	tr2, _ := pattern.NewHexTruchet(9, 8, rand.New(rand.NewPCG(4, 1)))
	if s.String() != HexTruchetScene(tr2, nil).String() {
		t.Fatal("same seed, different scene")
	}
	ends := map[[2]int64]int{}
	var pts [][2]float64
	key := func(p [2]float64) [2]int64 {
		return [2]int64{int64(math.Round(p[0] * 1e4)), int64(math.Round(p[1] * 1e4))}
	}
	var last [2]float64
	flush := func() {
		if pts != nil {
			ends[key(pts[0])]++
			ends[key(last)]++
		}
	}
	for _, line := range strings.Split(s.String(), "\n") {
		f := strings.Fields(line)
		if len(f) < 3 || (f[0] != "M" && f[0] != "C" && f[0] != "L") {
			continue
		}
		x, _ := strconv.ParseFloat(f[len(f)-2], 64)
		y, _ := strconv.ParseFloat(f[len(f)-1], 64)
		if f[0] == "M" {
			flush()
			pts = [][2]float64{{x, y}}
		}
		last = [2]float64{x, y}
	}
	flush()
	if len(ends) == 0 {
		t.Fatal("no arcs drawn")
	}
	inner := 0
	for k, n := range ends {
		x, y := float64(k[0])/1e4, float64(k[1])/1e4
		if x < 1 || x > s.W-1 || y < 1 || y > s.H-1 {
			continue
		}
		inner++
		if n != 2 {
			t.Fatalf("arc end (%.3f, %.3f) is shared by %d arcs, want 2", x, y, n)
		}
	}
	if inner < 50 {
		t.Fatalf("only %d inner arc ends checked", inner)
	}
}
