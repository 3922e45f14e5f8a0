// Triangle meshes: the solid the 3D-print outputs share, written as
// binary STL or drawn shaded by a small z-buffer rasterizer.

package fab

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"io"
	"math"
)

// triMesh is a triangle mesh with shared vertices.
type triMesh struct {
	v []([3]float64)
	t [][3]int32
}

// writeSTL writes mesh as a binary STL.
func (mesh *triMesh) writeSTL(w io.Writer) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	var hdr [80]byte
	copy(hdr[:], "mazekit maze, millimetres")
	bw.Write(hdr[:])
	binary.Write(bw, binary.LittleEndian, uint32(len(mesh.t)))
	var rec [50]byte
	for _, t := range mesh.t {
		a, b, c := mesh.v[t[0]], mesh.v[t[1]], mesh.v[t[2]]
		n := cross3(sub3(b, a), sub3(c, a))
		if l := math.Sqrt(n[0]*n[0] + n[1]*n[1] + n[2]*n[2]); l > 0 {
			n = [3]float64{n[0] / l, n[1] / l, n[2] / l}
		}
		put := func(off int, v [3]float64) {
			for i := 0; i < 3; i++ {
				binary.LittleEndian.PutUint32(rec[off+4*i:], math.Float32bits(float32(v[i])))
			}
		}
		put(0, n)
		put(12, a)
		put(24, b)
		put(36, c)
		if _, err := bw.Write(rec[:]); err != nil {
			return err
		}
	}
	return bw.Flush()
}

func sub3(a, b [3]float64) [3]float64 { return [3]float64{a[0] - b[0], a[1] - b[1], a[2] - b[2]} }

func cross3(a, b [3]float64) [3]float64 {
	return [3]float64{a[1]*b[2] - a[2]*b[1], a[2]*b[0] - a[0]*b[2], a[0]*b[1] - a[1]*b[0]}
}

// meshView draws mesh width pixels wide, turned 30° and seen from elev
// degrees above the horizon, lit from the direction light (see STLView).
func meshView(mesh *triMesh, width int, elev float64, light [3]float64) (image.Image, error) {
	const ss = 2
	turn, elev := -30*math.Pi/180, elev*math.Pi/180
	ct, st, ce, se := math.Cos(turn), math.Sin(turn), math.Cos(elev), math.Sin(elev)
	view := func(v [3]float64) [3]float64 { // screen x, screen y (down), depth (larger is farther)
		x1 := v[0]*ct - v[1]*st
		y1 := v[0]*st + v[1]*ct
		return [3]float64{x1, -(y1*se + v[2]*ce), y1*ce - v[2]*se}
	}
	pv := make([][3]float64, len(mesh.v))
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i, v := range mesh.v {
		p := view(v)
		pv[i] = p
		minX, maxX = min(minX, p[0]), max(maxX, p[0])
		minY, maxY = min(minY, p[1]), max(maxY, p[1])
	}
	W := width * ss
	scale := float64(W) * 0.94 / (maxX - minX)
	H := int((maxY-minY)*scale + float64(W)*0.06)
	if H > 8000*ss {
		return nil, fmt.Errorf("fab: stl view of %dx%d pixels is too tall", width, H/ss)
	}
	H -= H % ss
	offX, offY := float64(W)*0.03-minX*scale, float64(W)*0.03-minY*scale
	for i := range pv {
		pv[i][0] = pv[i][0]*scale + offX
		pv[i][1] = pv[i][1]*scale + offY
	}
	depth := make([]float64, W*H)
	for i := range depth {
		depth[i] = math.Inf(1)
	}
	big := image.NewRGBA(image.Rect(0, 0, W, H))
	bg := rgb(0xffffff)
	for i := 0; i < len(big.Pix); i += 4 {
		big.Pix[i], big.Pix[i+1], big.Pix[i+2], big.Pix[i+3] = bg.R, bg.G, bg.B, 255
	}
	ll := math.Sqrt(light[0]*light[0] + light[1]*light[1] + light[2]*light[2])
	base := [3]float64{0xf0, 0x8c, 0x3c}
	floor := [3]float64{0xfa, 0xf0, 0xdc}
	floorZ := math.Inf(1) // the lowest top face: the floor
	for _, t := range mesh.t {
		if z := mesh.v[t[0]][2]; z > 0 && z == mesh.v[t[1]][2] && z == mesh.v[t[2]][2] {
			floorZ = min(floorZ, z)
		}
	}
	for _, t := range mesh.t {
		a, b, c := pv[t[0]], pv[t[1]], pv[t[2]]
		area := (b[0]-a[0])*(c[1]-a[1]) - (b[1]-a[1])*(c[0]-a[0])
		if area >= 0 { // facing away (screen y points down)
			continue
		}
		n := cross3(sub3(mesh.v[t[1]], mesh.v[t[0]]), sub3(mesh.v[t[2]], mesh.v[t[0]]))
		nl := math.Sqrt(n[0]*n[0] + n[1]*n[1] + n[2]*n[2])
		if nl == 0 {
			continue
		}
		lam := max(0, (n[0]*light[0]+n[1]*light[1]+n[2]*light[2])/(nl*ll))
		k := 0.35 + 0.65*lam
		tint := base
		if n[2] > 0.99*nl && mesh.v[t[0]][2] < floorZ+1e-9 {
			tint = floor // the floor between the walls
		}
		col := color.RGBA{uint8(min(255, tint[0]*k)), uint8(min(255, tint[1]*k)), uint8(min(255, tint[2]*k)), 255}
		x0, x1 := max(0, int(math.Floor(min(a[0], b[0], c[0])))), min(W-1, int(math.Ceil(max(a[0], b[0], c[0]))))
		y0, y1 := max(0, int(math.Floor(min(a[1], b[1], c[1])))), min(H-1, int(math.Ceil(max(a[1], b[1], c[1]))))
		for y := y0; y <= y1; y++ {
			py := float64(y) + 0.5
			for x := x0; x <= x1; x++ {
				px := float64(x) + 0.5
				w0 := ((b[0]-px)*(c[1]-py) - (b[1]-py)*(c[0]-px)) / area
				w1 := ((c[0]-px)*(a[1]-py) - (c[1]-py)*(a[0]-px)) / area
				w2 := 1 - w0 - w1
				if w0 < 0 || w1 < 0 || w2 < 0 {
					continue
				}
				z := w0*a[2] + w1*b[2] + w2*c[2]
				i := y*W + x
				if z >= depth[i] {
					continue
				}
				depth[i] = z
				big.Pix[4*i], big.Pix[4*i+1], big.Pix[4*i+2] = col.R, col.G, col.B
			}
		}
	}
	// Scale down by averaging ss×ss blocks.
	out := image.NewRGBA(image.Rect(0, 0, W/ss, H/ss))
	for y := 0; y < H/ss; y++ {
		for x := 0; x < W/ss; x++ {
			var s [3]int
			for dy := 0; dy < ss; dy++ {
				for dx := 0; dx < ss; dx++ {
					p := big.Pix[4*((y*ss+dy)*W+x*ss+dx):]
					s[0], s[1], s[2] = s[0]+int(p[0]), s[1]+int(p[1]), s[2]+int(p[2])
				}
			}
			q := out.Pix[4*(y*(W/ss)+x):]
			q[0], q[1], q[2], q[3] = uint8(s[0]/(ss*ss)), uint8(s[1]/(ss*ss)), uint8(s[2]/(ss*ss)), 255
		}
	}
	return out, nil
}
