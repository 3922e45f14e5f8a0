package render

import (
	"bytes"
	"encoding/xml"
	"image/color"
	"io"
	"testing"

	"github.com/mazekit/mazekit/fonts"
)

// anyText holds what a title, label or header may hold: characters the
// fonts have, characters above U+FFFF (which gofpdf's font subsetter
// indexes out of range), control characters, XML syntax and bytes that are
// not UTF-8.
var anyText = []string{
	"Plain", "Café Ωmega", "𝕄aze 🐱 📚", "中文 text", "a\x00b\x01c\x1b\x7f\u0085",
	"<tag> & \"quote\" ]]> --", "bad \xff\xfe bytes", "\uFFFE\uFFFF", "line\nbreak\ttab",
}

func anyTextScene() *Scene {
	s := NewScene(100, 100)
	s.Comment = "made -- with\x00 \xff comment -"
	for i, str := range anyText {
		for _, f := range fonts.All() {
			s.Text(50, float64(10+i*10), str, TextStyle{Font: f, Size: 5, Color: color.RGBA{0, 0, 0, 255}, Align: Align(i % 3)})
		}
	}
	return s
}

func TestAnyTextPDF(t *testing.T) {
	var b bytes.Buffer
	if err := WritePDF(&b, anyTextScene(), &PDFOptions{Title: "𝕄 \xff title"}); err != nil {
		t.Fatal(err)
	}
	d := &Document{Title: "𝕄 📚", Author: "🐱 \x00", Subject: "中"}
	d.AddPage(200, 200).Scene = anyTextScene()
	if err := WriteDocumentPDF(io.Discard, d, nil); err != nil {
		t.Fatal(err)
	}
	for _, s := range anyText {
		if w := TextWidth(fonts.Bold, 10, s); w < 0 || w != w {
			t.Errorf("TextWidth(%q) = %v", s, w)
		}
	}
}

func TestAnyTextSVGIsWellFormed(t *testing.T) {
	var b bytes.Buffer
	if err := WriteSVG(&b, anyTextScene(), nil); err != nil {
		t.Fatal(err)
	}
	dec := xml.NewDecoder(&b)
	texts := 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed XML: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "text" {
			texts++
		}
	}
	if want := len(anyText) * len(fonts.All()); texts != want {
		t.Errorf("%d text elements, want %d", texts, want)
	}
}

func TestAnyTextPNG(t *testing.T) {
	if err := WritePNG(io.Discard, anyTextScene(), nil); err != nil {
		t.Fatal(err)
	}
}
