// Package svgw writes SVG documents: paths of moves, lines and curves
// (axis-aligned lines in the short H and V forms) painted by strokes and
// fills, text, embedded fonts. render's SVG writer replays scenes onto it.
package svgw

import (
	"bufio"
	"encoding/base64"
	"fmt"
	"image/color"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mazekit/mazekit/fonts"
)

// Writer writes one SVG document. Errors are sticky: Close returns the
// first.
type Writer struct {
	w      *bufio.Writer
	scale  float64 // output units (CSS px) per drawing unit
	d      []byte  // path data being built
	cx, cy float64
	err    error
}

// New starts a standalone SVG document on w, w×h drawing units in its
// viewBox and scale times that in output units, with comment (if any) in
// an XML comment, and the @font-face rules of the fonts used.
func New(w io.Writer, width, height, scale float64, comment string, used []fonts.Font) *Writer {
	sw := &Writer{w: bufio.NewWriterSize(w, 1<<16), scale: scale}
	fmt.Fprintf(sw.w, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
	if comment != "" {
		fmt.Fprintf(sw.w, "<!-- %s -->\n", xmlComment(comment))
	}
	fmt.Fprintf(sw.w, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %s %s\" width=\"%s\" height=\"%s\">\n",
		Num(width), Num(height), Num(width*scale), Num(height*scale))
	sw.fonts(used)
	return sw
}

// Background fills the w×h drawing with col.
func (sw *Writer) Background(w, h float64, col color.RGBA) {
	fmt.Fprintf(sw.w, "<rect width=\"%s\" height=\"%s\" fill=\"%s\"/>\n", Num(w), Num(h), Color(col))
}

// Close ends the document and flushes it.
func (sw *Writer) Close() error {
	fmt.Fprintf(sw.w, "</svg>\n")
	if sw.err != nil {
		return sw.err
	}
	return sw.w.Flush()
}

// Num formats v with at most three decimals.
func Num(v float64) string {
	s := strconv.FormatFloat(float64(int64(v*1000+half(v)))/1000, 'f', -1, 64)
	if s == "-0" {
		return "0"
	}
	return s
}

// half is 0.5 with the sign of v (+0.5 for zero), for rounding to the
// nearest thousandth away from zero.
func half(v float64) float64 {
	if v < 0 {
		return -0.5
	}
	return 0.5
}

func (sw *Writer) appendNum(v float64) {
	v = float64(int64(v*1000+half(v))) / 1000
	if len(sw.d) > 0 {
		last := sw.d[len(sw.d)-1]
		if last >= '0' && last <= '9' || last == '.' {
			if v >= 0 {
				sw.d = append(sw.d, ' ')
			}
		}
	}
	if v == 0 {
		v = 0
	}
	sw.d = strconv.AppendFloat(sw.d, v, 'f', -1, 64)
}

// MoveTo starts a new subpath at (x, y).
func (sw *Writer) MoveTo(x, y float64) {
	sw.d = append(sw.d, 'M')
	sw.appendNum(x)
	sw.appendNum(y)
	sw.cx, sw.cy = x, y
}

// LineTo adds a line to (x, y).
func (sw *Writer) LineTo(x, y float64) {
	switch {
	case y == sw.cy:
		sw.d = append(sw.d, 'H')
		sw.appendNum(x)
	case x == sw.cx:
		sw.d = append(sw.d, 'V')
		sw.appendNum(y)
	default:
		sw.d = append(sw.d, 'L')
		sw.appendNum(x)
		sw.appendNum(y)
	}
	sw.cx, sw.cy = x, y
}

// CubeTo adds a cubic Bézier curve through the control points to (x, y).
func (sw *Writer) CubeTo(x1, y1, x2, y2, x, y float64) {
	sw.d = append(sw.d, 'C')
	for _, v := range []float64{x1, y1, x2, y2, x, y} {
		sw.appendNum(v)
	}
	sw.cx, sw.cy = x, y
}

// ClosePath closes the current subpath.
func (sw *Writer) ClosePath() { sw.d = append(sw.d, 'Z') }

func (sw *Writer) flushPath(attrs string) {
	if sw.err != nil {
		sw.d = sw.d[:0]
		return
	}
	if _, err := fmt.Fprintf(sw.w, "<path d=\"%s\" %s/>\n", sw.d, attrs); err != nil {
		sw.err = err
	}
	sw.d = sw.d[:0]
}

// Stroke paints the path in col, width wide (drawing units, or output
// units when fixed), with round joins and the cap named, dashed with
// dashes and gaps dash long when dash > 0.
func (sw *Writer) Stroke(col color.RGBA, width float64, fixed bool, lineCap string, dash float64) {
	if fixed {
		width /= sw.scale
	}
	attrs := fmt.Sprintf("fill=\"none\" stroke=\"%s\" stroke-width=\"%s\" stroke-linecap=\"%s\" stroke-linejoin=\"round\"", Color(col), Num(width), lineCap)
	if dash > 0 {
		d := dash
		if fixed {
			d /= sw.scale
		}
		attrs += fmt.Sprintf(" stroke-dasharray=\"%s\"", Num(d))
	}
	sw.flushPath(attrs)
}

// Fill paints the path's inside in col.
func (sw *Writer) Fill(col color.RGBA) { sw.flushPath(fmt.Sprintf("fill=\"%s\"", Color(col))) }

// Text sets s in the font family at size (drawing units, or output units
// when fixed) in col, its baseline at (x, y), anchored by anchor (start,
// middle or end) and turned by rotate degrees about that point.
func (sw *Writer) Text(x, y float64, s, family string, size float64, fixed bool, col color.RGBA, anchor string, rotate float64) {
	if fixed {
		size /= sw.scale
	}
	weight := "" // the embedded bold face is its own family
	var esc strings.Builder
	for _, r := range s {
		switch r {
		case '<':
			esc.WriteString("&lt;")
		case '>':
			esc.WriteString("&gt;")
		case '&':
			esc.WriteString("&amp;")
		case '"':
			esc.WriteString("&quot;")
		default:
			esc.WriteRune(r)
		}
	}
	if rotate != 0 {
		weight += fmt.Sprintf(" transform=\"rotate(%s %s %s)\"", Num(rotate), Num(x), Num(y))
	}
	if _, err := fmt.Fprintf(sw.w, "<text x=\"%s\" y=\"%s\" font-family=\"%s\" font-size=\"%s\"%s fill=\"%s\" text-anchor=\"%s\">%s</text>\n",
		Num(x), Num(y), family, Num(size), weight, Color(col), anchor, esc.String()); err != nil && sw.err == nil {
		sw.err = err
	}
}

// Color formats col as SVG does: #rrggbb, or rgba() when not opaque.
func Color(c color.RGBA) string {
	if c.A == 255 {
		return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
	}
	return fmt.Sprintf("rgba(%d,%d,%d,%s)", c.R, c.G, c.B, Num(float64(c.A)/255))
}

// fonts embeds, as @font-face rules with the TrueType data inline, each
// font in used, so text looks the same as in PNG and PDF without the fonts
// installed.
func (sw *Writer) fonts(used []fonts.Font) {
	if len(used) == 0 {
		return
	}
	io.WriteString(sw.w, "<style>\n")
	for _, f := range fonts.All() {
		for _, u := range used {
			if u == f {
				fmt.Fprintf(sw.w, "@font-face{font-family:%s;src:url(data:font/ttf;base64,%s) format('truetype')}\n",
					f.Family(), base64.StdEncoding.EncodeToString(fonts.TTF(f)))
				break
			}
		}
	}
	io.WriteString(sw.w, "</style>\n")
}

// xmlComment returns s as the text of an XML comment can hold it: valid
// UTF-8, no control characters, no "--" and not ending in "-".
func xmlComment(s string) string {
	s = strings.Map(func(r rune) rune {
		if r == utf8.RuneError || (r < 0x20 && r != '\t' && r != '\n') || (r >= 0x7f && r < 0xa0) || r == 0xfffe || r == 0xffff {
			return -1
		}
		return r
	}, s)
	for strings.Contains(s, "--") {
		s = strings.ReplaceAll(s, "--", "- -")
	}
	return strings.TrimRight(s, "-")
}
