package conformance

import (
	"fmt"
	"slices"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// checkForms returns the invariants an activity-book form breaks, as text:
// the passages are a spanning forest with one tree a start (one tree
// without starts); exactly one start reaches the goal, by a breadth-first
// search written here, and it is the entrance; the way runs from it to
// the goal through openings; the things to pick up lie on the way and the
// decoys off it.
func checkForms(m *maze.Maze, perfect bool) string {
	g := m.Grid
	n := g.NumCells()
	comp := make([]int, n)
	for i := range comp {
		comp[i] = -1
	}
	trees := 0
	var nb []topology.Neighbor
	for c := range comp {
		if comp[c] >= 0 {
			continue
		}
		comp[c] = trees
		queue := []int{c}
		for len(queue) > 0 {
			x := queue[0]
			queue = queue[1:]
			for _, y := range g.Neighbors(x, nb[:0]) {
				if m.IsOpen(y.Edge) && comp[y.Cell] < 0 {
					comp[y.Cell] = trees
					queue = append(queue, y.Cell)
				}
			}
		}
		trees++
	}
	if perfect && m.NumOpen() != n-trees {
		return fmt.Sprintf("%d passages on %d cells in %d trees: not a forest", m.NumOpen(), n, trees)
	}
	start, goal := maze.Ends(m)
	if start < 0 || goal < 0 {
		if m.Forms != nil && (len(m.Forms.Starts) > 0 || len(m.Forms.Items) > 0) {
			return "starts or things to pick up on a maze with no way"
		}
		return ""
	}
	f := m.Forms
	if f == nil {
		return "no forms on a maze that asked for one"
	}
	starts := f.Starts
	if len(starts) == 0 {
		starts = []maze.Door{m.Entrance}
	}
	want := 1
	if len(f.Starts) > 0 {
		want = len(f.Starts)
	}
	if perfect && trees != want {
		return fmt.Sprintf("%d trees for %d starts", trees, want)
	}
	reach := 0
	for i, d := range starts {
		if d.Valid() && comp[d.Cell] == comp[goal] {
			reach++
			if d != m.Entrance || (len(f.Starts) > 0 && i != f.Right) {
				return fmt.Sprintf("start %s reaches the goal but is not the one named", maze.StartLabel(i))
			}
		}
	}
	if !hasTerminals(g) && reach != 1 {
		return fmt.Sprintf("%d starts reach the goal", reach)
	}
	way := maze.Solve(m)
	if len(way) == 0 || way[0] != start || way[len(way)-1] != goal {
		return fmt.Sprintf("no way from the start %d to the goal %d", start, goal)
	}
	for i := 1; i < len(way); i++ {
		through := false
		for _, x := range g.Neighbors(way[i-1], nb[:0]) {
			through = through || (x.Cell == way[i] && m.IsOpen(x.Edge))
		}
		if !through {
			return fmt.Sprintf("the way steps from %d to %d without an opening", way[i-1], way[i])
		}
	}
	for _, c := range f.Items {
		if i := slices.Index(way, c); i <= 0 || i == len(way)-1 {
			return fmt.Sprintf("thing to pick up at cell %d is not inside the way", c)
		}
	}
	for _, c := range f.Decoys {
		if slices.Contains(way, c) {
			return fmt.Sprintf("decoy at cell %d is on the way", c)
		}
	}
	return ""
}

func hasTerminals(g topology.Grid) bool {
	_, ok := g.(topology.Terminals)
	return ok
}
