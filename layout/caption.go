// Puzzle captions on book pages.

package layout

import (
	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/render"
)

// kindName is the word captions use for a puzzle, in language lang.
func (p *Puzzle) kindName(lang string) string {
	if c, ok := p.Body.(captionIn); ok {
		return c.CaptionIn(lang)
	}
	return i18n.Text(lang, p.Body.Caption())
}

// captionIn is a Body whose caption takes a number (of blocks, of
// circuits): it sets the caption in a language itself.
type captionIn interface {
	CaptionIn(lang string) string
}

// drawPuzzleCaption writes p's caption under its slot: in large print one
// line at LargePrintTextPt or more (no seed line, which would print
// smaller), else as drawCaption does.
func (b *Book) drawPuzzleCaption(c *render.Scene, x, y, w float64, label string, p *Puzzle) {
	if lp, ok := p.Body.(largePrinter); ok && lp.IsLargePrint() {
		t := captionText
		t.Size, t.MinSize, t.MaxLines = classroom.LargePrintTextPt, classroom.LargePrintTextPt, 2
		t.Draw(c, x+w/2, y+15, w, label)
		return
	}
	b.drawCaption(c, x, y, w, label, p.Seed)
}
