package puzzle

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/stream"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// parseLevels parses Levels against a world of k levels.
func parseLevels(s string, k int) ([]int, error) {
	if s == "" {
		return []int{k}, nil
	}
	a, b, isRange := strings.Cut(s, "..")
	lo, err1 := strconv.Atoi(strings.TrimSpace(a))
	hi := lo
	var err2 error
	if isRange {
		hi, err2 = strconv.Atoi(strings.TrimSpace(b))
	}
	if err1 != nil || err2 != nil || lo < 0 || hi > k || lo > hi {
		return nil, param.Textf("levels", s, "want N or N..M with 0 ≤ N ≤ M ≤ %d for this size", k)
	}
	var out []int
	for l := lo; l <= hi; l++ {
		out = append(out, l)
	}
	return out, nil
}

// levels makes a quadtree world's levels of detail.
func levels(opts *Options, pic *picture, format string, g topology.Grid, lv generate.Leveler) (*Puzzle, error) {
	w, err := lv.World(g, stream.New(opts.Seed, stream.Carve))
	if err != nil {
		return nil, err
	}
	ls, err := parseLevels(opts.Levels, w.Levels)
	if err != nil {
		return nil, err
	}
	if opts.Braid > 0 {
		return nil, param.Errorf("braid", opts.Braid, "does not apply to quadtree worlds")
	}
	// Doors come from the finest level and stay on every level: a wall of
	// the outer border is a wall at every level, so they fit all of them.
	finest, err := w.Maze(w.Levels)
	if err != nil {
		return nil, err
	}
	if err := placeDoors(finest, opts, opts.Seed); err != nil {
		return nil, err
	}
	data := dataFormat(format)
	world := &Puzzle{Maze: finest, Level: w.Levels, solution: opts.Solution, pic: pic, comment: opts.Comment,
		Info: maze.Info{Algorithm: opts.Algorithm, Seed: opts.Seed}}
	for _, L := range ls {
		m, err := w.Maze(L)
		if err != nil {
			return nil, err
		}
		m.Entrance, m.Exit = finest.Entrance, finest.Exit
		p := &Puzzle{Maze: m, Level: L, solution: opts.Solution, pic: pic,
			Info: maze.Info{Algorithm: fmt.Sprintf("quadtree (level %d)", L), Seed: opts.Seed}}
		if data {
			// The rooms and exits of every level up to this one, for games.
			p.Info.World = w.Export(L)
		}
		if data || opts.Solution {
			p.Info.Solution = maze.Solve(m)
		}
		world.Levels = append(world.Levels, p)
	}
	return world, nil
}

// WriteStrip draws the levels of a quadtree world side by side in one
// picture (png, svg or pdf), each with its solution when the options asked
// for it.
func (p *Puzzle) WriteStrip(w io.Writer, format string) error {
	if f, err := render.LookupFormat(format); err == nil && !f.Draws {
		return param.Textf("format", format, "a strip of levels is a picture: use png, svg or pdf")
	}
	var scenes []*render.Scene
	for _, l := range p.Levels {
		s, err := l.Scene(l.solution)
		if err != nil {
			return err
		}
		scenes = append(scenes, s)
	}
	strip := render.Strip(scenes, 1)
	return render.Encode(w, format, &render.Source{Scene: strip, Options: []render.Option{&p.pic.png, &p.pic.svg, &p.pic.pdf}})
}
