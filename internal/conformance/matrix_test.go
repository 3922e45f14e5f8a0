package conformance

import (
	"bytes"
	"context"
	"fmt"
	"runtime/debug"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// tally counts the cells of the matrix by outcome.
type tally struct{ mazes, outputs, refused, smallest, known int }

// add adds the counts of b to a.
func (a *tally) add(b tally) {
	a.mazes += b.mazes
	a.outputs += b.outputs
	a.refused += b.refused
	a.smallest += b.smallest
	a.known += b.known
}

// knownBreaks are failures the matrix has found that are not fixed yet,
// by a piece of their message and what is known of them. A cell that
// fails with one is logged and counted, not failed; every other failure
// fails the test.
var knownBreaks = []struct{ text, why string }{}

// known returns the known break msg is, or "".
func known(msg string) string {
	for _, k := range knownBreaks {
		if strings.Contains(msg, k.text) {
			return k.why
		}
	}
	return ""
}

// build makes the puzzle opts describe for format, turning a panic into
// an error that says so.
func build(opts *puzzle.Options, format string) (p *puzzle.Puzzle, panicked string, err error) {
	defer func() {
		if r := recover(); r != nil {
			panicked = fmt.Sprintf("panic: %v\n%s", r, debug.Stack())
		}
	}()
	p, err = puzzle.New(context.Background(), opts, format)
	return p, "", err
}

// write writes p in format, solved when it has doors, turning a panic into
// text.
func write(p *puzzle.Puzzle, format string) (b []byte, panicked string, err error) {
	defer func() {
		if r := recover(); r != nil {
			panicked = fmt.Sprintf("panic: %v\n%s", r, debug.Stack())
		}
	}()
	var buf bytes.Buffer
	err = p.Write(&buf, format, p.Maze.Entrance.Valid())
	return buf.Bytes(), "", err
}

// options returns the options of one cell, or the refusal of its shaping.
func options(gc gridCase, alg generate.Algorithm, sh shaping, seed uint64) (puzzle.Options, error) {
	o := puzzle.Defaults()
	o.Grid, o.Algorithm, o.Seed = gc.spec, alg.Name, seed
	return o, sh.set(&o)
}

// TestMatrix runs every cell of the conformance matrix (see the package
// comment) and logs how many it checked.
func TestMatrix(t *testing.T) {
	w, h, seeds := 8, 6, []uint64{1, 2}
	if testing.Short() {
		w, h, seeds = 5, 4, []uint64{3}
	}
	start := time.Now()
	var n tally
	grids := gridCases(w, h)
	algs := generate.All()
	shs := shapings()
	formats := render.Formats()
	ax := newAxes()
	wrote := map[string]bool{} // the formats the matrix wrote a maze in
	var mu sync.Mutex          // guards n and wrote
	t.Run("grid", func(t *testing.T) {
		for gi, gc := range grids {
			t.Run(gc.name, func(t *testing.T) {
				t.Parallel() // the grids share no state: both cores
				var c tally
				written := map[string]bool{}
				for si, sh := range shs {
					if testing.Short() && sh.name != "plain" && gc.name != "rect" && si%4 != gi%4 {
						continue // in -short each grid meets a quarter of the options, turning with the grid; rect meets all
					}
					gc := gc
					if sh.centred {
						// Symmetry on the square of odd side first, on w×h if
						// that is refused (a mirror of triangles).
						gc.spec, gc.square = gc.centred, gc.spec
					}
					var made []generate.Algorithm
					cells := map[string]topology.Spec{} // the algorithms that made it at the square size only
					for _, alg := range algs {
						for k, seed := range seeds {
							if k > 0 && sh.name != "plain" {
								break // more seeds for the plain maze only
							}
							name := fmt.Sprintf("%s × %s × %s seed %d", gc.name, alg.Name, sh.name, seed)
							opts, err := options(gc, alg, sh, seed)
							c.mazes++
							pairs := []string{"grid", gc.name, "algorithm", alg.Name, "option", sh.name}
							if err != nil {
								ax.cell(false, err.Error(), pairs...)
								c.refused++
								if msg := refusal(err); msg != "" {
									t.Errorf("%s: %s", name, msg)
								} else if rightRefusal(err.Error()) == "" {
									t.Errorf("%s: refused, and the matrix expects it made: %v", name, err)
								}
								continue
							}
							p, pan, err := build(&opts, "svg")
							if err != nil && gc.square != gc.spec {
								// Refused at w×h: tried at the square size, which
								// some algorithms need (quadtree: a side of 2^k), or
								// for symmetry at w×h after the centred square.
								opts.Grid = gc.square
								if p, pan, err = build(&opts, "svg"); err == nil {
									cells[alg.Name] = gc.square
								}
							}
							switch {
							case pan != "":
								t.Errorf("%s: %s", name, pan)
								continue
							case err != nil:
								ax.cell(false, err.Error(), pairs...)
								c.refused++
								if msg := refusal(err); msg != "" {
									t.Errorf("%s: %s", name, msg)
								} else if rightRefusal(err.Error()) == "" {
									t.Errorf("%s: refused, and the matrix expects it made: %v", name, err)
								}
								continue
							}
							ax.cell(true, "", pairs...)
							if seed == seeds[0] {
								made = append(made, alg)
							}
							if msg := checkMaze(p, &opts, sh); msg != "" {
								t.Errorf("%s: %s", name, msg)
							}
							if msg := checkDrawnSolution(p, &opts); msg != "" {
								t.Errorf("%s: %s", name, msg)
							}
						}
					}
					// The formats, on one algorithm that made this maze (a
					// different one for each grid and option), twice, for the
					// same bytes: every format for the plain maze of every grid,
					// and for each other option a share of them, turning with
					// the grid and the option so each format meets each option.
					if len(made) == 0 || (testing.Short() && sh.name != "plain") {
						continue
					}
					alg := made[(gi+si)%len(made)]
					share := 24
					if sh.name == "plain" {
						share = 1
					}
					if testing.Short() {
						share = len(formats) // in -short each format once or twice, on turning grids
					}
					for fi, f := range formats {
						if (fi+gi+si)%share != 0 {
							continue
						}
						c.outputs++
						written[f.Name] = true
						name := fmt.Sprintf("%s × %s × %s × %s", gc.name, alg.Name, sh.name, f.Name)
						gc := gc
						if sq, ok := cells[alg.Name]; ok {
							gc.spec = sq
						}
						// The slowest formats to write (animations, the mesh's
						// picture) are written twice for the same bytes on every
						// other grid and option, once and read back on the rest.
						twice := !(f.Animated || f.Name == "stlpng") || (gi+si)%2 == 0
						msg := checkOutput(gc, alg, sh, f.Name, seeds[0], twice)
						ax.cell(msg == "", msg, "format", f.Name)
						if msg != "" {
							if why := known(msg); why != "" {
								c.known++
								t.Logf("%s: known break (%s): %s", name, why, msg)
								continue
							}
							t.Errorf("%s: %s", name, msg)
						}
					}
				}
				mu.Lock()
				n.add(c)
				for f := range written {
					wrote[f] = true
				}
				mu.Unlock()
			})
		}
	})
	n.smallest = smallest(t, algs, formats)
	ax.log(t)
	ax.checkFloors(t, testing.Short())
	for _, f := range formats {
		if !wrote[f.Name] {
			t.Errorf("no maze of the matrix was written in %s", f.Name)
		}
	}
	t.Logf("conformance matrix: %d grids × %d algorithms × %d options: %d maze cells (%d refused up front), %d output cells over %d formats (%d known breaks), %d smallest-input cells; %d in all, %v",
		len(grids), len(algs), len(shs), n.mazes, n.refused, n.outputs, len(formats), n.known, n.smallest, n.mazes+n.outputs+n.smallest, time.Since(start).Round(time.Millisecond))
}

// checkOutput writes one cell's maze in format twice (once unless twice),
// from two makings, and wants the same bytes, or one refusal; then reads
// the bytes back with the format's decoder (which compares a JSON maze with
// the maze made).
func checkOutput(gc gridCase, alg generate.Algorithm, sh shaping, format string, seed uint64, twice bool) string {
	var out [2][]byte
	var first *puzzle.Puzzle
	for i := range out {
		if i == 1 && !twice {
			out[1] = out[0]
			break
		}
		opts, _ := options(gc, alg, sh, seed)
		p, pan, err := build(&opts, format)
		if pan != "" {
			return pan
		}
		if err != nil {
			return refusal(err)
		}
		b, pan, err := write(p, format)
		if pan != "" {
			return pan
		}
		if err != nil {
			return refusal(err)
		}
		if len(b) == 0 {
			return "wrote nothing"
		}
		out[i] = b
		if i == 0 {
			first = p
		}
	}
	if !bytes.Equal(out[0], out[1]) {
		return "same seed, different bytes"
	}
	decode, ok := decoders[format]
	if !ok {
		return "no decoder in the matrix reads this format back"
	}
	return decode(out[0], first)
}

// smallest makes every grid kind at its smallest size (1×1, 1×2 and 2×1)
// with every algorithm and writes it in every format: each is refused in
// one line or made and written without a panic. It returns the cells.
func smallest(t *testing.T, algs []generate.Algorithm, formats []render.Format) int {
	cells := 0
	plain := shapings()[0]
	written := map[string]bool{}
	for _, wh := range [][2]int{{1, 1}, {1, 2}, {2, 1}} {
		for _, gc := range gridCases(wh[0], wh[1]) {
			for _, alg := range algs {
				cells++
				name := fmt.Sprintf("smallest %s %dx%d × %s", gc.name, wh[0], wh[1], alg.Name)
				opts, _ := options(gc, alg, plain, 1)
				p, pan, err := build(&opts, "svg")
				if pan != "" {
					t.Errorf("%s: %s", name, pan)
					continue
				}
				if err != nil {
					if msg := refusal(err); msg != "" {
						t.Errorf("%s: %s", name, msg)
					}
					continue
				}
				if msg := checkMaze(p, &opts, plain); msg != "" {
					t.Errorf("%s: %s", name, msg)
				}
				if wh != [2]int{1, 1} || written[gc.name] {
					continue
				}
				// Every format once per grid: a one-cell maze is the same
				// whichever algorithm made it.
				written[gc.name] = true
				for fi, f := range formats {
					if testing.Short() && (fi+len(written))%len(formats) != 0 {
						continue
					}
					cells++
					if msg := writeOnce(opts, f.Name); msg != "" {
						t.Errorf("%s × %s: %s", name, f.Name, msg)
					}
				}
			}
		}
	}
	return cells
}

// writeOnce makes opts' maze for format and writes it: "" when it is
// written or refused in one line, else what went wrong.
func writeOnce(opts puzzle.Options, format string) string {
	p, pan, err := build(&opts, format)
	if pan != "" {
		return pan
	}
	if err == nil {
		_, pan, err = write(p, format)
		if pan != "" {
			return pan
		}
	}
	if err != nil {
		return refusal(err)
	}
	return ""
}
