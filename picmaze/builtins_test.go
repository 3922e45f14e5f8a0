package picmaze

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/mazekit/mazekit/internal/cputest"
)

// TestBuiltins makes every built-in picture at its own size and holds it
// to the limits the tests set for the built-in set.
func TestBuiltins(t *testing.T) {
	bs := Builtins()
	if len(bs) < 20 {
		t.Fatalf("%d built-in pictures; want at least 20", len(bs))
	}
	for _, b := range bs {
		start := time.Now()
		r := check(t, b, b.W, b.H, 1)
		q := r.Quality
		t.Logf("%-11s %dx%d  dark %5.1f%%  light %4.1f%%  similarity %.3f  %v", b.Name, b.W, b.H, 100*q.Coverage, 100*q.LightShare, q.Similarity, time.Since(start).Round(time.Millisecond))
		if !q.Meets(builtinLimits) {
			t.Errorf("%s: %s; want %.0f%% and %.0f%%", b.Name, q, 100*builtinLimits.MinCoverage, 100*builtinLimits.MaxLight)
		}
	}
}

// builtinLimits are what every built-in picture reaches at its own size.
var builtinLimits = Limits{MinCoverage: 0.975, MaxLight: 0.07}

// BenchmarkCat100 makes a 100×100 picture maze of the cat.
func BenchmarkCat100(b *testing.B) {
	bi, _ := LookupBuiltin("cat")
	tg, err := bi.Target(100, 100)
	if err != nil {
		b.Fatal(err)
	}
	for i := range b.N {
		if _, err := Make(tg, rand.New(rand.NewPCG(uint64(i), StreamCarve))); err != nil {
			b.Fatal(err)
		}
	}
}

// TestHundredUnderASecond holds a 100×100 picture maze, from the picture
// to the carved maze, to under a second on a modest computer: in CPU time,
// under hundredBudget times the reference work (cputest.Reference), which
// scales the bound with the computer and is not stretched by a busy one.
func TestHundredUnderASecond(t *testing.T) {
	if testing.Short() {
		t.Skip("timing")
	}
	bi, _ := LookupBuiltin("cat")
	ref := cputest.Reference()
	c0 := cputest.Process()
	r, err := Generate(bi, 100, 100, defaultLimits, 1)
	if err != nil {
		t.Fatal(err)
	}
	used := cputest.Process() - c0
	if used > hundredBudget*ref {
		t.Errorf("100x100 cat took %v of CPU, %.1f times the reference work (%v); want under %d times", used.Round(time.Millisecond), float64(used)/float64(ref), ref.Round(time.Millisecond), hundredBudget)
	}
	t.Logf("100x100 cat: %s in %v of CPU, %.1f times the reference work (%v)", r.Quality, used.Round(time.Millisecond), float64(used)/float64(ref), ref.Round(time.Millisecond))
}

// hundredBudget is a second over the reference work's CPU time on the
// computer the target was set on (about 40 ms).
const hundredBudget = 25
