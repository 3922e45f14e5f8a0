//go:build js && wasm

// The WebAssembly page offers no PDF/X: it links none of the conversion.

package render

import "errors"

// convert refuses: this build writes no PDF/X.
func (p PDFX) convert([]byte, string) ([]byte, error) {
	return nil, errors.New("render: pdf/x: not in the WebAssembly build; use the command line")
}
