// Trap-the-cat outputs: puzzles (a booklet with answers, or one board), a
// distance map and the board of a game.

package catbook

import (
	"context"
	"fmt"
	"io"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/internal/stream"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/trap"
)

// Options describe trap-the-cat boards. Bad values are *param.Error
// naming the field in lower case ("size", "moves", "count", "blocks").
type Options struct {
	Width, Height int    // board size in cells
	Moves         int    // puzzles: the blocks that trap the cat, 1 to 5
	Count         int    // puzzles in a PDF, 1 to 200
	Blocks        int    // maps and games: cells blocked at the start
	Seed          uint64 // the random seed
	// MaxMemory is the memory budget in bytes (0: budget.Default): work
	// estimated to need more is refused with a *budget.Error before it
	// starts.
	MaxMemory int64
}

// Formats lists the formats trap-the-cat boards are written in.
func Formats() []string { return []string{"pdf", "png", "svg"} }

// geometry returns the board's geometry, and checks Blocks when blocks is
// set.
func (o *Options) geometry(blocks bool) (*trap.Geometry, error) {
	g, err := trap.NewGeometry(o.Width, o.Height)
	if err != nil {
		return nil, err
	}
	if blocks && (o.Blocks < 0 || o.Blocks > g.Cells()/2) {
		return nil, param.Errorf("blocks", o.Blocks, "want between 0 and %d", g.Cells()/2)
	}
	return g, nil
}

// budget refuses work whose estimate exceeds o.MaxMemory.
func (o *Options) budget(asked string, estimate int64) error {
	limit := o.MaxMemory
	if limit <= 0 {
		limit = budget.Default
	}
	return budget.Check(asked, estimate, limit)
}

// catPixels is the pixel count of one board drawn at 40 pixels a cell,
// with room for the title.
func catPixels(g *trap.Geometry) float64 {
	return float64(g.W+2) * float64(g.H+3) * 40 * 40
}

// writeCatScene writes one board's scene in format.
func writeCatScene(w io.Writer, format string, s *render.Scene) error {
	src := &render.Source{Scene: s, Options: []render.Option{&render.PNGOptions{Scale: 40}, &render.SVGOptions{Scale: 40}, &render.PDFOptions{Scale: 30}}}
	return render.Encode(w, format, src)
}

// WritePuzzles makes puzzles won in exactly Moves blocks against any
// defence and writes them in format: in a PDF, Count of them as a booklet
// with answers (see Booklet); otherwise one board. It stops soon after
// ctx is done.
func WritePuzzles(ctx context.Context, w io.Writer, format string, o *Options) error {
	g, err := o.geometry(false)
	if err != nil {
		return err
	}
	if o.Moves < 1 || o.Moves > 5 {
		return param.Errorf("moves", o.Moves, "want between 1 and 5")
	}
	if o.Count < 1 || o.Count > 200 {
		return param.Errorf("count", o.Count, "want between 1 and 200")
	}
	// A paged format holds the booklet; any other, one board.
	f, _ := render.LookupFormat(format)
	n, px := o.Count, 0.0
	if !f.Paged {
		n, px = 1, catPixels(g)
	}
	asked := fmt.Sprintf("a booklet of %d %dx%d cat puzzles", n, g.W, g.H)
	if !f.Paged {
		asked = fmt.Sprintf("a %dx%d cat puzzle as %s", g.W, g.H, format)
	}
	if err := o.budget(asked, budget.Cat(n, px)); err != nil {
		return err
	}
	ps, err := trap.Generate(g, o.Moves, n, stream.New(o.Seed, stream.Carve))
	if err != nil {
		return param.Errorf("moves", o.Moves, "no %dx%d board is won in exactly %d block(s) (try a larger size or other moves)", g.W, g.H, o.Moves)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if !f.Paged {
		return writeCatScene(w, format, render.BoardScene(ps[0].Board, &render.CatStyle{Title: Title(0, o.Moves)}))
	}
	return render.WriteDocumentPDF(w, Booklet(g, ps, o.Moves, o.Seed), nil)
}

// WriteMap writes a board with Blocks cells blocked at random and every
// cell's number of steps to the edge.
func WriteMap(w io.Writer, format string, o *Options) error {
	g, err := o.geometry(true)
	if err != nil {
		return err
	}
	if err := o.budget(fmt.Sprintf("a %dx%d cat map as %s", g.W, g.H, format), budget.Cat(1, catPixels(g))); err != nil {
		return err
	}
	b := trap.RandomBoard(g, o.Blocks, stream.New(o.Seed, stream.Carve))
	return writeCatScene(w, format, render.BoardScene(b, &render.CatStyle{Distances: true, Title: "Steps to the edge"}))
}

// Game returns the board of a game, Blocks cells blocked at random, and
// the cat named (random, greedy or smart).
func Game(o *Options, cat string) (*trap.Board, trap.Cat, error) {
	g, err := o.geometry(true)
	if err != nil {
		return nil, nil, err
	}
	c, err := trap.NewCat(cat, stream.New(o.Seed, stream.Doors))
	if err != nil {
		return nil, nil, param.Textf("cat", cat, "want random, greedy or smart")
	}
	return trap.RandomBoard(g, o.Blocks, stream.New(o.Seed, stream.Carve)), c, nil
}
