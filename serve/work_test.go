package serve

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
)

// A maze whose carving would take minutes (the random walks on a long,
// thin grid) is refused before it starts, naming the size, the algorithm
// and quicker choices.
func TestWorkRefusedUpFront(t *testing.T) {
	s := New(Limits{})
	for _, target := range []string{
		"/api/maze?size=250000x1&seed=1",
		"/api/maze?size=1x250000&seed=1",
		"/api/maze?size=1x250000&seed=1&algo=aldous-broder",
		"/api/maze?size=25000x10&seed=1&algo=aldous-broder",
		"/api/maze?size=20000x12&seed=1&format=pdf",
	} {
		start := time.Now()
		w := call(s, "GET", target)
		if d := time.Since(start); d > time.Second {
			t.Errorf("%s: refused after %v, want at once", target, d)
		}
		var e struct{ Error string }
		json.Unmarshal(w.Body.Bytes(), &e)
		if w.Code != 400 || !strings.HasPrefix(e.Error, "size ") || !strings.Contains(e.Error, "long and thin") || !strings.Contains(e.Error, "dfs") {
			t.Errorf("%s: %d %q, want 400 naming the size and quicker algorithms", target, w.Code, e.Error)
		}
	}
	// A book section on such a line is refused the same way.
	w := call(s, "GET", "/api/book?seed=1&sec=size:250000x1,count:1")
	if w.Code != 400 || !strings.Contains(w.Body.String(), "sec 1 size 250000x1") {
		t.Errorf("book on a line: %d %s", w.Code, w.Body)
	}
	// What the walks carve quickly is still made.
	if w := call(s, "GET", "/api/maze?size=2000x1&seed=1&format=txt"); w.Code != 200 {
		t.Errorf("2000x1 wilson: %d %s", w.Code, w.Body)
	}
}

// Every algorithm's worst shapes within the limits, asked for two at a
// time on a two-worker server, are made, refused or cut off at the time
// limit, and a 10×10 maze asked for meanwhile is answered within a second.
func TestStallingRequestsLeaveRoom(t *testing.T) {
	if testing.Short() {
		t.Skip("keeps both workers busy for seconds; runs without -short")
	}
	s := New(Limits{Cells: 250_000, Pixels: 16 << 20, Copies: 10, Puzzles: 40, BookCells: 1 << 20, Sections: 4,
		Body: 4096, Text: 100, Memory: 256 << 20, Work: 10 * time.Second, Time: 400 * time.Millisecond,
		Queue: 5 * time.Second, Concurrent: 2})
	base := startServer(t, s)
	// The random walks' worst shapes are long lines; the others' time
	// grows only with the cells, the most of which a line or a square has.
	algos := []string{"wilson", "aldous-broder"}
	shapes := map[string][]string{"wilson": {"250000x1", "1x250000", "14000x1", "6000x40", "500x500"}}
	shapes["aldous-broder"] = shapes["wilson"]
	if !testing.Short() {
		for _, a := range []string{"dfs", "kruskal", "prim", "prim-modified", "prim-simplified", "growing-tree",
			"hunt-and-kill", "eller", "sidewinder", "binary-tree", "division"} {
			algos = append(algos, a)
			shapes[a] = []string{"250000x1", "1x250000"}
		}
	}
	client := &http.Client{Timeout: 10 * time.Second}
	for _, algo := range algos {
		for _, size := range shapes[algo] {
			var wg sync.WaitGroup
			codes := make([]int, 2)
			for i := range 2 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					resp, err := client.Get(fmt.Sprintf("%s/api/maze?algo=%s&size=%s&seed=%d&format=txt", base, algo, size, i+1))
					if err != nil {
						t.Errorf("%s %s: %v", algo, size, err)
						return
					}
					resp.Body.Close()
					codes[i] = resp.StatusCode
				}()
			}
			time.Sleep(50 * time.Millisecond)
			start := time.Now()
			resp, err := client.Get(base + "/api/maze?size=10x10&seed=7&format=svg")
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if d := time.Since(start); resp.StatusCode != 200 || d > time.Second {
				t.Errorf("10x10 beside two %s %s: %d after %v, want 200 within a second", algo, size, resp.StatusCode, d)
			}
			wg.Wait()
			t.Logf("%s %s: stalls %v, 10x10 in %v", algo, size, codes, time.Since(start).Round(time.Millisecond))
			for _, c := range codes {
				if c != 200 && c != 400 && c != 503 {
					t.Errorf("%s %s: status %d", algo, size, c)
				}
			}
			// The workers are free again within a second.
			deadline := time.Now().Add(time.Second)
			for len(s.slots) > 0 && time.Now().Before(deadline) {
				time.Sleep(10 * time.Millisecond)
			}
			if n := len(s.slots); n > 0 {
				t.Errorf("%s %s: %d workers still busy a second after the answers", algo, size, n)
			}
		}
	}
}
