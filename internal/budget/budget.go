// Package budget estimates, from a command's parameters alone (cells,
// pixels), the memory the command will need, and refuses work over a limit
// before any of it is done: a size the machine cannot hold fails at once
// with one line, instead of after minutes of swapping.
//
// The estimates are linear models fitted to the peak resident memory
// measured for each kind of output (see the tests, which hold each model
// within a factor of two of the measured peak).
package budget

import (
	"fmt"
	"math"

	"github.com/mazekit/mazekit/internal/num"
)

// Default is the memory limit when none is given: 4 GB, well under what a
// desktop has, so a mistaken size never takes the machine down.
const Default = 4 << 30

// Base is the memory of the program itself: runtime, fonts, tables.
const Base = 10 << 20

// Cost is a linear memory model: Base + Fixed + PerCell×cells +
// PerPixel×pixels.
type Cost struct {
	PerCell  float64 // bytes per maze cell
	PerPixel float64 // bytes per output pixel
	Fixed    float64 // bytes on top of Base, whatever the size
}

// Costs by output, measured as peak resident memory (Linux, amd64).
var (
	// A picture drawn through the vector rasterizer (PNG of hex, tri,
	// polar, planar and masked grids; wallpapers): the recorded scene, the
	// rasterizer's path and an RGBA image.
	Raster = Cost{PerCell: 2000, PerPixel: 4}
	// A PNG of a rect grid, drawn by the fast paths (or the rasterizer when
	// a solution or shading is drawn).
	RectRaster = Cost{PerCell: 250, PerPixel: 4}
	// A PNG of a rect grid with nothing drawn over the walls: written row
	// by row without the picture in memory.
	RectStream = Cost{PerCell: 8}
	// SVG text: the scene and its formatting.
	SVG = Cost{PerCell: 400}
	// PDF: the scene and fpdf's content stream, compressed at the end.
	PDF = Cost{PerCell: 700}
	// JSON and text: the maze and its solution.
	Data = Cost{PerCell: 80}
	// An animation (GIF, APNG) at AnimCellPx pixels a cell: a frame
	// drawn through the rasterizer, the frame before it, the change
	// between them and the encoded file, per pixel of one frame.
	Anim = Cost{PerCell: 100, PerPixel: 20, Fixed: 6 << 20}
	// Laser outlines (DXF, laser SVG): the walls offset to outlines and
	// joined.
	Laser = Cost{PerCell: 2300}
	// A pen plot (plotter SVG and PNG, HPGL, G-code): the walls joined
	// into strokes and ordered.
	Plot = Cost{PerCell: 900}
	// A 3D-print mesh (STL): the wall outlines and their triangles.
	STL = Cost{PerCell: 6500}
	// A picture of the 3D-print mesh: the mesh and its shaded picture.
	STLView = Cost{PerCell: 5000, Fixed: 8 << 20}
)

// AnimCellPx is the size of a cell in an animation's frames, in pixels.
const AnimCellPx = 16

var ()

// Estimate returns the bytes c needs for cells cells and pixels pixels.
func (c Cost) Estimate(cells, pixels float64) int64 {
	v := Base + c.Fixed + c.PerCell*cells + c.PerPixel*pixels
	if v > math.MaxInt64/2 || math.IsNaN(v) {
		return math.MaxInt64 / 2
	}
	return int64(v)
}

// Error is work refused for its estimated memory.
type Error struct {
	Asked    string // what was asked, e.g. "--size 3000x3000 --cell 4 (9000000 cells, 12000x10400 pixels)"
	Estimate int64  // bytes
	Limit    int64  // bytes
}

// Error returns one line naming the size asked, the estimate and the limit.
func (e *Error) Error() string {
	return fmt.Sprintf("%s needs about %s of memory, over the limit of %s (raise it with --max-memory)", e.Asked, Size(e.Estimate), Size(e.Limit))
}

// Check returns an *Error when estimate exceeds limit.
func Check(asked string, estimate, limit int64) error {
	if estimate > limit {
		return &Error{Asked: asked, Estimate: estimate, Limit: limit}
	}
	return nil
}

// Size formats bytes for a message: "12.3 GB", "512 MB".
func Size(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%d MB", n>>20)
	}
	return fmt.Sprintf("%d KB", (n+1023)>>10)
}

// Parse reads a memory size: a number with an optional unit (K, M, G, T,
// with or without B; powers of 1024), e.g. "4G", "512MB", "1.5g".
func Parse(s string) (int64, error) {
	n, mul := s, 1.0
	for _, u := range []struct {
		suffix string
		m      float64
	}{{"tb", 1 << 40}, {"gb", 1 << 30}, {"mb", 1 << 20}, {"kb", 1 << 10}, {"t", 1 << 40}, {"g", 1 << 30}, {"m", 1 << 20}, {"k", 1 << 10}, {"b", 1}} {
		if len(s) > len(u.suffix) && equalFold(s[len(s)-len(u.suffix):], u.suffix) {
			n, mul = s[:len(s)-len(u.suffix)], u.m
			break
		}
	}
	v, err := num.ParseFloat(n)
	if err != nil || v*mul < 1 || v*mul > 1<<50 {
		return 0, fmt.Errorf("want a size such as 4G or 512M")
	}
	return int64(v * mul), nil
}

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range len(a) {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}
