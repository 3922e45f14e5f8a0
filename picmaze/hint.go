package picmaze

import (
	"slices"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// How much an unsolved picture maze gives its picture away: two scores a
// cell that an eye (or a program) can read off the walls, and how well
// each tells the cells of the way from the rest.

// Hints are the areas under the ROC curve of two wall-texture scores for
// telling the way's cells from the rest of the maze: 0.5 tells nothing,
// 1 tells them apart perfectly. Each is taken the way round that tells
// more, so it is never below 0.5.
type Hints struct {
	// Texture: straight cells (two openings, opposite) minus dead ends
	// (one opening) in the 5×5 window round a cell, per cell of the
	// window.
	Texture float64
	// DeadEnds: dead ends in the 7×7 window round a cell, per cell.
	DeadEnds float64
}

// Max returns the larger of the two areas.
func (h Hints) Max() float64 { return max(h.Texture, h.DeadEnds) }

// MeasureHints returns the hints r's unsolved maze gives.
func (r *Result) MeasureHints() Hints { return hints(r.Maze, r.Grid, r.Way) }

// hints returns the hints m's walls give about which cells are on way.
func hints(m *maze.Maze, g *topology.Rect, way []int) Hints {
	w, h := g.W, g.H
	n := w * h
	straight := make([]float64, n)
	dead := make([]float64, n)
	for y := range h {
		for x := range w {
			var open [4]bool // north, east, south, west
			open[0] = y > 0 && m.IsOpen(g.SouthEdge(x, y-1))
			open[1] = x+1 < w && m.IsOpen(g.EastEdge(x, y))
			open[2] = y+1 < h && m.IsOpen(g.SouthEdge(x, y))
			open[3] = x > 0 && m.IsOpen(g.EastEdge(x-1, y))
			k := 0
			for _, o := range open {
				if o {
					k++
				}
			}
			c := y*w + x
			if k == 1 {
				dead[c] = 1
			}
			if k == 2 && open[0] == open[2] {
				straight[c] = 1
			}
		}
	}
	tex := make([]float64, n)
	for c := range tex {
		tex[c] = straight[c] - dead[c]
	}
	on := make([]bool, n)
	for _, c := range way {
		on[c] = true
	}
	return Hints{
		Texture:  auc(windowMean(tex, w, h, 2), on),
		DeadEnds: auc(windowMean(dead, w, h, 3), on),
	}
}

// windowMean returns, for every cell, the mean of v over the cells of
// the grid within r cells of it in x and in y.
func windowMean(v []float64, w, h, r int) []float64 {
	out := make([]float64, len(v))
	for y := range h {
		for x := range w {
			s, k := 0.0, 0
			for yy := max(y-r, 0); yy <= min(y+r, h-1); yy++ {
				for xx := max(x-r, 0); xx <= min(x+r, w-1); xx++ {
					s += v[yy*w+xx]
					k++
				}
			}
			out[y*w+x] = s / float64(k)
		}
	}
	return out
}

// auc returns the area under the ROC curve of score for telling the
// cells with pos from the rest (the Mann-Whitney statistic, ties counted
// half), folded to at least 0.5; 0.5 when either class is empty.
func auc(score []float64, pos []bool) float64 {
	idx := make([]int, len(score))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		switch {
		case score[a] < score[b]:
			return -1
		case score[a] > score[b]:
			return 1
		}
		return 0
	})
	// Average ranks over ties; sum the positives' ranks.
	var np, nn, rankSum float64
	for i := 0; i < len(idx); {
		j := i
		for j < len(idx) && score[idx[j]] == score[idx[i]] {
			j++
		}
		rank := float64(i+j+1) / 2 // ranks i+1 .. j
		for _, c := range idx[i:j] {
			if pos[c] {
				np++
				rankSum += rank
			} else {
				nn++
			}
		}
		i = j
	}
	if np == 0 || nn == 0 {
		return 0.5
	}
	a := (rankSum - np*(np+1)/2) / (np * nn)
	return max(a, 1-a)
}
