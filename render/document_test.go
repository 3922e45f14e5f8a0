package render

import (
	"bytes"
	"image/color"
	"regexp"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/fonts"
)

func TestPlaceFlattens(t *testing.T) {
	sub := NewScene(2, 1)
	sub.MinLine = 3
	sub.MoveTo(0, 0.5)
	sub.LineTo(2, 0.5)
	sub.Stroke(Pen{Width: 0.1, Color: color.RGBA{A: 255}})
	sub.MoveTo(0, 0)
	sub.LineTo(1, 0)
	sub.Stroke(Pen{Width: 0.5, Color: color.RGBA{A: 255}})
	sub.Text(1, 1, "x", TextStyle{Font: fonts.Regular, Size: 0.5})
	page := NewScene(100, 100)
	page.Place(sub, 10, 20, 40, 40) // scale 20, centred vertically: origin (10, 30)
	if got := page.String(); !strings.Contains(got, "place 10 20 40 40 scene 2 1 calls=7 minline=3") {
		t.Errorf("text form:\n%s", got)
	}
	flat := NewScene(100, 100)
	page.Replay(flat)
	want := `M 10 40
L 50 40
stroke 3 #000000 cap=round dash=0
M 10 30
L 30 30
stroke 10 #000000 cap=round dash=0
text 30 50 "x" font=GoRegular size=10 #00000000 align=0
`
	if got := flat.String(); !strings.HasSuffix(got, want) {
		t.Errorf("flattened:\n%s\nwant it to end with\n%s", got, want)
	}
}

func TestDocumentPDF(t *testing.T) {
	d := &Document{Title: "T"}
	for i := 0; i < 6; i++ {
		p := d.AddPage(441, 666)
		p.Trim = &Box{X: 9 * float64(i%2), Y: 9, W: 432, H: 648}
		p.Shift = &Box{X: p.Trim.X, Y: 9}
		p.Scene.Text(10, 20, "page", TextStyle{Font: fonts.Bold, Size: 12})
	}
	var a, b bytes.Buffer
	if err := WriteDocumentPDF(&a, d, nil); err != nil {
		t.Fatal(err)
	}
	done := 0
	if err := WriteDocumentPDF(&b, d, func(n, total int) { done = n }); err != nil {
		t.Fatal(err)
	}
	if done != 6 {
		t.Errorf("progress reached %d of 6 pages", done)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("the same document wrote different bytes")
	}
	boxes := regexp.MustCompile(`/(Trim|Bleed)Box`).FindAllString(a.String(), -1)
	if len(boxes) != 12 {
		t.Fatalf("%d page boxes, want 12", len(boxes))
	}
	for i := 0; i < len(boxes); i += 2 {
		if boxes[i] != "/TrimBox" || boxes[i+1] != "/BleedBox" {
			t.Errorf("page %d: boxes in order %v", i/2+1, boxes[i:i+2])
		}
	}
}

func TestTextWidth(t *testing.T) {
	narrow, wide := TextWidth(fonts.Regular, 10, "iiii"), TextWidth(fonts.Regular, 10, "MMMM")
	if !(narrow > 0 && narrow < wide) {
		t.Errorf("widths: iiii %v, MMMM %v", narrow, wide)
	}
	if w := TextWidth(fonts.Regular, 20, "MMMM"); w != 2*wide {
		t.Errorf("at twice the size the width is %v, want %v", w, 2*wide)
	}
	if TextWidth(fonts.Bold, 10, "MMMM") <= TextWidth(fonts.Regular, 10, "iiii") {
		t.Error("bold MMMM narrower than regular iiii")
	}
}
