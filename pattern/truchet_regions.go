// The regions of Truchet patterns, found from the pieces of the tiles and
// the way they meet along tile borders.

package pattern

import "github.com/mazekit/mazekit/internal/unionfind"

// The pieces of a RectTile. Its curves cut a tile into at most RectPieces
// pieces, numbered by slot; corner i counts clockwise from the top left.
// With side s:
//
//	PieceWing+i    the wing of a smaller tile at corner i: a quarter disc of
//	               radius s/6 (only where Wings has bit i)
//	PieceCorner+i  the ground round a band corner i within s/3, less the
//	               wing there (only at the two band corners)
//	PieceBand+i    the band round corner i, from s/3 to 2s/3
//	PieceMiddle    the ground between the two bands, less the wings at the
//	               other two corners
//
// Wings and bands are the tile's figure, the rest its ground.
const (
	PieceWing   = 0
	PieceCorner = 4
	PieceBand   = 8
	PieceMiddle = 12
	RectPieces  = 13
)

// BandCorner reports whether corner i carries one of the tile's bands.
func (c RectTile) BandCorner(i int) bool { return i%2 == int(c.Turn) }

// Has reports whether the tile has piece p.
func (c RectTile) Has(p int) bool {
	switch {
	case p < PieceCorner:
		return c.Wings&(1<<p) != 0
	case p < PieceMiddle:
		return c.BandCorner(p % 4)
	}
	return p == PieceMiddle
}

// Ink reports whether piece p is drawn in ink rather than paper: the
// figure of tiles of even level and the ground of tiles of odd level.
func (c RectTile) Ink(p int) bool {
	figure := p < PieceCorner || (p >= PieceBand && p < PieceMiddle)
	return figure != (c.Level%2 == 1)
}

// edgePiece returns the piece that holds sixth k (0 to 5) of the side from
// corner a to corner b. Along every side the colours run ground, ground,
// figure, figure, ground, ground from corner to corner, but a wing turns
// the sixth at its corner to figure.
func (c RectTile) edgePiece(a, b, k int) int {
	end := a
	if k >= 3 {
		end, k = b, 5-k
	}
	switch k {
	case 0:
		if c.Wings&(1<<end) != 0 {
			return PieceWing + end
		}
		fallthrough
	case 1:
		if c.BandCorner(end) {
			return PieceCorner + end
		}
		return PieceMiddle
	}
	if c.BandCorner(a) {
		return PieceBand + a
	}
	return PieceBand + b
}

// TruchetRegions are the regions of a Truchet pattern: the areas its
// curves bound, each made of whole tile pieces.
type TruchetRegions struct {
	// Of gives the region of each piece, Of[tile*RectPieces+slot] for a
	// RectTruchet and Of[cell*HexPieces+slot] for a HexTruchet, or -1 where
	// the tile has no such piece. Regions are numbered in the order of
	// their first piece.
	Of     []int32
	Count  int    // number of regions
	Closed int    // regions that touch no outer edge
	Ink    []bool // RectTruchet only: whether each region is ink (else paper)
}

// pairs calls f for the two pieces on either side of each stretch of tile
// border, in units of a sixth of the smallest tile, and edge for each
// piece on the picture's outer edge.
func (t *RectTruchet) pairs(f func(p, q int), edge func(p int)) {
	fw, fh := t.unitW(), t.unitH()
	_, of := t.levels()
	for i, c := range t.Tiles {
		s := t.Side(c.Level)
		for u := range s {
			for k := range 6 {
				seg := (6*u + k) / s
				// Right side, against the left side of the tile beyond.
				if x, y := c.X+s, c.Y+u; x < fw {
					j := int(of[y*fw+x])
					d := t.Tiles[j]
					f(i*RectPieces+c.edgePiece(1, 2, seg), j*RectPieces+d.edgePiece(0, 3, (6*(y-d.Y)+k)/t.Side(d.Level)))
				} else {
					edge(i*RectPieces + c.edgePiece(1, 2, seg))
				}
				// Bottom side, against the top side of the tile below.
				if x, y := c.X+u, c.Y+s; y < fh {
					j := int(of[y*fw+x])
					d := t.Tiles[j]
					f(i*RectPieces+c.edgePiece(3, 2, seg), j*RectPieces+d.edgePiece(0, 1, (6*(x-d.X)+k)/t.Side(d.Level)))
				} else {
					edge(i*RectPieces + c.edgePiece(3, 2, seg))
				}
				if c.X == 0 {
					edge(i*RectPieces + c.edgePiece(0, 3, seg))
				}
				if c.Y == 0 {
					edge(i*RectPieces + c.edgePiece(0, 1, seg))
				}
			}
		}
	}
}

// Regions finds the regions exactly: the pieces of every tile (see
// RectPieces) joined wherever they meet along a tile border. Pieces that
// meet are always the same colour, so every region is ink or paper.
func (t *RectTruchet) Regions() *TruchetRegions {
	n := len(t.Tiles) * RectPieces
	r := regionsOf(n, func(p int) bool { return t.Tiles[p/RectPieces].Has(p % RectPieces) }, t.pairs)
	r.Ink = make([]bool, r.Count)
	for p, id := range r.Of {
		if id >= 0 {
			r.Ink[id] = t.Tiles[p/RectPieces].Ink(p % RectPieces)
		}
	}
	return r
}

// HexPieces is the number of pieces of a HexTruchet cell: slot j (0 to 2)
// is the small sector its arc cuts off round corner Turn+2j, slot 3 the
// rest of the hexagon.
const HexPieces = 4

// hexNeighbour returns the cell across side k (between corners k and k+1)
// of cell (x, y), or -1 at the outer edge.
func (t *HexTruchet) hexNeighbour(x, y, k int) int {
	odd := y & 1
	var nx, ny int
	switch k {
	case 0: // down right
		nx, ny = x+odd, y+1
	case 1: // down left
		nx, ny = x-1+odd, y+1
	case 2: // left
		nx, ny = x-1, y
	case 3: // up left
		nx, ny = x-1+odd, y-1
	case 4: // up right
		nx, ny = x+odd, y-1
	default: // right
		nx, ny = x+1, y
	}
	if nx < 0 || ny < 0 || nx >= t.W || ny >= t.H {
		return -1
	}
	return ny*t.W + nx
}

// hexPiece returns the piece of cell c that holds the half of a side next
// to corner k.
func (t *HexTruchet) hexPiece(c, k int) int {
	turn := int(t.Turn[c])
	if (k-turn)%2 == 0 {
		return c*HexPieces + (k-turn)/2
	}
	return c*HexPieces + 3
}

// pairs calls f for the two pieces on either side of each half side
// between cells, and edge for each piece on the outer edge. The cell
// across side k meets it with its side k+3, whose corner k+4 is this
// cell's corner k.
func (t *HexTruchet) pairs(f func(p, q int), edge func(p int)) {
	for c := range t.W * t.H {
		for k := range 6 {
			d := t.hexNeighbour(c%t.W, c/t.W, k)
			if d < 0 {
				edge(t.hexPiece(c, k))
				edge(t.hexPiece(c, (k+1)%6))
				continue
			}
			f(t.hexPiece(c, k), t.hexPiece(d, (k+4)%6))
			f(t.hexPiece(c, (k+1)%6), t.hexPiece(d, (k+3)%6))
		}
	}
}

// Regions finds the regions exactly: the pieces of every cell (see
// HexPieces) joined wherever they meet along a side.
func (t *HexTruchet) Regions() *TruchetRegions {
	return regionsOf(t.W*t.H*HexPieces, func(int) bool { return true }, t.pairs)
}

// regionsOf joins n pieces (of which has says which exist) by the pairs
// the walk reports.
func regionsOf(n int, has func(p int) bool, walk func(f func(p, q int), edge func(p int))) *TruchetRegions {
	sets := unionfind.New(n)
	onEdge := make([]bool, n)
	walk(func(p, q int) { sets.Union(int32(p), int32(q)) }, func(p int) { onEdge[p] = true })
	r := &TruchetRegions{Of: make([]int32, n)}
	id := make([]int32, n)
	for i := range id {
		id[i] = -1
	}
	var open []bool
	for p := range n {
		if !has(p) {
			r.Of[p] = -1
			continue
		}
		root := sets.Find(int32(p))
		if id[root] < 0 {
			id[root] = int32(r.Count)
			r.Count++
			open = append(open, false)
		}
		r.Of[p] = id[root]
		if onEdge[p] {
			open[id[root]] = true
		}
	}
	for _, o := range open {
		if !o {
			r.Closed++
		}
	}
	return r
}
