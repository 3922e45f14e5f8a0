package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mazekit/mazekit/internal/cputest"
)

// A maze whose carving would take minutes (the random walks on a long,
// thin grid) is refused before it starts (after milliseconds of CPU time,
// not minutes), naming the size, the algorithm and quicker choices.
func TestWorkRefusedUpFront(t *testing.T) {
	s := New(Limits{})
	for _, target := range []string{
		"/api/maze?size=250000x1&seed=1",
		"/api/maze?size=1x250000&seed=1",
		"/api/maze?size=1x250000&seed=1&algo=aldous-broder",
		"/api/maze?size=25000x10&seed=1&algo=aldous-broder",
		"/api/maze?size=20000x12&seed=1&format=pdf",
	} {
		var w *httptest.ResponseRecorder
		c0 := cputest.Process()
		w = call(s, "GET", target)
		// Carving would take minutes; refusing, a few milliseconds.
		if used := cputest.Process() - c0; used > time.Second {
			t.Errorf("%s: refused after %v of CPU, want at once", target, used.Round(time.Millisecond))
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
// limit; a 10×10 maze asked for meanwhile is made, not refused as busy;
// and once the answers are out the workers are free again after little
// CPU time (the cut-off work stopped instead of running on).
func TestStallingRequestsLeaveRoom(t *testing.T) {
	if testing.Short() {
		t.Skip("keeps both workers busy for seconds; runs without -short")
	}
	s := New(Limits{Cells: 250_000, Pixels: 16 << 20, Copies: 10, Puzzles: 40, BookCells: 1 << 20, Sections: 4,
		Body: 4096, Text: 100, Memory: 256 << 20, Work: 10 * time.Second, Time: 400 * time.Millisecond,
		Queue: 10 * time.Minute, Concurrent: 2})
	base := startServer(t, s)
	// The random walks' worst shapes are long lines; the others' time
	// grows only with the cells, the most of which a line or a square has.
	algos := []string{"wilson", "aldous-broder"}
	shapes := map[string][]string{"wilson": {"250000x1", "1x250000", "14000x1", "6000x40", "500x500"}}
	shapes["aldous-broder"] = shapes["wilson"]
	for _, a := range []string{"dfs", "kruskal", "prim", "prim-modified", "prim-simplified", "growing-tree",
		"hunt-and-kill", "eller", "sidewinder", "binary-tree", "division"} {
		algos = append(algos, a)
		shapes[a] = []string{"250000x1", "1x250000"}
	}
	for _, algo := range algos {
		for _, size := range shapes[algo] {
			var wg sync.WaitGroup
			codes := make([]int, 2)
			for i := range 2 {
				wg.Go(func() {
					resp, err := http.Get(fmt.Sprintf("%s/api/maze?algo=%s&size=%s&seed=%d&format=txt", base, algo, size, i+1))
					if err != nil {
						t.Errorf("%s %s: %v", algo, size, err)
						return
					}
					resp.Body.Close()
					codes[i] = resp.StatusCode
				})
			}
			resp, err := http.Get(base + "/api/maze?size=10x10&seed=7&format=svg")
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != 200 {
				t.Errorf("10x10 beside two %s %s: %d, want 200", algo, size, resp.StatusCode)
			}
			wg.Wait()
			for _, c := range codes {
				if c != 200 && c != 400 && c != 503 {
					t.Errorf("%s %s: status %d", algo, size, c)
				}
			}
			// A second of CPU time for each of the two: a job cut off stops
			// at its next poll, but a step it does not cut (placing the doors
			// of a 250000×1 line) may take most of a second.
			used, ok := cputest.WaitFor(func() bool { return s.running() == 0 }, 2*time.Second)
			t.Logf("%s %s: %v; workers free after %v of CPU", algo, size, codes, used.Round(time.Millisecond))
			if !ok {
				t.Errorf("%s %s: %d workers still busy after %v of CPU since the answers", algo, size, s.running(), used.Round(time.Millisecond))
			}
		}
	}
}

// A small maze is made while every worker of big work is taken: it waits
// behind none of them.
func TestSmallWorkNeverWaits(t *testing.T) {
	s := New(Limits{Cells: 250_000, Pixels: 16 << 20, Copies: 10, Puzzles: 40, BookCells: 1 << 20, Sections: 4,
		Body: 4096, Text: 100, Memory: 256 << 20, Work: 10 * time.Second, Time: 10 * time.Minute,
		Queue: time.Millisecond, Concurrent: 2})
	release := make(chan struct{})
	var wg sync.WaitGroup
	for range 2 {
		wg.Go(func() {
			s.generate(context.Background(), s.slots, func(context.Context) (*result, error) {
				<-release
				return &result{}, nil
			})
		})
	}
	if _, ok := cputest.WaitFor(func() bool { return len(s.slots) == 2 }, time.Second); !ok {
		t.Fatal("the two blocking jobs never took the workers")
	}
	w := call(s, "GET", "/api/maze?size=10x10&seed=7&format=svg")
	if w.Code != 200 {
		t.Errorf("10x10 with both workers of big work taken: %d %s, want 200", w.Code, w.Body)
	}
	// Big work, meanwhile, is refused as busy once its queue time is up.
	if w := call(s, "GET", "/api/maze?size=300x300&seed=7&format=svg"); w.Code != 503 || !strings.Contains(w.Body.String(), "server busy") {
		t.Errorf("300x300 with both workers taken: %d %s, want 503 server busy", w.Code, w.Body)
	}
	close(release)
	wg.Wait()
}

// Work cut off in the middle of its carving, by the time limit or by the
// client going away, stops: the request is answered 503 and the worker is
// free again after little CPU time (before, a woven maze went on carving
// for minutes after its 503). The time limit runs on a clock of the test's,
// which strikes once the work has used some CPU time.
func TestCutOffWorkStops(t *testing.T) {
	cases := []struct {
		query string
		into  time.Duration // CPU time by which the carving is under way
	}{
		{"size=490x490&seed=3&weave=0.8&format=txt", 300 * time.Millisecond},   // the pieces of a woven maze: minutes
		{"size=14000x1&seed=1&algo=wilson&format=txt", 100 * time.Millisecond}, // a long walk: seconds
		{"size=6000x40&seed=1&algo=aldous-broder&format=txt", 100 * time.Millisecond},
	}
	if testing.Short() {
		cases = cases[:1]
	}
	for _, how := range []string{"time limit", "client gone"} {
		for _, c := range cases {
			s := New(DefaultLimits())
			strike := make(chan time.Time, 1)
			s.timer = func(time.Duration) (<-chan time.Time, func() bool) { return strike, func() bool { return true } }
			ctx, cancel := context.WithCancel(context.Background())
			w := httptest.NewRecorder()
			r := httptest.NewRequest("GET", "/api/maze?"+c.query, nil).WithContext(ctx)
			done := make(chan struct{})
			c0 := cputest.Process()
			go func() {
				s.ServeHTTP(w, r)
				close(done)
			}()
			// Cut it off once it has worked a while (or has ended).
			cputest.WaitFor(func() bool {
				select {
				case <-done:
					return true
				default:
					return cputest.Process()-c0 > c.into
				}
			}, time.Minute)
			if how == "time limit" {
				strike <- time.Now()
			} else {
				cancel()
			}
			<-done
			cancel()
			if w.Code != 503 {
				t.Errorf("%s, %s: %d %.100s, want 503", c.query, how, w.Code, w.Body)
			}
			running := s.running()
			used, ok := cputest.WaitFor(func() bool { return s.running() == 0 }, time.Second)
			t.Logf("%s, %s after %v of CPU: %d running at the answer, stopped after %v more", c.query, how, c.into, running, used.Round(time.Millisecond))
			if !ok {
				t.Errorf("%s, %s: still working after %v of CPU since the answer", c.query, how, used.Round(time.Millisecond))
			}
		}
	}
}
