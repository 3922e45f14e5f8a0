package filedeps

import (
	"fmt"
	"slices"
	"testing"
)

func TestCycleFound(t *testing.T) {
	cycle, err := Cycle("testdata/cycle")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"a.go uses B of b.go", "b.go uses helper of c.go", "c.go uses A of a.go"}
	if !slices.Equal(cycle, want) {
		t.Errorf("Cycle = %q, want %q", cycle, want)
	}
}

func TestOneWay(t *testing.T) {
	g, err := Graph("testdata/oneway")
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(g); got != "map[base.go:map[] top.go:map[base.go:Base]]" {
		t.Errorf("Graph = %s: want top.go using Base of base.go only", got)
	}
	cycle, err := Cycle("testdata/oneway")
	if err != nil || cycle != nil {
		t.Errorf("Cycle = %q, %v; want none", cycle, err)
	}
}

// recorder is a TB that keeps what Check reports.
type recorder struct{ errs []string }

func (*recorder) Helper()             {}
func (r *recorder) Fatal(args ...any) { r.errs = append(r.errs, fmt.Sprint(args...)) }
func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

func TestCheck(t *testing.T) {
	var r recorder
	Check(&r, "testdata/cycle")
	want := "files depend on each other in a cycle: a.go uses B of b.go; b.go uses helper of c.go; c.go uses A of a.go"
	if len(r.errs) != 1 || r.errs[0] != want {
		t.Errorf("Check reported %q, want %q", r.errs, want)
	}
	r = recorder{}
	Check(&r, "testdata/oneway")
	if r.errs != nil {
		t.Errorf("Check reported %q for files that depend one way", r.errs)
	}
	Check(&r, "testdata/missing")
	if len(r.errs) != 1 {
		t.Errorf("Check of a missing directory reported %q, want one error", r.errs)
	}
}

func ExampleCycle() {
	cycle, err := Cycle("testdata/cycle")
	if err != nil {
		panic(err)
	}
	for _, step := range cycle {
		fmt.Println(step)
	}
	// Output:
	// a.go uses B of b.go
	// b.go uses helper of c.go
	// c.go uses A of a.go
}
