// Package unionfind is a disjoint-set forest over the numbers 0..n-1 whose
// root is always the smallest member of its set, so what is built from the
// roots does not depend on the order of the unions.
package unionfind

// Sets is a partition of 0..n-1 into disjoint sets, each at first on its
// own. It is not safe for concurrent use.
type Sets struct{ parent []int32 }

// New returns n sets of one member each.
func New(n int) *Sets {
	p := make([]int32, n)
	for i := range p {
		p[i] = int32(i)
	}
	return &Sets{parent: p}
}

// Find returns the root of x's set: its smallest member. It halves the
// path it walks, so later finds are shorter.
func (s *Sets) Find(x int32) int32 {
	p := s.parent
	for p[x] != x {
		p[x] = p[p[x]]
		x = p[x]
	}
	return x
}

// Union joins the sets of a and b and reports whether they were apart.
func (s *Sets) Union(a, b int32) bool {
	ra, rb := s.Find(a), s.Find(b)
	if ra == rb {
		return false
	}
	s.parent[max(ra, rb)] = min(ra, rb)
	return true
}
