// A maze printed true to size on a sheet of paper: for classroom sheets,
// whose corridors must be as wide as the age level says.

package puzzle

import (
	"fmt"
	"io"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
)

// SheetMargin is the margin in points a sheet printed true to size keeps
// clear on every side: half an inch, which every office printer can print
// inside.
const SheetMargin = 36.0

// writeSheet writes p as a one-page PDF the size of its paper, the drawing
// at pdf.Scale points a cell, centred. A drawing bigger than the sheet
// inside its margins is a *param.Error naming the size.
func (p *Puzzle) writeSheet(w io.Writer, solved bool) error {
	paper, err := render.LookupPaper(p.pic.pdf.Paper)
	if err != nil {
		return param.Textf("paper", p.pic.pdf.Paper, "%v", err)
	}
	pw, ph := paper.W, paper.H
	if p.pic.pdf.Landscape {
		pw, ph = ph, pw
	}
	sc, err := p.Scene(solved)
	if err != nil {
		return err
	}
	scale := p.pic.pdf.Scale
	dw, dh := sc.W*scale, sc.H*scale
	if dw > pw-2*SheetMargin+1e-6 || dh > ph-2*SheetMargin+1e-6 {
		return param.Textf("size", fmt.Sprintf("%dx%d", p.Maze.Grid.Spec().Width, p.Maze.Grid.Spec().Height),
			"the maze prints %.1f x %.1f in at its corridor width; %s paper holds %.1f x %.1f in inside its margins: use a smaller size",
			dw/72, dh/72, paper.Name, (pw-2*SheetMargin)/72, (ph-2*SheetMargin)/72)
	}
	d := &render.Document{Title: p.fileComment(), Subject: sc.Comment, PDFX: p.pic.pdf.PDFX}
	pg := d.AddPage(pw, ph)
	pg.Scene.Place(sc, (pw-dw)/2, (ph-dh)/2, dw, dh)
	return render.WriteDocumentPDF(w, d, nil)
}
