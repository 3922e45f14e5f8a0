package topology

import (
	"fmt"
	"math"

	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/param"
)

// Weave is a square or hexagonal grid whose passages may cross: besides the
// base grid's edges it has one crossing edge for every straight line of three
// cells A, B, C in which B is an inner cell (no outer wall). The crossing
// edge joins A and C and runs under B, so a maze on a Weave is an ordinary
// maze on a graph: the solver, doors, statistics and JSON treat a tunnel as
// one step from A to C.
//
//	    D                 crossing edge A–C runs under B;
//	A   B   C             B's own passage D–B–E is the bridge
//	    E
//
// Edges 0..BaseEdges()-1 are the base grid's, numbered as there; crossing
// edges follow, ordered by the cell they pass under and then by the order
// of that cell's neighbours. Cells, outlines and borders are the base
// grid's. The wall of a crossing edge is the short line across B's centre,
// at right angles to the tunnel, that would block it; it lies on no outline
// and is never drawn as a wall.
//
// The grid holds every possible crossing; which ones a maze uses is a
// matter of its open edges; maze.CheckWeave states the rules a usable weave
// maze keeps.
type Weave struct {
	base  Grid
	baseE int
	// Per crossing edge (index e-baseE): the cell passed under, the two ends,
	// and the under cell's base edges towards them (the sides the tunnel
	// passes through).
	under, ca, cc, ea, ec []int32
	// Crossing edges at each cell as an end, in CSR form: cross[start[c]:start[c+1]].
	start []int32
	cross []Neighbor
	// Crossing edges under each cell: undr[ustart[c]:ustart[c+1]].
	ustart []int32
	undr   []int32
}

var _ Grid = (*Weave)(nil)

// MaxWeaveCells is the largest number of cells a Weave grid may have: it
// keeps a few numbers per crossing, about 100 bytes per cell.
const MaxWeaveCells = 1 << 22

func init() {
	Register(Kind{Name: "weave", Summary: "a rect or hex grid whose passages cross over and under each other (maze --weave)",
		Noun: "Weave", Sized: true, Weight: HeavyCells, Density: 1, Option: "weave", Bases: RegularKinds(),
		Build: func(s Spec) (Grid, error) {
			base := s
			base.Kind, base.Base = s.Base, ""
			if base.Kind == "" {
				base.Kind = "rect"
			}
			if !Regular(base.Kind) {
				return nil, fmt.Errorf("topology: weave: %w", param.Errorf("base", s.Base, "want %s", OrList(RegularKinds())))
			}
			g, err := Build(base)
			if err != nil {
				return nil, err
			}
			return NewWeave(g)
		}})
}

// NewWeave returns the weave grid over base, which must be a *Rect or a
// *Hex of at most MaxWeaveCells cells.
func NewWeave(base Grid) (*Weave, error) {
	switch base.(type) {
	case *Rect, *Hex:
	default:
		return nil, fmt.Errorf("topology: weave: %w", param.Errorf("base", base.Spec().Kind, "want rect or hex"))
	}
	n := base.NumCells()
	if n > MaxWeaveCells {
		return nil, fmt.Errorf("topology: weave: %w", param.Errorf("size", n, "too many cells for a weave grid (maximum %d)", MaxWeaveCells))
	}
	w := &Weave{base: base, baseE: base.NumEdges()}
	w.ustart = make([]int32, n+1)
	var nbs []Neighbor
	var segs []Segment
	deg := make([]int32, n+1)
	for b := range n {
		w.ustart[b] = int32(len(w.undr))
		if segs = base.Border(b, segs[:0]); len(segs) > 0 {
			continue
		}
		nbs = base.Neighbors(b, nbs[:0])
		pb := base.Center(b)
		for i, p := range nbs {
			for _, q := range nbs[i+1:] {
				if !opposite(pb, base.Center(p.Cell), base.Center(q.Cell)) {
					continue
				}
				w.undr = append(w.undr, int32(w.baseE+len(w.under)))
				a, c := p, q
				if a.Cell > c.Cell {
					a, c = c, a
				}
				w.under = append(w.under, int32(b))
				w.ca, w.cc = append(w.ca, int32(a.Cell)), append(w.cc, int32(c.Cell))
				w.ea, w.ec = append(w.ea, int32(a.Edge)), append(w.ec, int32(c.Edge))
				deg[a.Cell]++
				deg[c.Cell]++
			}
		}
	}
	w.ustart[n] = int32(len(w.undr))
	w.start = make([]int32, n+1)
	for c := range n {
		w.start[c+1] = w.start[c] + deg[c]
	}
	w.cross = make([]Neighbor, len(w.under)*2)
	fill := append([]int32(nil), w.start[:n]...)
	for k := range w.under {
		e := w.baseE + k
		a, c := w.ca[k], w.cc[k]
		w.cross[fill[a]] = Neighbor{Cell: int(c), Edge: e}
		fill[a]++
		w.cross[fill[c]] = Neighbor{Cell: int(a), Edge: e}
		fill[c]++
	}
	return w, nil
}

// opposite reports whether p and q lie on opposite sides of b, on one line
// through it at the same distance.
func opposite(b, p, q Point) bool {
	return math.Abs(p.X+q.X-2*b.X) < 1e-9 && math.Abs(p.Y+q.Y-2*b.Y) < 1e-9
}

// Base returns the grid the weave is built on.
func (w *Weave) Base() Grid { return w.base }

// BaseEdges returns the number of the base grid's edges; edges from there
// on are crossings.
func (w *Weave) BaseEdges() int { return w.baseE }

// Under returns the cell that edge e passes under, or None for an edge of
// the base grid.
func (w *Weave) Under(e int) int {
	if e < w.baseE {
		return None
	}
	return int(w.under[e-w.baseE])
}

// Sides returns, for crossing edge e, the under cell's base edges towards
// the crossing's two ends (in the order of Ends): the sides of the under
// cell that the tunnel passes through. It panics for a base edge.
func (w *Weave) Sides(e int) (ea, ec int) {
	k := e - w.baseE
	return int(w.ea[k]), int(w.ec[k])
}

// CrossingsUnder appends the crossing edges that pass under cell c to buf.
func (w *Weave) CrossingsUnder(c int, buf []int) []int {
	for _, e := range w.undr[w.ustart[c]:w.ustart[c+1]] {
		buf = append(buf, int(e))
	}
	return buf
}

// Spec implements Grid.
func (w *Weave) Spec() Spec {
	s := w.base.Spec()
	s.Kind, s.Base = "weave", s.Kind
	return s
}

// MaxDegree implements Grid: every neighbour across a side, and one more
// past it through a tunnel.
func (w *Weave) MaxDegree() int { return 2 * w.base.MaxDegree() }

// NumCells implements Graph.
func (w *Weave) NumCells() int { return w.base.NumCells() }

// NumEdges implements Graph.
func (w *Weave) NumEdges() int { return w.baseE + len(w.under) }

// Ends implements Graph.
func (w *Weave) Ends(e int) (a, b int) {
	if e < w.baseE {
		return w.base.Ends(e)
	}
	k := e - w.baseE
	return int(w.ca[k]), int(w.cc[k])
}

// Neighbors implements Graph: the base grid's neighbours, then the cells
// reached through tunnels, by edge number.
func (w *Weave) Neighbors(c int, buf []Neighbor) []Neighbor {
	buf = w.base.Neighbors(c, buf)
	return append(buf, w.cross[w.start[c]:w.start[c+1]]...)
}

// Bounds implements Geometry.
func (w *Weave) Bounds() Box { return w.base.Bounds() }

// Center implements Geometry.
func (w *Weave) Center(c int) Point { return w.base.Center(c) }

// Outline implements Geometry.
func (w *Weave) Outline(c int, buf []Point) []Point { return w.base.Outline(c, buf) }

// Border implements Geometry.
func (w *Weave) Border(c int, buf []Segment) []Segment { return w.base.Border(c, buf) }

// Wall implements Geometry. For a crossing edge it is the line across the
// under cell's centre, at right angles to the tunnel, as long as the sides
// the tunnel passes through.
func (w *Weave) Wall(e int) Segment {
	if e < w.baseE {
		return w.base.Wall(e)
	}
	k := e - w.baseE
	b := w.base.Center(int(w.under[k]))
	p, q := w.base.Center(int(w.ca[k])), w.base.Center(int(w.cc[k]))
	dx, dy := q.X-p.X, q.Y-p.Y
	l := math.Hypot(dx, dy)
	half := w.base.Wall(int(w.ea[k])).Length() / 2
	ux, uy := -dy/l*half, dx/l*half
	return Segment{A: Point{b.X - ux, b.Y - uy}, B: Point{b.X + ux, b.Y + uy}}
}

// Woven returns the spec of a weave grid over the grid s describes; a
// weave spec is returned as it is. Only square and hexagonal grids carry
// crossings: another kind is a *param.Error on field "grid".
func Woven(s Spec) (Spec, error) {
	switch {
	case s.Kind == "weave":
		return s, nil
	case Regular(s.Kind):
		s.Kind, s.Base = "weave", s.Kind
		return s, nil
	}
	return s, param.Textf("grid", s.Kind, "crossings (weave) need a %s grid", OrList(RegularKinds()))
}

// The words book pages print for its grids, in every language.
func init() {
	i18n.Register(map[string]map[string]string{
		"de": {"grid.weave": "Gewebt", "grid.weave.mazes": "gewebte Labyrinthe"},
		"en": {"grid.weave": "Weave", "grid.weave.mazes": "weave mazes"},
		"es": {"grid.weave": "Tejido", "grid.weave.mazes": "laberintos tejidos"},
		"fr": {"grid.weave": "Tissé", "grid.weave.mazes": "labyrinthes tissés"},
	})
}
