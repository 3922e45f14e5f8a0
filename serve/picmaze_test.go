package serve

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/layout"
)

// TestPictureMazeHandoutAndBook makes picture mazes from the page's
// handout and book forms: the handout's spec is a picture-maze section,
// the book section takes a picture by name, and a picture given to
// another kind, or beside an age level, is refused in one line.
func TestPictureMazeHandoutAndBook(t *testing.T) {
	s := New(Limits{})
	w := call(s, "GET", "/api/handout?picmaze=cat&copies=2&seed=3&format=yaml")
	spec := downloadedSpec(t, w)
	if sec := spec.Sections[0]; sec.Kind != layout.KindPictureMaze || !slices.Equal(sec.Pictures, []string{"cat"}) {
		t.Fatalf("handout picmaze=cat: %s", w.Body)
	}
	b, err := layout.New(spec, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Puzzles) != 2 {
		t.Errorf("%d puzzles, want 2", len(b.Puzzles))
	}
	if w := call(s, "GET", "/api/handout?picmaze=cat&age=5-6&format=yaml"); w.Code != 400 || !strings.Contains(w.Body.String(), "picmaze") {
		t.Errorf("picmaze with an age: %d %s", w.Code, w.Body)
	}
	w = call(s, "GET", "/api/book?seed=4&sec="+"kind:picture-maze,count:2,picture:heart"+"&format=yaml")
	if sec := downloadedSpec(t, w).Sections[0]; !slices.Equal(sec.Pictures, []string{"heart"}) {
		t.Fatalf("book picture section: %s", w.Body)
	}
	if w := call(s, "GET", "/api/book?seed=4&sec=kind:maze,picture:heart&format=yaml"); w.Code != 400 || !strings.Contains(w.Body.String(), "picture") {
		t.Errorf("a picture on a maze section: %d %s", w.Code, w.Body)
	}
	var m Meta
	if err := json.Unmarshal(call(s, "GET", "/api/meta").Body.Bytes(), &m); err != nil {
		t.Fatal(err)
	}
	if len(m.Pictures) < 20 || !bytes.Contains([]byte(strings.Join(m.Pictures, " ")), []byte("cat")) {
		t.Errorf("meta lists pictures %v", m.Pictures)
	}
}
