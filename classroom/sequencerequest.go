// SequenceRequest: a number or letter maze from the names and numbers a
// front end takes from its user.

package classroom

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/puzzle"
)

// SequenceRequest is a number or letter maze as a front end takes it from
// its user. Zero values take the defaults: those of Age when it is given.
type SequenceRequest struct {
	Letters bool // a letter maze (the alphabet or a word), else a number maze
	// Sequence is what the way follows: count, count-by-N, even or odd for
	// numbers; alphabet or word for letters. "" for count, or for letters
	// alphabet, or word when Word is given.
	Sequence   string
	Word       string  // the word a letter maze's way spells
	Age        string  // an age level (AgeLevelNames), or ""
	LargePrint bool    // low vision (see SequenceDefaults)
	Grid       string  // rect or hex; "" for rect
	Width      int     // grid size in cells (both or neither)
	Height     int     //
	Length     int     // cells on the way through
	Cell       float64 // cell size: points (PDF, SVG) or pixels (PNG)
	Outline    bool    // no colour: start and finish ringed
	Seed       uint64  // the random seed
}

// Make checks r, fills in the defaults and makes the maze. Bad values are
// *param.Error; a grid with no way of the length wraps pattern.ErrNoPath.
// It stops with ctx's error when ctx is done.
func (r *SequenceRequest) Make(ctx context.Context) (*SequencePuzzle, error) {
	name := r.Sequence
	switch {
	case name != "":
	case !r.Letters:
		name = "count"
	case r.Word != "":
		name = "word"
	default:
		name = "alphabet"
	}
	if r.Letters != (name == "alphabet" || name == "word") {
		if r.Letters {
			return nil, param.Textf("sequence", name, "want alphabet or word")
		}
		return nil, param.Textf("sequence", name, "want count, count-by-N (N 2 to 10), even or odd (letters make a letter maze)")
	}
	seq, err := pattern.ParseSequence(name, r.Word)
	if err != nil {
		return nil, err
	}
	o, err := SequenceDefaults(r.Age, r.LargePrint)
	if err != nil {
		return nil, err
	}
	if r.Width != 0 || r.Height != 0 {
		o.Width, o.Height = r.Width, r.Height
	}
	if r.Length != 0 {
		o.Length = r.Length
	}
	if r.Cell != 0 {
		// An age level and large print set the smallest cell they are
		// drawn at; a smaller one would undo them.
		least := o.Cell // the age's cell, raised for large print
		if r.Age == "" {
			least = LargePrintCorridorMM * 72 / 25.4
		}
		if (r.Age != "" || r.LargePrint) && r.Cell < least {
			who := "large print"
			switch {
			case r.Age != "" && r.LargePrint:
				who = "age " + r.Age + " in large print"
			case r.Age != "":
				who = "age " + r.Age
			}
			return nil, param.Errorf("cell", r.Cell, "%s draws cells of at least %.4g points: give that or more, or leave the cell size out", who, least)
		}
		o.Cell = r.Cell
	}
	if r.Grid != "" {
		o.Grid = r.Grid
	}
	o.Seq, o.Letters, o.Outline, o.Seed = seq, r.Letters, r.Outline, r.Seed
	if most := seq.MaxLenOn(o.Width * o.Height); r.Length == 0 && o.Length > most && o.Width*o.Height > 0 {
		// The length was not given: name what was.
		field, from := "size", "the default length"
		if r.Age != "" {
			from = "age " + r.Age + "'s length"
		}
		if r.Width == 0 {
			field = "age"
		}
		return nil, param.Errorf(field, map[string]any{"size": fmt.Sprintf("%dx%d", o.Width, o.Height), "age": r.Age}[field],
			"a %dx%d grid holds a way of at most %d cells, and %s is %d: give a larger size or a length", o.Width, o.Height, most, from, o.Length)
	}
	p, err := NewSequence(ctx, &o)
	if errors.Is(err, pattern.ErrNoPath) {
		return nil, fmt.Errorf("%w: try a larger size or a shorter length", err)
	}
	return p, err
}

// WriteFiles writes the maze to f.Output and, when f.Answer is set, its
// key (the way drawn) to f.Answer: both or, when one fails, neither.
func (p *SequencePuzzle) WriteFiles(stdout io.Writer, f puzzle.Files) error {
	files := []atomicfile.File{{Path: f.Output, Fill: f.Fill(f.Format, func(w io.Writer) error { return p.Write(w, f.Format, false) })}}
	if f.Answer != "" {
		files = append(files, atomicfile.File{Path: f.Answer, Fill: f.Fill(f.AnswerFormat, func(w io.Writer) error { return p.Write(w, f.AnswerFormat, true) })})
	}
	return atomicfile.WriteAll(stdout, files...)
}
