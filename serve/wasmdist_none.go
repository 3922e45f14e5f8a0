//go:build !embedwasm && (!js || !wasm)

package serve

// A program built without -tags embedwasm carries no WebAssembly module:
// serve --export builds it with the Go toolchain, in a mazekit checkout.
// To build one that carries it:
//
//	go generate ./serve && go build -tags embedwasm ./cmd/mazekit
var embeddedWasm, embeddedWasmExec []byte

//go:generate sh -c "mkdir -p wasmdist && GOOS=js GOARCH=wasm CGO_ENABLED=0 go build -trimpath -gcflags=all=-l -ldflags='-s -w' -o wasmdist/mazekit.wasm ./wasm && gzip -9nf wasmdist/mazekit.wasm && cp \"$(go env GOROOT)/lib/wasm/wasm_exec.js\" wasmdist/"
