// The classic forms of activity-book mazes: a goal in the middle, several
// starts of which one reaches the goal, and things to pick up on the way.

package maze

import (
	"cmp"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// Limits of the forms.
const (
	MinStarts = 2 // fewest labelled starts
	MaxStarts = 5 // most labelled starts
)

// Forms are the classic forms a maze may take besides an entrance and an
// exit. A Maze's Forms is nil for a plain maze.
//
// Invariants, which MakeForms establishes:
//   - Goal, when it is a cell (≥ 0), is where the way ends: the maze has no
//     exit door and Solve runs from the entrance to Goal.
//   - Starts, when there are any, are doors in the outer wall in label
//     order (A, B, …); Starts[Right] is the entrance and is the only one
//     whose passages lead to the goal: the open passages form a forest in
//     which the goal's tree holds that start alone and every other start
//     has a tree of its own.
//   - Items lie on the way (Solve), in the order the way meets them, never
//     on its first or last cell; Decoys lie off it.
type Forms struct {
	Goal   int    // the cell the way ends in, or -1 for the exit door
	Starts []Door // labelled starts, A first; nil for one entrance
	Right  int    // the index in Starts of the start that reaches the goal
	Items  []int  // cells holding a thing to pick up, along the way
	Decoys []int  // cells holding a thing off the way
}

// FormOptions choose the forms MakeForms gives a maze. The zero value asks
// for none.
type FormOptions struct {
	Centre  bool // the way ends in the middle cell instead of an exit door
	Starts  int  // labelled starts, MinStarts..MaxStarts; 0 or 1 for one entrance
	Collect int  // things to pick up on the way (and as many decoys off it)
}

// Zero reports whether o asks for no form.
func (o FormOptions) Zero() bool { return !o.Centre && o.Starts <= 1 && o.Collect == 0 }

// StartLabel returns the label of start i: A, B, C, …
func StartLabel(i int) string { return string(rune('A' + i)) }

// Check refuses, as a *param.Error naming the option ("goal", "starts" or
// "collect"), forms that g cannot take, before any carving: a goal in the
// middle of a grid that has none (one that wraps, has several floors or
// no outer wall), starts on a grid with no outer wall, counts out of range.
func (o FormOptions) Check(g topology.Grid) error {
	if o.Starts < 0 || o.Starts > MaxStarts {
		return param.Errorf("starts", o.Starts, "want %d to %d labelled starts (0 for one entrance)", MinStarts, MaxStarts)
	}
	if o.Collect < 0 {
		return param.Errorf("collect", o.Collect, "want 0 or more things to pick up")
	}
	if o.Collect > 0 && 2*o.Collect+2 > g.NumCells() {
		return param.Errorf("collect", o.Collect, "a way on %d cells holds at most %d", g.NumCells(), max(0, (g.NumCells()-2)/2))
	}
	kind := g.Spec().Kind
	if o.Centre {
		if _, err := CentreCell(g); err != nil {
			return err
		}
	}
	if o.Starts > 1 {
		_, terminals := g.(topology.Terminals)
		if px, py := periods(g); terminals || (px > 0 && py > 0) {
			return param.Errorf("starts", o.Starts, "a %s grid has no outer wall to put starts in", kind)
		}
	}
	return nil
}

// CentreCell returns the middle cell of g: the cell whose centre is
// nearest the middle of its bounds (the centre disc of a polar grid). A
// grid that has no middle (one that wraps, has several floors or no outer
// wall) is a *param.Error on "goal".
func CentreCell(g topology.Grid) (int, error) {
	kind := g.Spec().Kind
	if px, py := periods(g); px > 0 || py > 0 {
		return 0, param.Textf("goal", "centre", "a %s grid wraps round and has no middle; want exit", kind)
	}
	if _, ok := g.(topology.Terminals); ok {
		return 0, param.Textf("goal", "centre", "a %s grid has no middle; want exit", kind)
	}
	if f, ok := g.(topology.Floored); ok && f.Floors() > 1 {
		return 0, param.Textf("goal", "centre", "a %s grid has several floors and no one middle; want exit", kind)
	}
	b := g.Bounds()
	mid := topology.Point{X: (b.Min.X + b.Max.X) / 2, Y: (b.Min.Y + b.Max.Y) / 2}
	best, bestD := 0, math.Inf(1)
	for c := range g.NumCells() {
		p := g.Center(c)
		if d := math.Hypot(p.X-mid.X, p.Y-mid.Y); d < bestD-1e-9 {
			best, bestD = c, d
		}
	}
	return best, nil
}

// MakeForms gives the perfect maze m, its doors placed, the forms o asks
// for, drawing choices from rng; m.Forms is set unless o asks for none.
// With Centre the entrance moves to the border cell farthest along the
// passages from the middle cell and the exit goes; with Starts, passages
// are closed so that only the entrance's start reaches the goal. A maze
// too small for the forms is a *param.Error naming the option.
func MakeForms(m *Maze, o FormOptions, rng *rand.Rand) error {
	if o.Zero() {
		return nil
	}
	if err := o.Check(m.Grid); err != nil {
		return err
	}
	f := &Forms{Goal: -1}
	if o.Centre {
		goal, _ := CentreCell(m.Grid)
		dist := Distances(m, goal)
		border := BorderCells(m.Grid)
		far := farthestOf(dist, border, -1)
		if far < 0 || far == goal {
			return param.Textf("goal", "centre", "the grid is too small to have a middle apart from its border")
		}
		d, err := DoorAt(m.Grid, far)
		if err != nil {
			return err
		}
		m.Entrance, m.Exit = d, noDoor
		f.Goal = goal
	}
	if !m.Entrance.Valid() || (f.Goal < 0 && !m.Exit.Valid() && !hasTerminals(m)) {
		if o.Starts > 1 {
			return param.Errorf("starts", o.Starts, "the maze has no doors to start from")
		}
	}
	m.Forms = f
	if o.Starts > 1 {
		if err := makeStarts(m, o.Starts, rng); err != nil {
			m.Forms = nil
			return err
		}
	}
	if o.Collect > 0 {
		if err := makeItems(m, o.Collect, rng); err != nil {
			m.Forms = nil
			return err
		}
	}
	return nil
}

func hasTerminals(m *Maze) bool {
	_, ok := m.Grid.(topology.Terminals)
	return ok
}

// goalCell returns the cell the way ends in: the goal, the exit's cell or
// the grid's finish; -1 if there is none.
func goalCell(m *Maze) int {
	if m.Forms != nil && m.Forms.Goal >= 0 {
		return m.Forms.Goal
	}
	if m.Exit.Valid() {
		return m.Exit.Cell
	}
	if t, ok := m.Grid.(topology.Terminals); ok && !m.Entrance.Valid() {
		_, b := t.Terminals()
		return b
	}
	return -1
}

// startCell returns the cell the way starts in: the entrance's cell or the
// grid's start; -1 if there is none.
func startCell(m *Maze) int {
	if m.Entrance.Valid() {
		return m.Entrance.Cell
	}
	if t, ok := m.Grid.(topology.Terminals); ok && !m.Exit.Valid() {
		a, _ := t.Terminals()
		return a
	}
	return -1
}

// Ends returns the cells the way runs between: the start (the entrance,
// or the start a grid without outer wall names) and the goal (the middle
// cell of Forms, the exit, or the grid's finish); -1 where there is none.
func Ends(m *Maze) (start, goal int) { return startCell(m), goalCell(m) }

// makeStarts adds n-1 starts to the entrance and closes one passage on the
// way from each to the goal, in the part of that way no other start uses,
// so that each sits in a tree of its own.
func makeStarts(m *Maze, n int, rng *rand.Rand) error {
	g := m.Grid
	goal := goalCell(m)
	right := m.Entrance.Cell
	dist, parent := bfs(m, goal, true)
	// taken holds the cells on the way from a start to the goal.
	taken := make([]bool, g.NumCells())
	for c := right; ; c = int(parent[c]) {
		taken[c] = true
		if c == goal {
			break
		}
	}
	trunk := int(dist[right])
	// sub[c]: the cells of c's subtree, the tree hanging from the goal. A
	// start's own tree is the subtree below the passage closed, so the
	// start leads a child some way before its dead end.
	sub := make([]int, g.NumCells())
	order := make([]int, 0, g.NumCells())
	for c, d := range dist {
		if d != Unreachable {
			order = append(order, c)
		}
	}
	slices.SortFunc(order, func(a, b int) int { return cmp.Compare(dist[b], dist[a]) })
	for _, c := range order {
		sub[c]++
		if c != goal {
			sub[parent[c]] += sub[c]
		}
	}
	minTree := max(3, trunk/4)
	var buf []topology.Segment
	type cand struct {
		door Door
		p    topology.Point
		jit  float64
	}
	var cands []cand
	hull := OutlineHull(g)
	for _, c := range BorderCells(g) {
		if taken[c] || dist[c] == Unreachable || (m.Exit.Valid() && c == m.Exit.Cell) {
			continue
		}
		d, ok := doorAt(g, c, buf)
		if !ok || (hull != nil && hull.InPocket(DoorPoint(g, d))) {
			continue // no start in a notch of the outline: its letter would sit among walls
		}
		cands = append(cands, cand{door: d, p: DoorPoint(g, d), jit: 0.85 + 0.3*rng.Float64()})
	}
	starts := []Door{m.Entrance}
	points := []topology.Point{DoorPoint(g, m.Entrance)}
	if m.Exit.Valid() {
		points = append(points, DoorPoint(g, m.Exit))
	}
	used := make([]bool, len(cands))
	// run returns the cells from c up to the first taken cell, c first, and
	// that taken cell.
	run := func(c int) (cells []int, join int) {
		for !taken[c] {
			cells = append(cells, c)
			c = int(parent[c])
		}
		return cells, c
	}
	for len(starts) < n {
		best, bestScore := -1, -1.0
		for _, need := range []int{minTree, 2, 1} {
			for i, cd := range cands {
				if used[i] || taken[cd.door.Cell] {
					continue
				}
				cells, _ := run(cd.door.Cell)
				if len(cells) == 0 || sub[cells[len(cells)-1]] < need {
					continue
				}
				near := math.Inf(1)
				for _, p := range points {
					near = min(near, math.Hypot(cd.p.X-p.X, cd.p.Y-p.Y))
				}
				if s := near * cd.jit; s > bestScore {
					best, bestScore = i, s
				}
			}
			if best >= 0 {
				break
			}
		}
		if best < 0 {
			return param.Errorf("starts", n, "this maze has room for only %d starts apart; try a larger grid", len(starts))
		}
		used[best] = true
		cd := cands[best]
		cells, join := run(cd.door.Cell)
		// Close a passage in the upper half of the run, so the start's
		// own tree is long: a child walks a while before the dead end
		// (minTree cells where the run allows).
		k := len(cells)/2 + rng.IntN(len(cells)-len(cells)/2) // the cell below the cut
		for k+1 < len(cells) && sub[cells[k]] < minTree {
			k++
		}
		upper := join
		if k+1 < len(cells) {
			upper = cells[k+1]
		}
		e := edgeBetween(g, cells[k], upper)
		if e < 0 {
			return fmt.Errorf("maze: no edge between cells %d and %d", cells[k], upper)
		}
		m.Close(e)
		for _, c := range cells {
			taken[c] = true
		}
		starts = append(starts, cd.door)
		points = append(points, cd.p)
	}
	// Label the starts in order round the border, clockwise.
	b := g.Bounds()
	mid := topology.Point{X: (b.Min.X + b.Max.X) / 2, Y: (b.Min.Y + b.Max.Y) / 2}
	angle := func(d Door) float64 {
		p := DoorPoint(g, d)
		a := math.Atan2((p.Y-mid.Y)/math.Max(b.Dy(), 1e-9), (p.X-mid.X)/math.Max(b.Dx(), 1e-9)) + 3*math.Pi/4
		for a < 0 {
			a += 2 * math.Pi
		}
		return math.Mod(a, 2*math.Pi)
	}
	slices.SortStableFunc(starts, func(x, y Door) int { return cmp.Or(cmp.Compare(angle(x), angle(y)), x.Cell-y.Cell) })
	// A starts at one of them at random, so any letter may be the right one.
	k := rng.IntN(len(starts))
	starts = append(starts[k:], starts[:k]...)
	m.Forms.Starts = starts
	m.Forms.Right = slices.Index(starts, m.Entrance)
	return nil
}

// edgeBetween returns the edge joining cells a and b, or -1.
func edgeBetween(g topology.Grid, a, b int) int {
	for _, nb := range g.Neighbors(a, nil) {
		if nb.Cell == b {
			return nb.Edge
		}
	}
	return -1
}

// ItemRoom returns how many things a way of n cells holds: one on every
// other cell at most, none on its ends.
func ItemRoom(n int) int { return max(0, (n-1)/2-1) }

// makeItems spaces n things along the way and as many decoys (or as many
// as fit) off it, in dead ends far from the way and from one another.
func makeItems(m *Maze, n int, rng *rand.Rand) error {
	way := Solve(m)
	if len(way) == 0 {
		return param.Errorf("collect", n, "the maze has no way to put things on (it has no doors)")
	}
	if room := ItemRoom(len(way)); n > room {
		return param.Errorf("collect", n, "the way has %d cells and holds at most %d things", len(way), room)
	}
	f := m.Forms
	f.Items = f.Items[:0]
	step := float64(len(way)-1) / float64(n+1)
	for i := 1; i <= n; i++ {
		f.Items = append(f.Items, way[int(math.Round(float64(i)*step))])
	}
	g := m.Grid
	onWay := make([]bool, g.NumCells())
	for _, c := range way {
		onWay[c] = true
	}
	// Distance of every cell from the way, along the passages.
	off := make([]int32, g.NumCells())
	for i := range off {
		off[i] = Unreachable
	}
	queue := slices.Clone(way)
	for _, c := range way {
		off[c] = 0
	}
	var nbs []topology.Neighbor
	for h := 0; h < len(queue); h++ {
		c := queue[h]
		nbs = g.Neighbors(c, nbs[:0])
		for _, nb := range nbs {
			if m.IsOpen(nb.Edge) && off[nb.Cell] == Unreachable {
				off[nb.Cell] = off[c] + 1
				queue = append(queue, nb.Cell)
			}
		}
	}
	var cands []int
	for c := range g.NumCells() {
		if off[c] >= 2 && m.Degree(c, nbs) == 1 {
			cands = append(cands, c)
		}
	}
	if len(cands) < n {
		for c := range g.NumCells() {
			if off[c] >= 1 && m.Degree(c, nbs) != 1 {
				cands = append(cands, c)
			}
		}
	}
	rng.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
	points := make([]topology.Point, 0, 2*n)
	for _, c := range f.Items {
		points = append(points, g.Center(c))
	}
	used := make([]bool, len(cands))
	f.Decoys = f.Decoys[:0]
	for len(f.Decoys) < n {
		best, bestS := -1, -1.0
		for i, c := range cands {
			if used[i] {
				continue
			}
			p := g.Center(c)
			near := math.Inf(1)
			for _, q := range points {
				near = min(near, math.Hypot(p.X-q.X, p.Y-q.Y))
			}
			if s := near * math.Sqrt(float64(min(off[c], 6))); s > bestS {
				best, bestS = i, s
			}
		}
		if best < 0 {
			break
		}
		used[best] = true
		f.Decoys = append(f.Decoys, cands[best])
		points = append(points, g.Center(cands[best]))
	}
	slices.Sort(f.Decoys)
	return nil
}

// clone returns an independent copy of f.
func (f *Forms) clone() *Forms {
	if f == nil {
		return nil
	}
	c := *f
	c.Starts = slices.Clone(f.Starts)
	c.Items = slices.Clone(f.Items)
	c.Decoys = slices.Clone(f.Decoys)
	return &c
}

// IsStart reports whether the outer wall side of cell c is one of f's
// starts.
func (f *Forms) IsStart(c, side int) bool {
	if f == nil {
		return false
	}
	for _, d := range f.Starts {
		if d.Cell == c && d.Side == side {
			return true
		}
	}
	return false
}

// Openings returns the doors cut in m's outer wall: the entrance and the
// exit (those that are doors), then the starts of Forms besides the
// entrance.
func Openings(m *Maze) []Door {
	var out []Door
	for _, d := range []Door{m.Entrance, m.Exit} {
		if d.Valid() {
			out = append(out, d)
		}
	}
	if m.Forms != nil {
		for _, d := range m.Forms.Starts {
			if d != m.Entrance {
				out = append(out, d)
			}
		}
	}
	return out
}
