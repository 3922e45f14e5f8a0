package generate

import (
	"encoding/json"
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

func init() {
	register(Algorithm{
		Name:    "quadtree",
		Summary: "quadtree room world: rooms split into four quadrants level by level (square of side 2^k)",
		Texture: "nested rooms of every size, half-width doorways, loops; coarser levels are previews of finer ones",
		Kinds:   rectKinds,
		Make: simple(func(m *maze.Maze, rng *rand.Rand) error {
			r, err := needRect(m, "quadtree")
			if err != nil {
				return err
			}
			if r.W != r.H {
				return fmt.Errorf("generate: quadtree needs a square grid whose side is a power of two (such as 16x16 or 64x64), not %dx%d", r.W, r.H)
			}
			k, err := quadSideLevels(r.W)
			if err != nil {
				return err
			}
			w, err := Quadtree(r.W, k, rng)
			if err != nil {
				return err
			}
			return w.Carve(m, k)
		}),
		Ext: quadAbilities{},
	})
}

// quadAbilities are the quadtree's abilities beyond carving one maze.
type quadAbilities struct{}

var (
	_ Leveler = quadAbilities{}
	_ Fitter  = quadAbilities{}
)

// World builds the world on a square rect grid whose side is a power of
// two, with every level of detail down to single cells.
func (quadAbilities) World(g topology.Grid, rng *rand.Rand) (*QuadWorld, error) {
	r, ok := g.(*topology.Rect)
	if !ok || r.W != r.H {
		s := g.Spec()
		return nil, param.Errorf("size", fmt.Sprintf("%dx%d", s.Width, s.Height), "quadtree needs a square rect grid whose side is a power of two, such as 64x64")
	}
	k := bits.Len(uint(r.W)) - 1
	return Quadtree(r.W, k, rng)
}

// Fit makes s a square whose side is the smallest power of two that is at
// least its width and height.
func (quadAbilities) Fit(s topology.Spec) topology.Spec {
	side := 1
	for side < max(s.Width, s.Height) {
		side *= 2
	}
	s.Width, s.Height = side, side
	return s
}

// QuadState is the state of the boundary between two neighbouring rooms of
// one level: walled, passable over its whole width, or passable over one
// half (the north or west half, or the south or east half) with wall over
// the other.
type QuadState uint8

// The boundary states. A room's exits are the boundaries on its four sides;
// an exit on the outer border is always QuadWall.
const (
	QuadWall QuadState = iota
	QuadOpen
	QuadFirstHalf  // the north half of a vertical boundary, the west half of a horizontal one
	QuadSecondHalf // the south half of a vertical boundary, the east half of a horizontal one
)

var quadStateNames = [...]string{"wall", "open", "first-half", "second-half"}

// String returns the state's name as it appears in JSON.
func (s QuadState) String() string {
	if int(s) < len(quadStateNames) {
		return quadStateNames[s]
	}
	return fmt.Sprintf("QuadState(%d)", int(s))
}

// MarshalJSON writes the state as its name.
func (s QuadState) MarshalJSON() ([]byte, error) { return json.Marshal(s.String()) }

// span returns the passable part of a boundary of length n in this state:
// cells lo..hi-1 counted from its north or west end.
func (s QuadState) span(n int) (lo, hi int) {
	switch s {
	case QuadOpen:
		return 0, n
	case QuadFirstHalf:
		return 0, n / 2
	case QuadSecondHalf:
		return n / 2, n
	}
	return 0, 0
}

// QuadWorld is a recursive room world, as a MUD map might use, on a square
// of Side×Side cells, Side = 2^k. Level 0 is one room covering everything;
// every room larger than one cell owns four quadrant rooms, which make up
// the next level, down to level Levels (rooms of Side>>Levels cells; cells
// themselves when Levels = k). The rules, applied level by level:
//
//   - Between the four quadrants of a room lie four partitions (NW|NE,
//     SW|SE, NW|SW, NE|SE). At most one of them is a wall; the others are
//     passable, so every quadrant can be reached from every other.
//   - Every room has four exits, one per side. An exit on the outer border
//     leads to no room and is a wall. An exit between two rooms is the
//     partition their parents drew or, when the rooms have different
//     parents, the matching half of their parents' exit: a walled exit stays
//     walled, the open half of a narrowed exit is passable and the other half
//     walled.
//   - A passable exit may be narrowed to half its width, with wall on either
//     side (QuadFirstHalf or QuadSecondHalf); each passable exit of two or
//     more cells is narrowed with probability 1/2.
//
// Consequences, which the tests check: a passage at level L+1 lies inside a
// room or passage of level L, so levels refine each other (a wall at level
// L is still a wall at level L+1); and every level is connected, because the
// quadrants of a room are connected among themselves and a passable exit
// between two rooms leaves at least one passable half between two of their
// quadrants. At the finest level of a full world (Levels = k) the cells are
// the rooms and every cell is reachable from every other, with loops.
//
// The world is drawn level by level (breadth first), so the coarse levels do
// not depend on how many finer levels are built: Quadtree(side, 3, rng) and
// Quadtree(side, 6, rng) with equal seeds agree on levels 0 to 3.
//
// Memory: one byte per boundary per level, about 2.7 bytes per cell in all.
type QuadWorld struct {
	Side   int // cells on a side, a power of two
	Levels int // the finest level built; its rooms have Side>>Levels cells
	// bounds[L] holds the states of level L's boundaries: first the vertical
	// ones (between room (i,j) and (i+1,j), at j*(n-1)+i), then the
	// horizontal ones (between (i,j) and (i,j+1), at (n-1)*n + j*n+i), where
	// n = 2^L rooms per side. Level 0 has none.
	bounds [][]QuadState
}

// quadSideLevels returns k for a side of 2^k cells, or an error.
func quadSideLevels(side int) (int, error) {
	if side < 1 || side&(side-1) != 0 {
		return 0, fmt.Errorf("generate: quadtree: %w", param.Errorf("size", fmt.Sprintf("%dx%d", side, side), "the side must be a power of two (such as 16, 32 or 64)"))
	}
	if side > 1<<13 || side*side > topology.MaxCells {
		return 0, fmt.Errorf("generate: quadtree: %w", param.Errorf("size", fmt.Sprintf("%dx%d", side, side), "too many cells (maximum %d)", topology.MaxCells))
	}
	return bits.TrailingZeros(uint(side)), nil
}

// Quadtree builds a room world on a side×side square with levels levels of
// detail below the whole square (see QuadWorld). side must be a power of two
// and levels between 0 and log2(side); levels = log2(side) goes down to
// single cells.
//
// Cost: O(side²) time and about 2.7 bytes per cell.
func Quadtree(side, levels int, rng *rand.Rand) (*QuadWorld, error) {
	k, err := quadSideLevels(side)
	if err != nil {
		return nil, err
	}
	if levels < 0 || levels > k {
		return nil, fmt.Errorf("generate: quadtree levels %d: want 0 to %d for side %d (rooms cannot be smaller than one cell)", levels, k, side)
	}
	q := &QuadWorld{Side: side, Levels: levels, bounds: make([][]QuadState, levels+1)}
	for L := 1; L <= levels; L++ {
		q.bounds[L] = q.refine(L, rng)
	}
	return q, nil
}

// refine draws level L from level L-1.
func (q *QuadWorld) refine(L int, rng *rand.Rand) []QuadState {
	n, pn := 1<<L, 1<<(L-1)
	nv := (n - 1) * n
	b := make([]QuadState, nv+n*(n-1))
	prev := q.bounds[L-1]
	// Partitions inside each parent room: wall[p] is the walled one (0
	// NW|NE, 1 SW|SE, 2 NW|SW, 3 NE|SE) or 4 for none.
	wall := make([]uint8, pn*pn)
	for p := range wall {
		wall[p] = uint8(rng.IntN(5))
	}
	// inherit returns the state of half `part` (0: north/west) of a parent
	// boundary in state s.
	inherit := func(s QuadState, part int) QuadState {
		switch s {
		case QuadOpen:
			return QuadOpen
		case QuadFirstHalf:
			if part == 0 {
				return QuadOpen
			}
		case QuadSecondHalf:
			if part == 1 {
				return QuadOpen
			}
		}
		return QuadWall
	}
	for j := 0; j < n; j++ { // vertical boundaries: east of room (i, j)
		for i := 0; i+1 < n; i++ {
			var s QuadState
			if i%2 == 1 { // on a parent boundary, east of parent (i/2, j/2)
				s = inherit(prev[(j/2)*(pn-1)+i/2], j%2)
			} else if int(wall[(j/2)*pn+i/2]) != j%2 { // NW|NE is 0, SW|SE is 1
				s = QuadOpen
			}
			b[j*(n-1)+i] = s
		}
	}
	for j := 0; j+1 < n; j++ { // horizontal boundaries: south of room (i, j)
		for i := 0; i < n; i++ {
			var s QuadState
			if j%2 == 1 { // on a parent boundary, south of parent (i/2, j/2)
				s = inherit(prev[(pn-1)*pn+(j/2)*pn+i/2], i%2)
			} else if int(wall[(j/2)*pn+i/2]) != 2+i%2 { // NW|SW is 2, NE|SE is 3
				s = QuadOpen
			}
			b[nv+j*n+i] = s
		}
	}
	if q.Side>>L >= 2 {
		for i, s := range b {
			if s == QuadOpen && rng.IntN(2) == 0 {
				b[i] = QuadFirstHalf + QuadState(rng.IntN(2))
			}
		}
	}
	return b
}

// The sides of a room, in the order of QuadRoom.Exits.
const (
	QuadNorth = iota
	QuadEast
	QuadSouth
	QuadWest
)

// QuadExit is one side of a room.
type QuadExit struct {
	To    int       `json:"to"`    // the room beyond (its ID at the same level), or -1 at the outer border
	State QuadState `json:"state"` // wall, open, first-half or second-half
	// Open and Width give the passable cells along the side, counted from
	// its north or west end: Open..Open+Width-1. Width is 0 for a wall.
	Open  int `json:"open"`
	Width int `json:"width"`
}

// QuadRoom is a room of one level: a square of Size×Size cells with its
// top-left cell at (X, Y). ID is its index in Rooms(Level) (row by row);
// Parent is the ID of the room of level Level-1 it is a quadrant of (-1 at
// level 0). Exits are its sides in the order QuadNorth, QuadEast, QuadSouth, QuadWest.
type QuadRoom struct {
	ID     int         `json:"id"`
	X      int         `json:"x"`
	Y      int         `json:"y"`
	Size   int         `json:"size"`
	Level  int         `json:"level"`
	Parent int         `json:"parent"`
	Exits  [4]QuadExit `json:"exits"`
}

// boundary returns the state of the boundary east (vertical) or south of
// room (i, j) of level L.
func (q *QuadWorld) boundary(L, i, j int, vertical bool) QuadState {
	n := 1 << L
	if vertical {
		return q.bounds[L][j*(n-1)+i]
	}
	return q.bounds[L][(n-1)*n+j*n+i]
}

// Rooms returns the rooms of a level, row by row, with their exits. It
// panics if level is outside 0..q.Levels.
func (q *QuadWorld) Rooms(level int) []QuadRoom {
	n, s := 1<<level, q.Side>>level
	rooms := make([]QuadRoom, 0, n*n)
	exit := func(to int, st QuadState) QuadExit {
		lo, hi := st.span(s)
		return QuadExit{To: to, State: st, Open: lo, Width: hi - lo}
	}
	border := QuadExit{To: -1, State: QuadWall}
	for j := 0; j < n; j++ {
		for i := 0; i < n; i++ {
			r := QuadRoom{ID: j*n + i, X: i * s, Y: j * s, Size: s, Level: level, Parent: -1}
			if level > 0 {
				r.Parent = (j/2)*(n/2) + i/2
			}
			r.Exits = [4]QuadExit{border, border, border, border}
			if j > 0 {
				r.Exits[QuadNorth] = exit(r.ID-n, q.boundary(level, i, j-1, false))
			}
			if i+1 < n {
				r.Exits[QuadEast] = exit(r.ID+1, q.boundary(level, i, j, true))
			}
			if j+1 < n {
				r.Exits[QuadSouth] = exit(r.ID+n, q.boundary(level, i, j, false))
			}
			if i > 0 {
				r.Exits[QuadWest] = exit(r.ID-1, q.boundary(level, i-1, j, true))
			}
			rooms = append(rooms, r)
		}
	}
	return rooms
}

// Carve opens the edges of m as the world looks at the given level: every
// edge inside a room, and the passable cells of the exits between rooms. m
// must be on a Side×Side rect grid; edges already open stay open.
func (q *QuadWorld) Carve(m *maze.Maze, level int) error {
	r, ok := m.Grid.(*topology.Rect)
	if !ok || r.W != q.Side || r.H != q.Side {
		return fmt.Errorf("%w: a quadtree world of side %d needs a %dx%d rect grid", ErrUnsupported, q.Side, q.Side, q.Side)
	}
	if level < 0 || level > q.Levels {
		return fmt.Errorf("generate: quadtree level %d: want 0 to %d", level, q.Levels)
	}
	n, s := 1<<level, q.Side>>level
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
	for j := 0; j < n; j++ {
		for i := 0; i < n; i++ {
			if i+1 < n {
				lo, hi := q.boundary(level, i, j, true).span(s)
				for k := lo; k < hi; k++ {
					m.Open(r.EastEdge((i+1)*s-1, j*s+k))
				}
			}
			if j+1 < n {
				lo, hi := q.boundary(level, i, j, false).span(s)
				for k := lo; k < hi; k++ {
					m.Open(r.SouthEdge(i*s+k, (j+1)*s-1))
				}
			}
		}
	}
	return nil
}

// Maze returns the world at the given level as a maze on a new Side×Side
// rect grid (see Carve).
func (q *QuadWorld) Maze(level int) (*maze.Maze, error) {
	g, err := topology.NewRect(q.Side, q.Side)
	if err != nil {
		return nil, err
	}
	m := maze.New(g)
	if err := q.Carve(m, level); err != nil {
		return nil, err
	}
	return m, nil
}

// QuadLevel is one level of a world as a game would load it.
type QuadLevel struct {
	Level int        `json:"level"`
	Size  int        `json:"size"` // the side of every room of this level, in cells
	Rooms []QuadRoom `json:"rooms"`
}

// QuadExport is the JSON form of a world: every level's rooms with their exits.
type QuadExport struct {
	Side   int         `json:"side"`
	Levels []QuadLevel `json:"levels"`
}

// Export returns the world's rooms and exits, level 0 to maxLevel (capped
// at q.Levels).
func (q *QuadWorld) Export(maxLevel int) QuadExport {
	maxLevel = min(maxLevel, q.Levels)
	out := QuadExport{Side: q.Side}
	for L := 0; L <= maxLevel; L++ {
		out.Levels = append(out.Levels, QuadLevel{Level: L, Size: q.Side >> L, Rooms: q.Rooms(L)})
	}
	return out
}
