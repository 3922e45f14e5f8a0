package trap

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestPlayAnswersBadLinesAndQuits(t *testing.T) {
	g, err := NewGeometry(9, 9)
	if err != nil {
		t.Fatal(err)
	}
	b := RandomBoard(g, 10, rand.New(rand.NewPCG(1, 2)))
	if n := len(b.String()); n == 0 {
		t.Fatal("empty board")
	}
	in := strings.NewReader("zz\n" + strings.Repeat("a", MaxPlayLine+1) + "\nq\n")
	var out strings.Builder
	if err := Play(b, Greedy{rand.New(rand.NewPCG(1, 3))}, in, &out); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{"turn 1> ", "; try again> ", "longer than 256 characters", "bye\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "trap: ") {
		t.Errorf("output shows the package prefix:\n%s", got)
	}
}
