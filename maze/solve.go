package maze

import "github.com/mazekit/mazekit/topology"

// Unreachable is the distance Distances reports for a cell that cannot be reached.
const Unreachable = -1

// Distances returns, for every cell, the number of steps along open edges
// from cell from (breadth-first search), or Unreachable. It works for mazes
// with loops as well as for trees. Cost: O(cells + edges), one int32 per cell.
func Distances(m *Maze, from int) []int32 {
	d, _ := bfs(m, from, false)
	return d
}

// bfs returns distances from from and, when withParents, the BFS parent of
// every reached cell (from's parent is itself).
func bfs(m *Maze, from int, withParents bool) (dist []int32, parent []int32) {
	g := m.Grid
	n := g.NumCells()
	dist = make([]int32, n)
	for i := range dist {
		dist[i] = Unreachable
	}
	if withParents {
		parent = make([]int32, n)
	}
	queue := make([]int32, 0, n)
	dist[from] = 0
	if withParents {
		parent[from] = int32(from)
	}
	queue = append(queue, int32(from))
	buf := make([]topology.Neighbor, 0, g.MaxDegree())
	adj := topology.NewAdjacency(g)
	for head := 0; head < len(queue); head++ {
		c := int(queue[head])
		dc := dist[c]
		for _, nb := range adj.Neighbors(c, buf[:0]) {
			if !m.open.Has(nb.Edge) || dist[nb.Cell] != Unreachable {
				continue
			}
			dist[nb.Cell] = dc + 1
			if withParents {
				parent[nb.Cell] = int32(c)
			}
			queue = append(queue, int32(nb.Cell))
		}
	}
	return dist, parent
}

// Path returns a shortest path from cell a to cell b along open edges, as a
// list of cells starting with a and ending with b, or nil if b cannot be
// reached from a.
func Path(m *Maze, a, b int) []int {
	dist, parent := bfs(m, b, true) // search from b so the walk back runs a → b
	if dist[a] == Unreachable {
		return nil
	}
	path := make([]int, 0, dist[a]+1)
	for c := a; ; c = int(parent[c]) {
		path = append(path, c)
		if c == b {
			break
		}
	}
	return path
}

// Solve returns the shortest path from the entrance cell to the exit cell, or
// nil when the maze has no doors or the exit cannot be reached. On a grid
// with no outer wall that names its start and finish (topology.Terminals)
// and a maze without doors, it is the path between those cells. A maze
// whose Forms has a goal cell is solved from the entrance to that cell.
func Solve(m *Maze) []int {
	if t, ok := m.Grid.(topology.Terminals); ok && !m.Entrance.Valid() && !m.Exit.Valid() {
		a, b := t.Terminals()
		return Path(m, a, b)
	}
	if m.Forms != nil && m.Forms.Goal >= 0 && m.Entrance.Valid() {
		return Path(m, m.Entrance.Cell, m.Forms.Goal)
	}
	if !m.Entrance.Valid() || !m.Exit.Valid() {
		return nil
	}
	return Path(m, m.Entrance.Cell, m.Exit.Cell)
}
