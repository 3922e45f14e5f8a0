// The API's own small request and answer types, so that the handlers run
// both behind net/http (serve_http.go) and in the WebAssembly module
// (serve/wasm), which links no network code.

package serve

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/url"
	"strings"
)

// The statuses the API answers with (as net/http names them).
const (
	statusOK                    = 200
	statusBadRequest            = 400
	statusForbidden             = 403
	statusNotFound              = 404
	statusMethodNotAllowed      = 405
	statusRequestEntityTooLarge = 413
	statusUnsupportedMediaType  = 415
	statusMisdirectedRequest    = 421
	statusInternalServerError   = 500
	statusServiceUnavailable    = 503
)

// header is an answer's header: one value a key, keys as net/http writes
// them (Content-Type).
type header map[string]string

// canonicalKey is k with its first letter and every letter after a hyphen
// in upper case and the rest in lower case.
func canonicalKey(k string) string {
	b := []byte(strings.ToLower(k))
	up := true
	for i, c := range b {
		if up && 'a' <= c && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
		up = c == '-'
	}
	return string(b)
}

// Set sets k's value.
func (h header) Set(k, v string) { h[canonicalKey(k)] = v }

// Get returns k's value, "" when it has none.
func (h header) Get(k string) string { return h[canonicalKey(k)] }

// writer is where a handler writes its answer: the header first, then the
// status, then the body (a status of 200 when Write comes first).
type writer interface {
	Header() header
	WriteHeader(status int)
	Write(b []byte) (int, error)
}

// request is an API call as the handlers read it: its method, address and
// body (nil for a GET), and the context that ends when the caller is gone.
type request struct {
	Method string
	URL    *url.URL
	Header header
	Body   io.Reader
	ctx    context.Context
}

// Context returns the request's context.
func (r *request) Context() context.Context {
	if r.ctx == nil {
		return context.Background()
	}
	return r.ctx
}

// route is one API call the server answers: its method and path.
type route struct{ method, path string }

// routes are the API calls and their handlers. GET routes answer HEAD.
func (s *Server) routes() map[route]func(writer, *request) {
	return map[route]func(writer, *request){
		{"GET", "/api/meta"}:     s.meta,
		{"GET", "/api/maze"}:     s.maze,
		{"GET", "/api/handout"}:  s.handout,
		{"GET", "/api/book"}:     s.book,
		{"GET", "/api/sequence"}: s.sequence,
		{"POST", uploadPath}:     s.uploadHandler,
	}
}

// api answers a call to an address under /api/: its handler, or a 404.
func (s *Server) api(w writer, r *request) {
	method := r.Method
	if method == "HEAD" {
		method = "GET"
	}
	if h, ok := s.handlers[route{method, r.URL.Path}]; ok {
		h(w, r)
		return
	}
	writeError(w, statusNotFound, fmt.Sprintf("%s %s: no such API call", r.Method, r.URL.Path))
}

// bodyLimit is the most bytes a call to path may send: a picture to the
// upload address (whose handler names its own limit), the limits' Body
// for any other.
func (s *Server) bodyLimit(path string) int64 {
	if path == uploadPath {
		return max(s.limits.Body, UploadBytes+1)
	}
	return s.limits.Body
}

// Answer is the answer to one call made with Call.
type Answer struct {
	Status int
	Header map[string]string
	Body   []byte
}

// Call answers one API call as the server would, without a network: the
// method ("" is GET), the address (such as "api/maze?seed=7&format=svg",
// relative to the page) and the body (nil for a GET). The WebAssembly
// module answers the page's calls with it.
func (s *Server) Call(ctx context.Context, method, target string, body []byte) *Answer {
	a := &memWriter{h: header{}}
	if method == "" {
		method = "GET"
	}
	u, err := url.Parse("/" + strings.TrimPrefix(target, "/"))
	switch {
	case err != nil:
		writeError(a, statusBadRequest, "bad address")
	case int64(len(u.RawQuery)) > s.limits.Body || int64(len(body)) > s.bodyLimit(u.Path):
		writeError(a, statusRequestEntityTooLarge, fmt.Sprintf("request too big: at most %d bytes", s.bodyLimit(u.Path)))
	case !strings.HasPrefix(u.Path, "/api/"):
		writeError(a, statusNotFound, fmt.Sprintf("%s %s: only the API is answered here", method, u.Path))
	default:
		r := &request{Method: method, URL: u, Header: header{}, ctx: ctx}
		if body != nil {
			r.Body = bytes.NewReader(body)
		}
		s.safeAPI(a, r)
	}
	out := &Answer{Status: a.status, Header: a.h}
	if out.Status == 0 {
		out.Status = statusOK
	}
	out.Body = a.body.Bytes()
	return out
}

// safeAPI is api that never lets a panic reach the caller: it is logged,
// and the caller gets a 500.
func (s *Server) safeAPI(w writer, r *request) {
	defer func() {
		if v := recover(); v != nil {
			s.logPanic(r.URL.Path, v)
			writeError(w, statusInternalServerError, "internal error")
		}
	}()
	s.api(w, r)
}

// memWriter is a writer that keeps the answer in memory.
type memWriter struct {
	h      header
	status int
	body   bytes.Buffer
}

func (a *memWriter) Header() header { return a.h }

func (a *memWriter) WriteHeader(status int) {
	if a.status == 0 {
		a.status = status
	}
}

func (a *memWriter) Write(b []byte) (int, error) {
	a.WriteHeader(statusOK)
	return a.body.Write(b)
}
