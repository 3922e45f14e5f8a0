// Evenly spaced random sites for planar grids in linear time: a jittered
// hexagonal layout of exactly the number of cells asked for, relaxed once.

package topology

import (
	"math"
	"math/bits"
	"math/rand/v2"
)

// blueNoise returns n distinct sites in a w×h rectangle, evenly spaced,
// numbered row by row from the top, each row left to right, in time linear
// in n. The rectangle is cut into rows about a hexagonal lattice's row
// apart, and each row into equal slots, n slots in all; each site is put
// at random in the middle of its slot (alternate rows a quarter slot
// either way, as in a hexagonal lattice), and then one pass pushes apart
// sites closer than minSpacing of the mean spacing. The sites depend only
// on n, w, h and rng's state.
func blueNoise(n int, w, h float64, rng *rand.Rand) []Point {
	wy := wyrand(rng.Uint64())
	sp := math.Sqrt(w * h / float64(n))
	rows := max(1, min(n, int(math.Round(h/(hexRow*sp)))))
	rowH := h / float64(rows)
	pts := make([]Point, n)
	start := make([]int, rows+1)
	for i := range rows {
		start[i+1] = (i + 1) * n / rows
		lo, hi := start[i], start[i+1]
		k := hi - lo
		sw := w / float64(k)
		shift := 0.25
		if i%2 == 1 {
			shift = -0.25
		}
		if k == 1 {
			shift = 0
		}
		for j := range k {
			u := float64(j) + 0.5 + shift + jitter*(wy.float()-0.5)
			v := float64(i) + 0.5 + jitter*(wy.float()-0.5)
			pts[lo+j] = Point{within(u*sw, w), within(v*rowH, h)}
		}
	}
	relax(pts, start, w, h, minSpacing*sp)
	relax(pts, start, w, h, minSpacing*sp)
	return pts
}

const (
	// hexRow is the row height of a hexagonal lattice with one site per
	// unit of area, over the square root of that area.
	hexRow = 0.9306049 // √(√3/2)
	// jitter is how much of its slot's width and height a site may be
	// moved by at random.
	jitter = 0.9
	// minSpacing is, relative to the mean spacing, how close two sites may
	// be before relax pushes them apart.
	minSpacing = 0.75
)

// relax moves apart, once over, each site and those of its neighbours in
// its own row and the rows above and below that are nearer than d, each
// by half the shortfall, keeping every site inside the w×h rectangle. Row
// i holds pts[start[i]:start[i+1]], left to right.
func relax(pts []Point, start []int, w, h, d float64) {
	rows := len(start) - 1
	d2 := d * d
	push := func(p *Point, q Point) {
		dx, dy := p.X-q.X, p.Y-q.Y
		l2 := dx*dx + dy*dy
		if l2 >= d2 || l2 == 0 {
			return
		}
		l := math.Sqrt(l2)
		f := (d - l) / 2 / l
		p.X = within(p.X+dx*f, w)
		p.Y = within(p.Y+dy*f, h)
	}
	for i := range rows {
		lo, hi := start[i], start[i+1]
		for a := lo; a < hi; a++ {
			p := &pts[a]
			if a > lo {
				push(p, pts[a-1])
			}
			if a+1 < hi {
				push(p, pts[a+1])
			}
			for _, r := range [2]int{i - 1, i + 1} {
				if r < 0 || r >= rows {
					continue
				}
				rlo, rhi := start[r], start[r+1]
				k := rhi - rlo
				j := int(p.X / w * float64(k))
				for b := max(rlo, rlo+j-1); b <= min(rhi-1, rlo+j+1); b++ {
					push(p, pts[b])
				}
			}
		}
	}
}

// within brings x into (0, l) by reflecting it in the end it is beyond,
// so that no site lies on the rectangle's edge.
func within(x, l float64) float64 {
	if x <= 0 {
		x = -x
	}
	if x >= l {
		x = 2*l - x
	}
	if x > 0 && x < l {
		return x
	}
	return l / 2 // beyond both ends: only in a rectangle far narrower than the spacing
}

// wyrand is a small fast random source (wyrand), seeded from the layout
// stream, for the many draws of site sampling.
type wyrand uint64

func (s *wyrand) next() uint64 {
	*s += 0xa0761d6478bd642f
	hi, lo := bits.Mul64(uint64(*s), uint64(*s^0xe7037ed1a0b428db))
	return hi ^ lo
}

// float returns a number in [0, 1).
func (s *wyrand) float() float64 { return float64(s.next()>>11) / (1 << 53) }
