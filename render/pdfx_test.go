package render

import (
	"bytes"
	"compress/zlib"
	"image/color"
	"io"
	"strings"
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

// TestCMYKContent converts RGB operators: gray stays gray, colours become
// CMYK with black in K.
func TestCMYKContent(t *testing.T) {
	o := &pdfObject{dict: "<<>>", stream: []byte("0.000 0.000 0.000 RG 0.500 0.500 0.500 rg 1.000 0.000 0.000 rg 0.000 0.000 0.500 RG")}
	if err := cmykContent(o); err != nil {
		t.Fatal(err)
	}
	got := inflateString(t, o.stream)
	want := "0.000 G 0.500 g 0.000 1.000 1.000 0.000 k 1.000 1.000 0.000 0.500 K"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if !strings.Contains(o.dict, "/FlateDecode") {
		t.Errorf("dictionary %q names no filter", o.dict)
	}
}

func inflateString(t *testing.T, b []byte) string {
	t.Helper()
	zr, err := zlib.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}
