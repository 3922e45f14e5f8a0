package topology

import (
	"fmt"
	"math"
	"slices"
	"sort"

	"github.com/mazekit/mazekit/param"
)

// Mesh is the "triangles" layout of a planar grid: the cells are the
// triangles of the Delaunay triangulation of random sites, with sites on the
// rectangle's corners and sides so that the triangles tile the rectangle.
// Neighbouring triangles share a side, which is their wall; sides on the
// rectangle are the border. The triangles are read off the Voronoi diagram
// (every Voronoi vertex joins the regions of a Delaunay triangle's three
// sites), computed on a wider rectangle so that triangles whose circumcentre
// lies just outside are found too; the summed triangle area is checked
// against the rectangle.
type Mesh struct {
	spec Spec
	w, h float64
	pts  []Point
	tris [][3]int32
	adjList
	walls  []Segment
	border [][]Segment
}

var _ Grid = (*Mesh)(nil)

// NewMesh builds the triangle layout: about s.Cells triangles in s.Width ×
// s.Height.
func NewMesh(s Spec) (*Mesh, error) {
	w, h := float64(s.Width), float64(s.Height)
	if s.Width < 1 || s.Height < 1 || s.Width > 100000 || s.Height > 100000 {
		return nil, fmt.Errorf("topology: planar: %w", param.Errorf("size", fmt.Sprintf("%dx%d", s.Width, s.Height), "width and height must be between 1 and 100000"))
	}
	if s.Cells == 0 {
		s.Cells = s.Width * s.Height
	}
	if s.Cells < 2 || s.Cells > MaxPlanarCells {
		return nil, fmt.Errorf("topology: planar: %w", param.Errorf("cells", s.Cells, "want between 2 and %d", MaxPlanarCells))
	}
	inner := max(1, s.Cells/2)
	pts := blueNoise(inner, w, h, NewLayoutRand(s.Seed))
	// Sites along the sides, about one spacing apart, corners included.
	sp := math.Sqrt(w * h / float64(inner))
	side := func(l float64) int { return max(1, int(math.Round(l/sp))) }
	nx, ny := side(w), side(h)
	for i := 0; i <= nx; i++ {
		x := w * float64(i) / float64(nx)
		pts = append(pts, Point{x, 0}, Point{x, h})
	}
	for j := 1; j < ny; j++ {
		y := h * float64(j) / float64(ny)
		pts = append(pts, Point{0, y}, Point{w, y})
	}
	// Keep sites a little off the sides they are near, except those placed on
	// them, so that no interior site sits on the hull.
	for i := 0; i < inner; i++ {
		p := &pts[i]
		p.X = math.Min(math.Max(p.X, sp*0.25), w-sp*0.25)
		p.Y = math.Min(math.Max(p.Y, sp*0.25), h-sp*0.25)
	}
	// Voronoi regions on a wider frame, shifted so it starts at 0.
	m := 6 * sp
	shifted := make([]Point, len(pts))
	for i, p := range pts {
		shifted[i] = Point{p.X + m, p.Y + m}
	}
	vor, err := newPlanarFrom(shifted, w+2*m, h+2*m, true, false, 0, newStopper(s.Stop))
	if err != nil {
		return nil, err
	}
	if len(vor.sites) != len(pts) {
		return nil, fmt.Errorf("topology: duplicate sites in the triangle layout")
	}
	s.Stop = nil
	seen := map[[3]int32]bool{}
	g := &Mesh{spec: s, w: w, h: h, pts: pts}
	addTri := func(t [3]int32) {
		sort.Slice(t[:], func(i, j int) bool { return t[i] < t[j] })
		if seen[t] {
			return
		}
		seen[t] = true
		// Counter-clockwise (y down: positive cross product means clockwise on screen).
		p0, p1, p2 := pts[t[0]], pts[t[1]], pts[t[2]]
		cr := (p1.X-p0.X)*(p2.Y-p0.Y) - (p1.Y-p0.Y)*(p2.X-p0.X)
		if math.Abs(cr) < 1e-12*w*h {
			return // collinear sites on a side
		}
		if cr < 0 {
			t[1], t[2] = t[2], t[1]
		}
		g.tris = append(g.tris, t)
	}
	tol := 2e-9 * math.Max(w+2*m, h+2*m) // twice the side newPlanarFrom drops
	var ring []int32
	for c := 0; c < len(pts); c++ {
		lo, hi := vor.polyOff[c], vor.polyOff[c+1]
		for v := lo; v < hi; v++ {
			prev := v - 1
			if v == lo {
				prev = hi - 1
			}
			a, b := vor.side[prev], vor.side[v]
			if a < 0 || b < 0 || a == b {
				continue
			}
			if vor.sideTowards(a, b) >= 0 {
				addTri([3]int32{int32(c), a, b})
				continue
			}
			// Four or more sites on one circle: their cells meet at one
			// corner, and their triangles are a fan of the polygon they
			// make, not the triangles of each with the two beside it.
			ring = vor.cellsAt(int32(c), vor.verts[v], tol, ring[:0])
			if len(ring) < 4 {
				continue
			}
			first := 0
			for k, x := range ring {
				if x < ring[first] {
					first = k
				}
			}
			for k := 1; k+1 < len(ring); k++ {
				addTri([3]int32{ring[first], ring[(first+k)%len(ring)], ring[(first+k+1)%len(ring)]})
			}
		}
	}
	sort.Slice(g.tris, func(i, j int) bool {
		a, b := g.tris[i], g.tris[j]
		ca, cb := centroid3(pts, a), centroid3(pts, b)
		if ca.Y != cb.Y {
			return ca.Y < cb.Y
		}
		return ca.X < cb.X
	})
	area := 0.0
	for _, t := range g.tris {
		p0, p1, p2 := pts[t[0]], pts[t[1]], pts[t[2]]
		area += ((p1.X-p0.X)*(p2.Y-p0.Y) - (p1.Y-p0.Y)*(p2.X-p0.X)) / 2
	}
	if math.Abs(area-w*h) > 1e-9*w*h {
		return nil, fmt.Errorf("topology: triangle layout covers %.6f of %.6f (degenerate sites)", area, w*h)
	}
	// Neighbours across shared sides.
	type key struct{ a, b int32 }
	owner := map[key]int32{}
	g.border = make([][]Segment, len(g.tris))
	for ti, t := range g.tris {
		for k := 0; k < 3; k++ {
			a, b := t[k], t[(k+1)%3]
			kk := key{min(a, b), max(a, b)}
			if o, ok := owner[kk]; ok {
				g.addEdge(o, int32(ti))
				g.walls = append(g.walls, Segment{A: pts[a], B: pts[b]})
				delete(owner, kk)
				continue
			}
			owner[kk] = int32(ti)
		}
	}
	for ti, t := range g.tris {
		for k := 0; k < 3; k++ {
			a, b := t[k], t[(k+1)%3]
			if o, ok := owner[key{min(a, b), max(a, b)}]; ok && o == int32(ti) {
				g.border[ti] = append(g.border[ti], Segment{A: pts[a], B: pts[b]})
			}
		}
	}
	g.build(len(g.tris))
	return g, nil
}

func centroid3(p []Point, t [3]int32) Point {
	return Point{(p[t[0]].X + p[t[1]].X + p[t[2]].X) / 3, (p[t[0]].Y + p[t[1]].Y + p[t[2]].Y) / 3}
}

// Spec implements Grid.
func (g *Mesh) Spec() Spec { return g.spec }

// NumCells implements Graph.
func (g *Mesh) NumCells() int { return len(g.tris) }

// Bounds implements Geometry.
func (g *Mesh) Bounds() Box { return Box{Max: Point{g.w, g.h}} }

// Center implements Geometry (the centroid).
func (g *Mesh) Center(c int) Point { return centroid3(g.pts, g.tris[c]) }

// Outline implements Geometry.
func (g *Mesh) Outline(c int, buf []Point) []Point {
	t := g.tris[c]
	return append(buf, g.pts[t[0]], g.pts[t[1]], g.pts[t[2]])
}

// Wall implements Geometry.
func (g *Mesh) Wall(e int) Segment { return g.walls[e] }

// Border implements Geometry.
func (g *Mesh) Border(c int, buf []Segment) []Segment { return append(buf, g.border[c]...) }

// cellsAt returns in buf the cells of g with a corner within tol of p,
// found from cell c across the sides that end there, in order of their
// sites' angle around p.
func (g *Planar) cellsAt(c int32, p Point, tol float64, buf []int32) []int32 {
	buf = append(buf, c)
	for k := 0; k < len(buf); k++ {
		x := buf[k]
		lo, hi := g.polyOff[x], g.polyOff[x+1]
		for v := lo; v < hi; v++ {
			if dist2(g.verts[v], p) > tol*tol {
				continue
			}
			prev := v - 1
			if v == lo {
				prev = hi - 1
			}
			for _, j := range [2]int32{g.side[prev], g.side[v]} {
				if j >= 0 && !slices.Contains(buf, j) {
					buf = append(buf, j)
				}
			}
		}
	}
	angle := func(j int32) float64 { return math.Atan2(g.sites[j].Y-p.Y, g.sites[j].X-p.X) }
	slices.SortFunc(buf, func(a, b int32) int {
		if x, y := angle(a), angle(b); x != y {
			if x < y {
				return -1
			}
			return 1
		}
		return int(a - b)
	})
	return buf
}
