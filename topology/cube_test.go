package topology_test

import (
	"math"
	"testing"

	"github.com/mazekit/mazekit/topology"
	"github.com/mazekit/mazekit/topology/topologytest"
)

func TestCubeSuite(t *testing.T) {
	for _, n := range []int{1, 2, 3, 6} {
		g, err := topology.NewCube(n)
		if err != nil {
			t.Fatal(err)
		}
		topologytest.Check(t, g)
	}
	if _, err := topology.Build(topology.Spec{Kind: "cube", Width: 4, Height: 5}); err == nil {
		t.Error("Build accepted a cube with oblong faces")
	}
}

type vec [3]float64

func (a vec) add(b vec) vec       { return vec{a[0] + b[0], a[1] + b[1], a[2] + b[2]} }
func (a vec) sub(b vec) vec       { return vec{a[0] - b[0], a[1] - b[1], a[2] - b[2]} }
func (a vec) scale(k float64) vec { return vec{a[0] * k, a[1] * k, a[2] * k} }
func (a vec) dot(b vec) float64   { return a[0]*b[0] + a[1]*b[1] + a[2]*b[2] }
func (a vec) norm() float64       { return math.Sqrt(a.dot(a)) }

// placement maps a face's net points into space: p ↦ o + x·u + y·v,
// with n its outward normal.
type placement struct{ o, u, v, n vec }

func (pl placement) at(p topology.Point) vec {
	return pl.o.add(pl.u.scale(p.X)).add(pl.v.scale(p.Y))
}

// foldNet folds the net as a person would: the front face stays on the
// table, and each face joined to a placed face along a side in the net is
// turned up by a right angle about that side, away from the outside.
func foldNet(t *testing.T, g *topology.Cube) [6]placement {
	var pl [6]placement
	placed := [6]bool{}
	pl[topology.FaceFront] = placement{u: vec{1, 0, 0}, v: vec{0, 1, 0}, n: vec{0, 0, -1}}
	placed[topology.FaceFront] = true
	for round := 0; round < 6; round++ {
		for f := range 6 {
			if placed[f] {
				continue
			}
			for p := range 6 {
				if !placed[p] {
					continue
				}
				a, b := g.FaceBox(p), g.FaceBox(f)
				// The shared side and the direction from it into f, in the net.
				var h topology.Point
				var d topology.Point
				switch {
				case a.Max.X == b.Min.X && a.Min.Y == b.Min.Y:
					h, d = topology.Point{X: a.Max.X, Y: a.Min.Y}, topology.Point{X: 1}
				case a.Min.X == b.Max.X && a.Min.Y == b.Min.Y:
					h, d = topology.Point{X: a.Min.X, Y: a.Min.Y}, topology.Point{X: -1}
				case a.Max.Y == b.Min.Y && a.Min.X == b.Min.X:
					h, d = topology.Point{X: a.Min.X, Y: a.Max.Y}, topology.Point{Y: 1}
				case a.Min.Y == b.Max.Y && a.Min.X == b.Min.X:
					h, d = topology.Point{X: a.Min.X, Y: a.Min.Y}, topology.Point{Y: -1}
				default:
					continue
				}
				// Flat, f continues p's plane; folded, the direction d
				// turns into -n (inwards), and f's outward normal is
				// the old direction d.
				q := pl[p]
				dir := q.u.scale(d.X).add(q.v.scale(d.Y))
				hinge := q.at(h)
				in := q.n.scale(-1)
				turn := func(w vec) vec { // a net direction of p into f's folded frame
					along := dir.dot(w)
					return w.sub(dir.scale(along)).add(in.scale(along))
				}
				nu, nv := turn(q.u), turn(q.v)
				pl[f] = placement{u: nu, v: nv, n: dir}
				pl[f].o = hinge.sub(nu.scale(h.X)).sub(nv.scale(h.Y))
				placed[f] = true
				break
			}
		}
	}
	for f, ok := range placed {
		if !ok {
			t.Fatalf("face %d is not joined to the net", f)
		}
	}
	return pl
}

// TestCubeFold folds the printed net of a cube and checks that it makes
// a cube: six faces on six different sides of a box of the right size,
// every passage across a cut edge meeting its partner (the two printed
// pieces of its wall land on the same edge of the cube), every cell side
// on a face's rim meeting exactly one other, and a maze carved on it
// reaching every cell.
func TestCubeFold(t *testing.T) {
	for _, n := range []int{1, 3, 5} {
		g, err := topology.NewCube(n)
		if err != nil {
			t.Fatal(err)
		}
		pl := foldNet(t, g)
		face := func(c int) placement { return pl[g.Face(c)] }
		// Six distinct outward normals, each face's centre n/2 out from
		// the cube's centre.
		var centre vec
		for f := range 6 {
			b := g.FaceBox(f)
			centre = centre.add(pl[f].at(b.Center()))
		}
		centre = centre.scale(1.0 / 6)
		for f := range 6 {
			b := g.FaceBox(f)
			off := pl[f].at(b.Center()).sub(centre)
			if math.Abs(off.norm()-float64(n)/2) > 1e-9 || math.Abs(off.dot(pl[f].n)-float64(n)/2) > 1e-9 {
				t.Fatalf("n=%d face %d: centre %v from the cube's centre, normal %v", n, f, off, pl[f].n)
			}
		}
		cuts := 0
		for e := 0; e < g.NumEdges(); e++ {
			a, b := g.Ends(e)
			wa, wb := g.Wall(e), g.Wall(e)
			if pieces, link := g.LinkWalls(e, nil); link {
				wa, wb = pieces[0], pieces[1]
				cuts++
			}
			pa, pb := face(a).at(wa.Mid()), face(b).at(wb.Mid())
			if pa.sub(pb).norm() > 1e-9 {
				t.Fatalf("n=%d edge %d (%d–%d): the two sides of its wall fold to %v and %v", n, e, a, b, pa, pb)
			}
			// The sides are the same segment, either way round.
			a1, a2 := face(a).at(wa.A), face(a).at(wa.B)
			b1, b2 := face(b).at(wb.A), face(b).at(wb.B)
			if math.Min(a1.sub(b1).norm()+a2.sub(b2).norm(), a1.sub(b2).norm()+a2.sub(b1).norm()) > 1e-9 {
				t.Fatalf("n=%d edge %d: wall pieces fold onto different segments", n, e)
			}
		}
		if want := 7 * n; cuts != want {
			t.Errorf("n=%d: %d passages across cut edges, want %d (seven cut edges of %d cells)", n, cuts, want, n)
		}
		if want := 6*2*n*(n-1) + 12*n; g.NumEdges() != want {
			t.Errorf("n=%d: %d edges, want %d", n, g.NumEdges(), want)
		}
		for c := 0; c < g.NumCells(); c++ {
			if d := len(g.Neighbors(c, nil)); d != 4 {
				t.Fatalf("n=%d cell %d has %d neighbours, want 4 on a closed surface", n, c, d)
			}
		}
		s, f := g.Terminals()
		if g.Face(s) != topology.FaceFront || g.Face(f) != topology.FaceBack || face(s).n.dot(face(f).n) != -1 {
			t.Errorf("n=%d: start on face %d and finish on face %d, want opposite faces", n, g.Face(s), g.Face(f))
		}
	}
}
