package picmaze

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/mazekit/mazekit/param"
)

// Builtin is one of the built-in pictures: a simple drawing of filled
// shapes in a unit square (y down), each shape in a crayon's colour or
// light, later shapes over earlier ones.
type Builtin struct {
	Name  string // the name on the command line and in specs: "cat"
	Noun  string // what it shows, in English: "a cat"
	Group string // animals, vehicles, fruit, shapes, things, letters
	W, H  int    // the size it is made at when none is asked, in cells
	draw  func(d *drawing)
}

var _ Source = (*Builtin)(nil)

// Size implements Source.
func (b *Builtin) Size() (int, int) { return b.W, b.H }

// Target implements Source: the drawing is sampled four by four times in
// every cell, and a cell takes the colour most of its samples show, or is
// light when at least half of them are.
func (b *Builtin) Target(w, h int) (*Target, error) {
	t, err := NewTarget(w, h)
	if err != nil {
		return nil, err
	}
	d := &drawing{}
	b.draw(d)
	t.Colors = t.Colors[:0]
	index := map[string]uint8{}
	for _, s := range d.shapes {
		if s.crayon != "" && index[s.crayon] == 0 {
			t.Colors = append(t.Colors, crayon(s.crayon))
			index[s.crayon] = uint8(len(t.Colors))
		}
	}
	const k = 4
	var votes [16]int
	for y := range h {
		for x := range w {
			clear(votes[:])
			for sy := range k {
				for sx := range k {
					px := (float64(x) + (float64(sx)+0.5)/k) / float64(w)
					py := (float64(y) + (float64(sy)+0.5)/k) / float64(h)
					tone := uint8(0)
					for i := len(d.shapes) - 1; i >= 0; i-- {
						if d.shapes[i].inside(px, py) {
							tone = index[d.shapes[i].crayon]
							break
						}
					}
					votes[tone]++
				}
			}
			if votes[0]*2 >= k*k {
				continue
			}
			best := 1
			for i := 2; i < len(votes); i++ {
				if votes[i] > votes[best] {
					best = i
				}
			}
			t.Tone[y*w+x] = uint8(best)
		}
	}
	return t, nil
}

// Builtins returns the built-in pictures, sorted by name.
func Builtins() []*Builtin {
	out := slices.Clone(builtins)
	slices.SortFunc(out, func(a, b *Builtin) int { return strings.Compare(a.Name, b.Name) })
	return out
}

// BuiltinNames returns the names of the built-in pictures, sorted.
func BuiltinNames() []string {
	var n []string
	for _, b := range Builtins() {
		n = append(n, b.Name)
	}
	return n
}

// LookupBuiltin returns the built-in picture with the given name; an
// unknown name is a *param.Error for "picture".
func LookupBuiltin(name string) (*Builtin, error) {
	for _, b := range builtins {
		if b.Name == name {
			return b, nil
		}
	}
	return nil, param.Textf("picture", name, "want one of %s, or a PNG file", strings.Join(BuiltinNames(), ", "))
}

var builtins []*Builtin

// register adds a built-in picture; the drawing files call it from init.
func register(b *Builtin) {
	if b.W < 8 || b.H < 8 {
		panic(fmt.Sprintf("picmaze: picture %s: size %dx%d", b.Name, b.W, b.H))
	}
	builtins = append(builtins, b)
}

// pt is a point of a drawing, in the unit square, y down.
type pt struct{ x, y float64 }

// shape is one filled region of a drawing: the union of its rings.
type shape struct {
	crayon string // "" for light
	rings  [][]pt
	box    [4]float64 // min x, min y, max x, max y
}

func (s *shape) inside(x, y float64) bool {
	if x < s.box[0] || y < s.box[1] || x > s.box[2] || y > s.box[3] {
		return false
	}
	for _, r := range s.rings {
		if inRing(r, x, y) {
			return true
		}
	}
	return false
}

// inRing is the even-odd test of point (x, y) against the closed ring r.
func inRing(r []pt, x, y float64) bool {
	in := false
	for i, j := 0, len(r)-1; i < len(r); j, i = i, i+1 {
		a, b := r[i], r[j]
		if (a.y > y) != (b.y > y) && x < (b.x-a.x)*(y-a.y)/(b.y-a.y)+a.x {
			in = !in
		}
	}
	return in
}

// drawing collects the shapes of a built-in picture.
type drawing struct {
	shapes []shape
	cur    string // crayon of the shapes being added
}

// in starts shapes in the named crayon ("" for light).
func (d *drawing) in(crayon string) *drawing { d.cur = crayon; return d }

func (d *drawing) add(rings ...[]pt) *drawing {
	s := shape{crayon: d.cur, rings: rings, box: [4]float64{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}}
	for _, r := range rings {
		for _, p := range r {
			s.box[0], s.box[1] = min(s.box[0], p.x), min(s.box[1], p.y)
			s.box[2], s.box[3] = max(s.box[2], p.x), max(s.box[3], p.y)
		}
	}
	d.shapes = append(d.shapes, s)
	return d
}

// poly adds the polygon through the points x0, y0, x1, y1, ...
func (d *drawing) poly(xy ...float64) *drawing {
	r := make([]pt, 0, len(xy)/2)
	for i := 0; i+1 < len(xy); i += 2 {
		r = append(r, pt{xy[i], xy[i+1]})
	}
	return d.add(r)
}

// rect adds the rectangle from (x0, y0) to (x1, y1).
func (d *drawing) rect(x0, y0, x1, y1 float64) *drawing {
	return d.poly(x0, y0, x1, y0, x1, y1, x0, y1)
}

// ellipse adds the ellipse centred on (cx, cy) with radii rx and ry,
// turned by deg degrees.
func (d *drawing) ellipse(cx, cy, rx, ry, deg float64) *drawing {
	const n = 48
	r := make([]pt, n)
	s, c := math.Sincos(deg * math.Pi / 180)
	for i := range n {
		a := 2 * math.Pi * float64(i) / n
		ex, ey := rx*math.Cos(a), ry*math.Sin(a)
		r[i] = pt{cx + ex*c - ey*s, cy + ex*s + ey*c}
	}
	return d.add(r)
}

// circle adds the circle centred on (cx, cy) of radius r.
func (d *drawing) circle(cx, cy, r float64) *drawing { return d.ellipse(cx, cy, r, r, 0) }

// star adds an n-pointed star centred on (cx, cy), points at radius r1 and
// notches at r2, one point straight up.
func (d *drawing) star(cx, cy, r1, r2 float64, n int) *drawing {
	r := make([]pt, 2*n)
	for i := range 2 * n {
		rad := r1
		if i%2 == 1 {
			rad = r2
		}
		a := -math.Pi/2 + math.Pi*float64(i)/float64(n)
		r[i] = pt{cx + rad*math.Cos(a), cy + rad*math.Sin(a)}
	}
	return d.add(r)
}

// line adds a band w wide along the polyline through x0, y0, x1, y1, ...
// with round joins and ends.
func (d *drawing) line(w float64, xy ...float64) *drawing {
	var rings [][]pt
	disc := func(x, y float64) []pt {
		const n = 24
		r := make([]pt, n)
		for i := range n {
			a := 2 * math.Pi * float64(i) / n
			r[i] = pt{x + w/2*math.Cos(a), y + w/2*math.Sin(a)}
		}
		return r
	}
	for i := 0; i+3 < len(xy); i += 2 {
		x0, y0, x1, y1 := xy[i], xy[i+1], xy[i+2], xy[i+3]
		l := math.Hypot(x1-x0, y1-y0)
		if l == 0 {
			continue
		}
		nx, ny := -(y1-y0)/l*w/2, (x1-x0)/l*w/2
		rings = append(rings, []pt{{x0 + nx, y0 + ny}, {x1 + nx, y1 + ny}, {x1 - nx, y1 - ny}, {x0 - nx, y0 - ny}})
	}
	for i := 0; i+1 < len(xy); i += 2 {
		rings = append(rings, disc(xy[i], xy[i+1]))
	}
	return d.add(rings...)
}

// curve adds the closed shape through the points of f(t) for t from 0 to
// 2π.
func (d *drawing) curve(f func(t float64) (x, y float64)) *drawing {
	const n = 96
	r := make([]pt, n)
	for i := range n {
		x, y := f(2 * math.Pi * float64(i) / n)
		r[i] = pt{x, y}
	}
	return d.add(r)
}
