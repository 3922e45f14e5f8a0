// Front and back matter: the copyright page, the table of contents, a
// how-to page for each kind of puzzle in the book, and the list of seeds.

package layout

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/generate"
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

// howToKey is the how-to page a section kind needs.
func howToKey(kind string) string {
	switch kind {
	case KindCat:
		return "cat"
	case "10print":
		return "pattern"
	}
	return "maze"
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
		n := len(s.Sections) + 1
		if s.Seeds == SeedsEnd {
			n++
		}
		per := b.contentsPerPage()
		for i := 0; i < n; i += per {
			b.Pages = append(b.Pages, Page{Kind: PageContents, First: i})
		}
	}
	if s.HowTo {
		seen := map[string]bool{}
		for si, sec := range s.Sections {
			k := howToKey(sec.Kind.Name())
			if !seen[k] {
				seen[k] = true
				b.Pages = append(b.Pages, Page{Kind: PageHowTo, Section: si, HowTo: k})
			}
		}
	}
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
	for si := range s.Sections {
		sec := &s.Sections[si]
		title := sec.Title
		if title == "" {
			title = Textf(s.Language, "part", si+1)
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
				b.contents = append(b.contents, contentsEntry{Title: Text(s.Language, k.key), Page: i + 1})
				break
			}
		}
	}
}

var (
	headingText = textBox{font: fonts.Bold, size: 22, minSize: 14, maxLines: 2, color: black, align: render.AlignCenter}
	bodyText    = textBox{font: fonts.Regular, size: 11, minSize: 8, maxLines: 14, color: black, align: render.AlignLeft}
	smallText   = textBox{font: fonts.Regular, size: 9, minSize: minText, maxLines: 6, color: grey, align: render.AlignLeft}
)

// drawParagraph wraps s into lines of width w at (x, y) left-aligned and
// returns the height used.
func drawParagraph(c *render.Scene, t textBox, x, y, w float64, s string) float64 {
	size, lines := t.fit(w, s)
	st := render.TextStyle{Font: t.font, Size: size, Color: t.color, Align: render.AlignLeft}
	for i, l := range lines {
		c.Text(x, y+float64(i)*size*lineHeight, l, st)
	}
	return float64(len(lines)) * size * lineHeight
}

func (b *Book) drawCopyright(c *render.Scene, n int) {
	s := b.Plan
	cp := s.Copyright
	x, y, w, h := b.content(n)
	var lines []string
	lines = append(lines, s.Title)
	holder := cp.Holder
	if cp.Year > 0 {
		lines = append(lines, Textf(s.Language, "copyright", cp.Year, holder))
	} else {
		lines = append(lines, strings.Replace(Textf(s.Language, "copyright", 0, holder), " 0 ", " ", 1))
	}
	if cp.Text != "" {
		lines = append(lines, cp.Text)
	}
	if cp.License != "" {
		lines = append(lines, cp.License)
	}
	lines = append(lines, Textf(s.Language, "copyright.made", s.Seed))
	// Set at the foot of the page, as copyright pages are.
	total := 0.0
	for _, l := range lines {
		sz, ls := smallText.fit(w, l)
		total += float64(len(ls))*sz*lineHeight + 6
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
	y += headingText.draw(c, x+w/2, y, w, Text(s.Language, "contents")) + 12
	per := b.contentsPerPage()
	title := render.TextStyle{Font: fonts.Bold, Size: 12, Color: black}
	note := render.TextStyle{Font: fonts.Regular, Size: 9, Color: grey}
	num := render.TextStyle{Font: fonts.Regular, Size: 12, Color: black, Align: render.AlignRight}
	for i := pg.First; i < min(pg.First+per, len(b.contents)); i++ {
		e := b.contents[i]
		nw := render.TextWidth(fonts.Regular, 12, fmt.Sprint(e.Page))
		tw := w - nw - 24
		t := cut(metric{fonts.Bold, 12}, e.Title, tw*0.6)
		c.Text(x, y, t, title)
		used := render.TextWidth(fonts.Bold, 12, t) + 8
		if e.Note != "" && tw-used > 40 {
			c.Text(x+used, y, cut(metric{fonts.Regular, 9}, e.Note, tw-used), note)
		}
		c.Text(x+w, y, fmt.Sprint(e.Page), num)
		y += contentsLine
	}
}

func (b *Book) drawHowTo(c *render.Scene, n int, pg Page) {
	s := b.Plan
	x, y, w, h := b.content(n)
	bottom := y + h
	y += 30
	y += headingText.draw(c, x+w/2, y, w, Text(s.Language, "how_to")) + 4
	sub := noteText
	y += sub.draw(c, x+w/2, y+4, w, Text(s.Language, "how_to."+pg.HowTo)) + 16
	y += drawParagraph(c, bodyText, x, y, w, Text(s.Language, "how_to."+pg.HowTo+".text")) + 16
	var ex *render.Scene
	switch pg.HowTo {
	case "cat":
		sc, text := catExample(s.Language, s.Seed)
		if sc != nil {
			y += drawParagraph(c, bodyText, x, y, w, text) + 12
			ex = sc
		}
	case "maze":
		ex = mazeExample(s.Seed, b.labels(), true)
		// On a small page the example is drawn small: where its door
		// labels would print under the smallest text, it has arrows.
		if side := min(w*0.7, bottom-y-12); ex != nil && side*exampleLabel/max(ex.W, ex.H) < minText {
			ex = mazeExample(s.Seed, b.labels(), false)
		}
	}
	if ex != nil {
		side := min(w*0.7, bottom-y-12)
		if side > 72 {
			c.Place(ex, x+(w-side)/2, y, side, side)
		}
	}
}

// exampleLabel is the size of the how-to example's door labels in its
// scene's units (cells): render's label size on a small maze.
const exampleLabel = 0.55

// mazeExample is a small solved maze for the how-to page, its doors
// labelled, or marked with arrows.
func mazeExample(seed uint64, labels [2]string, labelled bool) *render.Scene {
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
	markers := render.MarkersArrows
	if labelled {
		markers = render.MarkersLabels
	}
	sc := render.MazeScene(m, &render.Style{WallPt: 1.5, Margin: 1.6, Markers: markers, StartLabel: labels[0], FinishLabel: labels[1], Solution: maze.Solve(m), SolutionWidth: 0.1})
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
	text := Textf(lang, "how_to.cat.example", g.Name(p.Line[0].Block), g.Name(cat), g.Name(p.Line[1].Block))
	return render.BoardScene(p.Board, &render.CatStyle{Coords: true, Line: p.Line}), text
}

func (b *Book) drawSeeds(c *render.Scene, n int, pg Page) {
	s := b.Plan
	x, y, w, _ := b.content(n)
	y += 24
	y += headingText.draw(c, x+w/2, y, w, Text(s.Language, "seeds")) + 2
	y += smallText.draw(c, x, y+4, w, Text(s.Language, "seeds.note")) + 14
	per := b.seedsPerPage()
	rows := per / 3
	st := render.TextStyle{Font: fonts.Regular, Size: 8, Color: black}
	for i := pg.First; i < min(pg.First+per, len(b.Puzzles)); i++ {
		k := i - pg.First
		col, row := k/rows, k%rows
		p := b.Puzzles[i]
		label := Textf(s.Language, "puzzle", p.Number) + ": " + fmt.Sprint(p.Seed)
		c.Text(x+float64(col)*w/3, y+float64(row)*13, cut(metric{fonts.Regular, 8}, label, w/3-6), st)
	}
}
