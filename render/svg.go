package render

import (
	"io"
	"slices"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/render/internal/svgw"
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
	sw := svgCanvas{svgw.New(w, s.W, s.H, scale, s.Comment, sceneFonts(s))}
	if s.Background.A != 0 {
		sw.Background(s.W, s.H, s.Background)
	}
	s.Replay(sw)
	return sw.Close()
}

// svgCanvas draws a scene through svgw.Writer.
type svgCanvas struct {
	*svgw.Writer
}

var _ Canvas = svgCanvas{}

func (c svgCanvas) Stroke(p Pen) { c.Writer.Stroke(p.Color, p.Width, p.Fixed, p.Cap.String(), p.Dash) }

func (c svgCanvas) Text(x, y float64, s string, t TextStyle) {
	anchor := [...]string{"start", "middle", "end"}[t.Align]
	c.Writer.Text(x, y, fonts.Drawable(t.Font, s), t.Font.SVGFamily(), t.Size, t.Fixed, t.Color, anchor, t.Rotate)
}

// sceneFonts returns the fonts the text of s and its placed scenes uses.
func sceneFonts(s *Scene) []fonts.Font {
	var used []fonts.Font
	var add func(s *Scene)
	add = func(s *Scene) {
		for _, t := range s.texts {
			if !slices.Contains(used, t.t.Font) {
				used = append(used, t.t.Font)
			}
		}
		for _, sub := range s.subs {
			add(sub)
		}
	}
	add(s)
	return used
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
