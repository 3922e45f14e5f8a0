package generate

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"github.com/mazekit/mazekit/internal/cputest"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// yardRNG is the yardstick's random number generator (wyrand).
type yardRNG struct{ s uint64 }

func (r *yardRNG) next() uint64 {
	r.s += 0xa0761d6478bd642f
	hi, lo := bits.Mul64(r.s, r.s^0xe7037ed1a0b428db)
	return hi ^ lo
}

func (r *yardRNG) intn(n uint32) uint32 {
	hi, _ := bits.Mul64(r.next(), uint64(n))
	return uint32(hi)
}

// yardKruskal is the yardstick's Kruskal (../shared/yardstick), copied so
// that both run in one process: a W×H grid of 2 wall bits a cell, the edges
// shuffled by Fisher–Yates and joined with a union-find by size. It returns
// the wall bits so the work cannot be optimised away.
func yardKruskal(w, h int, r *yardRNG) []uint64 {
	n := w * h
	walls := make([]uint64, (2*n+63)/64)
	for i := range walls {
		walls[i] = ^uint64(0)
	}
	edges := make([]uint32, 0, 2*n)
	for c := 0; c < n; c++ {
		x, y := c%w, c/w
		if x < w-1 {
			edges = append(edges, uint32(2*c))
		}
		if y < h-1 {
			edges = append(edges, uint32(2*c+1))
		}
	}
	for i := len(edges) - 1; i > 0; i-- {
		j := r.intn(uint32(i + 1))
		edges[i], edges[j] = edges[j], edges[i]
	}
	parent := make([]int32, n)
	for i := range parent {
		parent[i] = -1
	}
	find := func(x int32) int32 {
		for parent[x] >= 0 {
			p := parent[x]
			if parent[p] >= 0 {
				parent[x] = parent[p]
			}
			x = parent[x]
			if x < 0 {
				break
			}
		}
		return x
	}
	joined := 0
	for _, e := range edges {
		c := int32(e >> 1)
		d := c + int32(w)
		if e&1 == 0 {
			d = c + 1
		}
		a, b := find(c), find(d)
		if a == b {
			continue
		}
		if parent[a] > parent[b] {
			a, b = b, a
		}
		parent[a] += parent[b]
		parent[b] = a
		walls[e>>6] &^= 1 << (e & 63)
		joined++
		if joined == n-1 {
			break
		}
	}
	return walls
}

// BenchmarkKruskalVsYardstick carves square Kruskal mazes with mazekit and
// with the yardstick's Kruskal in turn, each iteration a new seed, and
// reports the wall and CPU time a cell of each and their ratios
// (mazekit ÷ yardstick; below 1 is faster). Both include allocating their
// own structures, as the yardstick does.
func BenchmarkKruskalVsYardstick(b *testing.B) {
	for _, side := range []int{1000, 2000} {
		b.Run(fmt.Sprintf("%dx%d", side, side), func(b *testing.B) {
			g, err := topology.Build(topology.Spec{Kind: "rect", Width: side, Height: side})
			if err != nil {
				b.Fatal(err)
			}
			var wall, cpu [2]time.Duration
			for i := range b.N {
				runtime.GC()
				t0, c0 := time.Now(), cputest.Process()
				m := maze.New(g)
				if err := Kruskal(m, rand.New(rand.NewPCG(uint64(i), 1))); err != nil {
					b.Fatal(err)
				}
				wall[0] += time.Since(t0)
				cpu[0] += cputest.Process() - c0
				runtime.GC()
				t0, c0 = time.Now(), cputest.Process()
				walls := yardKruskal(side, side, &yardRNG{s: uint64(i) + 1})
				wall[1] += time.Since(t0)
				cpu[1] += cputest.Process() - c0
				runtime.KeepAlive(walls)
			}
			per := float64(side*side) * float64(b.N)
			b.ReportMetric(float64(cpu[0])/per, "cpu-ns/cell")
			b.ReportMetric(float64(cpu[1])/per, "yard-cpu-ns/cell")
			b.ReportMetric(float64(cpu[0])/float64(cpu[1]), "cpu-ratio")
			b.ReportMetric(float64(wall[0])/float64(wall[1]), "wall-ratio")
		})
	}
}
