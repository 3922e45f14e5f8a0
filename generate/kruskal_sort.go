// The sorts of Kruskal's edges by weight: radix sorts, since the weights
// are uniform.

package generate

import (
	"cmp"
	"math/bits"
	"slices"
)

// sortEdges sorts edges a by weight in place: a radix sort on 8 bits at a
// time from bit top down (the weights are uniform, so the buckets are even
// and the time linear), each element's weight worked out again when it is
// looked at rather than stored, so the leftover edges take 4 bytes each.
func (w edgeWeights) sortEdges(a []int32, top uint) {
	if len(a) <= 24 || top < 8 {
		var key [24]uint64
		if len(a) > len(key) {
			slices.SortFunc(a, func(x, y int32) int { return cmp.Compare(w.of(int(x)), w.of(int(y))) })
			return
		}
		for i, e := range a {
			key[i] = w.of(int(e))
		}
		for i := 1; i < len(a); i++ {
			x, kx := a[i], key[i]
			j := i
			for ; j > 0 && key[j-1] > kx; j-- {
				a[j], key[j] = a[j-1], key[j-1]
			}
			a[j], key[j] = x, kx
		}
		return
	}
	shift := top - 8
	digit := func(e int32) int { return int(w.of(int(e)) >> shift & 255) }
	var start, end [256]int
	for _, e := range a {
		end[digit(e)]++
	}
	sum := 0
	for d := range 256 {
		start[d] = sum
		sum += end[d]
		end[d] = sum
	}
	next := start
	for d := range 256 {
		for next[d] < end[d] {
			e := a[next[d]]
			for b := digit(e); b != d; b = digit(e) {
				a[next[b]], e = e, a[next[b]]
				next[b]++
			}
			a[next[d]] = e
			next[d]++
		}
	}
	for d := range 256 {
		if end[d]-start[d] > 1 {
			w.sortEdges(a[start[d]:end[d]], shift)
		}
	}
}

// sortWedges sorts a by weight, using tmp as scratch space, and returns
// the sorted items, which are in a or in tmp, and the scratch space, grown
// if needed, for reuse. The weights are uniform, so a radix sort on the
// leading bits splits them evenly: linear time.
func sortWedges(a, tmp []wedge) (sorted, scratch []wedge) {
	if cap(tmp) < len(a) {
		tmp = make([]wedge, len(a)+len(a)/4)
	}
	return radixWedges(a, tmp[:len(a)], 64), tmp
}

// radixWedges sorts a by the weight bits below top, which are all a's items
// differ in; buf is scratch of the same length. It returns the sorted
// items: a, or buf when they were left there. Up to 1<<13 items are spread
// over about len(a)/2 buckets of buf by their leading bits and then
// finished there by one insertion sort, which only moves items within
// their bucket; more are split by 8 bits at a time.
func radixWedges(a, buf []wedge, top uint) []wedge {
	if len(a) > 32 && top >= 12 {
		if len(a) <= 1<<13 {
			b := uint(bits.Len(uint(len(a)))) - 1
			shift := top - b
			var count [1 << 12]int32
			mask := uint64(1)<<b - 1
			for i := range a {
				count[a[i].w>>shift&mask]++
			}
			sum := int32(0)
			for d := range count[:1<<b] {
				sum, count[d] = sum+count[d], sum
			}
			for i := range a {
				d := a[i].w >> shift & mask
				buf[count[d]] = a[i]
				count[d]++
			}
			a = buf
		} else {
			shift := top - 8
			var start [257]int
			for i := range a {
				start[a[i].w>>shift&255+1]++
			}
			for d := range 256 {
				start[d+1] += start[d]
			}
			next := start
			for i := range a {
				d := a[i].w >> shift & 255
				buf[next[d]] = a[i]
				next[d]++
			}
			copy(a, buf)
			for d := range 256 {
				if lo, hi := start[d], start[d+1]; hi-lo > 1 {
					if r := radixWedges(a[lo:hi], buf[lo:hi], shift); &r[0] != &a[lo] {
						copy(a[lo:hi], r)
					}
				}
			}
			return a
		}
	}
	for i := 1; i < len(a); i++ {
		x := a[i]
		j := i
		for ; j > 0 && a[j-1].w > x.w; j-- {
			a[j] = a[j-1]
		}
		a[j] = x
	}
	return a
}
