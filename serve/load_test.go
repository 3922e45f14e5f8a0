package serve

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"
	"time"
)

// peakRSS returns the process's peak resident set size in KiB from
// /proc (0 where there is none).
func peakRSS() int {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "VmHWM:") {
			var kb int
			fmt.Sscanf(strings.TrimSpace(strings.TrimPrefix(l, "VmHWM:")), "%d", &kb)
			return kb
		}
	}
	return 0
}

type answer struct {
	status int
	body   []byte
}

// hammer sends every URL at once and returns the answers in order.
func hammer(t *testing.T, urls []string) []answer {
	t.Helper()
	out := make([]answer, len(urls))
	var wg sync.WaitGroup
	client := &http.Client{Transport: &http.Transport{MaxConnsPerHost: 0, MaxIdleConnsPerHost: len(urls)}, Timeout: 10 * time.Minute} // a hang guard only
	for i, u := range urls {
		wg.Go(func() {
			resp, err := client.Get(u)
			if err != nil {
				out[i] = answer{status: -1, body: []byte(err.Error())}
				return
			}
			defer resp.Body.Close()
			b, _ := io.ReadAll(resp.Body)
			out[i] = answer{resp.StatusCode, b}
		})
	}
	wg.Wait()
	return out
}

// Under load (200 previews and 20 books at once on the loopback) every
// request gets its bytes, the same as when asked alone, or a documented
// 503 in JSON; memory stays bounded.
func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("load test")
	}
	// The time limit is out of the way: on a busy machine a request may take
	// many times its CPU time, and this test counts only busy refusals.
	l := DefaultLimits()
	l.Time = 10 * time.Minute
	base := startServer(t, New(l))
	var previews, books []string
	for i := range 200 {
		previews = append(previews, fmt.Sprintf("%s/api/maze?grid=%s&size=14x14&seed=%d&format=svg", base, []string{"rect", "hex", "tri", "polar"}[i%4], i%50))
	}
	for i := range 20 {
		books = append(books, fmt.Sprintf("%s/api/book?seed=%d&sec=count:4,size:8x8..12x12,per:2&sec=grid:hex,count:2,size:10x10&format=pdf", base, i%5))
	}
	start := time.Now()
	var got []answer
	var wg sync.WaitGroup
	wg.Go(func() { got = hammer(t, previews) })
	bookGot := hammer(t, books)
	wg.Wait()
	t.Logf("200 previews and 20 books at once in %v; peak RSS %d MiB", time.Since(start).Round(time.Millisecond), peakRSS()/1024)
	check := func(urls []string, answers []answer) {
		ref := map[string][]byte{}
		for i, a := range answers {
			switch a.status {
			case 200:
				want, ok := ref[urls[i]]
				if !ok {
					want = get(t, urls[i])
					ref[urls[i]] = want
				}
				if !bytes.Equal(a.body, want) {
					t.Errorf("%s: under load the answer differs from the answer alone", urls[i])
				}
			case 503:
				var e struct{ Error string }
				if json.Unmarshal(a.body, &e) != nil || !strings.HasPrefix(e.Error, "server busy") {
					t.Errorf("%s: 503 without the busy message: %s", urls[i], a.body)
				}
			default:
				t.Errorf("%s: status %d: %s", urls[i], a.status, a.body)
			}
		}
	}
	check(previews, got)
	check(books, bookGot)
}

// A server with one worker and no patience refuses what it cannot start
// with a 503 in JSON, and answers the rest.
func TestBusy(t *testing.T) {
	base := startServer(t, New(Limits{Cells: 250_000, Pixels: 1 << 20, Copies: 10, Puzzles: 40, BookCells: 1 << 20, Sections: 4, Body: 4096, Text: 100, Memory: 1 << 30, Time: 10 * time.Minute, Queue: time.Millisecond, Concurrent: 1}))
	var urls []string
	for i := range 20 {
		urls = append(urls, fmt.Sprintf("%s/api/maze?size=200x200&seed=%d&format=svg", base, i))
	}
	ok, busy := 0, 0
	for _, a := range hammer(t, urls) {
		switch a.status {
		case 200:
			ok++
		case 503:
			busy++
			if !bytes.HasPrefix(a.body, []byte(`{"error":"server busy`)) {
				t.Errorf("503 body %s", a.body)
			}
		default:
			t.Errorf("status %d: %s", a.status, a.body)
		}
	}
	if ok == 0 || busy == 0 {
		t.Errorf("%d answered and %d refused; want some of each with one worker", ok, busy)
	}
}

// BenchmarkPreview is one live preview of a handout-sized maze (14×14 on
// each grid kind), as the page asks for it: the target is well under half
// a second.
func BenchmarkPreview(b *testing.B) {
	s := New(Limits{})
	kinds := []string{"rect", "hex", "tri", "polar"}
	for i := 0; b.Loop(); i++ {
		w := call(s, "GET", fmt.Sprintf("/api/maze?grid=%s&size=14x14&seed=%d&format=svg", kinds[i%4], i))
		if w.Code != 200 {
			b.Fatal(w.Body)
		}
	}
}

// BenchmarkHandoutPreview is the handout tab's preview: its first sheet.
func BenchmarkHandoutPreview(b *testing.B) {
	s := New(Limits{})
	for i := 0; b.Loop(); i++ {
		w := call(s, "GET", fmt.Sprintf("/api/handout?copies=30&per=2&seed=%d&format=svg", i))
		if w.Code != 200 {
			b.Fatal(w.Body)
		}
	}
}
