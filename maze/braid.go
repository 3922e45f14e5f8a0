package maze

import (
	"math/rand/v2"

	"github.com/mazekit/mazekit/topology"
)

// DeadEnds returns the cells with exactly one open edge, in increasing order.
func DeadEnds(m *Maze) []int {
	g := m.Grid
	buf := make([]topology.Neighbor, 0, g.MaxDegree())
	var ends []int
	for c := 0; c < g.NumCells(); c++ {
		if m.Degree(c, buf) == 1 {
			ends = append(ends, c)
		}
	}
	return ends
}

// Braid removes about fraction p (0..1) of the dead ends by opening one more
// wall at each, which adds loops. For each chosen dead end it prefers a wall
// into a neighbouring dead end (removing two at once), then a wall into the
// neighbour with the fewest passages. It opens a wall between two border
// cells only when the dead end has no other wall to open: such walls join
// into corridors along the outer wall, and the solution would take them
// from door to door. Dead ends are visited in a random order drawn from
// rng. Braid keeps the doors where they are: place them on the perfect maze
// first. It returns the number of walls opened.
func Braid(m *Maze, p float64, rng *rand.Rand) int {
	if p <= 0 {
		return 0
	}
	ends := DeadEnds(m)
	rng.Shuffle(len(ends), func(i, j int) { ends[i], ends[j] = ends[j], ends[i] })
	target := int(p*float64(len(ends)) + 0.5)
	if p >= 1 {
		target = len(ends)
	}
	g := m.Grid
	buf := make([]topology.Neighbor, 0, g.MaxDegree())
	nbuf := make([]topology.Neighbor, 0, g.MaxDegree())
	onBorder := make([]uint64, (g.NumCells()+63)/64)
	for _, c := range topology.AppendBorderCells(g, nil) {
		set(onBorder, c)
	}
	removed, opened := 0, 0
	for _, c := range ends {
		if removed >= target {
			break
		}
		if m.Degree(c, nbuf) != 1 {
			continue // already fixed by joining a neighbouring dead end
		}
		best, bestScore := -1, 1<<30
		for _, nb := range g.Neighbors(c, buf[:0]) {
			if m.IsOpen(nb.Edge) {
				continue
			}
			d := m.Degree(nb.Cell, nbuf)
			score := d
			if d == 1 {
				score = -1 // a dead end: joining fixes both
			}
			if has(onBorder, c) && has(onBorder, nb.Cell) {
				score += 1 << 20 // along the outer wall: last resort
			}
			if score < bestScore {
				best, bestScore = nb.Edge, score
			}
		}
		if best < 0 {
			continue // a cell with a single neighbour cannot be braided
		}
		m.Open(best)
		opened++
		removed++
		if bestScore == -1 {
			removed++
		}
	}
	return opened
}
