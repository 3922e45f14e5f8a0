package serve

import (
	"strings"
	"testing"
)

// A book or handout whose mazes are too dense to print is refused from a
// trial of two puzzles a section (one sheet of a handout), before any of
// its puzzles are made: nothing enters the cache of books made.
func TestTooDenseRefusedFirst(t *testing.T) {
	s := New(Limits{})
	for _, q := range []string{
		"/api/book?seed=1&format=check&sec=size:100x100,count:40,per:1",
		"/api/book?seed=1&format=pdf&sec=size:8x8,count:4&sec=size:150x150,count:20,per:1",
	} {
		w := call(s, "GET", q)
		if w.Code != 400 || !strings.Contains(w.Body.String(), "too dense") {
			t.Errorf("%s: %d %s, want 400 too dense", q, w.Code, w.Body)
		}
		if n := len(s.books.books); n != 0 {
			t.Errorf("%s: %d books made before the refusal", q, n)
		}
	}
	if w := call(s, "GET", "/api/book?seed=1&format=check&sec=size:8x8..12x12,count:6,per:2"); w.Code != 200 || len(s.books.books) != 1 {
		t.Errorf("a book that prints: %d %s, %d books made", w.Code, w.Body, len(s.books.books))
	}
}
