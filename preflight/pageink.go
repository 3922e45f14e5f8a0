// pageInk: what a page draws, as the content reading finds it.

package preflight

import "math"

// pageInk is what a page's content draws.
type pageInk struct {
	bounds       [4]float64 // x0 y0 x1 y1 in default user space, of visible ink
	drawn        bool
	lines        bool    // whether anything is stroked
	thinnestLine float64 // effective stroke width, points (0 is a hairline)
	text         bool    // whether any text is shown
	smallestText float64 // effective text size, points, of text of any colour
	images       []imageUse
	// Colour spaces and transparency met, for PDF/X: the first few of each,
	// as a phrase naming where.
	colors       map[string]string // class ("rgb", "lab", "icc") → where first seen
	transparency []string
}

// imageUse is a raster image drawn on the page and its effective
// resolution: pixels per inch of the printed size, in its coarser direction.
type imageUse struct {
	name string // the object number or "inline"
	w, h int    // pixels
	ppi  float64
}

func (k *pageInk) add(x, y float64) {
	if !k.drawn {
		k.bounds = [4]float64{x, y, x, y}
		k.drawn = true
		return
	}
	k.bounds[0], k.bounds[1] = math.Min(k.bounds[0], x), math.Min(k.bounds[1], y)
	k.bounds[2], k.bounds[3] = math.Max(k.bounds[2], x), math.Max(k.bounds[3], y)
}

func (k *pageInk) line(w float64) {
	if !k.lines || w < k.thinnestLine {
		k.thinnestLine = w
	}
	k.lines = true
}

func (k *pageInk) color(class, where string) {
	if class == "" {
		return
	}
	if k.colors == nil {
		k.colors = map[string]string{}
	}
	if _, ok := k.colors[class]; !ok {
		k.colors[class] = where
	}
}

func (k *pageInk) transparent(where string) {
	if len(k.transparency) < 4 {
		k.transparency = append(k.transparency, where)
	}
}
