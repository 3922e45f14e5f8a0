// The front cover: a maze in the theme's colours across the whole panel,
// the title set large on a white plate, a showpiece maze from the book on
// a round card, and the author on a band at the foot.

package layout

import (
	"image/color"
	"math"
	"math/rand/v2"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/internal/textfit"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// coverCell is the side of a cell of the maze across the front, in points.
const coverCell = 0.42 * Inch

// drawFront lays out the front panel of cover layout l.
func (b *Book) drawFront(c *render.Scene, l CoverLayout) {
	s := b.Plan
	theme := s.Cover.Color
	white := color.RGBA{255, 255, 255, 255}
	accent := color.RGBA{0xff, 0xc8, 0x3d, 255}
	// The panel runs from the spine's fold (plus its clearance) to the
	// sheet's outer edge, bleed included.
	px, pw := l.FrontX+SpineClear, l.W-l.FrontX-SpineClear
	if bg := backdropMaze(s.Seed, pw, l.H, theme, mix(theme, white, 0.2)); bg != nil {
		c.Place(bg, px, 0, pw, l.H)
	}

	// The title plate: white, the full width of the panel, the title in
	// the theme's colour as large as three lines allow.
	fx, fw := l.FrontX+CoverSafe+0.3*Inch, l.TrimW-2*CoverSafe-0.6*Inch
	title := textfit.Box{Font: fonts.Bold, Size: 64, MinSize: 28, MaxLines: 3, Color: theme, Align: render.AlignCenter}
	sub := textfit.Box{Font: fonts.Regular, Size: 20, MinSize: 12, MaxLines: 2, Color: color.RGBA{60, 60, 60, 255}, Align: render.AlignCenter}
	tSize, tLines := title.Fit(fw, s.Title)
	plateTop := l.Top + CoverSafe + 0.45*Inch
	// From the top padding to the first baseline (the font's ascent), the
	// lines, and the last line's descent before the bottom padding.
	const pad = 0.22 * Inch
	h := pad + 0.944*tSize + float64(len(tLines)-1)*tSize*textfit.LineHeight + 0.21*tSize + pad
	if s.Subtitle != "" {
		sSize, sLines := sub.Fit(fw, s.Subtitle)
		h += tSize*textfit.LineHeight - 0.21*tSize + 6 + float64(len(sLines)-1)*sSize*textfit.LineHeight + 0.21*sSize
	}
	rect(c, px, plateTop, pw, h)
	c.Fill(white)
	y := plateTop + pad + tSize*0.944
	y += title.Draw(c, fx+fw/2, y, fw, s.Title)
	if s.Subtitle != "" {
		sub.Draw(c, fx+fw/2, y+6, fw, s.Subtitle)
	}

	// The author on a band of the theme's colour at the foot.
	bandH := 0.0
	if s.Author != "" {
		bandH = 0.85 * Inch
		bandTop := l.Top + l.TrimH - CoverSafe - 0.3*Inch - bandH
		rect(c, px, bandTop, pw, bandH)
		c.Fill(theme)
		au := textfit.Box{Font: fonts.Bold, Size: 22, MinSize: 12, MaxLines: 1, Color: white, Align: render.AlignCenter}
		au.Draw(c, fx+fw/2, bandTop+bandH/2+8, fw, s.Author)
		bandH += 0.3 * Inch
	}

	// The showpiece between the plate and the foot: one of the book's own
	// kinds of maze, on a white card with a ring of the accent colour.
	top := plateTop + h + 0.35*Inch
	bottom := l.Top + l.TrimH - CoverSafe - 0.35*Inch - bandH
	side := min(fw*0.92, bottom-top)
	if side < 1.5*Inch {
		return
	}
	art, round := b.coverArt(theme, accent)
	if s.Cover.Picture != "" {
		if pic := pictureArt(s.Cover.Picture, s.Seed); pic != nil {
			art, round = pic, false
		}
	}
	if art == nil {
		return
	}
	defer b.drawBadge(c, l, plateTop+h, accent, theme)
	cx, cy := l.FrontX+l.TrimW/2, top+side/2
	disc(c, cx, cy, side/2)
	c.Fill(accent)
	disc(c, cx, cy, side/2-0.09*Inch)
	c.Fill(white)
	// A round maze fills the card; a square one is the card's inscribed
	// square.
	r := side/2 - 0.12*Inch
	in := r * math.Sqrt2
	if round {
		in = 2 * r
	}
	c.Place(art, cx-in/2, cy-in/2, in, in)
}

// backdropMaze is a rect maze of coverCell cells filling w×h points, its
// walls in col on bg, with no doors: the pattern behind the front cover.
func backdropMaze(seed uint64, w, h float64, bg, col color.RGBA) *render.Scene {
	cols, rows := max(1, int(w/coverCell)), max(1, int(h/coverCell))
	g, err := topology.NewRect(cols, rows)
	if err != nil {
		return nil
	}
	m := maze.New(g)
	if err := generate.Run("wilson", m, rand.New(rand.NewPCG(seed, streamCover)), generate.Options{}); err != nil {
		return nil
	}
	cell := min(w/float64(cols), h/float64(rows))
	st := &render.Style{WallPt: 2.4 / cell, WallColor: col, Background: bg, Margin: -1, Cap: render.CapRound}
	sc := render.MazeScene(m, st)
	sc.MinLine = minLine
	return sc
}

// disc adds a circle of radius r about (cx, cy) as four cubic arcs.
func disc(c render.Canvas, cx, cy, r float64) {
	k := 4 * (math.Sqrt2 - 1) / 3 * r
	c.MoveTo(cx+r, cy)
	c.CubeTo(cx+r, cy+k, cx+k, cy+r, cx, cy+r)
	c.CubeTo(cx-k, cy+r, cx-r, cy+k, cx-r, cy)
	c.CubeTo(cx-r, cy-k, cx-k, cy-r, cx, cy-r)
	c.CubeTo(cx+k, cy-r, cx+r, cy-k, cx+r, cy)
	c.ClosePath()
}

// coverArt draws the front cover's showpiece: a round maze when the book
// has circle mazes (or none of its own), else a maze of its most striking
// grid, remade from the book seed, walls in the theme's colour and doors
// marked in the accent colour; with the cover's solution option, its
// solution as a line of the accent colour. round reports a circle maze,
// which fills a round card.
func (b *Book) coverArt(theme, accent color.RGBA) (art *render.Scene, round bool) {
	sp := &SectionPlan{Kind: sectionKinds[KindMaze], Params: &MazeParams{Grid: "polar", Rings: [2]int{12, 12}, Algorithms: []string{"wilson"}}, Count: 1}
	rank := map[string]int{"polar": 5, "mask": 4, "hex": 3, "planar": 2, "tri": 1}
	best := -1
	for i := range b.Plan.Sections {
		mp, ok := b.Plan.Sections[i].Params.(*MazeParams)
		if !ok || mp.Class.Age != nil {
			continue
		}
		if r := rank[mp.Grid]; r > best {
			best, sp = r, &b.Plan.Sections[i]
		}
	}
	if mp := sp.Params.(*MazeParams); mp.Grid == "polar" {
		// A showpiece circle of a dozen rings, whatever the section's.
		cp := *sp
		mpc := *mp
		mpc.Rings = [2]int{12, 12}
		mpc.Braid = 0
		cp.Params = &mpc
		sp = &cp
	}
	n := max(sp.Count, 1)
	p, err := sp.Kind.make(sp, n/2, n, PuzzleSeed(b.Plan.Seed, -1))
	if err != nil || p.Maze == nil {
		return nil, false
	}
	st := &render.Style{WallPt: 1.4, WallColor: theme, Margin: 1, Markers: render.MarkersArrows, SolutionColor: accent, Cap: render.CapRound}
	if b.Plan.Cover.Solution {
		st.Solution = maze.Solve(p.Maze)
		st.SolutionWidth = 0.22
	}
	sc := render.MazeScene(p.Maze, st)
	sc.Background = color.RGBA{} // the card shows through
	sc.MinLine = minLine
	return sc, p.Maze.Grid.Spec().Kind == "polar"
}

// drawBadge sets the age range and the number of puzzles on a disc of the
// accent colour at the front's top right corner, overlapping the foot of
// the title plate at y, when the cover names an age range.
func (b *Book) drawBadge(c *render.Scene, l CoverLayout, y float64, accent, theme color.RGBA) {
	s := b.Plan
	if s.Cover.Ages == "" {
		return
	}
	r := 0.85 * Inch
	cx := l.FrontX + l.TrimW - CoverSafe - r - 0.1*Inch
	cy := y + r*0.3
	disc(c, cx, cy, r)
	c.Fill(theme)
	disc(c, cx, cy, r-0.06*Inch)
	c.Fill(accent)
	ages := textfit.Box{Font: fonts.Bold, Size: 22, MinSize: 10, MaxLines: 1, Color: theme, Align: render.AlignCenter}
	count := textfit.Box{Font: fonts.Bold, Size: 13, MinSize: 8, MaxLines: 1, Color: theme, Align: render.AlignCenter}
	w := 1.6 * r
	if n := b.puzzleCount(); n > 0 {
		ages.Draw(c, cx, cy-0.02*r, w, i18n.Textf(s.Language, "cover.ages", s.Cover.Ages))
		count.Draw(c, cx, cy+0.38*r, w, i18n.Textf(s.Language, "cover.count", n))
		return
	}
	ages.Draw(c, cx, cy+0.15*r, w, i18n.Textf(s.Language, "cover.ages", s.Cover.Ages))
}

// puzzleCount is the number of puzzles in the book.
func (b *Book) puzzleCount() int {
	n := 0
	for _, sec := range b.Plan.Sections {
		n += sec.Count
	}
	return n
}
