//go:build !js || !wasm

// Writing PDF/X, everywhere but in the WebAssembly page, which offers no
// PDF/X and carries none of its ICC profiles (see pdfx_convert_wasm.go).

package render

import "github.com/mazekit/mazekit/render/internal/pdfx"

// convert rewrites pdf as p (see WriteDocumentPDF).
func (p PDFX) convert(pdf []byte, title string) ([]byte, error) {
	i := min(max(int(p>>levelBits), 0), len(conditions)-1)
	return pdfx.Convert(pdf, pdfx.Level(p.Level()), conditions[i].c, title, fixedDate)
}
