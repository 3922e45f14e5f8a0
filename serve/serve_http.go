//go:build !js || !wasm

// The server on the network: net/http in front of the API's handlers, and
// the page's files.

package serve

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"
)

//go:embed page
var pageFS embed.FS

// ServeHTTP answers one request: it bounds the request's size (every call
// but an upload is a GET with a query string) and never lets a panic
// reach the client as a stack trace.
func (s *Server) ServeHTTP(rw http.ResponseWriter, r *http.Request) {
	w := &httpWriter{w: rw, h: header{}}
	defer func() {
		if v := recover(); v != nil {
			s.logPanic(r.URL.Path, v)
			writeError(w, statusInternalServerError, "internal error")
		}
	}()
	body, length := s.bodyLimit(r.URL.Path), r.ContentLength
	if r.URL.Path == uploadPath {
		length = 0 // a picture too big: its handler says so in its own words
	}
	if int64(len(r.URL.RawQuery)) > s.limits.Body || length > body {
		writeError(w, statusRequestEntityTooLarge, fmt.Sprintf("request too big: at most %d bytes", s.limits.Body))
		return
	}
	r.Body = http.MaxBytesReader(rw, r.Body, body)
	secureHeaders(rw.Header())
	if !s.hostAllowed(r.Host) {
		writeError(w, statusMisdirectedRequest, fmt.Sprintf("host %q: this server answers only at the address it listens on or localhost", r.Host))
		return
	}
	if !strings.HasPrefix(r.URL.Path, "/api/") {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			writeError(w, statusMethodNotAllowed, r.Method+": the page only answers GET")
			return
		}
		pageFiles().ServeHTTP(rw, r)
		return
	}
	if r.URL.Path != "/api/meta" && crossSite(r) {
		writeError(w, statusForbidden, "the page's API answers only the page itself, not another site")
		return
	}
	h := header{}
	for k, v := range r.Header {
		if len(v) > 0 {
			h[k] = v[0]
		}
	}
	s.api(w, &request{Method: r.Method, URL: r.URL, Header: h, Body: limitedBody{r.Body}, ctx: r.Context()})
}

// limitedBody is a request body under http.MaxBytesReader, whose error
// past the limit it reads as errTooBig, the handlers' own.
type limitedBody struct{ r io.Reader }

func (b limitedBody) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	if mbe := (*http.MaxBytesError)(nil); errors.As(err, &mbe) {
		err = errTooBig
	}
	return n, err
}

var _ deadliner = (*httpWriter)(nil)

// httpWriter is a net/http answer as a writer: the header is copied over
// when the status is written.
type httpWriter struct {
	w       http.ResponseWriter
	h       header
	written bool
}

func (w *httpWriter) Header() header { return w.h }

func (w *httpWriter) WriteHeader(status int) {
	if w.written {
		return
	}
	w.written = true
	for k, v := range w.h {
		w.w.Header().Set(k, v)
	}
	w.w.WriteHeader(status)
}

// setWriteDeadline sets the connection's deadline for the writes to come.
func (w *httpWriter) setWriteDeadline(t time.Time) error {
	return http.NewResponseController(w.w).SetWriteDeadline(t)
}

func (w *httpWriter) Write(b []byte) (int, error) {
	w.WriteHeader(statusOK)
	return w.w.Write(b)
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

// pageFiles serves the page's files.
var pageFiles = sync.OnceValue(func() http.Handler {
	sub, _ := fs.Sub(pageFS, "page")
	return http.FileServerFS(sub)
})
