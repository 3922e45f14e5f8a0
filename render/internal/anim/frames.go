// The frames of a maze being carved or solved.

package anim

import (
	"fmt"
	"image/color"

	"github.com/mazekit/mazekit/maze"
)

// Generate calls frame with the pictures of m being carved by steps (as
// maze.Record saw them), at most maxFrames (at least 2): cur is the maze
// so far and state each cell's fill (zero: none; unvisited for cells not
// yet reached).
func Generate(m *maze.Maze, steps []maze.Step, maxFrames int, unvisited color.RGBA, frame func(cur *maze.Maze, state []color.RGBA) error) error {
	g := m.Grid
	maxF := maxFrames
	state := make([]color.RGBA, g.NumCells())
	if len(steps) == 0 && g.NumCells() > 1 {
		return fmt.Errorf("render: no generation steps to animate")
	}
	cur := maze.New(g)
	cur.Entrance, cur.Exit = m.Entrance, m.Exit
	for c := range state {
		state[c] = unvisited
	}
	if err := frame(cur, state); err != nil {
		return err
	}
	// The first frame, then at most maxF-1 more (maxF-2 batches and
	// the last, shorter one).
	batch := (len(steps) + maxF - 3) / max(1, maxF-2)
	if maxF == 2 {
		batch = len(steps)
	}
	for i, s := range steps {
		if s.Open {
			cur.Open(int(s.Edge))
			a, b := g.Ends(int(s.Edge))
			state[a], state[b] = color.RGBA{}, color.RGBA{}
		} else {
			cur.Close(int(s.Edge))
		}
		if (i+1)%batch == 0 || i == len(steps)-1 {
			if err := frame(cur, state); err != nil {
				return err
			}
		}
	}
	return nil
}

// Solve calls frame with the pictures of m being solved, at most
// maxFrames (at least 2): a breadth-first search spreading from the
// entrance (state: explored cells), then the solution sol drawn from the
// entrance to the exit.
func Solve(m *maze.Maze, maxFrames int, explored color.RGBA, frame func(state []color.RGBA, sol []int) error) error {
	maxF := maxFrames
	state := make([]color.RGBA, m.Grid.NumCells()) // zero: plain floor
	sol := maze.Solve(m)
	if sol == nil {
		return fmt.Errorf("render: the maze has no solution to animate (no doors?)")
	}
	order := bfsOrder(m, sol[0], sol[len(sol)-1])
	// The first frame, the search spreading, the solution drawn: two
	// thirds of the frames left for the search, the rest for the
	// solution; two frames show only the start and the solution.
	exploreF := max(1, (maxF-2)*2/3)
	solveF := max(1, maxF-2-exploreF)
	if maxF == 2 {
		exploreF = 0
	}
	if err := frame(state, nil); err != nil {
		return err
	}
	batch := (len(order) + exploreF - 1) / max(1, exploreF)
	for i, c := range order {
		state[c] = explored
		if exploreF > 0 && ((i+1)%batch == 0 || i == len(order)-1) {
			if err := frame(state, nil); err != nil {
				return err
			}
		}
	}
	batch = (len(sol) + solveF - 1) / solveF
	for k := batch; ; k += batch {
		k = min(k, len(sol))
		if k >= 2 {
			if err := frame(state, sol[:k]); err != nil {
				return err
			}
		}
		if k == len(sol) {
			break
		}
	}
	return nil
}

// bfsOrder returns the cells in the order a breadth-first search from a
// reaches them, up to and including b.
func bfsOrder(m *maze.Maze, a, b int) []int {
	d := maze.Distances(m, a)
	limit := d[b]
	var byDist [][]int
	for c, v := range d {
		if v >= 0 && v <= limit {
			for len(byDist) <= int(v) {
				byDist = append(byDist, nil)
			}
			byDist[v] = append(byDist[v], c)
		}
	}
	var out []int
	for _, l := range byDist {
		out = append(out, l...)
	}
	return out
}
