package topology

// Adjacency is a neighbour lookup for inner loops (generators, solvers). For
// a *Rect it calls the concrete method, which the compiler can inline, instead
// of going through the Graph interface for every cell; every other grid uses
// the interface. It holds no per-cell data. The zero value is not usable;
// call NewAdjacency.
type Adjacency struct {
	g    Graph
	rect *Rect
}

// NewAdjacency returns the fastest neighbour lookup for g.
func NewAdjacency(g Graph) Adjacency {
	r, _ := g.(*Rect)
	return Adjacency{g: g, rect: r}
}

// Neighbors appends the neighbours of c to buf, exactly as g.Neighbors does.
func (a Adjacency) Neighbors(c int, buf []Neighbor) []Neighbor {
	if a.rect != nil {
		return a.rect.Neighbors(c, buf)
	}
	return a.g.Neighbors(c, buf)
}

// Ends returns the cells at the ends of edge e, exactly as g.Ends does.
func (a Adjacency) Ends(e int) (int, int) {
	if a.rect != nil {
		return a.rect.Ends(e)
	}
	return a.g.Ends(e)
}
