// A plot's strokes as polylines of steps, and their order: greedy nearest
// end, then 2-opt moves, to shorten the pen-up travel.

package fab

import (
	"math"

	"github.com/mazekit/mazekit/topology"
)

// plotStep is one piece of a polyline, drawn from A to B; an arc (Arc set,
// centre C) turns through increasing angles unless Rev is set.
type plotStep struct {
	A, B, C topology.Point
	Arc     bool
	Rev     bool
}

func (s plotStep) length() float64 {
	if !s.Arc {
		return topology.Dist(s.A, s.B)
	}
	seg := topology.Segment{A: s.A, B: s.B, C: s.C, Arc: true}
	if s.Rev {
		seg.A, seg.B = s.B, s.A
	}
	return seg.Length()
}

func (s plotStep) reversed() plotStep {
	s.A, s.B = s.B, s.A
	s.Rev = !s.Rev
	return s
}

// polyline is a run of steps, each starting where the last one ended.
type polyline []plotStep

func (p polyline) start() topology.Point { return p[0].A }
func (p polyline) end() topology.Point   { return p[len(p)-1].B }

func (p polyline) reversed() polyline {
	r := make(polyline, len(p))
	for i, s := range p {
		r[len(p)-1-i] = s.reversed()
	}
	return r
}

// orderPolylines orders and orients the polylines to shorten the pen-up
// travel from home: greedy nearest end first, then 2-opt moves (reversing a
// run of polylines, each turned round) until none helps.
func orderPolylines(lines []polyline, home topology.Point) []polyline {
	n := len(lines)
	if n < 2 {
		return lines
	}
	// Greedy: a bucket grid over both ends of every polyline.
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, pl := range lines {
		for _, q := range []topology.Point{pl.start(), pl.end()} {
			minX, minY = min(minX, q.X), min(minY, q.Y)
			maxX, maxY = max(maxX, q.X), max(maxY, q.Y)
		}
	}
	side := max(math.Sqrt((maxX-minX+1)*(maxY-minY+1)/float64(n)), 1e-9)
	gw := int((maxX-minX)/side) + 1
	gh := int((maxY-minY)/side) + 1
	buckets := make([][]int32, gw*gh) // end index: 2*i (start) or 2*i+1 (end)
	cellOf := func(q topology.Point) (int, int) {
		return min(gw-1, max(0, int((q.X-minX)/side))), min(gh-1, max(0, int((q.Y-minY)/side)))
	}
	endPt := func(k int32) topology.Point {
		if k%2 == 0 {
			return lines[k/2].start()
		}
		return lines[k/2].end()
	}
	for i := range lines {
		for j := int32(0); j < 2; j++ {
			x, y := cellOf(endPt(int32(2*i) + j))
			buckets[y*gw+x] = append(buckets[y*gw+x], int32(2*i)+j)
		}
	}
	done := make([]bool, n)
	out := make([]polyline, 0, n)
	at := home
	for len(out) < n {
		cx, cy := cellOf(at)
		best, bestD := int32(-1), math.Inf(1)
		for r := 0; ; r++ {
			// Search the ring of buckets at Chebyshev distance r.
			for y := cy - r; y <= cy+r; y++ {
				if y < 0 || y >= gh {
					continue
				}
				for x := cx - r; x <= cx+r; x++ {
					if x < 0 || x >= gw || (y != cy-r && y != cy+r && x != cx-r && x != cx+r) {
						continue
					}
					b := buckets[y*gw+x]
					for j := 0; j < len(b); j++ {
						k := b[j]
						if done[k/2] {
							b[j] = b[len(b)-1]
							b = b[:len(b)-1]
							j--
							continue
						}
						if d := topology.Dist(at, endPt(k)); d < bestD || (d == bestD && k < best) {
							best, bestD = k, d
						}
					}
					buckets[y*gw+x] = b
				}
			}
			// Anything beyond ring r is at least r*side away.
			if best >= 0 && bestD <= float64(r)*side {
				break
			}
			if r > gw+gh {
				break
			}
		}
		i := best / 2
		done[i] = true
		pl := lines[i]
		if best%2 == 1 {
			pl = pl.reversed()
		}
		out = append(out, pl)
		at = pl.end()
	}
	twoOpt(out, home)
	return out
}

// twoOpt improves the order in place: reversing out[i+1..j] (turning each
// polyline round) replaces the links end(i)→start(i+1) and
// end(j)→start(j+1) by end(i)→end(j) and start(i+1)→start(j+1). Big plots
// only try runs up to a window, keeping the work near linear.
func twoOpt(out []polyline, home topology.Point) {
	n := len(out)
	window := n
	if n > 2000 {
		window = max(50, 4_000_000/n)
	}
	s := make([]topology.Point, n)
	e := make([]topology.Point, n)
	for i, pl := range out {
		s[i], e[i] = pl.start(), pl.end()
	}
	endOf := func(i int) topology.Point { // end of polyline i, or home before the first
		if i < 0 {
			return home
		}
		return e[i]
	}
	passes := 50
	if n > 2000 {
		passes = 8 // most of the gain comes in the first passes
	}
	for pass := 0; pass < passes; pass++ {
		improved := false
		for i := -1; i < n-1; i++ {
			ei := endOf(i)
			d1 := topology.Dist(ei, s[i+1])
			for j := i + 1; j < n && j-i <= window; j++ {
				old := d1
				nw := topology.Dist(ei, e[j])
				if j+1 < n {
					old += topology.Dist(e[j], s[j+1])
					nw += topology.Dist(s[i+1], s[j+1])
				}
				if nw < old-1e-9 {
					for a, b := i+1, j; a < b; a, b = a+1, b-1 {
						out[a], out[b] = out[b].reversed(), out[a].reversed()
						s[a], e[a], s[b], e[b] = e[b], s[b], e[a], s[a]
					}
					if (j-i)%2 == 1 {
						mid := (i + 1 + j) / 2
						out[mid] = out[mid].reversed()
						s[mid], e[mid] = e[mid], s[mid]
					}
					improved = true
					d1 = topology.Dist(ei, s[i+1])
				}
			}
		}
		if !improved {
			break
		}
	}
}
