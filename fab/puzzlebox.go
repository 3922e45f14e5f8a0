// A cylinder puzzle box for 3D printing: an inner cup with the maze cut
// into its outside, a sleeve with a nub that rides in the maze, and a lid.

package fab

import (
	"fmt"
	"math"
	"sort"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// BoxOptions size a cylinder puzzle box, in millimetres. Every field must
// be positive; BoxDefaults gives a 50 × 60 mm box.
type BoxOptions struct {
	Diameter  float64 // outside of the sleeve
	Height    float64 // the closed box, lid included
	Clearance float64 // the gap between parts that slide on each other
	Nozzle    float64 // the printer's nozzle: walls are at least four widths
}

// BoxDefaults returns the options of a 50 mm wide, 60 mm tall box with a
// 0.3 mm clearance for a 0.4 mm nozzle.
func BoxDefaults() BoxOptions {
	return BoxOptions{Diameter: 50, Height: 60, Clearance: 0.3, Nozzle: 0.4}
}

// BoxPlan is the geometry of a puzzle box, in millimetres and radians.
// Heights on the inner cup are from its base; the nub's from the sleeve's
// open end.
type BoxPlan struct {
	Columns, Rows int // maze cells round the cup and up it
	// Radii: the sleeve's outside and inside, the tops of the maze's walls,
	// the floor of its grooves, and the cup's bore.
	ROut, RSleeve, RWall, RFloor, RBore float64
	Depth                               float64 // of the grooves, and the nub's height
	Flange, Floor, Lid, Plug            float64 // thicknesses: the cup's flange and floor, the lid's disc and plug
	Pitch, Groove, Nub, Wall            float64 // along the axis: a cell, a groove, the nub, a wall
	// Angles: a cell, half a groove, half the nub.
	CellAngle, GrooveAngle, NubAngle float64
	Rim, InnerHeight, SleeveLength   float64
	Clearance                        float64
	// The detent: a ridge across the home pocket's floor that the nub
	// rides over into the closed position, standing Click into the nub's
	// way (the sleeve gives that much as it clicks), its crest at height
	// DetentZ and DetentHalf wide each side of it, with 45° sides.
	Click, DetentZ, DetentHalf float64
}

// PlanBox works out a box's geometry from its options, or says which
// option is out of range: the maze needs at least 3 cells round and 2 up.
func PlanBox(o BoxOptions) (BoxPlan, error) {
	var p BoxPlan
	c, nz := o.Clearance, o.Nozzle
	p.Clearance = c
	p.ROut = o.Diameter / 2
	p.RSleeve = p.ROut - max(1.6, 4*nz)
	p.RWall = p.RSleeve - c
	p.Depth = max(1.6, 3*nz)
	p.RFloor = p.RWall - p.Depth
	p.RBore = p.RFloor - max(1.6, 4*nz)
	p.Flange, p.Floor, p.Lid, p.Plug = 3, 2, 2, 3
	p.Nub = max(2.5, 6*nz)
	p.Groove = p.Nub + 2*c
	p.Wall = max(2.4, 6*nz)
	p.Pitch = p.Groove + p.Wall
	p.Columns = int(2 * math.Pi * p.RWall / p.Pitch)
	p.InnerHeight = o.Height - p.Lid - p.Plug - 1
	p.Rim = p.InnerHeight
	p.SleeveLength = o.Height - p.Lid - p.Flange
	if p.RBore < 3 || p.Columns < 3 {
		return p, fmt.Errorf("diameter %g mm: too narrow for a maze at this nozzle and clearance", o.Diameter)
	}
	// Rows-1 rows of maze, and below one cell of the last the home pocket,
	// the one place the nub reaches the closed position.
	p.Rows = int((p.Rim-p.Flange-2*p.Wall-p.Groove)/p.Pitch) + 1
	if p.Rows < 2 {
		return p, fmt.Errorf("height %g mm: too low for two rows of maze", o.Height)
	}
	p.CellAngle = 2 * math.Pi / float64(p.Columns)
	p.GrooveAngle = p.CellAngle * p.Groove / p.Pitch / 2
	p.NubAngle = p.GrooveAngle - c/p.RFloor
	p.Click = max(0.2, nz/2)
	p.DetentHalf = 0.3
	p.DetentZ = p.CellZ(p.Rows-1) + p.Nub/2 + c + p.DetentHalf + 0.1
	return p, nil
}

// CellZ returns the height of the middle of row y (0 at the top).
func (p BoxPlan) CellZ(y int) float64 {
	return p.Rim - p.Wall - p.Groove/2 - float64(y)*p.Pitch
}

// CellTheta returns the angle of the middle of column x.
func (p BoxPlan) CellTheta(x int) float64 { return (float64(x) + 0.5) * p.CellAngle }

// NubZ returns the height of the nub's middle above the sleeve's open end:
// level with the home pocket (row Rows-1) when the sleeve rests on the
// flange.
func (p BoxPlan) NubZ() float64 { return p.CellZ(p.Rows-1) - p.Flange }

// boxRect is a piece of groove (or the nub): angles t0..t1 (within
// [0, 2π]) and heights z0..z1.
type boxRect struct{ t0, t1, z0, z1 float64 }

// BoxMaze is a box's maze: grooves of a maze on a grid of Columns ×
// (Rows-1) cells whose sides join round the cup, entered from the rim
// above the entrance cell (in the top row), and a pocket a row deep below
// the home cell (in the maze's last row): the box closes only with the nub
// in that pocket, past the detent at its mouth.
type BoxMaze struct {
	Plan           BoxPlan
	Maze           *maze.Maze
	Entrance, Home int
	rects          [][]boxRect // by column they start in
}

// NewBoxMaze lays out the grooves of m, a maze on a grid of p.Columns ×
// (p.Rows-1) cells joined left to right (topology.Wrapped), from the
// top-row cell entrance to the last-row cell home and the pocket below it.
func NewBoxMaze(p BoxPlan, m *maze.Maze, entrance, home int) (*BoxMaze, error) {
	w, ok := m.Grid.(*topology.Wrapped)
	if !ok || w.NumCells() != p.Columns*(p.Rows-1) {
		return nil, fmt.Errorf("fab: a puzzle box needs a maze of %d×%d cells that wraps round", p.Columns, p.Rows-1)
	}
	if home < p.Columns*(p.Rows-2) || home >= w.NumCells() || entrance < 0 || entrance >= p.Columns {
		return nil, fmt.Errorf("fab: a puzzle box is entered in the top row and closed below the last")
	}
	b := &BoxMaze{Plan: p, Maze: m, Entrance: entrance, Home: home, rects: make([][]boxRect, p.Columns)}
	hg, ag := p.Groove/2, p.GrooveAngle
	add := func(x int, r boxRect) { b.rects[x] = append(b.rects[x], r) }
	for c := 0; c < w.NumCells(); c++ {
		x, y := c%p.Columns, c/p.Columns
		t, z := p.CellTheta(x), p.CellZ(y)
		add(x, boxRect{t - ag, t + ag, z - hg, z + hg})
	}
	for e := 0; e < w.NumEdges(); e++ {
		if !m.IsOpen(e) {
			continue
		}
		a, c := w.Ends(e)
		xa, ya, xc, yc := a%p.Columns, a/p.Columns, c%p.Columns, c/p.Columns
		if ya == yc { // round the cup: from a's middle to c's, the short way
			if (xa+1)%p.Columns != xc {
				xa, xc = xc, xa
			}
			t, z := p.CellTheta(xa), p.CellZ(ya)
			add(xa, boxRect{t, t + p.CellAngle, z - hg, z + hg})
			continue
		}
		t := p.CellTheta(xa)
		add(xa, boxRect{t - ag, t + ag, p.CellZ(max(ya, yc)), p.CellZ(min(ya, yc))})
	}
	x := entrance % p.Columns
	t := p.CellTheta(x)
	add(x, boxRect{t - ag, t + ag, p.CellZ(0), p.Rim + p.Depth + 1})
	x = home % p.Columns
	t = p.CellTheta(x)
	add(x, boxRect{t - ag, t + ag, p.CellZ(p.Rows-1) - hg, p.CellZ(p.Rows - 2)})
	return b, nil
}

// detent returns how far the detent raises the home pocket's floor at
// height z: its full height (the clearance and the click) over its crest,
// less along its 45° sides, nothing away from it.
func (p BoxPlan) detent(z float64) float64 {
	h := p.Clearance + p.Click
	d := math.Abs(z-p.DetentZ) - p.DetentHalf
	switch {
	case d <= 0:
		return h
	case d < h:
		return h - d
	}
	return 0
}

// inHome reports whether angle theta is across the home pocket.
func (b *BoxMaze) inHome(theta float64) bool {
	p := b.Plan
	t := p.CellTheta(b.Home % p.Columns)
	return math.Abs(math.Remainder(theta-t, 2*math.Pi)) <= p.GrooveAngle+1e-9
}

// GrooveDepth returns how deep the cup's surface is cut at angle theta and
// height z: the full depth in a groove, and above each groove a 45° slope
// back up to the wall's top, so the cup prints upright without supports;
// the detent's ridge stands up from the home pocket's floor.
func (b *BoxMaze) GrooveDepth(theta, z float64) float64 {
	d := b.grooveDepth(theta, z)
	if d > 0 && b.inHome(theta) {
		d = min(d, b.Plan.Depth-b.Plan.detent(z))
	}
	return d
}

// grooveDepth is GrooveDepth without the detent.
func (b *BoxMaze) grooveDepth(theta, z float64) float64 {
	p := b.Plan
	theta = math.Mod(theta, 2*math.Pi)
	if theta < 0 {
		theta += 2 * math.Pi
	}
	x := int(theta / p.CellAngle)
	d := 0.0
	for dx := -1; dx <= 1; dx++ {
		xx := (x + dx + p.Columns) % p.Columns
		for _, r := range b.rects[xx] {
			th := theta
			// Bring theta next to the rectangle's column.
			for th < r.t0-math.Pi {
				th += 2 * math.Pi
			}
			for th > r.t1+math.Pi {
				th -= 2 * math.Pi
			}
			if th < r.t0-1e-9 || th > r.t1+1e-9 {
				continue
			}
			switch {
			case z >= r.z0-1e-9 && z <= r.z1+1e-9:
				return p.Depth
			case z > r.z1 && z < r.z1+p.Depth:
				d = max(d, p.Depth-(z-r.z1))
			}
		}
	}
	return d
}

// NubHeight returns how far the sleeve's inside stands in at angle theta
// (the nub is at angle 0) and height z above its open end: the nub's full
// height on its face and a 45° slope above it, so the sleeve prints open
// end up without supports.
func (p BoxPlan) NubHeight(theta, z float64) float64 {
	theta = math.Remainder(theta, 2*math.Pi)
	if math.Abs(theta) > p.NubAngle {
		return 0
	}
	z0, z1 := p.NubZ()-p.Nub/2, p.NubZ()+p.Nub/2
	switch {
	case z >= z0 && z <= z1:
		return p.Depth
	case z > z1 && z < z1+p.Depth:
		return p.Depth - (z - z1)
	}
	return 0
}

// samples returns the sorted values of v (and of lo..hi every step at
// most), without repeats closer than 1e-6.
func samples(v []float64, lo, hi, step float64) []float64 {
	n := int(math.Ceil((hi - lo) / step))
	for i := 0; i <= n; i++ {
		v = append(v, lo+(hi-lo)*float64(i)/float64(n))
	}
	sort.Float64s(v)
	out := v[:0]
	for _, x := range v {
		if x < lo-1e-9 || x > hi+1e-9 {
			continue
		}
		if len(out) == 0 || x-out[len(out)-1] > 1e-6 {
			out = append(out, x)
		}
	}
	return out
}

// boxEps is how far outside a groove's or the nub's edge its side ends, in
// millimetres: the sides slope over this width, clear of the edge.
const boxEps = 0.02

// BoxTravel returns, for every cell of m (a box's maze on p), how far the
// nub travels to it from the rim above the top-row cell entrance, in
// millimetres along the middle of the grooves: down the entry groove, then
// a cell's width round the cup or a pitch up or down for each passage.
// The maze must be a tree (the way is then the only one).
func BoxTravel(p BoxPlan, m *maze.Maze, entrance int) []float64 {
	g := m.Grid
	r := p.RWall - p.Depth/2
	dist := make([]float64, g.NumCells())
	for i := range dist {
		dist[i] = -1
	}
	dist[entrance] = p.Rim - p.CellZ(0)
	queue := []int{entrance}
	var nbs []topology.Neighbor
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		nbs = g.Neighbors(c, nbs[:0])
		for _, nb := range nbs {
			if !m.IsOpen(nb.Edge) || dist[nb.Cell] >= 0 {
				continue
			}
			step := p.Pitch
			if nb.Cell/p.Columns == c/p.Columns {
				step = p.CellAngle * r
			}
			dist[nb.Cell] = dist[c] + step
			queue = append(queue, nb.Cell)
		}
	}
	return dist
}

// Travel returns how far the nub travels from the rim to the closed
// position (the home pocket) and to the cell of the maze farthest from
// the rim, in millimetres (see BoxTravel).
func (b *BoxMaze) Travel() (closing, longest float64) {
	d := BoxTravel(b.Plan, b.Maze, b.Entrance)
	for _, x := range d {
		longest = max(longest, x)
	}
	return d[b.Home] + b.Plan.Pitch, longest
}
