package serve

import (
	"strings"
	"testing"
)

// TestBeyondGrids draws a 3d and a cube maze through the page's API: the
// floors parameter reaches the grid, and the marks and net are drawn.
func TestBeyondGrids(t *testing.T) {
	s := New(Limits{})
	w := call(s, "GET", "/api/maze?grid=3d&size=5x4&floors=2&seed=1&format=svg")
	if w.Code != 200 || !strings.Contains(w.Body.String(), "<svg") {
		t.Fatalf("3d: %d %.300s", w.Code, w.Body)
	}
	w = call(s, "GET", "/api/maze?grid=3d&size=5x4&floors=2&seed=1&format=json")
	if w.Code != 200 || !strings.Contains(w.Body.String(), `"floors":2`) {
		t.Fatalf("3d json: %d %.300s", w.Code, w.Body)
	}
	w = call(s, "GET", "/api/maze?grid=cube&size=4x4&seed=1&format=svg")
	if w.Code != 200 || !strings.Contains(w.Body.String(), "<svg") {
		t.Fatalf("cube: %d %.300s", w.Code, w.Body)
	}
}
