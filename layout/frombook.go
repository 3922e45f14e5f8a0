// FromBook: one maze of a book, made again from its spec file.

package layout

import (
	"github.com/mazekit/mazekit/internal/limits"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/puzzle"
)

// FromBook makes puzzle n (from 1, as numbered in the book) of the book
// the spec file describes again, as a puzzle written with opts' picture
// options; it must be a maze. With opts.Stats the maze's statistics come
// too. Bad values are *param.Error ("from-book", "puzzle").
func FromBook(specFile string, n int, opts *puzzle.Options) (*puzzle.Puzzle, error) {
	if specFile == "" || n < 1 {
		return nil, param.Errorf("puzzle", n, "give the spec and a puzzle number from 1")
	}
	data, err := readInput("from-book", specFile, limits.SpecBytes)
	if err != nil {
		return nil, err
	}
	spec, err := Parse(data, specFile)
	if err != nil {
		return nil, param.Input(err)
	}
	ps, err := Puzzles(spec, 0)
	if err != nil {
		return nil, param.Input(err)
	}
	if n > len(ps) {
		return nil, param.Errorf("puzzle", n, "the book has puzzles 1 to %d", len(ps))
	}
	bp := ps[n-1]
	if bp.Maze == nil {
		return nil, param.Errorf("puzzle", n, "a %s puzzle, not a maze", bp.Kind)
	}
	info := maze.Info{Algorithm: bp.Algorithm, Mode: bp.Mode, Seed: bp.Seed, Solution: maze.Solve(bp.Maze)}
	if opts.Stats {
		info.Stats = bp.Stats
	}
	o := *opts
	o.Comment = ""
	return puzzle.FromMaze(bp.Maze, info, &o)
}
