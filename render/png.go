package render

import (
	"fmt"
	"image"
	"image/color"
	"io"
	"math"
	"runtime"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/render/internal/raster"
	"github.com/mazekit/mazekit/topology"
)

// PNGOptions control WritePNG and the png format. The zero value draws 20
// pixels per scene unit.
type PNGOptions struct {
	// Scale is pixels per scene unit; 0 means 20. Ignored when Width or
	// Height is set.
	Scale float64
	// Width and Height, when set, give the exact image size; the scene is
	// scaled to fit and centred (both set), or scaled to the one given.
	Width, Height int
	// Crop, with Width and Height both set, keeps Scale (0 means 20) and
	// centres the picture on the image, cutting what does not fit, as
	// Crop does for scenes; square-grid mazes of a Source with a Style are
	// then drawn straight to pixels, a byte a pixel and no scene.
	Crop bool
	// NoFastPath forces the general rasterizer (for tests).
	NoFastPath bool
}

// maxPixels is the largest image WritePNG makes (about 24k×24k).
const maxPixels = 600_000_000

// pngGeometry returns the image size, the scale and the offset of the scene.
func pngGeometry(s *Scene, o *PNGOptions) (w, h int, scale, ox, oy float64, err error) {
	scale = 20
	if o != nil && o.Scale > 0 {
		scale = o.Scale
	}
	w, h = int(math.Ceil(s.W*scale-1e-9)), int(math.Ceil(s.H*scale-1e-9))
	if o != nil && (o.Width > 0 || o.Height > 0) {
		switch {
		case o.Width > 0 && o.Height > 0:
			scale = min(float64(o.Width)/s.W, float64(o.Height)/s.H)
			w, h = o.Width, o.Height
		case o.Width > 0:
			scale = float64(o.Width) / s.W
			w, h = o.Width, int(math.Round(s.H*scale))
		default:
			scale = float64(o.Height) / s.H
			w, h = int(math.Round(s.W*scale)), o.Height
		}
		ox, oy = (float64(w)-s.W*scale)/2, (float64(h)-s.H*scale)/2
	}
	if w < 1 || h < 1 || float64(w)*float64(h) > maxPixels {
		return 0, 0, 0, 0, 0, fmt.Errorf("render: image of %dx%d pixels is out of range (at most %d pixels)", w, h, maxPixels)
	}
	// Thin walls look crisp when their centre lines sit on pixel centres:
	// shift by half a pixel when the main pen is an odd number of pixels.
	if t := mainPenPixels(s, scale); t%2 == 1 {
		ox += 0.5
		oy += 0.5
	}
	return w, h, scale, ox, oy, nil
}

// penPixels returns the stroke width of p in whole pixels (at least 1).
func penPixels(p Pen, scale float64) int {
	w := p.Width
	if !p.Fixed {
		w *= scale
	}
	return max(1, int(math.Round(w)))
}

// mainPenPixels returns the pixel width of the scene's first pen, or 0.
func mainPenPixels(s *Scene, scale float64) int {
	if len(s.pens) == 0 {
		return 0
	}
	return penPixels(s.pens[0], scale)
}

// rasterPNG draws s into an image. Scenes of axis-aligned lines on whole
// pixels with one pen and no text (such as big square mazes) take a fast
// path that fills the walls straight into a two-colour paletted image;
// everything else goes through gg's anti-aliasing rasterizer.
func rasterPNG(s *Scene, o *PNGOptions) (image.Image, error) {
	w, h, scale, ox, oy, err := pngGeometry(s, o)
	if err != nil {
		return nil, err
	}
	if o == nil || !o.NoFastPath {
		if img, ok := fastRaster(s, w, h, scale, ox, oy); ok {
			return img, nil
		}
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fast := o == nil || !o.NoFastPath
	var at cursor
	if fast {
		at = s.fastPrefix(nil, scale, ox, oy, 0, 0)
	}
	// The background and the fast prefix go in bands of rows on every
	// core: each band replays the same calls clipped to its rows, so the
	// pixels do not depend on the bands.
	bandRows := max(64, (h+2*runtime.GOMAXPROCS(0)-1)/(2*runtime.GOMAXPROCS(0)))
	raster.InBands(h, bandRows, func(y0, y1 int) {
		if s.Background.A != 0 {
			raster.FillRect(img, 0, 0, w, h, s.Background, y0, y1)
		}
		if fast {
			s.fastPrefix(img, scale, ox, oy, y0, y1)
		}
	})
	if at.op < len(s.kinds) {
		gc := &ggCanvas{g: raster.NewGG(img, scale, ox, oy), scale: scale}
		s.drawBigStrokes(gc, img, at)
		if gc.err != nil {
			return nil, gc.err
		}
	}
	return img, nil
}

// fastPrefix draws the leading calls of s that need no anti-aliasing
// straight into img (see raster.Prefix) and returns where the general
// rasterizer must carry on. With img nil it only finds that point;
// otherwise it draws pixel rows [lo, hi) of img.
func (s *Scene) fastPrefix(img *image.RGBA, scale, ox, oy float64, lo, hi int) cursor {
	rec := &raster.Recording{Kinds: s.kinds, Coords: s.coords, Fills: s.colors, Pen: func(i int) raster.PenPixels {
		return fastPen(s.pens[i], scale)
	}}
	op, ci, pi, fi := raster.Prefix(img, rec, scale, ox, oy, lo, hi)
	return cursor{op: op, ci: ci, pi: pi, fi: fi}
}

// fastPen returns how the fast paths see p at scale pixels a unit.
func fastPen(p Pen, scale float64) raster.PenPixels {
	t := penPixels(p, scale)
	solid := !(p.Dash > 0) && p.Color.A == 255 && p.Cap != CapButt && (p.Cap != CapRound || t <= 2)
	return raster.PenPixels{Color: p.Color, T: t, Solid: solid}
}

// WritePNG encodes s as a PNG image, its comment in a text chunk. It is
// what the png format does with a Source that holds a scene.
func WritePNG(w io.Writer, s *Scene, o *PNGOptions) error {
	if ok, err := writePalettedPNG(w, s, o); ok {
		return err
	}
	if ok, err := writeTiledPNG(w, s, o); ok {
		return err
	}
	img, err := rasterPNG(s, o)
	if err != nil {
		return err
	}
	return raster.Encode(raster.TextWriter(w, "Comment", s.Comment), img)
}

// ggCanvas draws a scene through raster's anti-aliasing rasterizer, in
// pixels: scale pixels a scene unit, offset by ox, oy.
type ggCanvas struct {
	g     *raster.GG
	scale float64
	err   error
}

var _ Canvas = (*ggCanvas)(nil)

func (c *ggCanvas) MoveTo(x, y float64)                 { c.g.MoveTo(x, y) }
func (c *ggCanvas) LineTo(x, y float64)                 { c.g.LineTo(x, y) }
func (c *ggCanvas) CubeTo(x1, y1, x2, y2, x, y float64) { c.g.CubeTo(x1, y1, x2, y2, x, y) }
func (c *ggCanvas) ClosePath()                          { c.g.ClosePath() }
func (c *ggCanvas) Fill(col color.RGBA)                 { c.g.Fill(col) }

func (c *ggCanvas) Stroke(p Pen) {
	d := p.Dash
	if !p.Fixed {
		d *= c.scale
	}
	c.g.Stroke(p.Color, float64(penPixels(p, c.scale)), rasterCap(p.Cap), d)
}

func (c *ggCanvas) Text(x, y float64, s string, t TextStyle) {
	size := t.Size
	if !t.Fixed {
		size *= c.scale
	}
	face, err := fonts.Face(t.Font, size, 72)
	if err != nil {
		c.err = err
		return
	}
	c.g.Text(x, y, fonts.Drawable(t.Font, s), face, t.Color, t.Rotate, float64(t.Align)/2)
}

// rasterCap returns raster's name for a line cap.
func rasterCap(cp Cap) raster.Cap {
	switch cp {
	case CapButt:
		return raster.CapButt
	case CapSquare:
		return raster.CapSquare
	}
	return raster.CapRound
}

// fastRaster draws scenes made only of axis-aligned lines that fall on whole
// pixels with one pen whose ends reach past the line (square caps, or round
// caps up to two pixels wide, where the two look alike), straight into a
// paletted image. It reports false for any other scene.
func fastRaster(s *Scene, w, h int, scale, ox, oy float64) (image.Image, bool) {
	if len(s.pens) != 1 || len(s.colors) != 0 || len(s.texts) != 0 || s.Background.A != 255 || !raster.LinesOnly(s.kinds) {
		return nil, false
	}
	pen := fastPen(s.pens[0], scale)
	if !pen.Solid {
		return nil, false
	}
	return raster.AxisLines(w, h, s.coords, scale, ox, oy, pen.T, s.Background, pen.Color)
}

func init() {
	RegisterFormat(Format{Name: "png", Summary: "picture (PNG, anti-aliased)", MIME: "image/png", Draws: true, Raster: true, Streams: true,
		Cost: Cost(budget.Raster), RectCost: Cost(budget.RectRaster), RowCost: Cost(budget.RectStream), Encode: encodePNG})
}

// encodePNG is the png format: square-grid mazes of a Source with a Style
// (and streamed ones) go straight from the maze to pixels when that gives
// the scene's pixels; everything else is drawn from the scene by WritePNG.
func encodePNG(w io.Writer, src *Source) error {
	o, _ := OptionOf[*PNGOptions](src)
	if src.Stream != nil && src.Scene == nil && src.Maze == nil {
		cell := 20.0
		if o != nil && o.Scale > 0 {
			cell = o.Scale
		}
		return writeStreamPNG(raster.TextWriter(w, "Comment", src.Comment), src.Stream, src.Style, cell)
	}
	if o != nil && o.Crop && o.Width > 0 && o.Height > 0 {
		return writeCroppedPNG(w, src, o)
	}
	if src.Scene == nil && src.Maze != nil && src.Style != nil {
		if g, l, ok := directRect(src.Maze, src.Style, o); ok {
			return writeRectPNG(raster.TextWriter(w, "Comment", src.Comment), src.Maze, g, src.Style, l)
		}
	}
	s, err := src.Drawing()
	if err != nil {
		return err
	}
	return WritePNG(w, s, o)
}

// writeCroppedPNG writes src at o.Scale centred on an o.Width×o.Height
// image, cut to it (PNGOptions.Crop).
func writeCroppedPNG(w io.Writer, src *Source, o *PNGOptions) error {
	scale := 20.0
	if o.Scale > 0 {
		scale = o.Scale
	}
	if src.Scene == nil && src.Maze != nil && src.Style != nil && !o.NoFastPath {
		if _, ok := src.Maze.Grid.(*topology.Rect); ok {
			img, err := rasterRect(src.Maze, src.Style, o.Width, o.Height, scale)
			if err != nil {
				return err
			}
			return raster.Encode(raster.TextWriter(w, "Comment", src.Comment), img)
		}
	}
	s, err := src.Drawing()
	if err != nil {
		return err
	}
	frame := Crop(s, float64(o.Width)/scale, float64(o.Height)/scale)
	if src.Comment != "" {
		frame.Comment = src.Comment
	}
	return WritePNG(w, frame, &PNGOptions{Width: o.Width, Height: o.Height, NoFastPath: o.NoFastPath})
}
