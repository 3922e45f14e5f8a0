package serve

import (
	"bytes"
	"net/url"
	"testing"
)

// Sizes typed by hand, "8 x 8" and "8×8", make the same maze as "8x8", in
// a maze and in a book section.
func TestSizeAsTyped(t *testing.T) {
	s := New(Limits{})
	want := call(s, "GET", "/api/maze?size=8x8&seed=3&format=txt")
	if want.Code != 200 {
		t.Fatalf("8x8: %d %s", want.Code, want.Body)
	}
	for _, size := range []string{"8 x 8", "8×8", " 8X8 "} {
		w := call(s, "GET", "/api/maze?size="+url.QueryEscape(size)+"&seed=3&format=txt")
		if w.Code != 200 || !bytes.Equal(w.Body.Bytes(), want.Body.Bytes()) {
			t.Errorf("size %q: %d, not the maze of 8x8", size, w.Code)
		}
	}
	a := call(s, "GET", "/api/book?seed=2&format=yaml&sec="+url.QueryEscape("size:8 × 8 .. 10 x 10,count:2"))
	if downloadedSpec(t, a).Sections[0].Size != "8x8..10x10" {
		t.Errorf("book section size as typed: %d %s", a.Code, a.Body)
	}
}
