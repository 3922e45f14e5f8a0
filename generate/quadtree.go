package generate

import (
	"fmt"
	"math/rand/v2"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

func init() {
	register(Algorithm{
		Name:    "quadtree",
		Summary: "quadtree world: rooms split into four quadrants level by level (square of side 2^k)",
		Texture: "rooms of every size nested in quadrants; loops; levels of detail refine each other",
		Kinds:   rectKinds,
		Make: simple(func(m *maze.Maze, rng *rand.Rand) error {
			r, err := needRect(m, "quadtree")
			if err != nil {
				return err
			}
			w, err := NewQuadWorld(r.W, r.H, rng)
			if err != nil {
				return err
			}
			w.Carve(m, w.Levels)
			return nil
		}),
	})
}

// QuadWorld is a recursive room world (as for a MUD map) on a square of side
// 2^k. Level 0 is one room covering everything; at level L every room of
// level L-1 larger than one cell owns four quadrant rooms. Between the four
// quadrants are four partitions, of which at most one is a wall, so every
// quadrant is reachable; the others are passable. Every room has an exit on
// each side that is passable or walled; a passable exit may be narrowed to
// half its width, with wall on either side. Partitions that lead to no room
// (the outer border) are walls. Level k, with rooms of one cell, is a maze in
// which every cell is reachable from every other (loops are allowed).
//
// Levels refine each other: an opening only ever shrinks from one level to
// the next, so a wall at level L is still a wall at level L+1.
type QuadWorld struct {
	Side   int          // cells on a side, a power of two
	Levels int          // k, where Side = 2^k
	exits  [][]QuadExit // per level, the boundaries between its rooms
}

// QuadRoom is a room of a level: its top-left cell and its side in cells.
type QuadRoom struct {
	X     int `json:"x"`
	Y     int `json:"y"`
	Size  int `json:"size"`
	Level int `json:"level"`
}

// QuadExit is the boundary between two rooms of a level: a wall line
// starting at cell corner (X, Y), running down (Vertical) or right for
// Length cells; the cells from Open to Open+OpenLen-1 along it are passable
// (OpenLen 0: a wall).
type QuadExit struct {
	X        int  `json:"x"`
	Y        int  `json:"y"`
	Vertical bool `json:"vertical"`
	Length   int  `json:"length"`
	Open     int  `json:"open"`
	OpenLen  int  `json:"open_length"`
}

// NewQuadWorld builds a world on a w×h grid, which must be a square whose
// side is a power of two.
func NewQuadWorld(w, h int, rng *rand.Rand) (*QuadWorld, error) {
	if w != h || w < 1 || w&(w-1) != 0 {
		return nil, fmt.Errorf("generate: quadtree needs a square grid whose side is a power of two (such as 16x16 or 64x64), not %dx%d", w, h)
	}
	k := 0
	for 1<<k < w {
		k++
	}
	q := &QuadWorld{Side: w, Levels: k, exits: make([][]QuadExit, k+1)}
	for L := 1; L <= k; L++ {
		parent := w >> (L - 1)
		half := parent / 2
		var next []QuadExit
		// Boundaries of the previous level split in two.
		for _, e := range q.exits[L-1] {
			for part := 0; part < 2; part++ {
				ne := e
				ne.Length = half
				off := part * half
				if e.Vertical {
					ne.Y += off
				} else {
					ne.X += off
				}
				lo, hi := max(e.Open, off), min(e.Open+e.OpenLen, off+half)
				ne.Open, ne.OpenLen = 0, 0
				if hi > lo {
					ne.Open, ne.OpenLen = lo-off, hi-lo
				}
				next = append(next, ne)
			}
		}
		// New partitions inside every room of the previous level.
		for ry := 0; ry < w; ry += parent {
			for rx := 0; rx < w; rx += parent {
				parts := [4]QuadExit{
					{X: rx + half, Y: ry, Vertical: true, Length: half},        // between NW and NE
					{X: rx + half, Y: ry + half, Vertical: true, Length: half}, // between SW and SE
					{X: rx, Y: ry + half, Length: half},                        // between NW and SW
					{X: rx + half, Y: ry + half, Length: half},                 // between NE and SE
				}
				wall := rng.IntN(5) // 0..3: that partition is a wall; 4: none is
				for i := range parts {
					if i != wall {
						parts[i].OpenLen = half
					}
				}
				next = append(next, parts[:]...)
			}
		}
		// Passable exits may be narrowed to half their width.
		for i := range next {
			e := &next[i]
			if e.OpenLen >= 2 && rng.IntN(2) == 0 {
				e.OpenLen /= 2
				if rng.IntN(2) == 0 {
					e.Open += e.OpenLen
				}
			}
		}
		q.exits[L] = next
	}
	return q, nil
}

// Rooms returns the rooms of a level, row by row.
func (q *QuadWorld) Rooms(level int) []QuadRoom {
	s := q.Side >> level
	var rooms []QuadRoom
	for y := 0; y < q.Side; y += s {
		for x := 0; x < q.Side; x += s {
			rooms = append(rooms, QuadRoom{X: x, Y: y, Size: s, Level: level})
		}
	}
	return rooms
}

// Exits returns the boundaries between the rooms of a level.
func (q *QuadWorld) Exits(level int) []QuadExit { return q.exits[level] }

// Carve opens the edges of m (a Side×Side rect maze) as the world looks at
// the given level: every edge inside a room, and the passable parts of the
// boundaries between rooms.
func (q *QuadWorld) Carve(m *maze.Maze, level int) {
	r := m.Grid.(*topology.Rect)
	s := q.Side >> level
	for y := 0; y < q.Side; y++ {
		for x := 0; x < q.Side; x++ {
			if x+1 < q.Side && (x+1)%s != 0 {
				m.Open(r.EastEdge(x, y))
			}
			if y+1 < q.Side && (y+1)%s != 0 {
				m.Open(r.SouthEdge(x, y))
			}
		}
	}
	for _, e := range q.exits[level] {
		for i := e.Open; i < e.Open+e.OpenLen; i++ {
			if e.Vertical {
				m.Open(r.EastEdge(e.X-1, e.Y+i))
			} else {
				m.Open(r.SouthEdge(e.X+i, e.Y-1))
			}
		}
	}
}

// QuadLevel is one level of a world as a game would load it.
type QuadLevel struct {
	Level int        `json:"level"`
	Rooms []QuadRoom `json:"rooms"`
	Exits []QuadExit `json:"exits"`
}

// Export returns every level's rooms and exits.
func (q *QuadWorld) Export() []QuadLevel {
	out := make([]QuadLevel, q.Levels+1)
	for L := range out {
		out[L] = QuadLevel{Level: L, Rooms: q.Rooms(L), Exits: q.Exits(L)}
	}
	return out
}
