package pattern

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestDocs checks the JSON documents: keys in sorted order (as the
// documents were first written), the analysis only where it applies, and
// rows that read back as the board.
func TestDocs(t *testing.T) {
	tp, err := NewTenPrint(4, 3, 0.5, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := WriteJSON(&b, NewTenPrintDoc(tp, 9, 0.5, "diagonal", tp.Regions())); err != nil {
		t.Fatal(err)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b.Bytes(), &m); err != nil {
		t.Fatal(err)
	}
	want := "bias closed_loops height longest_passage pattern regions seed tile tiles width"
	if got := strings.Join(topKeys(t, b.Bytes()), " "); got != want {
		t.Errorf("keys: %s, want %s", got, want)
	}
	if len(m) != 10 || string(m["seed"]) != "9" || string(m["pattern"]) != `"10print"` {
		t.Errorf("10print document: %s", b.String())
	}
	b.Reset()
	if err := WriteJSON(&b, NewTenPrintDoc(tp, 9, 0.5, "arcs", nil)); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "regions") {
		t.Errorf("arcs document has an analysis: %s", b.String())
	}
	l, err := NewLife(5, 4)
	if err != nil {
		t.Fatal(err)
	}
	l.Seed(0.5, 1, rand.New(rand.NewPCG(3, 4)))
	d := NewLifeDoc(l, "maze-ca", ruleMaze, 3, l.Analyze())
	if strings.Join(d.Board, "\n")+"\n" != l.String() || d.Rule != ruleMaze.String() || d.Width != 5 || d.Height != 4 {
		t.Errorf("life document %+v", d)
	}
}

// topKeys returns the keys of a JSON object in the order written.
func topKeys(t *testing.T, data []byte) []string {
	dec := json.NewDecoder(bytes.NewReader(data))
	if _, err := dec.Token(); err != nil {
		t.Fatal(err)
	}
	var keys []string
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, k.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			t.Fatal(err)
		}
	}
	return keys
}
