//go:build !js || !wasm

// The printing conditions' ICC profiles, built in everywhere but in the
// WebAssembly page, which writes no PDF/X (see profiles_wasm.go).

package pdfx

import _ "embed"

var (
	//go:embed icc/fogra39.icc
	fogra39 []byte
	//go:embed icc/gracol2006.icc
	gracol2006 []byte
	//go:embed icc/swop3.icc
	swop3 []byte
)
