// Grids whose drawing cuts some passages apart: floors side by side, the
// faces of a cube laid out flat.

package topology

// Linked is implemented by grids some of whose edges join cells that do
// not meet on the page, such as the stairs between the floors of a 3D
// grid. Such an edge is a link: renderers draw no wall for it from Wall,
// but the pieces LinkWalls gives, and mark an open link in its two cells
// (see Floored) or leave a gap in both pieces.
type Linked interface {
	// LinkWalls reports whether edge e is a link and appends the pieces of
	// its wall as drawn to buf: none for stairs between floors, or the two
	// sides of a cut, the one on the side of the edge's first cell first.
	LinkWalls(e int, buf []Segment) ([]Segment, bool)
}

// Floored is implemented by grids made of floors of cells stacked one
// above the other and drawn side by side: their links (see Linked) are
// stairs between floors, marked in both cells.
type Floored interface {
	// Floors returns the number of floors.
	Floors() int
	// Floor returns the floor of cell c, 0 for the lowest.
	Floor(c int) int
	// FloorBounds returns the box the cells of floor f are drawn in.
	FloorBounds(f int) Box
	// KeyBox returns the box, clear of every floor and door, where the
	// key to the stair marks goes.
	KeyBox() Box
}

// Terminals is implemented by grids with no outer wall to cut doors in,
// such as the surface of a cube: a maze on one runs from one cell to
// another, marked in them, and is solved between them.
type Terminals interface {
	// Terminals returns the cells the maze starts and finishes in.
	Terminals() (start, finish int)
}
