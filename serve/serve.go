// Package serve is mazekit's local web page: one embedded page (HTML, CSS
// and a little JavaScript, no network) and a small HTTP API that makes
// mazes, classroom handouts and books with the same library calls as the
// command line, so the same options give the same bytes.
//
// The API answers GET requests whose query string holds every option:
//
//	/api/meta                     grid kinds and their parameters, algorithms, papers, ...
//	/api/maze?grid=hex&size=12x10&seed=7&format=svg
//	/api/handout?copies=30&per=2&seed=7&format=pdf|yaml|check
//	/api/book?title=T&sec=kind:maze,count:6,size:8x8..12x12&format=pdf|yaml|check
//	/api/sequence?letters=true&word=EMMA&age=5-6&seed=7&format=svg|png|pdf
//
// Maze options are named as the maze command's flags. Errors are JSON
// {"error": "..."} with status 400 (bad option or over a limit), 413 (a
// request too big) or 503 (busy or too slow; with Retry-After when too
// many answers wait for clients that do not read them).
//
// The handlers are written on small types of the package's own (call.go):
// ServeHTTP puts them behind net/http with the page's files, and Call
// answers one call with no network, as the WebAssembly module does.
package serve

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Server is the web page and its API. Its zero value is not usable; make
// one with New.
type Server struct {
	limits   Limits
	slots    chan struct{} // one token per generation running
	quick    chan struct{} // the same for small mazes, which never wait behind big work
	photos   chan struct{} // one token per picture sent being read (see uploadHandler)
	handlers map[route]func(writer, *request)
	now      func() time.Time
	timer    func(time.Duration) (<-chan time.Time, func() bool) // the time limit's clock (see realTimer)
	out      held                                                // answers made and not yet sent
	books    bookCache

	hostsMu sync.RWMutex
	hosts   []string // the Host values served; nil serves any (see hostAllowed)

	errorLog *log.Logger // where a recovered panic is logged, with its stack
}

// SetErrorLog sets where the server logs a panic it recovers from (the
// client gets a 500 and no detail): the panic's value and the goroutine's
// stack. The default is standard error.
func (s *Server) SetErrorLog(l *log.Logger) { s.errorLog = l }

// logPanic logs a recovered panic v met while answering what.
func (s *Server) logPanic(what string, v any) {
	s.errorLog.Printf("panic while answering %s: %v\n%s", what, v, debug.Stack())
}

// New returns a server with the given limits (DefaultLimits when zero).
func New(l Limits) *Server {
	if l == (Limits{}) {
		l = defaultLimits
	}
	if l.Work <= 0 {
		l.Work = defaultLimits.Work
	}
	if l.Concurrent <= 0 {
		l.Concurrent = runtime.NumCPU()
	}
	if l.Held <= 0 {
		l.Held = defaultLimits.Held
	}
	if l.Send <= 0 {
		l.Send = defaultLimits.Send
	}
	s := &Server{limits: l, slots: make(chan struct{}, l.Concurrent), quick: make(chan struct{}, l.Concurrent), now: time.Now, timer: realTimer,
		errorLog: log.New(os.Stderr, "mazekit serve: ", log.LstdFlags)}
	s.out.at = l.Held
	s.photos = make(chan struct{}, max(2, l.Concurrent))
	s.handlers = s.routes()
	return s
}

// Limits returns the server's limits.
func (s *Server) Limits() Limits { return s.limits }

// httpError is an error with the status it is answered with.
type httpError struct {
	status int
	msg    string
}

func (e *httpError) Error() string { return e.msg }

// badf is a 400: a bad option or one over a limit.
func badf(format string, args ...any) error {
	return &httpError{statusBadRequest, fmt.Sprintf(format, args...)}
}

// writeError answers with {"error": msg}.
func writeError(w writer, status int, msg string) {
	if i := strings.IndexByte(msg, '\n'); i >= 0 {
		msg = msg[:i]
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]string{"error": msg})
}

// fail answers err: its own status for an httpError, 400 otherwise (the
// library's errors are about the options it was given).
func fail(w writer, err error) {
	var he *httpError
	if errors.As(err, &he) {
		writeError(w, he.status, he.msg)
		return
	}
	writeError(w, statusBadRequest, err.Error())
}

// result is what a generation made: bytes and their type, or JSON.
type result struct {
	body  []byte
	ctype string
	name  string // download file name; "" shows inline
	page  int    // for one page of a book: its number (from 1)
	pages int    // and the book's pages
}

// generate runs f in one of the server's slots: it waits up to the queue
// time for a slot (503 after), and up to the time limit for f (503 after).
// f's context ends as soon as generate returns (the request ended, the
// time limit answered, or f is done), and f keeps its slot until it really
// ends, which the generators' polling of the context makes within a
// moment, so slow work cannot pile up.
func (s *Server) generate(ctx context.Context, slots chan struct{}, f func(context.Context) (*result, error)) (*result, error) {
	wait := time.NewTimer(s.limits.Queue)
	defer wait.Stop()
	select {
	case slots <- struct{}{}:
	case <-wait.C:
		return nil, &httpError{statusServiceUnavailable, fmt.Sprintf("server busy: %d generations running; try again", cap(slots))}
	case <-ctx.Done():
		return nil, &httpError{statusServiceUnavailable, "request cancelled"}
	}
	type out struct {
		r   *result
		err error
	}
	done := make(chan out, 1)
	wctx, cancel := context.WithCancel(ctx)
	defer cancel() // the answer is going out: the work stops
	go func() {
		defer func() { <-slots }()
		defer func() {
			if v := recover(); v != nil {
				s.logPanic("a request's work", v)
				done <- out{nil, &httpError{statusInternalServerError, "internal error"}}
			}
		}()
		r, err := f(wctx)
		done <- out{r, err}
	}()
	limit, stop := s.timer(s.limits.Time)
	defer stop()
	select {
	case o := <-done:
		return o.r, o.err
	case <-limit:
		return nil, &httpError{statusServiceUnavailable, fmt.Sprintf("took longer than the time limit (%s): ask for less", s.limits.Time)}
	case <-ctx.Done():
		return nil, &httpError{statusServiceUnavailable, "request cancelled"}
	}
}

// smallAnswer is the size of answer (a preview) that the bound on answers
// not yet read does not count.
const smallAnswer = 256 << 10

// respond generates and writes the result, in the slots of small work
// when small is true.
func (s *Server) respond(w writer, r *request, small bool, f func(context.Context) (*result, error)) {
	slots := s.slots
	if small {
		slots = s.quick
	}
	res, err := s.generate(r.Context(), slots, f)
	if err != nil {
		fail(w, err)
		return
	}
	s.deliver(w, r, statusOK, res)
}

// deliver sends res with the given status, holding its memory under the
// bound on answers not yet sent (503 past it) and sending it as send
// does.
func (s *Server) deliver(w writer, r *request, status int, res *result) {
	// The answer's memory until it is sent: its whole buffer, which may
	// be larger than the answer.
	n := int64(cap(res.body))
	if len(res.body) <= smallAnswer {
		n = 0 // a preview: never refused for big answers others hold
	}
	if !s.out.take(n) {
		w.Header().Set("Retry-After", strconv.Itoa(retryAfter))
		writeError(w, statusServiceUnavailable, "server busy: too many answers still being downloaded; try again")
		return
	}
	defer s.out.give(n)
	w.Header().Set("Content-Type", res.ctype)
	w.Header().Set("Cache-Control", "no-store")
	if res.pages > 0 {
		w.Header().Set("X-Page", strconv.Itoa(res.page))
		w.Header().Set("X-Pages", strconv.Itoa(res.pages))
	}
	if res.name != "" && r.URL.Query().Get("download") != "" {
		w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=%q", res.name))
	}
	if status != statusOK {
		w.WriteHeader(status)
	}
	s.send(w, res.body)
}

// retryAfter is the seconds a client refused for want of room is told to
// wait before asking again.
const retryAfter = 5

// sendChunk is how much of an answer a client must take within the send
// limit, or be cut off.
const sendChunk = 64 << 10

// deadliner is a writer whose writes can be given a deadline (the
// network's; see httpWriter).
type deadliner interface {
	setWriteDeadline(t time.Time) error
}

// send writes body to w in chunks of sendChunk, each with a deadline of
// the send limit when w takes one: a client that stops reading is cut
// off, and the answer's memory freed, within the send limit, while a slow
// one that keeps reading gets the whole answer.
func (s *Server) send(w writer, body []byte) {
	d, _ := w.(deadliner)
	for len(body) > 0 {
		k := min(len(body), sendChunk)
		if d != nil {
			if err := d.setWriteDeadline(s.now().Add(s.limits.Send)); err != nil {
				d = nil // the connection takes no deadline: the server's write timeout holds
			}
		}
		if _, err := w.Write(body[:k]); err != nil {
			return
		}
		body = body[k:]
	}
}

// writeJSON answers with v as JSON.
func jsonResult(v any) (*result, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return &result{body: b, ctype: "application/json"}, nil
}
