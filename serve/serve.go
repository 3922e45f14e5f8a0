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
// and one POST, whose body is a PNG or JPEG picture, read in memory:
//
//	/api/upload?use=picture|shape&threshold=auto&size=40x30&seed=7&format=svg|png|pdf|json|cells
//
// Maze options are named as the maze command's flags. Errors are JSON
// {"error": "..."} with status 400 (bad option or over a limit), 413 (a
// request too big), 415 (a file sent that is not a PNG or JPEG picture)
// or 503 (busy or too slow).
package serve

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log"
	"net"
	"net/http"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"time"
)

//go:embed page
var pageFS embed.FS

// Server is the web page and its API. Its zero value is not usable; make
// one with New.
type Server struct {
	limits Limits
	slots  chan struct{} // one token per generation running
	quick  chan struct{} // the same for small mazes, which never wait behind big work
	photos chan struct{} // one token per picture sent being read (see uploadHandler)
	mux    *http.ServeMux
	now    func() time.Time
	timer  func(time.Duration) (<-chan time.Time, func() bool) // the time limit's clock (see realTimer)
	out    held                                                // answers made and not yet sent
	books  bookCache

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
	s := &Server{limits: l, slots: make(chan struct{}, l.Concurrent), quick: make(chan struct{}, l.Concurrent), now: time.Now, timer: realTimer,
		errorLog: log.New(os.Stderr, "mazekit serve: ", log.LstdFlags)}
	s.out.at = l.Held
	s.photos = make(chan struct{}, max(2, l.Concurrent))
	sub, _ := fs.Sub(pageFS, "page")
	mux := http.NewServeMux()
	files := http.FileServerFS(sub)
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			writeError(w, http.StatusMethodNotAllowed, r.Method+": the page only answers GET")
			return
		}
		files.ServeHTTP(w, r)
	})
	mux.HandleFunc("GET /api/meta", s.meta)
	mux.HandleFunc("GET /api/maze", s.maze)
	mux.HandleFunc("GET /api/handout", s.handout)
	mux.HandleFunc("GET /api/book", s.book)
	mux.HandleFunc("GET /api/sequence", s.sequence)
	mux.HandleFunc("POST "+uploadPath, s.uploadHandler)
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, fmt.Sprintf("%s %s: no such API call", r.Method, r.URL.Path))
	})
	s.mux = mux
	return s
}

// Limits returns the server's limits.
func (s *Server) Limits() Limits { return s.limits }

// ServeHTTP answers one request: it bounds the request's size (every call
// but an upload is a GET with a query string) and never lets a panic
// reach the client as a stack trace.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	defer func() {
		if v := recover(); v != nil {
			s.logPanic(r.URL.Path, v)
			writeError(w, http.StatusInternalServerError, "internal error")
		}
	}()
	body, length := s.limits.Body, r.ContentLength
	if r.URL.Path == uploadPath {
		// A picture: its handler names the limit of its own.
		body, length = max(body, UploadBytes+1), 0
	}
	if int64(len(r.URL.RawQuery)) > s.limits.Body || length > body {
		writeError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("request too big: at most %d bytes", s.limits.Body))
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, body)
	secureHeaders(w.Header())
	if !s.hostAllowed(r.Host) {
		writeError(w, http.StatusMisdirectedRequest, fmt.Sprintf("host %q: this server answers only at the address it listens on or localhost", r.Host))
		return
	}
	if strings.HasPrefix(r.URL.Path, "/api/") && r.URL.Path != "/api/meta" && crossSite(r) {
		writeError(w, http.StatusForbidden, "the page's API answers only the page itself, not another site")
		return
	}
	s.mux.ServeHTTP(w, r)
}

// Run serves on addr until ctx is done, then shuts down gracefully,
// letting requests in flight finish for a few seconds. It prints the
// address to open on out once it listens.
func (s *Server) Run(ctx context.Context, addr string, out io.Writer) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	return s.Serve(ctx, ln, out)
}

// Serve is Run on a listener.
func (s *Server) Serve(ctx context.Context, ln net.Listener, out io.Writer) error {
	hs := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      s.limits.Time + s.limits.Queue + 10*time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    int(s.limits.Body) + 4096,
	}
	ifaces := interfaceIPs()
	s.hostsMu.Lock()
	s.hosts = listenHosts(ln.Addr(), ifaces)
	s.hostsMu.Unlock()
	if out != nil {
		fmt.Fprint(out, listenMessage(ln.Addr(), ifaces))
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err := hs.Shutdown(sctx)
	if errors.Is(err, context.DeadlineExceeded) {
		hs.Close()
		err = nil
	}
	<-errc
	return err
}

// httpError is an error with the status it is answered with.
type httpError struct {
	status int
	msg    string
}

func (e *httpError) Error() string { return e.msg }

// badf is a 400: a bad option or one over a limit.
func badf(format string, args ...any) error {
	return &httpError{http.StatusBadRequest, fmt.Sprintf(format, args...)}
}

// writeError answers with {"error": msg}.
func writeError(w http.ResponseWriter, status int, msg string) {
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
func fail(w http.ResponseWriter, err error) {
	var he *httpError
	if errors.As(err, &he) {
		writeError(w, he.status, he.msg)
		return
	}
	writeError(w, http.StatusBadRequest, err.Error())
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
		return nil, &httpError{http.StatusServiceUnavailable, fmt.Sprintf("server busy: %d generations running; try again", cap(slots))}
	case <-ctx.Done():
		return nil, &httpError{http.StatusServiceUnavailable, "request cancelled"}
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
				done <- out{nil, &httpError{http.StatusInternalServerError, "internal error"}}
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
		return nil, &httpError{http.StatusServiceUnavailable, fmt.Sprintf("took longer than the time limit (%s): ask for less", s.limits.Time)}
	case <-ctx.Done():
		return nil, &httpError{http.StatusServiceUnavailable, "request cancelled"}
	}
}

// smallAnswer is the size of answer (a preview) that the bound on answers
// not yet read does not count.
const smallAnswer = 256 << 10

// respond generates and writes the result, in the slots of small work
// when small is true.
func (s *Server) respond(w http.ResponseWriter, r *http.Request, small bool, f func(context.Context) (*result, error)) {
	slots := s.slots
	if small {
		slots = s.quick
	}
	res, err := s.generate(r.Context(), slots, f)
	if err != nil {
		fail(w, err)
		return
	}
	n := int64(len(res.body))
	if n <= smallAnswer {
		n = 0 // a preview: never refused for big answers others hold
	}
	if !s.out.take(n) {
		writeError(w, http.StatusServiceUnavailable, "server busy: too many answers still being downloaded; try again")
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
	w.Write(res.body)
}

// writeJSON answers with v as JSON.
func jsonResult(v any) (*result, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return &result{body: b, ctype: "application/json"}, nil
}
