// Front and back matter: the copyright page, the table of contents, a
// how-to page for each kind of puzzle in the book, and the list of seeds.

package layout

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/internal/textfit"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
	"github.com/mazekit/mazekit/trap"
)

// Contents returns the table of contents as it is printed: each section's
// title and first page (its section page, or its first puzzle), then the
// answer key's and the seed list's.
func (b *Book) Contents() []ContentsLine {
	var out []ContentsLine
	for _, e := range b.contents {
		out = append(out, ContentsLine{Title: e.Title, Page: e.Page})
	}
	return out
}

// ContentsLine is one line of a book's table of contents.
type ContentsLine struct {
	Title string
	Page  int
}

// contentsPerPage is how many lines one contents page holds.
func (b *Book) contentsPerPage() int {
	_, _, _, h := b.content(3)
	return max(1, int((h-60)/contentsLine))
}

const contentsLine = 24.0

// frontMatter adds the copyright, contents and how-to pages after the
// title page.
func (b *Book) frontMatter() {
	s := b.Plan
	if s.Handout != nil {
		return
	}
	if s.Copyright != nil {
		b.Pages = append(b.Pages, Page{Kind: PageCopyright})
	}
	if s.Contents {
		n := len(s.Sections) + 1 + len(b.howToKeys())
		if s.Rising {
			n = b.chapterCount() + 1 + len(b.howToKeys())
		}
		if s.Seeds == SeedsEnd {
			n++
		}
		per := b.contentsPerPage()
		for i := 0; i < n; i += per {
			b.Pages = append(b.Pages, Page{Kind: PageContents, First: i})
		}
	}
	for _, h := range b.howToKeys() {
		b.Pages = append(b.Pages, Page{Kind: PageHowTo, Section: h.section, HowTo: h.key})
	}
}

// howTo is a how-to page: its key and the first section it explains.
type howTo struct {
	key     string
	section int
}

// howToKeys returns the how-to pages the book has, one per kind of puzzle
// in the order the kinds first appear; mazes on floors add a page on
// stairs, and mazes on a solid's net (no doors to enter by) have their own.
func (b *Book) howToKeys() []howTo {
	s := b.Plan
	if !s.HowTo || s.Handout != nil {
		return nil
	}
	var out []howTo
	seen := map[string]bool{}
	for si, sec := range s.Sections {
		for _, k := range sec.Kind.HowTo(&s.Sections[si]) {
			if !seen[k] {
				seen[k] = true
				out = append(out, howTo{k, si})
			}
		}
	}
	return out
}

// seedsPerPage is how many seeds a seed page lists.
func (b *Book) seedsPerPage() int {
	_, _, _, h := b.content(3)
	return 3 * max(1, int((h-50)/13))
}

// seedPages adds the list of seeds at the end, when the spec asks.
func (b *Book) seedPages() {
	if b.Plan.Seeds != SeedsEnd {
		return
	}
	per := b.seedsPerPage()
	for i := 0; i < len(b.Puzzles); i += per {
		b.Pages = append(b.Pages, Page{Kind: PageSeeds, First: i})
	}
}

// fillContents records where each section, the key and the seeds start.
func (b *Book) fillContents() {
	s := b.Plan
	b.contents = b.contents[:0]
	for i, pg := range b.Pages {
		if pg.Kind == PageHowTo {
			b.contents = append(b.contents, contentsEntry{Title: i18n.Text(s.Language, "how_to"), Note: i18n.Text(s.Language, "how_to."+pg.HowTo), Page: i + 1})
		}
	}
	if s.Rising {
		b.contents = append(b.contents, b.chapters()...)
	}
	for si := range s.Sections {
		if s.Rising {
			break
		}
		sec := &s.Sections[si]
		title := sec.Title
		if title == "" {
			title = i18n.Textf(s.Language, "part", si+1)
		}
		e := contentsEntry{Title: title, Note: sectionNoun(s.Language, sec)}
		for i, pg := range b.Pages {
			if (pg.Kind == PageSection || pg.Kind == PagePuzzles) && pg.Section == si {
				e.Page = i + 1
				break
			}
		}
		b.contents = append(b.contents, e)
	}
	for _, k := range []struct {
		kind PageKind
		key  string
	}{{PageKey, "answer_key"}, {PageSeeds, "seeds"}} {
		for i, pg := range b.Pages {
			if pg.Kind == k.kind {
				b.contents = append(b.contents, contentsEntry{Title: i18n.Text(s.Language, k.key), Page: i + 1})
				break
			}
		}
	}
}

var (
	headingText = textfit.Box{Font: fonts.Bold, Size: 22, MinSize: 14, MaxLines: 2, Color: black, Align: render.AlignCenter}
	bodyText    = textfit.Box{Font: fonts.Regular, Size: 11, MinSize: 8, MaxLines: 14, Color: black, Align: render.AlignLeft}
	smallText   = textfit.Box{Font: fonts.Regular, Size: 9, MinSize: minText, MaxLines: 6, Color: grey, Align: render.AlignLeft}
)

// drawParagraph wraps s into lines of width w at (x, y) left-aligned and
// returns the height used.
func drawParagraph(c *render.Scene, t textfit.Box, x, y, w float64, s string) float64 {
	size, lines := t.Fit(w, s)
	st := render.TextStyle{Font: t.Font, Size: size, Color: t.Color, Align: render.AlignLeft}
	for i, l := range lines {
		c.Text(x, y+float64(i)*size*textfit.LineHeight, l, st)
	}
	return float64(len(lines)) * size * textfit.LineHeight
}

func (b *Book) drawCopyright(c *render.Scene, n int) {
	s := b.Plan
	cp := s.Copyright
	x, y, w, h := b.content(n)
	var lines []string
	lines = append(lines, s.Title)
	// A copyright line needs a holder: with none, the page says only what
	// the buyer may do (the licence) and how the puzzles were made.
	switch holder := cp.Holder; {
	case holder == "":
	case cp.Year > 0:
		lines = append(lines, i18n.Textf(s.Language, "copyright", cp.Year, holder))
	default:
		lines = append(lines, strings.Replace(i18n.Textf(s.Language, "copyright", 0, holder), " 0 ", " ", 1))
	}
	if cp.Text != "" {
		lines = append(lines, cp.Text)
	}
	if cp.License != "" {
		lines = append(lines, cp.License)
	}
	lines = append(lines, i18n.Textf(s.Language, "copyright.made", s.Seed))
	// Set at the foot of the page, as copyright pages are.
	total := 0.0
	for _, l := range lines {
		sz, ls := smallText.Fit(w, l)
		total += float64(len(ls))*sz*textfit.LineHeight + 6
	}
	y = max(y+12, y+h-total)
	for _, l := range lines {
		y += drawParagraph(c, smallText, x, y, w, l) + 6
	}
}

func (b *Book) drawContents(c *render.Scene, n int, pg Page) {
	s := b.Plan
	x, y, w, _ := b.content(n)
	y += 40
	y += headingText.Draw(c, x+w/2, y, w, i18n.Text(s.Language, "contents")) + 12
	per := b.contentsPerPage()
	title := render.TextStyle{Font: fonts.Bold, Size: 12, Color: black}
	note := render.TextStyle{Font: fonts.Regular, Size: 9, Color: grey}
	num := render.TextStyle{Font: fonts.Regular, Size: 12, Color: black, Align: render.AlignRight}
	for i := pg.First; i < min(pg.First+per, len(b.contents)); i++ {
		e := b.contents[i]
		nw := render.TextWidth(fonts.Regular, 12, fmt.Sprint(e.Page))
		tw := w - nw - 24
		t := textfit.Cut(textfit.Metric{Font: fonts.Bold, Size: 12}, e.Title, tw*0.6)
		c.Text(x, y, t, title)
		used := render.TextWidth(fonts.Bold, 12, t) + 8
		if e.Note != "" && tw-used > 40 {
			nt := textfit.Cut(textfit.Metric{Font: fonts.Regular, Size: 9}, e.Note, tw-used)
			c.Text(x+used, y, nt, note)
			used += render.TextWidth(fonts.Regular, 9, nt) + 6
		}
		drawLeader(c, x+used, x+w-nw-6, y)
		c.Text(x+w, y, fmt.Sprint(e.Page), num)
		y += contentsLine
	}
}

func (b *Book) drawHowTo(c *render.Scene, n int, pg Page) {
	s := b.Plan
	x, y, w, h := b.content(n)
	bottom := y + h
	y += 30
	// One heading naming the kind ("How to solve: Mazes").
	y += headingText.Draw(c, x+w/2, y, w, i18n.Textf(s.Language, "how_to.title", i18n.Text(s.Language, "how_to."+pg.HowTo))) + 20
	y += drawParagraph(c, bodyText, x, y, w, i18n.Text(s.Language, "how_to."+pg.HowTo+".text")) + 10
	if pg.HowTo == "maze" {
		y += drawParagraph(c, bodyText, x, y, w, b.loopText()) + 16
	}
	var ex *render.Scene
	switch pg.HowTo {
	case "cat":
		sc, text := catExample(s.Language, s.Seed)
		if sc != nil {
			y += drawParagraph(c, bodyText, x, y, w, text) + 12
			ex = sc
		}
	case "maze":
		// The example as a puzzle page draws it, and beside it as the
		// answer key does.
		y += drawParagraph(c, bodyText, x, y, w, i18n.Text(s.Language, "how_to.example")) + 8
		side := min((w-24)/2, bottom-y-12)
		if side > 72 {
			for i, solved := range []bool{false, true} {
				if sc := b.mazeExample(solved); sc != nil {
					c.Place(sc, x+(w-2*side-24)/2+float64(i)*(side+24), y, side, side)
				}
			}
		}
	case "picture":
		ex = pictureExample(s.Seed)
	case "floors":
		ex = floorsExample(s.Seed, b.labels(), b.floorWords())
	}
	if ex != nil {
		side := min(w*0.7, bottom-y-12)
		if side > 72 {
			c.Place(ex, x+(w-side)/2, y, side, side)
		}
	}
}

// drawLeader sets a row of dots from x0 to x1 on the baseline y,
// right-aligned so that the rows of a contents page line up under each
// other.
func drawLeader(c *render.Scene, x0, x1, y float64) {
	const size = 11.0
	unit := render.TextWidth(fonts.Regular, size, " .")
	n := int((x1 - x0) / unit)
	if n < 2 {
		return
	}
	st := render.TextStyle{Font: fonts.Regular, Size: size, Color: grey, Align: render.AlignRight}
	c.Text(x1, y, strings.Repeat(" .", n), st)
}

// loopText returns the how-to words for mazes with loops (the numbers of
// the puzzles that have them) and for the others, or "" when no maze in
// the book has loops and the one-way text applies.
func (b *Book) loopText() string {
	lang := b.Plan.Language
	var nums []int
	for _, p := range b.Puzzles {
		if mp, ok := b.Plan.Sections[p.Section].Params.(*MazeParams); ok && mp.Braid > 0 && p.Maze != nil {
			nums = append(nums, p.Number)
		}
	}
	if len(nums) == 0 {
		return i18n.Text(lang, "how_to.maze.one")
	}
	slices.Sort(nums)
	var parts []string
	for i := 0; i < len(nums); {
		j := i
		for j+1 < len(nums) && nums[j+1] == nums[j]+1 {
			j++
		}
		if j > i {
			parts = append(parts, fmt.Sprintf("%d–%d", nums[i], nums[j]))
		} else {
			parts = append(parts, fmt.Sprint(nums[i]))
		}
		i = j + 1
	}
	t := i18n.Textf(lang, "how_to.maze.loops", strings.Join(parts, ", "))
	if len(nums) < len(b.Puzzles) {
		t += " " + i18n.Text(lang, "how_to.maze.others")
	}
	return t
}

// mazeExample is a small maze for the how-to page, drawn as the book's
// first maze section draws its puzzles (markers, walls, colours), and when
// solved with its solution as the answer key draws it.
func (b *Book) mazeExample(solved bool) *render.Scene {
	seed := b.Plan.Seed
	st := &render.Style{WallPt: 1.5, Margin: 1, Markers: render.MarkersArrows, SolutionWidth: 0.12}
	for _, sec := range b.Plan.Sections {
		if _, ok := sec.Params.(*MazeParams); ok {
			st.Markers = sec.Markers
			st.WallColor, st.SolutionColor, st.Background = sec.Style.Wall, sec.Style.Solution, sec.Style.Background
			break
		}
	}
	if st.Markers == render.MarkersLabels {
		l := b.labels()
		st.StartLabel, st.FinishLabel, st.Margin = l[0], l[1], 1.6
	}
	m := exampleMaze(seed)
	if m == nil {
		return nil
	}
	if solved {
		st.Solution = maze.Solve(m)
	}
	sc := render.MazeScene(m, st)
	sc.MinLine = minLine
	return sc
}

// exampleMaze is the 6×6 maze the how-to page solves.
func exampleMaze(seed uint64) *maze.Maze {
	g, err := topology.NewRect(6, 6)
	if err != nil {
		return nil
	}
	m := maze.New(g)
	if err := generate.Run("dfs", m, rand.New(rand.NewPCG(seed, streamCarve)), generate.Options{}); err != nil {
		return nil
	}
	if err := maze.PlaceDoors(m, maze.DoorsAuto); err != nil {
		return nil
	}
	return m
}

// floorsExample is a small solved maze on two floors for the how-to page.
func floorsExample(seed uint64, labels [2]string, words [3]string) *render.Scene {
	g, err := topology.NewStack(4, 4, 2)
	if err != nil {
		return nil
	}
	m := maze.New(g)
	if err := generate.Run("wilson", m, rand.New(rand.NewPCG(seed, streamCarve)), generate.Options{}); err != nil {
		return nil
	}
	if err := maze.PlaceDoors(m, maze.DoorsAuto); err != nil {
		return nil
	}
	sc := render.MazeScene(m, &render.Style{WallPt: 1.5, Margin: 1.6, Markers: render.MarkersLabels, StartLabel: labels[0], FinishLabel: labels[1],
		Solution: maze.Solve(m), SolutionWidth: 0.12, FloorWords: words})
	sc.MinLine = minLine
	return sc
}

// catExample is a labelled board won in two blocks, solved, and the words
// that walk through it.
func catExample(lang string, seed uint64) (*render.Scene, string) {
	g, err := trap.NewGeometry(7, 7)
	if err != nil {
		return nil, ""
	}
	ps, err := trap.Generate(g, 2, 6, rand.New(rand.NewPCG(seed, streamCarve)))
	if err != nil || len(ps) == 0 {
		return nil, ""
	}
	// Prefer a line whose blocks are all in sight: not on the cell the
	// cat starts from, where the drawing of the cat would hide them.
	p := ps[0]
	for _, q := range ps {
		if len(q.Line) >= 2 && q.Line[1].Block != q.Board.Cat {
			p = q
			break
		}
	}
	if len(p.Line) < 2 {
		return nil, ""
	}
	cat := p.Line[0].Cat
	if cat < 0 {
		cat = p.Board.Cat
	}
	text := i18n.Textf(lang, "how_to.cat.example", g.Name(p.Line[0].Block), g.Name(cat), g.Name(p.Line[1].Block))
	return render.BoardScene(p.Board, &render.CatStyle{Coords: true, Line: p.Line}), text
}

func (b *Book) drawSeeds(c *render.Scene, n int, pg Page) {
	s := b.Plan
	x, y, w, _ := b.content(n)
	y += 24
	y += headingText.Draw(c, x+w/2, y, w, i18n.Text(s.Language, "seeds")) + 2
	y += smallText.Draw(c, x, y+4, w, i18n.Text(s.Language, "seeds.note")) + 14
	per := b.seedsPerPage()
	rows := per / 3
	st := render.TextStyle{Font: fonts.Regular, Size: 8, Color: black}
	for i := pg.First; i < min(pg.First+per, len(b.Puzzles)); i++ {
		k := i - pg.First
		col, row := k/rows, k%rows
		p := b.Puzzles[i]
		label := i18n.Textf(s.Language, "puzzle", p.Number) + ": " + fmt.Sprint(p.Seed)
		c.Text(x+float64(col)*w/3, y+float64(row)*13, textfit.Cut(textfit.Metric{Font: fonts.Regular, Size: 8}, label, w/3-6), st)
	}
}

// drawSheetTitle sets the handout's title (and its running header, when
// the spec gives one) at the top of sheet n, bold, in the band above the
// name line; at 14 pt or more on a large-print sheet.
func (b *Book) drawSheetTitle(c *render.Scene, n int, large bool) {
	x, _, w, _ := b.content(n)
	t := textfit.Box{Font: fonts.Bold, Size: 13, MinSize: minText, MaxLines: 1, Color: black, Align: render.AlignCenter}
	if large {
		t.Size, t.MinSize = classroom.LargePrintTextPt, classroom.LargePrintTextPt
	}
	title := b.Plan.Title
	if h := b.Plan.Header; h != "" && h != title {
		title += " · " + h
	}
	t.Draw(c, x+w/2, b.margin+t.Size*0.944, w, title)
}
