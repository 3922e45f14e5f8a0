// Package fonts embeds the Go fonts (regular, bold and mono, from
// golang.org/x/image/font/gofont) once as TrueType bytes, and hands the same
// bytes to every backend, so text in PNG, SVG and PDF output looks alike.
// The fonts are under the licence in LICENSE-GO-FONTS.
package fonts

import (
	"fmt"
	"image"
	"math"
	"slices"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Font names one of the embedded faces.
type Font int

const (
	Regular Font = iota // Go Regular, proportional sans-serif
	Bold                // Go Bold
	Mono                // Go Mono, fixed width
)

// Family returns the family name the PDF backend registers the font under.
func (f Font) Family() string {
	switch f {
	case Bold:
		return "GoBold"
	case Mono:
		return "GoMono"
	}
	return "GoRegular"
}

// SVGFamily returns a CSS font-family list for the font: the embedded face
// first (see Family), then the installed Go fonts, then a generic family.
func (f Font) SVGFamily() string {
	switch f {
	case Bold:
		return "GoBold, 'Go', sans-serif"
	case Mono:
		return "GoMono, 'Go Mono', monospace"
	}
	return "GoRegular, 'Go', sans-serif"
}

// TTF returns the TrueType bytes of f. The slice is shared; do not modify it.
func TTF(f Font) []byte {
	switch f {
	case Bold:
		return gobold.TTF
	case Mono:
		return gomono.TTF
	}
	return goregular.TTF
}

// all lists every embedded font.
var all = []Font{Regular, Bold, Mono}

// All lists every embedded font (a new slice each call).
func All() []Font { return slices.Clone(all) }

var (
	parseOnce sync.Once
	parsed    [3]*opentype.Font
	parseErr  error
)

// Parsed returns f parsed as an OpenType font (parsed once, then shared).
func Parsed(f Font) (*opentype.Font, error) {
	parseOnce.Do(func() {
		for _, g := range all {
			parsed[g], parseErr = opentype.Parse(TTF(g))
			if parseErr != nil {
				return
			}
		}
	})
	if parseErr != nil {
		return nil, fmt.Errorf("fonts: %w", parseErr)
	}
	return parsed[f], nil
}

// Face returns a new face of f at size points and dpi dots per inch. A face
// is not safe for concurrent use; make one per goroutine.
func Face(f Font, size, dpi float64) (font.Face, error) {
	p, err := Parsed(f)
	if err != nil {
		return nil, err
	}
	return opentype.NewFace(p, &opentype.FaceOptions{Size: size, DPI: dpi, Hinting: font.HintingNone})
}

// TextMask renders text in Go Bold, as large as fits, centred in a w×h
// alpha image: the letters are opaque, the rest transparent. A bar under
// the letters joins them, so a grid cut to the text stays in one piece.
// Masks cut grids to the shape of words with it.
func TextMask(text string, w, h int) (*image.Alpha, error) {
	if w < 1 || h < 1 || w*h > 64_000_000 {
		return nil, fmt.Errorf("fonts: mask size %dx%d out of range", w, h)
	}
	p, err := Parsed(Bold)
	if err != nil {
		return nil, err
	}
	// Measure at a reference size, then scale to fit.
	const ref = 100.0
	face, err := opentype.NewFace(p, &opentype.FaceOptions{Size: ref, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil, err
	}
	adv := font.MeasureString(face, text)
	m := face.Metrics()
	tw := float64(adv) / 64
	th := float64(m.Ascent+m.Descent)/64 + ref*0.2 // room for the joining bar
	if tw <= 0 {
		return nil, fmt.Errorf("fonts: text %q has no visible width", text)
	}
	size := ref * math.Min(float64(w)*0.96/tw, float64(h)*0.96/th)
	face, err = opentype.NewFace(p, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil, err
	}
	m = face.Metrics()
	img := image.NewAlpha(image.Rect(0, 0, w, h))
	d := &font.Drawer{Dst: img, Src: image.Opaque, Face: face}
	width := float64(d.MeasureString(text)) / 64
	asc, desc := float64(m.Ascent)/64, float64(m.Descent)/64
	bar := size * 0.2
	x0 := int((float64(w) - width) / 2)
	base := int((float64(h) + asc - desc - bar) / 2)
	d.Dot = fixed.P(x0, base)
	d.DrawString(text)
	for y := base; y < base+int(bar) && y < h; y++ {
		for x := max(x0, 0); x < min(x0+int(width), w); x++ {
			img.Pix[y*img.Stride+x] = 0xff
		}
	}
	return img, nil
}
