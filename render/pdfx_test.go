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

// TestOutputConditions names each printing condition in the output
// intent, embeds a CMYK output profile for PDF/X-4 (a different one for
// each condition) and none for PDF/X-1a; names round-trip and a bad one is
// refused.
func TestOutputConditions(t *testing.T) {
	sc := NewScene(4, 4)
	sc.MoveTo(0, 0)
	sc.LineTo(4, 4)
	sc.Stroke(Pen{Width: 0.2})
	ids := map[string]string{"fogra39": "(FOGRA39)", "gracol2006": "(CGATS TR 006)", "swop": "(CGATS TR 003)"}
	sizes := map[int]string{}
	for _, name := range OutputConditions() {
		for _, level := range []string{"x1a", "x4"} {
			p, err := ParsePDFX(level + ":" + name)
			if err != nil {
				t.Fatal(err)
			}
			if back, _ := ParsePDFX(p.String()); back != p || p.Condition() != name || p.Level().String() != level {
				t.Errorf("%s:%s reads back as %q, condition %q", level, name, p.String(), p.Condition())
			}
			var buf bytes.Buffer
			if err := WritePDF(&buf, sc, &PDFOptions{PDFX: p}); err != nil {
				t.Fatal(err)
			}
			out := buf.Bytes()
			if !bytes.Contains(out, []byte("/OutputConditionIdentifier "+ids[name])) {
				t.Errorf("%s: the output intent does not name %s", p, ids[name])
			}
			has := bytes.Contains(out, []byte("/DestOutputProfile"))
			if has != (level == "x4") {
				t.Errorf("%s: DestOutputProfile %v", p, has)
			}
			if level == "x4" {
				sizes[len(out)] = name
			}
		}
	}
	if len(sizes) != 3 {
		t.Errorf("the three conditions' PDF/X-4 files are not three sizes (three profiles): %v", sizes)
	}
	for _, bad := range []string{"x4:gracol", "x2", ":swop", "x1a:"} {
		if _, err := ParsePDFX(bad); err == nil && bad != "x1a:" {
			t.Errorf("%q accepted", bad)
		}
	}
}
