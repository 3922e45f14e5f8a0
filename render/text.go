package render

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render/internal/textgrid"
	"github.com/mazekit/mazekit/topology"
)

// WriteText writes m as text. Rectangular grids become box drawings;
// solution (may be nil) is marked with dots along its cells and passages.
//
// Other grids are drawn a character per wall when that reads well: every
// wall straight and no longer than two characters across or two lines down
// at the scale that gives each wall its own character (hexagons, and masks
// cut from squares or hexagons). Grids that do not (triangles, rings,
// Voronoi cells) get a *TextUnreadableError and nothing is written.
func WriteText(w io.Writer, m *maze.Maze, solution []int) error {
	r, ok := m.Grid.(*topology.Rect)
	if wr, isWeave := weaveRect(m.Grid); isWeave {
		r, ok = wr, true
	}
	if !ok {
		if err := TextReadable(m.Grid); err != nil {
			return err
		}
		return textgrid.WriteGeneric(w, m, solution, tunnelSides(m), weaveBaseEdges(m.Grid))
	}
	return textgrid.WriteRect(w, r, m, solution)
}

// TextUnreadableError says a grid does not read as text, and which formats
// draw it instead.
type TextUnreadableError struct {
	Kind    string   // the grid's kind, as its Spec names it
	Formats []string // the formats that write it
}

// Error returns the one-line message: the grid and the formats to use.
func (e *TextUnreadableError) Error() string {
	f := strings.Join(e.Formats, ", ")
	if n := len(e.Formats); n > 1 {
		f = strings.Join(e.Formats[:n-1], ", ") + " or " + e.Formats[n-1]
	}
	return fmt.Sprintf("render: %s mazes do not read as text (txt); write them as %s", e.Kind, f)
}

// TextReadable returns nil when WriteText draws g legibly, or a
// *TextUnreadableError naming the formats to use instead. It judges by
// geometry alone: at the character scale the text writer uses, every wall
// must be straight and span at most two columns and two lines, so that one
// character stands for one wall.
func TextReadable(g topology.Grid) error {
	if _, ok := g.(*topology.Rect); ok {
		return nil
	}
	if textgrid.Readable(g) {
		return nil
	}
	// The usual formats first, then whatever else is registered.
	var fs []string
	all := FormatNames(false)
	for _, n := range []string{"png", "svg", "pdf", "json"} {
		if slices.Contains(all, n) {
			fs = append(fs, n)
		}
	}
	if len(all) > len(fs)+1 {
		fs = append(fs, "any other format but txt")
	}
	kind := g.Spec().Kind
	if b := g.Spec().Base; b != "" {
		kind = b + " " + kind
	}
	return &TextUnreadableError{Kind: kind, Formats: fs}
}
