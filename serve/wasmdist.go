//go:build embedwasm && (!js || !wasm)

package serve

import _ "embed"

// The page's WebAssembly module and Go's loader, built into a program
// built with -tags embedwasm (as releases are), so that serve --export
// needs no Go toolchain and no mazekit source. go generate ./serve makes
// them (see wasmdist_none.go).
var (
	//go:embed wasmdist/mazekit.wasm.gz
	embeddedWasm []byte
	//go:embed wasmdist/wasm_exec.js
	embeddedWasmExec []byte
)
