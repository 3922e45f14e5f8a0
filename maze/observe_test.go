package maze

import (
	"testing"

	"github.com/mazekit/mazekit/topology"
)

func TestRecord(t *testing.T) {
	g, err := topology.NewRect(3, 2)
	if err != nil {
		t.Fatal(err)
	}
	m := New(g)
	steps := Record(m)
	m.Open(2)
	m.Open(0)
	m.Close(2)
	c := m.Clone()
	c.Open(1)
	StopRecording(m)
	m.Open(3)
	want := []Step{{2, true}, {0, true}, {2, false}}
	if len(*steps) != len(want) {
		t.Fatalf("got %v, want %v", *steps, want)
	}
	for i := range want {
		if (*steps)[i] != want[i] {
			t.Fatalf("got %v, want %v", *steps, want)
		}
	}
}
