// A maze section's options of the maze options table: the fields a book
// takes through the table's book column, checked by the rules puzzle.New
// applies, and refused in their words at the field's line.

package layout

import (
	"context"
	"fmt"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/puzzle"
)

// options returns the section's options of the table that Section has no
// field of its own for (doors, symmetry, mode …), by option name: the
// fields takeGridParams read into Params by their book key.
func (sec *Section) options() map[string]string {
	out := map[string]string{}
	for _, op := range puzzle.Table() {
		if key := op.BookKey(); key != "" && op.Grid == nil {
			if v, ok := sec.Params[key]; ok {
				out[op.Name] = v
			}
		}
	}
	return out
}

// checkOptions checks a maze section's options as the maze command would:
// for each of its algorithms, its first puzzle is made by puzzle.New (so
// what depends on the grid, such as door cells on its border or a size an
// algorithm needs, is refused here) and its last checked by puzzle.Check
// (opts gives puzzle i of n). A refusal is reported at the field that
// gives the option.
func checkOptions(d *decoder, path string, algorithms []string, n int, opts func(i, n int) (*puzzle.Options, error)) error {
	n = max(n, 1)
	for _, a := range algorithms {
		for _, i := range []int{0, n - 1} {
			o, err := opts(i, n)
			if err == nil {
				o.Algorithm = a
				if i == 0 {
					_, err = puzzle.New(context.Background(), o, "")
				} else {
					err = puzzle.Check(o)
				}
			}
			if err != nil {
				return optionError(d, path, err)
			}
		}
	}
	return nil
}

// optionError reports err, a refusal of puzzle.New or puzzle.Check, at the
// section field of the option it names (path.braid at its line), in the
// words the maze command uses after its flag. A grid parameter the section
// does not give (its value is the grid's default) is reported at the grid.
func optionError(d *decoder, path string, err error) error {
	pe, ok := param.As(err)
	if !ok {
		return d.at(path+".grid", "%v", err)
	}
	field := bookField(pe.Field)
	if op, ok := puzzle.LookupOption(puzzle.OptionName(pe.Field)); ok && op.Grid != nil {
		if _, given := d.lines[path+"."+field]; !given {
			field = "grid"
		}
	}
	return d.at(path+"."+field, "%s", pe.Sentence())
}

// bookField returns the section field of the option a library error
// names: its row's book key, or grid when books take no such option.
func bookField(libraryName string) string {
	if op, ok := puzzle.LookupOption(puzzle.OptionName(libraryName)); ok && op.BookKey() != "" {
		return op.BookKey()
	}
	return "grid"
}

// madeError is err, a refusal of puzzle.New while a section's puzzles are
// made (one the first puzzle's check could not foresee, such as a size
// further along the section's range), named by the section field and in
// the maze command's words: bad input, never a flag the book has not.
func madeError(err error) error {
	if pe, ok := param.As(err); ok {
		return param.Input(fmt.Errorf("%s: %s", bookField(pe.Field), pe.Sentence()))
	}
	return err
}
