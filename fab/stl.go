// Binary STL output: the maze's walls standing on a base plate, for 3D printing.

package fab

import (
	"fmt"
	"io"
	"math"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// STLOptions size a printed maze, in millimetres; a zero field takes its
// default, a negative one is an error. The zero value means
// 10 mm cells, walls 1.6 mm thick and 8 mm tall on a 2 mm base, arcs cut
// into facets within 0.05 mm, no tactile marks.
type STLOptions struct {
	CellMM        float64 // millimetres per cell (scene unit); 0 means 10
	WallHeight    float64 // height of the walls above the base; 0 means 8
	Base          float64 // thickness of the base plate (the parameter "plate" in errors); 0 means 2
	WallThickness float64 // 0 means 1.6
	Tolerance     float64 // largest gap between an arc and its facets; 0 means 0.05
	// Tactile raises marks that can be felt in the entrance cell (a solid
	// dot) and the exit cell (a ring), at 40% of the wall height.
	Tactile bool
}

func (o *STLOptions) values() (cell, height, base, thick, tol float64) {
	var z STLOptions
	if o != nil {
		z = *o
	}
	def := func(v, d float64) float64 {
		if v != 0 {
			return v
		}
		return d
	}
	return def(z.CellMM, 10), def(z.WallHeight, 8), def(z.Base, 2), def(z.WallThickness, 1.6), def(z.Tolerance, 0.05)
}

// FormatOption marks *STLOptions as the 3D-print formats' (stl, stlpng) settings.
func (*STLOptions) FormatOption() {}

func init() {
	render.RegisterFormat(render.Format{Name: "stl", Summary: "3D print (binary STL, mm): walls on a base plate",
		// Hexagons and curves make more facets a cell than squares.
		MIME: "model/stl", Machine: render.Printer, Cost: render.Cost{PerCell: budget.STL.PerCell * 1.3}, RectCost: render.Cost(budget.STL),
		Encode: func(w io.Writer, src *render.Source) error {
			if src.Maze == nil {
				return fmt.Errorf("fab: stl needs a maze")
			}
			o, _ := render.OptionOf[*STLOptions](src)
			if c, ok := src.Maze.Grid.(*topology.Cube); ok {
				cell, _, _, _, _ := o.values()
				return writeCubeSTL(w, src.Maze, c, cell)
			}
			return WriteSTL(w, src.Maze, o)
		}})
}

// MinMM and MaxMM bound the sizes of a fabricated maze, in millimetres
// (cells, walls, base): below MinMM a wall is finer than a printer's
// nozzle or a laser's kerf, and its faces collapse into triangles of no
// area, leaving the mesh open.
const (
	MinMM = 0.1
	MaxMM = 1e5
)

// maxSTLCells is the largest maze written as STL: 250 000 cells make a
// file of about 500 MB.
const maxSTLCells = 250_000

// buildSTL builds the closed mesh of m: every piece of the tiling (see
// buildFab) becomes a top face at its level and a bottom face, and every
// piece edge between different levels a vertical wall, cut at each level
// in between so that every edge of the mesh belongs to exactly two
// triangles.
func buildSTL(m *maze.Maze, o *STLOptions) (*triMesh, error) {
	cell, height, base, thick, tol := o.values()
	for _, v := range []struct {
		name string
		v    float64
	}{{"cell-mm", cell}, {"wall-height", height}, {"plate", base}, {"wall-thickness", thick}} {
		if err := param.Range(v.name, v.v, MinMM, MaxMM, "mm"); err != nil {
			return nil, fmt.Errorf("fab: stl: %w", err)
		}
	}
	if !(tol > 0) || math.IsInf(tol, 0) || tol > MaxMM {
		return nil, fmt.Errorf("fab: stl tolerance %v: must be a positive number of millimetres", tol)
	}
	if n := m.Grid.NumCells(); n > maxSTLCells {
		return nil, fmt.Errorf("fab: stl: the maze has %d cells; at most %d fit a printable file (about 2 kB a cell)", n, maxSTLCells)
	}
	if thick >= cell {
		return nil, fmt.Errorf("fab: stl: %w", param.Errorf("wall-thickness", thick, "must be less than the cell size, %v mm (cell-mm)", cell))
	}
	f, err := buildFab(m, thick/2/cell, tol/cell)
	if err != nil {
		if err == errThick {
			return nil, fmt.Errorf("fab: stl: %w", param.Errorf("wall-thickness", thick, "too thick for %v mm cells of this grid: give thinner walls or larger cells (cell-mm)", cell))
		}
		return nil, fmt.Errorf("fab: stl: %w", err)
	}
	tactile := o != nil && o.Tactile
	if tactile {
		f.addMark(m.Entrance, false)
		f.addMark(m.Exit, true)
	}
	z := [4]float64{0, base, base + 0.4*height, base + height}
	ranks := []uint8{levelBottom, levelFloor, levelWall}
	if tactile {
		ranks = []uint8{levelBottom, levelFloor, levelMark, levelWall}
	}
	b := m.Grid.Bounds()
	mesh := &triMesh{}
	vid := make([]int32, 4*len(f.pts)+4)
	for i := range vid {
		vid[i] = -1
	}
	at := func(p int32, lv uint8) int32 {
		k := int(p)*4 + int(lv)
		if vid[k] < 0 {
			q := f.pts[p]
			vid[k] = int32(len(mesh.v))
			mesh.v = append(mesh.v, [3]float64{(q.X - b.Min.X) * cell, (q.Y - b.Min.Y) * cell, z[lv]})
		}
		return vid[k]
	}
	tri := func(a, b, c int32) { mesh.t = append(mesh.t, [3]int32{a, b, c}) }
	// Top and bottom faces.
	for _, p := range f.pieces {
		n := len(p.poly)
		for k := 0; k < n; k++ {
			var h int32
			if p.hub >= 0 {
				h = p.hub
			} else {
				if k == 0 || k == n-1 {
					continue
				}
				h = p.poly[0]
			}
			a, c := p.poly[k], p.poly[(k+1)%n]
			tri(at(h, p.level), at(a, p.level), at(c, p.level))
			tri(at(h, levelBottom), at(c, levelBottom), at(a, levelBottom))
		}
	}
	// Vertical walls along edges between levels, from the higher side.
	other := map[[2]int32]uint8{} // directed edge → level of the piece on its left
	for _, p := range f.pieces {
		for k, a := range p.poly {
			other[[2]int32{a, p.poly[(k+1)%len(p.poly)]}] = p.level
		}
	}
	for _, p := range f.pieces {
		for k, a := range p.poly {
			c := p.poly[(k+1)%len(p.poly)]
			lo, ok := other[[2]int32{c, a}]
			if !ok {
				lo = levelBottom
			}
			if lo >= p.level {
				continue
			}
			for r := 0; r+1 < len(ranks); r++ {
				l0, l1 := ranks[r], ranks[r+1]
				if l0 < lo || l1 > p.level {
					continue
				}
				tri(at(a, l0), at(c, l0), at(c, l1))
				tri(at(a, l0), at(c, l1), at(a, l1))
			}
		}
	}
	// Y grows down in the scene and up in the printer: mirror, and turn
	// every triangle round so its normal still points out.
	h := b.Dy() * cell
	for i := range mesh.v {
		mesh.v[i][1] = h - mesh.v[i][1]
	}
	for i := range mesh.t {
		mesh.t[i][1], mesh.t[i][2] = mesh.t[i][2], mesh.t[i][1]
	}
	return mesh, nil
}

// addMark replaces the core of door d's cell by a floor ring and a raised
// mark: a solid dot, or with ring a raised ring around a floor dot.
func (f *fabModel) addMark(d maze.Door, ring bool) {
	if !d.Valid() {
		return
	}
	k := &f.pieces[f.kOf[d.Cell]]
	hub := f.pts[k.hub]
	scaled := func(s float64) []int32 {
		out := make([]int32, len(k.poly))
		for i, q := range k.poly {
			p := f.pts[q]
			out[i] = f.addPt(topology.Point{X: hub.X + (p.X-hub.X)*s, Y: hub.Y + (p.Y-hub.Y)*s})
		}
		return out
	}
	outer := k.poly
	mid := scaled(0.55)
	f.ringPieces(outer, mid, levelFloor)
	if !ring {
		*k = fabPiece{poly: mid, hub: k.hub, level: levelMark}
		return
	}
	inner := scaled(0.25)
	f.ringPieces(mid, inner, levelMark)
	*k = fabPiece{poly: inner, hub: k.hub, level: levelFloor}
}

// ringPieces adds the quads between two similar polygons, outer around inner.
func (f *fabModel) ringPieces(outer, inner []int32, lv uint8) {
	n := len(outer)
	for i := 0; i < n; i++ {
		j := (i + 1) % n
		f.pieces = append(f.pieces, fabPiece{poly: []int32{outer[i], outer[j], inner[j], inner[i]}, hub: -1, level: lv})
	}
}

// WriteSTL writes m as a binary STL in millimetres: the walls (closed edges
// and the border, with gaps at the doors) extruded on a base plate as one
// closed, manifold solid. It works on every grid kind; arcs are cut into
// flat facets. The file grows linearly with the number of cells.
func WriteSTL(w io.Writer, m *maze.Maze, o *STLOptions) error {
	mesh, err := buildSTL(m, o)
	if err != nil {
		return err
	}
	return mesh.writeSTL(w)
}
