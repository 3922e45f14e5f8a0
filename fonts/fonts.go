// Package fonts embeds the Go fonts (regular, bold and mono, from
// golang.org/x/image/font/gofont) once as TrueType bytes, and hands the same
// bytes to every backend, so text in PNG, SVG and PDF output looks alike.
// The fonts are under the licence in LICENSE-GO-FONTS.
package fonts

import (
	"fmt"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
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

// SVGFamily returns a CSS font-family list for the font.
func (f Font) SVGFamily() string {
	switch f {
	case Bold:
		return "'Go', 'Go Regular', sans-serif"
	case Mono:
		return "'Go Mono', monospace"
	}
	return "'Go', 'Go Regular', sans-serif"
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

// All lists every embedded font.
var All = []Font{Regular, Bold, Mono}

var (
	parseOnce sync.Once
	parsed    [3]*opentype.Font
	parseErr  error
)

// Parsed returns f parsed as an OpenType font (parsed once, then shared).
func Parsed(f Font) (*opentype.Font, error) {
	parseOnce.Do(func() {
		for _, g := range All {
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
