package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// quadFlags are the quadtree world's flags on the maze command.
type quadFlags struct {
	levels string
	strip  bool
}

func (q *quadFlags) bind(fs *pflag.FlagSet) {
	fs.StringVar(&q.levels, "levels", "", "quadtree: level of detail N, or N..M for several (default: the finest)")
	fs.BoolVar(&q.strip, "strip", false, "quadtree: draw all --levels side by side in one picture instead of one file each")
}

// parseLevels parses --levels against a world of k levels.
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
		return nil, usagef("--levels %q: want N or N..M with 0 ≤ N ≤ M ≤ %d for this size", s, k)
	}
	var out []int
	for l := lo; l <= hi; l++ {
		out = append(out, l)
	}
	return out, nil
}

// levelPath names the file of one level: out.png → out-3.png.
func levelPath(path string, level int) string {
	ext := filepath.Ext(path)
	return fmt.Sprintf("%s-%d%s", strings.TrimSuffix(path, ext), level, ext)
}

// runQuadtree writes a quadtree world at one or more levels of detail.
func runQuadtree(c *mazeConfig, e *env, format string, pic *pictureOptions, seed uint64, g topology.Grid, lv generate.Leveler) error {
	w, err := lv.World(g, newRand(seed, streamCarve))
	if err != nil {
		return err
	}
	levels, err := parseLevels(c.quad.levels, w.Levels)
	if err != nil {
		return err
	}
	if c.braid > 0 {
		return usagef("--braid does not apply to quadtree worlds")
	}
	if c.style.answer != "" {
		return usagef("--answer does not apply to quadtree worlds; use --solution")
	}
	// Doors come from the finest level and stay on every level: a wall of
	// the outer border is a wall at every level, so they fit all of them.
	finest, err := w.Maze(w.Levels)
	if err != nil {
		return err
	}
	if err := placeDoors(finest, c.doors); err != nil {
		return err
	}
	outs := make([]*mazeOutput, len(levels))
	for i, L := range levels {
		m, err := w.Maze(L)
		if err != nil {
			return err
		}
		m.Entrance, m.Exit = finest.Entrance, finest.Exit
		o := &mazeOutput{m: m, showSolution: c.solution, pic: pic,
			info: maze.Info{Algorithm: fmt.Sprintf("quadtree (level %d)", L), Seed: seed}}
		if format == "json" {
			// The rooms and exits of every level up to this one, for games.
			o.info.World = w.Export(L)
		}
		if format == "json" || c.solution {
			o.info.Solution = maze.Solve(m)
		}
		outs[i] = o
	}
	if c.quad.strip && len(levels) > 1 {
		if format == "json" || format == "txt" {
			return usagef("--strip draws pictures: use a .png, .svg or .pdf output")
		}
		var scenes []*render.Scene
		for _, o := range outs {
			s, err := o.scene(o.showSolution)
			if err != nil {
				return err
			}
			scenes = append(scenes, s)
		}
		strip := render.Strip(scenes, 1)
		return atomicfile.Write(c.out, e.stdout, func(wr io.Writer) error { return writeScene(wr, format, strip, pic) })
	}
	var files []atomicfile.File
	for i, o := range outs {
		path := c.out
		if len(levels) > 1 {
			if path == "-" {
				return usagef("several --levels need a file name for -o (one file per level) or --strip")
			}
			path = levelPath(c.out, levels[i])
		}
		files = append(files, outputFile(path, format, o))
	}
	// All levels or none: no level is replaced when a later one fails.
	return atomicfile.WriteAll(e.stdout, files...)
}

// writeScene writes an already built scene in a picture format.
func writeScene(w io.Writer, format string, s *render.Scene, pic *pictureOptions) error {
	return render.Encode(w, format, &render.Source{Scene: s, Options: []any{&pic.png, &pic.svg, &pic.pdf}})
}
