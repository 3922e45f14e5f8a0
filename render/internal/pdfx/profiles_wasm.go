//go:build js && wasm

// The WebAssembly page writes no PDF/X, so it carries none of the ICC
// profiles (a third of a megabyte): Convert refuses there.

package pdfx

var fogra39, gracol2006, swop3 []byte
