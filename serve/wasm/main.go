//go:build js && wasm

// Command wasm is mazekit's page without a server: the library compiled to
// WebAssembly answers the page's API calls in the browser, with the same
// handlers, so the same options make the same bytes. mazekit serve
// --export builds it into a folder of static files with the page.
//
// It sets one JavaScript function, mazekitCall(path, method, body), which
// returns a promise of {status, headers, body}: path is an API address such
// as "api/maze?seed=7&format=svg", method "GET" (or left out) or "POST",
// the request's body a Uint8Array (a picture sent), and the answer's body
// a Uint8Array.
package main

import (
	"bytes"
	"net/http"
	"syscall/js"

	"github.com/mazekit/mazekit/serve"
)

// recorder is the answer of one call.
type recorder struct {
	h      http.Header
	status int
	body   bytes.Buffer
}

func (r *recorder) Header() http.Header { return r.h }

func (r *recorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	return r.body.Write(b)
}

func (r *recorder) WriteHeader(status int) {
	if r.status == 0 {
		r.status = status
	}
}

// call answers path with s, as the server would.
func call(s *serve.Server, path, method string, body []byte) *recorder {
	rec := &recorder{h: http.Header{}}
	req, err := http.NewRequest(method, "http://localhost/"+path, bytes.NewReader(body))
	if err != nil {
		rec.status = http.StatusBadRequest
		rec.body.WriteString(`{"error":"bad address"}`)
		return rec
	}
	s.ServeHTTP(rec, req)
	if rec.status == 0 {
		rec.status = http.StatusOK
	}
	return rec
}

func main() {
	// One generation at a time: the browser gives the page one thread.
	l := serve.DefaultLimits()
	l.Concurrent = 1
	s := serve.New(l)
	promise := js.Global().Get("Promise")
	js.Global().Set("mazekitCall", js.FuncOf(func(_ js.Value, args []js.Value) any {
		path, method := args[0].String(), "GET"
		var in []byte
		if len(args) > 2 && args[1].Truthy() && args[2].Truthy() {
			method = args[1].String()
			in = make([]byte, args[2].Get("length").Int())
			js.CopyBytesToGo(in, args[2])
		}
		return promise.New(js.FuncOf(func(_ js.Value, pr []js.Value) any {
			resolve := pr[0]
			go func() {
				rec := call(s, path, method, in)
				headers := js.Global().Get("Object").New()
				for k := range rec.h {
					headers.Set(k, rec.h.Get(k))
				}
				body := js.Global().Get("Uint8Array").New(rec.body.Len())
				js.CopyBytesToJS(body, rec.body.Bytes())
				out := js.Global().Get("Object").New()
				out.Set("status", rec.status)
				out.Set("headers", headers)
				out.Set("body", body)
				resolve.Invoke(out)
			}()
			return nil
		}))
	}))
	select {}
}
