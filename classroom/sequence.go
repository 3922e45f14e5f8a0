package classroom

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/patterndraw"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// streamCarve is the random stream a number or letter maze is carved
// from, as a book's puzzles are.
const streamCarve = 0x6361727665 // "carve"

// SequenceOptions describe a number or letter maze: a grid of numbers or
// letters with one way through along a sequence.
type SequenceOptions struct {
	Seq           pattern.Sequence // what the way follows
	Letters       bool             // a letter maze (for the file comment)
	Grid          string           // one of SequenceGrids
	Width, Height int              // grid size in cells, 2 to 30 each
	Length        int              // cells on the way through
	Cell          float64          // cell size: points (PDF, SVG) or pixels (PNG)
	LinePt        float64          // line width in points
	Outline       bool             // no colour: start and finish ringed
	LargePrint    bool             // low vision: items at least LargePrintTextPt
	Seed          uint64           // the random seed
}

// SequenceDefaults returns the options of a number maze for an age level
// (one of AgeLevelNames, or "" for a 6×6 grid, a way of 12 cells
// and 40-point cells), made for low vision when largePrint is set.
func SequenceDefaults(age string, largePrint bool) (SequenceOptions, error) {
	o := SequenceOptions{Grid: "rect", Width: 6, Height: 6, Length: 12, Cell: 40, LinePt: 1.5, LargePrint: largePrint}
	if age != "" {
		a, err := LookupAge(age)
		if err != nil {
			return o, param.Textf("age", age, "want %s", strings.Join(AgeLevelNames(), ", "))
		}
		o.Width, o.Height = SequenceGrid(a)
		o.Length = a.SequenceLen[1]
		o.Cell, o.LinePt = max(a.CorridorPt()+a.WallPt, SequenceMinCell), a.WallPt
	}
	if largePrint {
		o.Cell, o.LinePt = max(o.Cell, LargePrintCorridorMM*72/25.4), max(o.LinePt, LargePrintWallPt)
	}
	return o, nil
}

// SequencePuzzle is a number or letter maze, ready to be written.
type SequencePuzzle struct {
	Maze *pattern.SequenceMaze
	opts SequenceOptions
}

// NewSequence makes the maze of o. Bad options are *param.Error; a grid
// with no way of the length is pattern.ErrNoPath. It stops with ctx's
// error when ctx is done.
func NewSequence(ctx context.Context, o *SequenceOptions) (*SequencePuzzle, error) {
	if err := param.Range("cell", o.Cell, render.MinCell, render.MaxCell, render.CellUnits); err != nil {
		return nil, err
	}
	w, h := o.Width, o.Height
	if w < 2 || h < 2 || w > 30 || h > 30 {
		return nil, param.Errorf("size", fmt.Sprintf("%dx%d", w, h), "want 2x2 to 30x30")
	}
	if !topology.Regular(o.Grid) {
		return nil, param.Textf("grid", o.Grid, "want %s", topology.OrList(SequenceGrids()))
	}
	g, err := topology.Build(topology.Spec{Kind: o.Grid, Width: w, Height: h})
	if err != nil {
		return nil, err
	}
	if most := o.Seq.MaxLenOn(w * h); o.Length < 2 || o.Length > most {
		return nil, param.Errorf("length", o.Length, "want 2 to %d for a %dx%d grid", most, w, h)
	}
	m, err := pattern.NewSequenceMaze(ctx, g, o.Seq, o.Length, rand.New(rand.NewPCG(o.Seed, streamCarve)))
	if err != nil {
		return nil, err
	}
	return &SequencePuzzle{Maze: m, opts: *o}, nil
}

// SequenceGrids lists the grid kinds a number or letter maze is made on:
// squares and hexagons, whose cells have room for an item each.
func SequenceGrids() []string { return topology.RegularKinds() }

// SequenceFormats lists the formats a number or letter maze is written in.
func SequenceFormats() []string { return []string{"pdf", "png", "svg"} }

// Scene is the maze's drawing, in cells, with the way drawn when solved;
// it prints at Cell points a cell.
func (p *SequencePuzzle) Scene(solved bool) *render.Scene {
	o := &p.opts
	st := &patterndraw.SequenceStyle{LinePt: o.LinePt, Outline: o.Outline, Solved: solved}
	if o.LargePrint {
		st.MinText = LargePrintTextPt / o.Cell
	}
	sc := patterndraw.SequenceScene(p.Maze, st)
	sc.Comment = fmt.Sprintf("mazekit %s seed %d", map[bool]string{true: "letter-maze", false: "number-maze"}[o.Letters], o.Seed)
	return sc
}

// CellPt is the size of a cell on paper, in points.
func (p *SequencePuzzle) CellPt() float64 { return p.opts.Cell }

// Write writes the maze as a picture in format (one of SequenceFormats),
// with the way drawn when solved.
func (p *SequencePuzzle) Write(w io.Writer, format string, solved bool) error {
	o := &p.opts
	sc := p.Scene(solved)
	src := &render.Source{Scene: sc, Options: []render.Option{&render.PNGOptions{Scale: o.Cell}, &render.SVGOptions{Scale: o.Cell}, &render.PDFOptions{Scale: o.Cell}}}
	return render.Encode(w, format, src)
}
