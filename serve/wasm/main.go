//go:build js && wasm

// Command wasm is mazekit's page without a server: the library compiled to
// WebAssembly answers the page's API calls in the browser, with the same
// handlers, so the same options make the same bytes. mazekit serve
// --export builds it into a folder of static files with the page. It
// links no network code: it calls the handlers through serve.Server.Call.
//
// It sets one JavaScript function, mazekitCall(path, method, body), which
// returns a promise of {status, headers, body}: path is an API address
// such as "api/maze?seed=7&format=svg", method ("GET" when not given) and
// body (a Uint8Array, none when not given) are for calls that send data,
// and the answer's body is a Uint8Array.
package main

import (
	"context"
	"syscall/js"

	"github.com/mazekit/mazekit/serve"
)

func main() {
	// One generation at a time: the browser gives the page one thread.
	l := serve.DefaultLimits()
	l.Concurrent = 1
	s := serve.New(l)
	promise := js.Global().Get("Promise")
	js.Global().Set("mazekitCall", js.FuncOf(func(_ js.Value, args []js.Value) any {
		path := args[0].String()
		method := "GET"
		if len(args) > 1 && args[1].Type() == js.TypeString {
			method = args[1].String()
		}
		var body []byte
		if len(args) > 2 && args[2].Truthy() {
			body = make([]byte, args[2].Get("length").Int())
			js.CopyBytesToGo(body, args[2])
		}
		return promise.New(js.FuncOf(func(_ js.Value, pr []js.Value) any {
			resolve := pr[0]
			go func() {
				a := s.Call(context.Background(), method, path, body)
				headers := js.Global().Get("Object").New()
				for k, v := range a.Header {
					headers.Set(k, v)
				}
				out := js.Global().Get("Uint8Array").New(len(a.Body))
				js.CopyBytesToJS(out, a.Body)
				res := js.Global().Get("Object").New()
				res.Set("status", a.Status)
				res.Set("headers", headers)
				res.Set("body", out)
				resolve.Invoke(res)
			}()
			return nil
		}))
	}))
	select {}
}
