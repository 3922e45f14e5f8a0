package conformance

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
)

// axes counts, for each value on each axis of the matrix (grid, algorithm,
// option, format), the cells made and the cells refused, and keeps the
// first refusal of each value for the log.
type axes struct {
	mu    sync.Mutex
	count map[string]map[string]*[2]int // axis → value → made, refused
	first map[string]string             // axis/value → first refusal
	why   map[string]int                // refusal, its numbers blanked → cells
}

func newAxes() *axes {
	return &axes{count: map[string]map[string]*[2]int{}, first: map[string]string{}, why: map[string]int{}}
}

// cell counts one cell with the values it has on each axis (pairs of
// axis and value), made or refused with msg.
func (a *axes) cell(made bool, msg string, pairs ...string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if !made {
		a.why[digits.ReplaceAllString(msg, "#")]++
	}
	for i := 0; i+1 < len(pairs); i += 2 {
		ax, v := pairs[i], pairs[i+1]
		if a.count[ax] == nil {
			a.count[ax] = map[string]*[2]int{}
		}
		c := a.count[ax][v]
		if c == nil {
			c = &[2]int{}
			a.count[ax][v] = c
		}
		if made {
			c[0]++
		} else {
			c[1]++
			if k := ax + "/" + v; a.first[k] == "" {
				a.first[k] = msg
			}
		}
	}
}

// total returns the cells made and refused on axis ax (each cell counts
// once on every axis).
func (a *axes) total(ax string) (made, refused int) {
	for _, c := range a.count[ax] {
		made += c[0]
		refused += c[1]
	}
	return made, refused
}

// table writes the counts of axis ax as lines "value made/refused", the
// values that refuse most first.
func (a *axes) table(ax string) string {
	vals := make([]string, 0, len(a.count[ax]))
	for v := range a.count[ax] {
		vals = append(vals, v)
	}
	slices.SortFunc(vals, func(x, y string) int {
		cx, cy := a.count[ax][x], a.count[ax][y]
		if d := cy[1]*(cx[0]+cx[1]) - cx[1]*(cy[0]+cy[1]); d != 0 {
			return d // the larger refused share first
		}
		return strings.Compare(x, y)
	})
	var b strings.Builder
	made, refused := a.total(ax)
	fmt.Fprintf(&b, "%s: %d made, %d refused\n", ax, made, refused)
	for _, v := range vals {
		c := a.count[ax][v]
		fmt.Fprintf(&b, "  %-44s %5d made %5d refused", v, c[0], c[1])
		if f := a.first[ax+"/"+v]; f != "" && c[0] == 0 {
			fmt.Fprintf(&b, "  (%.90s)", f)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// digits are the numbers in a refusal, blanked to group refusals.
var digits = regexp.MustCompile(`[0-9]+`)

// log writes every axis's table to t's log, and the refusals by reason.
func (a *axes) log(t *testing.T) {
	for _, ax := range []string{"grid", "algorithm", "option", "format"} {
		t.Log("\n" + a.table(ax))
	}
	reasons := make([]string, 0, len(a.why))
	for r := range a.why {
		reasons = append(reasons, r)
	}
	slices.SortFunc(reasons, func(x, y string) int { return a.why[y] - a.why[x] })
	var b strings.Builder
	for _, r := range reasons {
		fmt.Fprintf(&b, "%6d  %.150s\n", a.why[r], r)
	}
	t.Log("refusals by reason:\n" + b.String())
}

// floors are the fewest cells each axis of the matrix must make, in the
// full run and in -short, a little under what it made when they were set:
// a change that makes the matrix refuse what it made fails it. Every
// value on every axis must make at least one cell as well.
var floors = map[string]struct{ full, short int }{
	"grid":      {2300, 850},
	"algorithm": {2300, 850},
	"option":    {2300, 850},
	"format":    {540, 25},
}

// checkFloors fails t for each axis that made fewer cells than its floor
// and each value that made none.
func (a *axes) checkFloors(t *testing.T, short bool) {
	for ax, f := range floors {
		floor := f.full
		if short {
			floor = f.short
		}
		if made, refused := a.total(ax); made < floor {
			t.Errorf("%s: %d cells made (%d refused), fewer than the floor of %d", ax, made, refused, floor)
		}
		for v, c := range a.count[ax] {
			if c[0] == 0 {
				t.Errorf("%s %s: no cell made, %d refused (first: %s)", ax, v, c[1], a.first[ax+"/"+v])
			}
		}
	}
}
