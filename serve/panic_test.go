package serve

import (
	"bytes"
	"context"
	"log"
	"net/http/httptest"
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
	w := httptest.NewRecorder()
	r := httptest.NewRequest("GET", "/api/maze?seed=1", nil)
	s.respond(w, r, true, func(context.Context) (*result, error) { panic("boom in the maze") })
	if w.Code != 500 || strings.Contains(w.Body.String(), "boom") {
		t.Errorf("client got %d %q, want 500 without the panic's words", w.Code, w.Body)
	}
	if got := buf.String(); !strings.Contains(got, "boom in the maze") || !strings.Contains(got, "goroutine") {
		t.Errorf("error log %q lacks the panic and its stack", got)
	}
}
