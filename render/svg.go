package render

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
	"github.com/mazekit/mazekit/internal/budget"
)

// SVGOptions control WriteSVG. The zero value draws 20 units per scene unit.
type SVGOptions struct {
	Scale float64 // output units (CSS px) per scene unit; 0 means 20
}

// WriteSVG writes s as a standalone SVG document. The viewBox is in scene
// units; width and height are scaled by opts.Scale. Consecutive path pieces
// painted with the same pen become one <path> element, and axis-aligned lines
// use the short H and V commands, which keeps big mazes small.
func WriteSVG(w io.Writer, s *Scene, opts *SVGOptions) error {
	scale := 20.0
	if opts != nil && opts.Scale > 0 {
		scale = opts.Scale
	}
	sw := &svgWriter{w: bufio.NewWriterSize(w, 1<<16), scale: scale}
	fmt.Fprintf(sw.w, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
	if s.Comment != "" {
		fmt.Fprintf(sw.w, "<!-- %s -->\n", xmlComment(s.Comment))
	}
	fmt.Fprintf(sw.w, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %s %s\" width=\"%s\" height=\"%s\">\n",
		fnum(s.W), fnum(s.H), fnum(s.W*scale), fnum(s.H*scale))
	writeSVGFonts(sw.w, s)
	if s.Background.A != 0 {
		fmt.Fprintf(sw.w, "<rect width=\"%s\" height=\"%s\" fill=\"%s\"/>\n", fnum(s.W), fnum(s.H), svgColor(s.Background))
	}
	s.Replay(sw)
	fmt.Fprintf(sw.w, "</svg>\n")
	if sw.err != nil {
		return sw.err
	}
	return sw.w.Flush()
}

type svgWriter struct {
	w      *bufio.Writer
	scale  float64
	d      []byte // path data being built
	cx, cy float64
	err    error
}

var _ Canvas = (*svgWriter)(nil)

func fnum(v float64) string {
	s := strconv.FormatFloat(float64(int64(v*1000+copysign(0.5, v)))/1000, 'f', -1, 64)
	if s == "-0" {
		return "0"
	}
	return s
}

func (sw *svgWriter) appendNum(v float64) {
	v = float64(int64(v*1000+copysign(0.5, v))) / 1000
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

func (sw *svgWriter) MoveTo(x, y float64) {
	sw.d = append(sw.d, 'M')
	sw.appendNum(x)
	sw.appendNum(y)
	sw.cx, sw.cy = x, y
}

func (sw *svgWriter) LineTo(x, y float64) {
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

func (sw *svgWriter) CubeTo(x1, y1, x2, y2, x, y float64) {
	sw.d = append(sw.d, 'C')
	for _, v := range []float64{x1, y1, x2, y2, x, y} {
		sw.appendNum(v)
	}
	sw.cx, sw.cy = x, y
}

func (sw *svgWriter) ClosePath() { sw.d = append(sw.d, 'Z') }

func (sw *svgWriter) flushPath(attrs string) {
	if sw.err != nil {
		sw.d = sw.d[:0]
		return
	}
	if _, err := fmt.Fprintf(sw.w, "<path d=\"%s\" %s/>\n", sw.d, attrs); err != nil {
		sw.err = err
	}
	sw.d = sw.d[:0]
}

func (sw *svgWriter) Stroke(p Pen) {
	width := p.Width
	if p.Fixed {
		width /= sw.scale
	}
	attrs := fmt.Sprintf("fill=\"none\" stroke=\"%s\" stroke-width=\"%s\" stroke-linecap=\"%s\" stroke-linejoin=\"round\"", svgColor(p.Color), fnum(width), p.Cap)
	if p.Dash > 0 {
		d := p.Dash
		if p.Fixed {
			d /= sw.scale
		}
		attrs += fmt.Sprintf(" stroke-dasharray=\"%s\"", fnum(d))
	}
	sw.flushPath(attrs)
}

func (sw *svgWriter) Fill(c color.RGBA) { sw.flushPath(fmt.Sprintf("fill=\"%s\"", svgColor(c))) }

func (sw *svgWriter) Text(x, y float64, s string, t TextStyle) {
	size := t.Size
	if t.Fixed {
		size /= sw.scale
	}
	anchor := [...]string{"start", "middle", "end"}[t.Align]
	weight := "" // the embedded bold face is its own family
	var esc strings.Builder
	for _, r := range fonts.Drawable(t.Font, s) {
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
	if t.Rotate != 0 {
		weight += fmt.Sprintf(" transform=\"rotate(%s %s %s)\"", fnum(t.Rotate), fnum(x), fnum(y))
	}
	if _, err := fmt.Fprintf(sw.w, "<text x=\"%s\" y=\"%s\" font-family=\"%s\" font-size=\"%s\"%s fill=\"%s\" text-anchor=\"%s\">%s</text>\n",
		fnum(x), fnum(y), t.Font.SVGFamily(), fnum(size), weight, svgColor(t.Color), anchor, esc.String()); err != nil && sw.err == nil {
		sw.err = err
	}
}

func svgColor(c color.RGBA) string {
	if c.A == 255 {
		return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
	}
	return fmt.Sprintf("rgba(%d,%d,%d,%s)", c.R, c.G, c.B, fnum(float64(c.A)/255))
}

// writeSVGFonts embeds, as @font-face rules with the TrueType data inline,
// each font the scene's text uses, so text looks the same as in PNG and PDF
// without the fonts installed.
func writeSVGFonts(w io.Writer, s *Scene) {
	used := map[fonts.Font]bool{}
	var add func(s *Scene)
	add = func(s *Scene) {
		for _, t := range s.texts {
			used[t.t.Font] = true
		}
		for _, sub := range s.subs {
			add(sub)
		}
	}
	add(s)
	if len(used) == 0 {
		return
	}
	io.WriteString(w, "<style>\n")
	for _, f := range fonts.All() {
		if used[f] {
			fmt.Fprintf(w, "@font-face{font-family:%s;src:url(data:font/ttf;base64,%s) format('truetype')}\n",
				f.Family(), base64.StdEncoding.EncodeToString(fonts.TTF(f)))
		}
	}
	io.WriteString(w, "</style>\n")
}

func init() {
	RegisterFormat(Format{Name: "svg", Summary: "picture (SVG, vector)", MIME: "image/svg+xml", Draws: true,
		Cost: Cost(budget.SVG),
		Encode: func(w io.Writer, src *Source) error {
			s, err := src.Drawing()
			if err != nil {
				return err
			}
			o, _ := OptionOf[*SVGOptions](src)
			return WriteSVG(w, s, o)
		}})
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
