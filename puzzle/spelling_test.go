package puzzle

import (
	"strings"
	"testing"
)

// TestOneSpelling holds the options a classroom sheet and a book share to
// one spelling each: the flag and the query parameter are the row's name,
// the spec key is that name written by SpecKey, and a book section takes
// it by that key.
func TestOneSpelling(t *testing.T) {
	for name, key := range map[string]string{"age": "age", "large-print": "large_print", "braid": "braid", "min-room": "min_room", "doors": "doors", "symmetry": "symmetry"} {
		op, ok := LookupOption(name)
		if !ok {
			t.Errorf("no row %s in the options table", name)
			continue
		}
		if got := SpecKey(op.Name); got != key {
			t.Errorf("row %s: spec key %q, want %q", name, got, key)
		}
		if got := op.BookKey(); got != key {
			t.Errorf("row %s: book key %q, want %q", name, got, key)
		}
	}
	for _, op := range Table() {
		if strings.Contains(op.Name, "_") {
			t.Errorf("row %s: an option's name is written with dashes", op.Name)
		}
		if op.NoBook != "" && op.BookKey() != "" {
			t.Errorf("row %s: says books do not take it, yet has book key %s", op.Name, op.BookKey())
		}
	}
}
