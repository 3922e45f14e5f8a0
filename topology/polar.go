package topology

import (
	"fmt"
	"math"
	"sort"

	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/param"
)

// Polar is a circular (theta) grid: a centre cell (a disc of radius 1) and
// Rings rings of height 1 around it. Ring 1 has 6 cells; each further ring
// splits every cell of the ring inside it into as many as keep cells about
// as wide as they are tall. Cell 0 is the centre; the cells of ring r follow
// those of ring r-1, clockwise on screen from angle 0 (pointing right).
//
// Walls between rings are arcs (Segment.Arc); walls within a ring are
// radial lines. Every cell of ring r ≥ 1 owns two edges: the one to its
// clockwise neighbour and the one inward to its parent.
type Polar struct {
	rings  int
	count  []int // cells in ring r (count[0] = 1)
	ratio  []int // children per cell of ring r-1 (ratio[1] = 6)
	start  []int // first cell of ring r
	maxDeg int
	// blockRing[b] is the ring of cell b<<polarBlock, where RingOf starts.
	blockRing []int32
}

const polarBlock = 6

var _ Grid = (*Polar)(nil)

func init() {
	Register(Kind{Name: "polar", Summary: "circular maze: rings around a centre cell, split as they grow", Noun: "Circle", Weight: PlainCells, Density: 1,
		Symmetries: []string{"2", "6"},
		Params: []Param{{Name: "rings", Type: IntParam, Default: "10", Min: 1, Max: 4096, Usage: "polar: number of rings around the centre",
			field: func(s *Spec) any { return &s.Rings }}},
		Build: func(s Spec) (Grid, error) { return NewPolar(s.Rings) },
		Cover: func(w, h float64, _ uint64) (Spec, error) {
			return Spec{Kind: "polar", Rings: int(math.Ceil(math.Hypot(w, h)/2)) + 1}, nil
		}})
}

// NewPolar returns a polar grid of the given number of rings.
func NewPolar(rings int) (*Polar, error) {
	if rings < 1 || rings > 4096 {
		return nil, fmt.Errorf("topology: polar: %w", param.Errorf("rings", rings, "want between 1 and 4096"))
	}
	p := &Polar{rings: rings, count: []int{1, 6}, ratio: []int{0, 6}, start: []int{0, 1}}
	total := 7
	for r := 2; r <= rings; r++ {
		width := 2 * math.Pi * float64(r) / float64(p.count[r-1])
		k := max(1, int(math.Round(width)))
		n := p.count[r-1] * k
		if total+n > MaxCells {
			return nil, fmt.Errorf("topology: polar: %w", param.Errorf("rings", rings, "too many cells (maximum %d)", MaxCells))
		}
		p.start = append(p.start, total)
		p.count = append(p.count, n)
		p.ratio = append(p.ratio, k)
		total += n
	}
	p.start = append(p.start, total)
	p.blockRing = make([]int32, total>>polarBlock+1)
	for b, r := range p.blockRing {
		for p.start[r+1] <= b<<polarBlock {
			r++
		}
		p.blockRing[b] = int32(r)
		if b+1 < len(p.blockRing) {
			p.blockRing[b+1] = int32(r)
		}
	}
	p.maxDeg = 6
	for r := 1; r <= rings; r++ {
		out := 0
		if r < rings {
			out = p.ratio[r+1]
		}
		p.maxDeg = max(p.maxDeg, 3+out)
	}
	return p, nil
}

// Spec implements Grid.
func (p *Polar) Spec() Spec { return Spec{Kind: "polar", Rings: p.rings} }

// MaxDegree implements Grid.
func (p *Polar) MaxDegree() int { return p.maxDeg }

// NumCells implements Graph.
func (p *Polar) NumCells() int { return p.start[p.rings+1] }

// NumEdges implements Graph.
func (p *Polar) NumEdges() int { return 2 * (p.NumCells() - 1) }

// RingOf returns the ring of cell c and its index in the ring.
func (p *Polar) RingOf(c int) (r, i int) {
	if p.blockRing == nil {
		r = sort.SearchInts(p.start, c+1) - 1
		return r, c - p.start[r]
	}
	r = int(p.blockRing[c>>polarBlock])
	for p.start[r+1] <= c {
		r++
	}
	return r, c - p.start[r]
}

func (p *Polar) cell(r, i int) int { return p.start[r] + i }

// Ring returns the first cell of ring r (0 for the centre), its number of
// cells, and how many cells of ring r each cell of ring r-1 is split into
// (0 for the centre). Cell c of the grid is start+i for the i-th cell of
// its ring; generators use this to find neighbours by arithmetic.
func (p *Polar) Ring(r int) (start, count, ratio int) { return p.start[r], p.count[r], p.ratio[r] }

// around returns the edge between (r, i) and its clockwise neighbour.
func (p *Polar) around(r, i int) int { return 2 * (p.start[r] + i - 1) }

// inward returns the edge between (r, i) and its parent.
func (p *Polar) inward(r, i int) int { return 2*(p.start[r]+i-1) + 1 }

// parent returns the index in ring r-1 of the parent of (r, i).
func (p *Polar) parent(r, i int) int {
	switch {
	case r == 1:
		return 0
	case p.ratio[r] == 1:
		return i
	}
	return i / p.ratio[r]
}

// Ends implements Graph.
func (p *Polar) Ends(e int) (a, b int) {
	c := e/2 + 1
	r, i := p.RingOf(c)
	if e%2 == 0 {
		n := p.cell(r, (i+1)%p.count[r])
		return min(c, n), max(c, n)
	}
	return p.cell(r-1, p.parent(r, i)), c
}

// Neighbors implements Graph: counter-clockwise, clockwise, inward, then
// outward from the first child.
func (p *Polar) Neighbors(c int, buf []Neighbor) []Neighbor {
	if c == 0 {
		for i := 0; i < p.count[1]; i++ {
			buf = append(buf, Neighbor{p.cell(1, i), p.inward(1, i)})
		}
		return buf
	}
	r, i := p.RingOf(c)
	n := p.count[r]
	ccw, cw := i-1, i+1
	if ccw < 0 {
		ccw = n - 1
	}
	if cw == n {
		cw = 0
	}
	buf = append(buf, Neighbor{p.cell(r, ccw), p.around(r, ccw)})
	buf = append(buf, Neighbor{p.cell(r, cw), p.around(r, i)})
	buf = append(buf, Neighbor{p.cell(r-1, p.parent(r, i)), p.inward(r, i)})
	if r < p.rings {
		k := p.ratio[r+1]
		for j := i * k; j < (i+1)*k; j++ {
			buf = append(buf, Neighbor{p.cell(r+1, j), p.inward(r+1, j)})
		}
	}
	return buf
}

func (p *Polar) centre() Point { R := float64(p.rings + 1); return Point{R, R} }

func (p *Polar) at(radius, angle float64) Point {
	c := p.centre()
	return Point{c.X + radius*math.Cos(angle), c.Y + radius*math.Sin(angle)}
}

// angles returns the angular span of (r, i).
func (p *Polar) angles(r, i int) (float64, float64) {
	n := float64(p.count[r])
	return 2 * math.Pi * float64(i) / n, 2 * math.Pi * float64(i+1) / n
}

// Bounds implements Geometry.
func (p *Polar) Bounds() Box {
	d := 2 * float64(p.rings+1)
	return Box{Max: Point{d, d}}
}

// Center implements Geometry.
func (p *Polar) Center(c int) Point {
	if c == 0 {
		return p.centre()
	}
	r, i := p.RingOf(c)
	a0, a1 := p.angles(r, i)
	return p.at(float64(r)+0.5, (a0+a1)/2)
}

// arcSteps returns how many chords approximate an arc of the given span.
func arcSteps(span float64) int { return max(2, int(math.Ceil(span/(2*math.Pi/96)))) }

// Outline implements Geometry; arcs are approximated by chords.
func (p *Polar) Outline(c int, buf []Point) []Point {
	if c == 0 {
		n := arcSteps(2 * math.Pi)
		for k := 0; k < n; k++ {
			buf = append(buf, p.at(1, 2*math.Pi*float64(k)/float64(n)))
		}
		return buf
	}
	r, i := p.RingOf(c)
	a0, a1 := p.angles(r, i)
	n := arcSteps(a1 - a0)
	for k := 0; k <= n; k++ {
		buf = append(buf, p.at(float64(r), a0+(a1-a0)*float64(k)/float64(n)))
	}
	for k := n; k >= 0; k-- {
		buf = append(buf, p.at(float64(r+1), a0+(a1-a0)*float64(k)/float64(n)))
	}
	return buf
}

// Wall implements Geometry.
func (p *Polar) Wall(e int) Segment {
	c := e/2 + 1
	r, i := p.RingOf(c)
	a0, a1 := p.angles(r, i)
	if e%2 == 0 {
		return Segment{A: p.at(float64(r), a1), B: p.at(float64(r+1), a1)}
	}
	return Segment{A: p.at(float64(r), a0), B: p.at(float64(r), a1), Arc: true, C: p.centre()}
}

// Border implements Geometry: the outer arc of the outermost ring's cells.
func (p *Polar) Border(c int, buf []Segment) []Segment {
	r, i := p.RingOf(c)
	if r != p.rings {
		return buf
	}
	a0, a1 := p.angles(r, i)
	R := float64(r + 1)
	return append(buf, Segment{A: p.at(R, a0), B: p.at(R, a1), Arc: true, C: p.centre()})
}

// The words book pages print for its grids, in every language.
func init() {
	i18n.Register(map[string]map[string]string{
		"de": {"grid.polar": "Kreis", "grid.polar.mazes": "Kreis-Labyrinthe"},
		"en": {"grid.polar": "Circle", "grid.polar.mazes": "circle mazes"},
		"es": {"grid.polar": "Círculo", "grid.polar.mazes": "laberintos circulares"},
		"fr": {"grid.polar": "Cercle", "grid.polar.mazes": "labyrinthes circulaires"},
	})
}
