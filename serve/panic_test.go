package serve

import (
	"bytes"
	"context"
	"log"
	"net/url"
	"strings"
	"testing"
)

// TestPanicLogged makes a request's work panic: the client gets a 500 that
// says nothing of it, and the server's error log gets the panic and its
// stack.
func TestPanicLogged(t *testing.T) {
	s := New(Limits{})
	var buf bytes.Buffer
	s.SetErrorLog(log.New(&buf, "", 0))
	w := &memWriter{h: header{}}
	r := &request{Method: "GET", URL: &url.URL{Path: "/api/maze", RawQuery: "seed=1"}}
	s.respond(w, r, true, func(context.Context) (*result, error) { panic("boom in the maze") })
	if w.status != 500 || strings.Contains(w.body.String(), "boom") {
		t.Errorf("client got %d %q, want 500 without the panic's words", w.status, w.body.String())
	}
	if got := buf.String(); !strings.Contains(got, "boom in the maze") || !strings.Contains(got, "goroutine") {
		t.Errorf("error log %q lacks the panic and its stack", got)
	}
}
