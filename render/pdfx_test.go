package render

import (
	"bytes"
	"image/color"
	"testing"
)

// TestPDFXReproducible writes the same scene twice as each PDF/X level:
// the bytes are the same, and differ from the plain file.
func TestPDFXReproducible(t *testing.T) {
	sc := NewScene(4, 4)
	sc.MoveTo(0, 0)
	sc.LineTo(4, 4)
	sc.Stroke(Pen{Width: 0.2, Color: color.RGBA{200, 30, 30, 255}})
	write := func(p PDFX) []byte {
		var buf bytes.Buffer
		if err := WritePDF(&buf, sc, &PDFOptions{PDFX: p}); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	plain := write(PDFXNone)
	for _, p := range []PDFX{PDFX1a, PDFX4} {
		a, b := write(p), write(p)
		if !bytes.Equal(a, b) || bytes.Equal(a, plain) {
			t.Errorf("%s: same bytes twice %v, same as plain %v", p, bytes.Equal(a, b), bytes.Equal(a, plain))
		}
	}
}
