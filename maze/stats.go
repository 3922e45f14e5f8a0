package maze

import (
	"fmt"
	"math"
	"slices"
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
	Branches        int     `json:"branches"`          // wrong ways off the solution (a decision may offer several)
	BranchDepth     int     `json:"branch_depth"`      // sum over the wrong ways of how far each leads before it ends
	Effort          int     `json:"effort"`            // steps + turns + BranchDepth: see Measure
	Difficulty      float64 `json:"difficulty"`        // 10·log2(1 + Effort): see Measure
	Level           string  `json:"level"`             // Easy, Medium, Hard or Expert: see LevelOf
}

// Measure computes the statistics of m.
//
// LongestPath is exact for perfect mazes (two breadth-first passes find a
// tree's diameter) and a lower bound for mazes with loops.
//
// Difficulty is one score for ordering and labelling puzzles. It is built
// from three published measures of how hard a maze is to solve:
//
//   - the length of the solution (Pullen, "Think Labyrinth: Maze
//     Algorithms", on solution length and dead ends as measures of a
//     maze's texture; Buck, "Mazes for Programmers", 2015, ch. 10);
//   - its turns: McClendon ("The Complexity and Difficulty of a Maze",
//     Bridges 2001, pp. 213–222) measures a hallway's complexity by its
//     changes of direction, so a winding solution is harder to follow than
//     a straight one of the same length;
//   - the wrong ways met at each decision point and how deep they lead:
//     McClendon's difficulty adds, at every decision point of the
//     solution, the complexity of the hallways that lead away from it, and
//     dead-end depth is what makes a wrong turn cost (a shallow dead end is
//     seen at a glance, a deep one walked into).
//
// They add up to the effort, in steps, of a solver who follows the
// solution, pays one step more for each turn, and at each decision point
// walks each wrong way to its far end:
//
//	effort     = S + T + Σ depth(b)   over the wrong ways b off the solution
//	difficulty = 10 · log2(1 + effort)
//
// where S is the number of steps of the solution (SolutionLength − 1), T
// its turns (changes of direction of more than 30° between successive
// steps through cell centres) and depth(b) the number of cells from the
// solution to the farthest cell of wrong way b. Each 10 points of
// difficulty double the effort. For one algorithm the score grows with
// the maze's size; at one size it ranks depth-first (long winding
// solutions, deep dead ends) above Kruskal (many short dead ends) above
// binary tree (a solution that runs to one corner). Typical scores on
// square grids (mean of 10 seeds, auto doors):
//
//	size     dfs    kruskal  binary-tree
//	9×9      67.8    63.9     63.3
//	18×18    86.6    80.3     77.7
//	27×27    96.1    88.8     85.4
//
// Mazes without doors score 0. Level names the score's band (LevelOf).
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
		s.Branches, s.BranchDepth = branches(m, path)
		s.Effort = L - 1 + s.Turns + s.BranchDepth
		s.Difficulty = math.Round(100*10*math.Log2(1+float64(s.Effort))) / 100
		s.Level = LevelOf(s.Difficulty)
	}
	return s
}

// branches returns the number of wrong ways off path and the sum of their
// depths. One breadth-first pass from every cell of the path at once gives
// each other cell its distance to the path and the wrong way it lies in
// (the first cell off the path on its way there).
func branches(m *Maze, path []int) (count, depth int) {
	g := m.Grid
	n := g.NumCells()
	dist := make([]int32, n)
	way := make([]int32, n)
	for i := range dist {
		dist[i] = -1
	}
	queue := make([]int32, 0, n)
	for _, c := range path {
		dist[c], way[c] = 0, -1
		queue = append(queue, int32(c))
	}
	var deepest []int32
	buf := make([]topology.Neighbor, 0, g.MaxDegree())
	for h := 0; h < len(queue); h++ {
		c := int(queue[h])
		for _, nb := range g.Neighbors(c, buf[:0]) {
			if !m.IsOpen(nb.Edge) || dist[nb.Cell] >= 0 {
				continue
			}
			dist[nb.Cell] = dist[c] + 1
			w := way[c]
			if w < 0 {
				w = int32(len(deepest))
				deepest = append(deepest, 0)
			}
			way[nb.Cell] = w
			deepest[w] = max(deepest[w], dist[nb.Cell])
			queue = append(queue, int32(nb.Cell))
		}
	}
	for _, d := range deepest {
		depth += int(d)
	}
	return len(deepest), depth
}

// Level thresholds on the Difficulty score: below LevelMedium is Easy,
// below LevelHard Medium, below LevelExpert Hard, and the rest Expert. Each
// 10 points double the effort (see Measure): Medium starts at an effort of
// 127 steps (a 12×12 Wilson maze scores about 71), Hard at 255 (18×18 about
// 80), Expert at 511 (a 24×24 depth-first maze scores about 94, a 30×30
// Wilson maze about 91).
const (
	LevelMedium = 70.0
	LevelHard   = 80.0
	LevelExpert = 90.0
)

// levels are the names LevelOf returns, easiest first.
var levels = []string{"Easy", "Medium", "Hard", "Expert"}

// Levels lists the difficulty labels from easiest to hardest (a new slice each call).
func Levels() []string { return slices.Clone(levels) }

// LevelOf returns the label of a difficulty score: Easy, Medium, Hard or
// Expert by the fixed thresholds LevelMedium, LevelHard and LevelExpert.
// The command line's --stats, JSON, books and handouts all use it.
func LevelOf(difficulty float64) string {
	switch {
	case difficulty < LevelMedium:
		return levels[0]
	case difficulty < LevelHard:
		return levels[1]
	case difficulty < LevelExpert:
		return levels[2]
	}
	return levels[3]
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
	fmt.Fprintf(&b, "wrong ways:      %d, %d cells deep in all\n", s.Branches, s.BranchDepth)
	if s.SolutionLength == 0 {
		b.WriteString("difficulty:      none (no doors, nothing to solve)\n")
	} else {
		fmt.Fprintf(&b, "difficulty:      %.2f (%s; effort %d steps)\n", s.Difficulty, s.Level, s.Effort)
	}
	return b.String()
}
