// The meshes of a puzzle box's three parts, each closed, in the position
// it prints in without supports.

package fab

import (
	"fmt"
	"image"
	"io"
	"math"
	"slices"
)

// BoxParts lists the parts of a puzzle box, in the order an STL of the
// whole box lays them out.
var boxParts = []string{"inner", "sleeve", "lid"}

// BoxParts lists the parts of a puzzle box (a new slice each call).
func BoxParts() []string { return slices.Clone(boxParts) }

// InnerMesh returns the inner cup, standing on its flange: a closed floor,
// the bore, and the maze cut into its outside.
func (b *BoxMaze) InnerMesh() *triMesh {
	p := b.Plan
	eps := boxEps / p.RWall
	var ts, zs []float64
	for x := 0; x < p.Columns; x++ {
		for _, rs := range b.rects[x] {
			ts = append(ts, rs.t0, rs.t1, rs.t0-eps, rs.t1+eps)
			zs = append(zs, rs.z0, rs.z1, rs.z0-boxEps, rs.z1+p.Depth)
		}
	}
	for i, t := range ts {
		ts[i] = math.Mod(t+4*math.Pi, 2*math.Pi)
	}
	theta := samples(ts, 0, 2*math.Pi, 0.8/p.RWall)
	theta = theta[:len(theta)-1] // 2π is 0 again
	h := p.Clearance + p.Click
	zs = append(zs, p.DetentZ-p.DetentHalf-h, p.DetentZ-p.DetentHalf, p.DetentZ+p.DetentHalf, p.DetentZ+p.DetentHalf+h)
	zs = samples(zs, p.Flange, p.InnerHeight, 0.5)
	rings := []latheRing{{z: 0}, {z: 0, r: constRing(len(theta), p.ROut)}, {z: p.Flange, r: constRing(len(theta), p.ROut)}}
	for _, z := range zs {
		r := make([]float64, len(theta))
		for i, t := range theta {
			r[i] = p.RWall - b.GrooveDepth(t, z)
		}
		rings = append(rings, latheRing{z: z, r: r})
	}
	rings = append(rings, latheRing{z: p.InnerHeight, r: constRing(len(theta), p.RBore)},
		latheRing{z: p.Floor, r: constRing(len(theta), p.RBore)}, latheRing{z: p.Floor})
	return lathe(theta, rings, false)
}

// SleeveMesh returns the sleeve, standing on the end the lid closes, with
// the nub inside near the open end at the top.
func (p BoxPlan) SleeveMesh() *triMesh {
	eps := boxEps / p.RSleeve
	theta := samples([]float64{p.NubAngle, p.NubAngle - eps, 2*math.Pi - p.NubAngle, 2*math.Pi - p.NubAngle + eps}, 0, 2*math.Pi, 0.8/p.RSleeve)
	theta = theta[:len(theta)-1]
	z0, z1 := p.NubZ()-p.Nub/2, p.NubZ()+p.Nub/2
	zs := samples([]float64{z0, z0 - boxEps, z1, z1 + p.Depth}, 0, p.SleeveLength, 1)
	// In use the open end is at the bottom (height 0); printed, at the top.
	flip := func(z float64) float64 { return p.SleeveLength - z }
	rings := []latheRing{{z: flip(0), r: constRing(len(theta), p.ROut)}, {z: flip(p.SleeveLength), r: constRing(len(theta), p.ROut)}}
	for k := len(zs) - 1; k >= 0; k-- {
		r := make([]float64, len(theta))
		for i, t := range theta {
			r[i] = p.RSleeve - p.NubHeight(t, zs[k])
		}
		rings = append(rings, latheRing{z: flip(zs[k]), r: r})
	}
	return lathe(theta, rings, true)
}

// LidMesh returns the lid, standing on its disc, with the plug that goes
// into the sleeve on top, the clearance smaller all round than the
// sleeve's bore (glue it in, or wrap it in a turn of tape for a push fit).
func (p BoxPlan) LidMesh() *triMesh {
	theta := samples(nil, 0, 2*math.Pi, 0.8/p.ROut)
	theta = theta[:len(theta)-1]
	n := len(theta)
	plug := p.RSleeve - p.Clearance // the clearance all round, as between the other parts
	return lathe(theta, []latheRing{{z: 0}, {z: 0, r: constRing(n, p.ROut)}, {z: p.Lid, r: constRing(n, p.ROut)},
		{z: p.Lid, r: constRing(n, plug)}, {z: p.Lid + p.Plug, r: constRing(n, plug)}, {z: p.Lid + p.Plug}}, false)
}

func constRing(n int, r float64) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = r
	}
	return out
}

// BoxView draws the three parts of the box side by side, as they print,
// seen from 25° above the horizon and lit from the front, width pixels wide.
func BoxView(b *BoxMaze, width int) (image.Image, error) {
	mesh := b.InnerMesh()
	step := 2*b.Plan.ROut + 5
	mesh.merge(b.Plan.SleeveMesh(), step, 0)
	mesh.merge(b.Plan.LidMesh(), 2*step, 0)
	return meshView(mesh, width, 25, [3]float64{-0.5, -0.9, 0.6})
}

// WriteBoxSTL writes a part of the box ("inner", "sleeve" or "lid"), or
// with part "" all three side by side, as binary STL in millimetres.
func WriteBoxSTL(w io.Writer, b *BoxMaze, part string) error {
	var mesh *triMesh
	switch part {
	case "inner":
		mesh = b.InnerMesh()
	case "sleeve":
		mesh = b.Plan.SleeveMesh()
	case "lid":
		mesh = b.Plan.LidMesh()
	case "":
		mesh = b.InnerMesh()
		step := 2*b.Plan.ROut + 5
		mesh.merge(b.Plan.SleeveMesh(), step, 0)
		mesh.merge(b.Plan.LidMesh(), 2*step, 0)
	default:
		return fmt.Errorf("fab: puzzle box part %q (want inner, sleeve or lid)", part)
	}
	return mesh.writeSTL(w)
}
