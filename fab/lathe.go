// Solids of revolution with a relief: rings of vertices round the z axis,
// each vertex at its own radius, joined ring to ring into a closed mesh.

package fab

import "math"

// latheRing is one ring of a lathe: n vertices at height z, vertex i at
// angle theta[i] and radius r[i]; a ring with r == nil is the single
// point on the axis at height z.
type latheRing struct {
	z float64
	r []float64
}

// lathe builds the closed mesh of a solid of revolution whose surface is
// the sequence of rings, each joined to the next by a band of quads (or a
// fan, to a point ring). All rings share the angles theta (increasing,
// within one turn; the band closes round the axis). When loop is set the
// last ring joins the first again (a tube); otherwise the first and last
// rings must be points (a solid or a cup closed at both ends). The mesh
// is oriented with its normals outwards.
func lathe(theta []float64, rings []latheRing, loop bool) *triMesh {
	n := len(theta)
	m := &triMesh{}
	start := make([]int32, len(rings))
	for k, rg := range rings {
		start[k] = int32(len(m.v))
		if rg.r == nil {
			m.v = append(m.v, [3]float64{0, 0, rg.z})
			continue
		}
		for i, a := range theta {
			m.v = append(m.v, [3]float64{rg.r[i] * math.Cos(a), rg.r[i] * math.Sin(a), rg.z})
		}
	}
	at := func(k, i int) int32 {
		if rings[k].r == nil {
			return start[k]
		}
		return start[k] + int32(i%n)
	}
	bands := len(rings) - 1
	if loop {
		bands = len(rings)
	}
	for k := 0; k < bands; k++ {
		k2 := (k + 1) % len(rings)
		for i := 0; i < n; i++ {
			a, b := at(k, i), at(k, i+1)
			c, d := at(k2, i+1), at(k2, i)
			if a != b {
				m.t = append(m.t, [3]int32{a, b, c})
			}
			if c != d {
				m.t = append(m.t, [3]int32{a, c, d})
			}
		}
	}
	if m.volume() < 0 {
		for i := range m.t {
			m.t[i][1], m.t[i][2] = m.t[i][2], m.t[i][1]
		}
	}
	return m
}

// volume returns the signed volume the mesh encloses (positive when its
// normals point out).
func (mesh *triMesh) volume() float64 {
	v := 0.0
	for _, t := range mesh.t {
		a, b, c := mesh.v[t[0]], mesh.v[t[1]], mesh.v[t[2]]
		v += a[0]*(b[1]*c[2]-b[2]*c[1]) - a[1]*(b[0]*c[2]-b[2]*c[0]) + a[2]*(b[0]*c[1]-b[1]*c[0])
	}
	return v / 6
}

// merge appends the mesh o, moved by (dx, dy), to mesh.
func (mesh *triMesh) merge(o *triMesh, dx, dy float64) {
	base := int32(len(mesh.v))
	for _, p := range o.v {
		mesh.v = append(mesh.v, [3]float64{p[0] + dx, p[1] + dy, p[2]})
	}
	for _, t := range o.t {
		mesh.t = append(mesh.t, [3]int32{t[0] + base, t[1] + base, t[2] + base})
	}
}
