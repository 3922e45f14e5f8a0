package maze

import (
	"fmt"
	"math"
	"strings"

	"github.com/mazekit/mazekit/topology"
)

// Stats describes a maze: its shape and how hard its solution is.
type Stats struct {
	Cells           int     `json:"cells"`
	DeadEnds        int     `json:"dead_ends"`         // cells with one passage
	DeadEndFraction float64 `json:"dead_end_fraction"` // DeadEnds / Cells
	Junctions       int     `json:"junctions"`         // cells with three or more passages
	Loops           int     `json:"loops"`             // open edges beyond a spanning tree (0 for a perfect maze)
	SolutionLength  int     `json:"solution_length"`   // cells on the solution, both doors included; 0 without doors
	SolutionShare   float64 `json:"solution_share"`    // SolutionLength / Cells
	LongestPath     int     `json:"longest_path"`      // cells on the longest shortest path between two cells (double BFS)
	Turns           int     `json:"turns"`             // changes of direction along the solution
	Decisions       int     `json:"decisions"`         // solution cells where a wrong way branches off
	Difficulty      float64 `json:"difficulty"`        // see Measure
}

// Measure computes the statistics of m.
//
// LongestPath is exact for perfect mazes (two breadth-first passes find a
// tree's diameter) and a lower bound for mazes with loops.
//
// Difficulty is a single score for ordering puzzles from easy to hard:
//
//	difficulty = 10 · (L/√N) · (1 + T/L) · (1 + D/L)
//
// where N is the number of cells, L the solution length, T the turns and D
// the decision points along the solution. L/√N says how far the solution
// wanders compared with walking straight across; turns and decisions, each
// as a share of the path, say how much attention it takes. A 10×10 DFS maze
// scores around 30–60, a 40×40 one several hundred; the score grows with
// size for any one algorithm, so books sort by it within a section. Mazes
// without doors score 0.
func Measure(m *Maze) Stats {
	g := m.Grid
	n := g.NumCells()
	s := Stats{Cells: n}
	buf := make([]topology.Neighbor, 0, g.MaxDegree())
	deg := make([]uint8, n)
	for c := 0; c < n; c++ {
		d := m.Degree(c, buf)
		deg[c] = uint8(d)
		switch {
		case d == 1:
			s.DeadEnds++
		case d >= 3:
			s.Junctions++
		}
	}
	if n > 0 {
		s.DeadEndFraction = float64(s.DeadEnds) / float64(n)
	}
	// Loops: open edges minus (reached cells - components).
	comps := 0
	seen := make([]bool, n)
	for c := 0; c < n; c++ {
		if !seen[c] {
			comps++
			d := Distances(m, c)
			for i, v := range d {
				if v >= 0 {
					seen[i] = true
				}
			}
			if comps > 64 {
				break // heavily fragmented: loops figure is not meaningful
			}
		}
	}
	if comps <= 64 {
		s.Loops = m.NumOpen() - (n - comps)
	}
	if n > 0 {
		d0 := Distances(m, 0)
		far := argmax(d0)
		d1 := Distances(m, far)
		s.LongestPath = int(d1[argmax(d1)]) + 1
	}
	path := Solve(m)
	if len(path) > 0 {
		L := len(path)
		s.SolutionLength = L
		s.SolutionShare = float64(L) / float64(n)
		s.Turns = turns(g, path)
		for i, c := range path {
			need := 2
			if i == 0 || i == L-1 {
				need = 1
			}
			if int(deg[c]) > need {
				s.Decisions++
			}
		}
		fl := float64(L)
		s.Difficulty = 10 * fl / math.Sqrt(float64(n)) * (1 + float64(s.Turns)/fl) * (1 + float64(s.Decisions)/fl)
		s.Difficulty = math.Round(s.Difficulty*100) / 100
	}
	return s
}

func argmax(d []int32) int {
	best := 0
	for i, v := range d {
		if v > d[best] {
			best = i
		}
	}
	return best
}

// turns counts direction changes of more than 30° between successive steps
// through cell centres; it needs only geometry, so it works on any grid.
func turns(g topology.Grid, path []int) int {
	t := 0
	for i := 2; i < len(path); i++ {
		a, b, c := g.Center(path[i-2]), g.Center(path[i-1]), g.Center(path[i])
		ux, uy := b.X-a.X, b.Y-a.Y
		vx, vy := c.X-b.X, c.Y-b.Y
		cos := (ux*vx + uy*vy) / (math.Hypot(ux, uy) * math.Hypot(vx, vy))
		if cos < math.Cos(30*math.Pi/180) {
			t++
		}
	}
	return t
}

// String formats s as a few lines for people.
func (s Stats) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "cells:           %d\n", s.Cells)
	fmt.Fprintf(&b, "dead ends:       %d (%.1f%%)\n", s.DeadEnds, 100*s.DeadEndFraction)
	fmt.Fprintf(&b, "junctions:       %d\n", s.Junctions)
	fmt.Fprintf(&b, "loops:           %d\n", s.Loops)
	fmt.Fprintf(&b, "solution:        %d cells (%.1f%% of the maze), %d turns, %d decisions\n", s.SolutionLength, 100*s.SolutionShare, s.Turns, s.Decisions)
	fmt.Fprintf(&b, "longest path:    %d cells\n", s.LongestPath)
	fmt.Fprintf(&b, "difficulty:      %.2f\n", s.Difficulty)
	return b.String()
}
