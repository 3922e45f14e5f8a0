// Laser cutting: the walls as closed outlines of a chosen thickness.

package fab

import (
	"fmt"
	"io"
	"strconv"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// LaserOptions control the laser outputs (DXF and SVG), in millimetres.
// The zero value means 10 mm cells, 2 mm walls, no kerf, arcs within
// 0.05 mm, islands reported but not bridged.
type LaserOptions struct {
	CellMM        float64 // millimetres per cell; 0 means 10
	WallThickness float64 // 0 means 2
	// Kerf is the width the beam burns away: outlines move out by half of
	// it so the pieces keep their size.
	Kerf      float64
	Tolerance float64 // largest gap between an arc and its chords; 0 means 0.05
	// Bridge joins every free-standing wall (island) to the rest by
	// closing one passage next to it that no route depends on.
	Bridge bool
	// Log, if set, receives the report (LaserReport.String) as a line.
	Log io.Writer
}

// FormatOption marks *LaserOptions as the laser formats' (dxf, lasersvg) settings.
func (*LaserOptions) FormatOption() {}

func init() {
	render.RegisterFormat(render.Format{Name: "dxf", Summary: "laser cutting outlines of the walls (DXF, mm)",
		MIME: "image/vnd.dxf", Machine: render.Cutter, Cost: render.Cost(budget.Laser),
		Encode: func(w io.Writer, src *render.Source) error { return laserEncode(w, src, WriteDXF) }})
}

// laserEncode writes src's maze with a laser writer and logs the report.
func laserEncode(w io.Writer, src *render.Source, write func(io.Writer, *maze.Maze, *LaserOptions) (LaserReport, error)) error {
	if src.Maze == nil {
		return fmt.Errorf("fab: laser output needs a maze")
	}
	o, _ := render.OptionOf[*LaserOptions](src)
	rep, err := write(w, src.Maze, o)
	if err == nil && o != nil && o.Log != nil {
		fmt.Fprintln(o.Log, rep)
	}
	return err
}

// LaserReport says what a laser file holds: the closed outlines, the
// islands (groups of walls touching neither the border nor each other,
// which fall out when cut), and how many of them were bridged.
type LaserReport struct {
	Outlines, Islands, Bridged int
}

// String returns the report as one line.
func (r LaserReport) String() string {
	s := fmt.Sprintf("laser: %d outlines, %d islands", r.Outlines, r.Islands)
	if r.Bridged > 0 {
		s += fmt.Sprintf(", %d bridged by closing a passage", r.Bridged)
	}
	return s
}

// planLaser returns the outlines in millimetres (Y down), the page size
// and the report.
func planLaser(m *maze.Maze, o *LaserOptions) ([][]topology.Point, float64, float64, LaserReport, error) {
	var z LaserOptions
	if o != nil {
		z = *o
	}
	def := func(v, d float64) float64 {
		if v == 0 {
			return d
		}
		return v
	}
	cell, thick, tol := def(z.CellMM, 10), def(z.WallThickness, 2), def(z.Tolerance, 0.05)
	var rep LaserReport
	for _, v := range []struct {
		n string
		v float64
	}{{"cell size", cell}, {"wall thickness", thick}, {"tolerance", tol}} {
		if !(v.v > 0) || v.v > 1e5 {
			return nil, 0, 0, rep, fmt.Errorf("fab: laser %s %v: must be a positive number of millimetres", v.n, v.v)
		}
	}
	if !(z.Kerf >= 0) || z.Kerf >= thick {
		return nil, 0, 0, rep, fmt.Errorf("fab: laser kerf %v mm: must be at least 0 and less than the wall thickness", z.Kerf)
	}
	islands := wallIslands(m)
	rep.Islands = len(islands)
	if z.Bridge && len(islands) > 0 {
		m = m.Clone()
		rep.Bridged = bridgeIslands(m)
	}
	f, err := buildFab(m, (thick+z.Kerf)/2/cell, tol/cell)
	if err != nil {
		if err == errThick {
			return nil, 0, 0, rep, fmt.Errorf("fab: laser: %w", param.Errorf("wall-thickness", thick, "too thick for %v mm cells of this grid: give thinner walls or larger cells (cell-mm)", cell))
		}
		return nil, 0, 0, rep, fmt.Errorf("fab: laser: %w", err)
	}
	b := m.Grid.Bounds()
	mg := thick + z.Kerf
	var out [][]topology.Point
	for _, l := range f.boundary(func(p *fabPiece) bool { return p.level == levelWall }) {
		pts := make([]topology.Point, 0, len(l)+1)
		for _, p := range l {
			q := f.pts[p]
			pts = append(pts, topology.Point{X: (q.X-b.Min.X)*cell + mg, Y: (q.Y-b.Min.Y)*cell + mg})
		}
		pts = append(pts, pts[0])
		out = append(out, dropCollinear(pts))
	}
	rep.Outlines = len(out)
	return out, b.Dx()*cell + 2*mg, b.Dy()*cell + 2*mg, rep, nil
}

// wallGroups returns, for every standing wall, the number of its connected
// group of walls, and which groups touch the border.
func wallGroups(m *maze.Maze) (ws []render.Wall, ends [][2]int32, root func(int32) int32) {
	ws = render.Walls(m)
	pi := newPointIndex(len(ws))
	ends = make([][2]int32, len(ws))
	for i, w := range ws {
		ends[i] = [2]int32{pi.id(w.Seg.A), pi.id(w.Seg.B)}
	}
	parent := make([]int32, len(pi.pts))
	for i := range parent {
		parent[i] = int32(i)
	}
	root = func(x int32) int32 {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	for i, w := range ws {
		if w.Standing {
			a, b := root(ends[i][0]), root(ends[i][1])
			if a != b {
				parent[max(a, b)] = min(a, b)
			}
		}
	}
	return ws, ends, root
}

// wallIslands returns the groups of standing walls that do not touch the
// border, by the smallest point number of each.
func wallIslands(m *maze.Maze) []int32 {
	ws, ends, root := wallGroups(m)
	border := map[int32]bool{}
	for i, w := range ws {
		if w.Edge < 0 {
			border[root(ends[i][0])] = true
			border[root(ends[i][1])] = true
		}
	}
	seen := map[int32]bool{}
	var out []int32
	for i, w := range ws {
		if r := root(ends[i][0]); w.Standing && !border[r] && !seen[r] {
			seen[r] = true
			out = append(out, r)
		}
	}
	return out
}

// bridgeIslands closes, for each island, the first passage (in edge order)
// whose wall would join it to another group, if every cell stays reachable.
// It returns the number of islands joined.
func bridgeIslands(m *maze.Maze) int {
	n := 0
	for {
		islands := wallIslands(m)
		if len(islands) == 0 {
			return n
		}
		ws, ends, root := wallGroups(m)
		isl := map[int32]bool{}
		for _, r := range islands {
			isl[r] = true
		}
		walled := map[int32]bool{} // groups with a standing wall, not lone points
		for i, w := range ws {
			if w.Standing {
				walled[root(ends[i][0])] = true
			}
		}
		done := false
		for i, w := range ws {
			if w.Standing || w.Edge < 0 {
				continue
			}
			ra, rb := root(ends[i][0]), root(ends[i][1])
			if ra == rb || !walled[ra] || !walled[rb] || !(isl[ra] || isl[rb]) {
				continue
			}
			m.Close(w.Edge)
			if reachable(m) {
				n++
				done = true
				break
			}
			m.Open(w.Edge)
		}
		if !done {
			return n
		}
	}
}

func reachable(m *maze.Maze) bool {
	for _, d := range maze.Distances(m, 0) {
		if d == maze.Unreachable {
			return false
		}
	}
	return true
}

// WriteDXF writes the wall outlines of m as closed polylines in a DXF
// drawing in millimetres (Y up), for laser cutters.
func WriteDXF(w io.Writer, m *maze.Maze, o *LaserOptions) (LaserReport, error) {
	loops, _, h, rep, err := planLaser(m, o)
	if err != nil {
		return rep, err
	}
	ew := &errWriter{w: w}
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', 4, 64) }
	ew.printf("0\nSECTION\n2\nHEADER\n9\n$INSUNITS\n70\n4\n0\nENDSEC\n0\nSECTION\n2\nENTITIES\n")
	for _, l := range loops {
		ew.printf("0\nPOLYLINE\n8\nWALLS\n66\n1\n70\n1\n10\n0\n20\n0\n30\n0\n")
		for _, p := range l[:len(l)-1] {
			ew.printf("0\nVERTEX\n8\nWALLS\n10\n%s\n20\n%s\n30\n0\n", f(p.X), f(h-p.Y))
		}
		ew.printf("0\nSEQEND\n8\nWALLS\n")
	}
	ew.printf("0\nENDSEC\n0\nEOF\n")
	return rep, ew.err
}
