package topology

// adjList is an explicit graph for grids with a random layout: the cells at
// each edge's ends and every cell's neighbours in one flat array (compressed
// rows). Grids embed it to get the Graph methods.
type adjList struct {
	ends   [][2]int32
	nbOff  []int32 // neighbours of c: nbCell[nbOff[c]:nbOff[c+1]]
	nbCell []int32
	nbEdge []int32
	maxDeg int
}

// addEdge adds the edge between a and b (a < b) and returns its number.
func (l *adjList) addEdge(a, b int32) int {
	l.ends = append(l.ends, [2]int32{a, b})
	return len(l.ends) - 1
}

// build fills the neighbour lists of n cells from the edges, in edge order.
func (l *adjList) build(n int) {
	deg := make([]int32, n+1)
	for _, e := range l.ends {
		deg[e[0]+1]++
		deg[e[1]+1]++
	}
	for c := 0; c < n; c++ {
		l.maxDeg = max(l.maxDeg, int(deg[c+1]))
		deg[c+1] += deg[c]
	}
	l.nbOff = append([]int32(nil), deg...)
	l.nbCell = make([]int32, deg[n])
	l.nbEdge = make([]int32, deg[n])
	fill := append([]int32(nil), deg[:n]...)
	for e, p := range l.ends {
		for k, c := range p {
			i := fill[c]
			fill[c]++
			l.nbCell[i] = p[1-k]
			l.nbEdge[i] = int32(e)
		}
	}
}

// MaxDegree implements Grid.
func (l *adjList) MaxDegree() int { return l.maxDeg }

// NumEdges implements Graph.
func (l *adjList) NumEdges() int { return len(l.ends) }

// Ends implements Graph.
func (l *adjList) Ends(e int) (a, b int) { return int(l.ends[e][0]), int(l.ends[e][1]) }

// Neighbors implements Graph.
func (l *adjList) Neighbors(c int, buf []Neighbor) []Neighbor {
	for k := l.nbOff[c]; k < l.nbOff[c+1]; k++ {
		buf = append(buf, Neighbor{int(l.nbCell[k]), int(l.nbEdge[k])})
	}
	return buf
}
