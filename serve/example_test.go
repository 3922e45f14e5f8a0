package serve_test

import (
	"fmt"
	"net/http/httptest"
	"strings"

	"github.com/mazekit/mazekit/serve"
)

// The server is an http.Handler: the page's API answers a maze for the
// query the page builds, and refuses a bad value in one line naming it.
func ExampleServer() {
	s := serve.New(serve.Limits{})
	for _, q := range []string{
		"/api/maze?size=4x3&seed=1&format=txt",
		"/api/maze?size=4x3&seed=1&braid=2",
	} {
		w := httptest.NewRecorder()
		s.ServeHTTP(w, httptest.NewRequest("GET", q, nil))
		fmt.Println(w.Code, w.Header().Get("Content-Type"))
		fmt.Print(strings.TrimRight(w.Body.String(), "\n"), "\n")
	}
	// Output:
	// 200 text/plain; charset=utf-8
	// ┌───────────┐   ╷
	// │           │   │
	// ├───╴   ╶───┘   │
	// │               │
	// ├───╴   ╷   ╶───┤
	// │       │       │
	// ╵   ╶───┴───────┘
	// 400 application/json
	// {"error":"braid 2: must be between 0 and 1"}
}
