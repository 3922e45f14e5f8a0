// Planar grids whose cells vary in size over the rectangle: the sites are
// spaced by a function of the position, so a picture's tones can decide
// where the cells are small and the walls dense.

package topology

import (
	"fmt"
	"math"

	"github.com/mazekit/mazekit/param"
)

// MaxSpacingRatio bounds how much larger than its smallest spacing a
// spaced planar grid's sites may be apart.
const MaxSpacingRatio = 64

// NewPlanarSpaced builds a planar grid (see Planar) on a w×h rectangle
// whose sites are about spacing(p) apart near p: no two sites are closer
// than the spacing at the later one, and every point of the rectangle is
// within about twice the spacing of a site. spacing's values are clamped to
// [minSpacing, MaxSpacingRatio·minSpacing].
//
// The sites come from variable-radius Poisson-disk sampling (Bridson's
// algorithm, the disk at a candidate being the spacing there) drawn from
// NewLayoutRand(s.Seed); the grid records s as its Spec. The same s, w, h
// and spacing give the same grid. A rectangle that would take more than
// 4·MaxPlanarCells sites of the smallest spacing to fill, or whose sites come
// to more than MaxPlanarCells, is a *param.Error for "size".
func NewPlanarSpaced(s Spec, w, h float64, spacing func(Point) float64, minSpacing float64) (*Planar, error) {
	if !(w > 0 && h > 0 && w <= 100000 && h <= 100000) {
		return nil, fmt.Errorf("topology: planar: %w", param.Errorf("size", fmt.Sprintf("%gx%g", w, h), "width and height must be greater than 0 and at most 100000"))
	}
	if !(minSpacing > 0) || math.IsInf(minSpacing, 0) {
		return nil, fmt.Errorf("topology: planar: %w", param.Errorf("spacing", minSpacing, "must be greater than 0"))
	}
	// Buckets of side r/√2 hold at most one site each.
	cell := minSpacing / math.Sqrt2
	if w/cell*h/cell > 8*MaxPlanarCells {
		return nil, fmt.Errorf("topology: planar: %w", param.Errorf("size", fmt.Sprintf("%gx%g", w, h),
			"too large for cells %g apart; at most %.0f square units", minSpacing, 8*MaxPlanarCells*cell*cell))
	}
	maxSpacing := MaxSpacingRatio * minSpacing
	space := func(p Point) float64 {
		r := spacing(p)
		if !(r >= minSpacing) { // NaN too
			return minSpacing
		}
		return min(r, maxSpacing)
	}
	pts, err := poissonSpaced(w, h, cell, space, s.Seed)
	if err != nil {
		return nil, err
	}
	g, err := newPlanarFrom(pts, w, h, false, true, min(1, minSpacing), newStopper(s.Stop))
	if err != nil {
		return nil, err
	}
	s.Stop = nil
	s.Cells = len(g.sites)
	g.spec = s
	return g, nil
}

// poissonSpaced places sites on a w×h rectangle by Bridson's Poisson-disk
// sampling with a radius that varies: a candidate is kept when no site lies
// within space(candidate) of it. Buckets of side cell (at most the smallest
// radius over √2) hold one site each.
func poissonSpaced(w, h, cell float64, space func(Point) float64, seed uint64) ([]Point, error) {
	const tries = 24
	rng := NewLayoutRand(seed)
	nx, ny := max(1, int(math.Ceil(w/cell))), max(1, int(math.Ceil(h/cell)))
	grid := make([]int32, nx*ny)
	for i := range grid {
		grid[i] = -1
	}
	bucket := func(p Point) (int, int) {
		return min(nx-1, max(0, int(p.X/cell))), min(ny-1, max(0, int(p.Y/cell)))
	}
	var pts []Point
	var radius []float64
	free := func(q Point, r float64) bool {
		bx, by := bucket(q)
		k := int(math.Ceil(r / cell))
		r2 := r * r
		for y := max(0, by-k); y <= min(ny-1, by+k); y++ {
			row := grid[y*nx : (y+1)*nx]
			for x := max(0, bx-k); x <= min(nx-1, bx+k); x++ {
				if j := row[x]; j >= 0 && dist2(q, pts[j]) < r2 {
					return false
				}
			}
		}
		return true
	}
	add := func(p Point, r float64) error {
		if len(pts) >= MaxPlanarCells {
			return fmt.Errorf("topology: planar: %w", param.Errorf("size", fmt.Sprintf("%gx%g", w, h),
				"the cells come to more than %d; use a smaller size", MaxPlanarCells))
		}
		bx, by := bucket(p)
		grid[by*nx+bx] = int32(len(pts))
		pts = append(pts, p)
		radius = append(radius, r)
		return nil
	}
	first := Point{rng.Float64() * w, rng.Float64() * h}
	if err := add(first, space(first)); err != nil {
		return nil, err
	}
	active := []int32{0}
	for len(active) > 0 {
		a := rng.IntN(len(active))
		p, r := pts[active[a]], radius[active[a]]
		found := false
		for range tries {
			// Candidates in the annulus r..2r around p, uniform by area.
			d := r * math.Sqrt(1+3*rng.Float64())
			t := 2 * math.Pi * rng.Float64()
			q := Point{p.X + d*math.Cos(t), p.Y + d*math.Sin(t)}
			if !(q.X >= 0 && q.X < w && q.Y >= 0 && q.Y < h) {
				continue
			}
			rq := space(q)
			if !free(q, rq) {
				continue
			}
			if err := add(q, rq); err != nil {
				return nil, err
			}
			active = append(active, int32(len(pts)-1))
			found = true
			break
		}
		if !found {
			active[a] = active[len(active)-1]
			active = active[:len(active)-1]
		}
	}
	if len(pts) < 2 {
		// A rectangle smaller than its spacing: two sites still make a maze.
		pts = append(pts, Point{w - pts[0].X, h - pts[0].Y})
		if pts[1] == pts[0] {
			pts[1] = Point{0, 0}
		}
	}
	return pts, nil
}
