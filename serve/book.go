package serve

import (
	"cmp"
	"context"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/layout"
	"github.com/mazekit/mazekit/picmaze"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// bookFormats are what /api/handout and /api/book answer with.
var bookFormats = []string{"pdf", "yaml", "check", "svg"}

// difficulty is the maze every sheet of a handout gets: its size on a
// sized grid, its rings on a round one, and the algorithm.
type difficulty struct{ name, size, rings, algo string }

// Handout difficulties, easiest first.
var difficulties = []difficulty{
	{"easy", "8x8", "5", "dfs"},
	{"medium", "14x14", "8", "wilson"},
	{"hard", "22x22", "12", "wilson"},
}

// defaultTitles are the titles of a handout and a book given none, by
// language ("" is English), as the page's form shows them.
var defaultTitles = map[string][2]string{
	"":   {"Maze Worksheet", "My Maze Book"},
	"en": {"Maze Worksheet", "My Maze Book"},
	"es": {"Ficha de laberintos", "Mi libro de laberintos"},
	"fr": {"Fiche de labyrinthes", "Mon livre de labyrinthes"},
	"de": {"Labyrinth-Arbeitsblatt", "Mein Labyrinthbuch"},
}

// defaultTitle is the title of a handout (i 0) or a book (i 1) given none
// in language lang, English for a language with none of its own.
func defaultTitle(lang string, i int) string {
	if t, ok := defaultTitles[lang]; ok {
		return t[i]
	}
	return defaultTitles[""][i]
}

// handoutSpec builds the classroom handout spec a handout query asks for.
func (s *Server) handoutSpec(q url.Values) (string, error) {
	f, err := s.newForm(q, "title", "copies", "per", "name", "paper", "difficulty", "grid", "seed", "key", "age", "pictures", "large", "lang", "picmaze", "format", "download", "page")
	if err != nil {
		return "", err
	}
	title := f.printed("title", "")
	copies := f.int("copies", 20, 1, s.limits.Copies, "sheets")
	per := f.int("per", 1, 1, 4, "mazes per sheet")
	if f.err == nil && copies*per > s.limits.Puzzles {
		f.failf("copies %d: %d mazes is over the limit of %d puzzles", copies, copies*per, s.limits.Puzzles)
	}
	name := f.bool("name", true)
	key := f.bool("key", true)
	paper := f.paper()
	diff := f.str("difficulty", "medium")
	i := slices.IndexFunc(difficulties, func(d difficulty) bool { return d.name == diff })
	if i < 0 {
		f.failf("difficulty %q: want easy, medium or hard", diff)
		i = 0
	}
	d := difficulties[i]
	grid := f.choice("grid", "rect", bookGrids(), "one of "+strings.Join(bookGrids(), ", "))
	age := f.choice("age", "", classroom.AgeLevelNames(), "one of "+strings.Join(classroom.AgeLevelNames(), ", "))
	pictures := f.choice("pictures", "", render.PictureSets(), "one of "+strings.Join(render.PictureSets(), ", "))
	large := f.bool("large", false)
	lang := f.choice("lang", "", i18n.Languages(), "one of "+strings.Join(i18n.Languages(), ", "))
	if title == "" {
		title = defaultTitle(lang, 0)
	}
	if age != "" && grid != "" && !slices.Contains(classroom.AgeGrids(), grid) {
		f.failf("grid %q: an age level's mazes are made on grid %s", grid, topology.OrList(classroom.AgeGrids()))
	}
	// A picture maze: "any" takes the built-in pictures in turn.
	picture := f.choice("picmaze", "", append([]string{"any"}, picmaze.BuiltinNames()...), "any, or one of "+strings.Join(picmaze.BuiltinNames(), ", "))
	if picture != "" && (age != "" || pictures != "" || large || grid != "rect") {
		f.failf("picmaze %q: a picture maze is a kind of its own, on square cells: leave the age, the pictures at start and finish, large print and the shape unset", picture)
	}
	seed := f.seed()
	if f.err != nil {
		return "", f.err
	}
	sp := &layout.Spec{Title: title, Seed: seed, Paper: paper, Language: lang,
		Handout: &layout.Handout{Copies: copies, PerSheet: per, NameLine: &name}}
	if !key {
		sp.Key.Enabled = &key
	}
	if picture != "" {
		sec := layout.Section{Kind: layout.KindPictureMaze}
		if picture != "any" {
			sec.Pictures = []string{picture}
		}
		sp.Sections = []layout.Section{sec}
		return specYAML(sp)
	}
	sec := layout.Section{Grid: grid}
	if age != "" {
		// The age level chooses the size, the algorithms and the markers.
		sec.Age = age
	} else if k, _ := topology.Lookup(grid); !k.Sized {
		sec.Rings = d.rings
	} else {
		sec.Size = d.size
	}
	if age == "" {
		sec.Algorithms = []string{d.algo}
	}
	if pictures != "" {
		sec.Markers, sec.PictureSet = "pictures", pictures
	}
	sec.LargePrint = large
	sp.Sections = []layout.Section{sec}
	if large {
		fitLarge(context.Background(), sp)
	}
	return specYAML(sp)
}

// bookGrids are the grid kinds a book section may use: those named as
// grids of their own, not made from another kind's grids (a mask or a
// weave, whose fields the book form does not offer), and not joined at
// their sides (see classroom.BookGrids).
func bookGrids() []string { return classroom.BookGrids() }

// bookSpec builds the book spec a book query asks for. Each section is one
// sec value: fields key:value separated by commas, e.g.
// "title:Warm-up,kind:maze,count:4,grid:rect,size:8x8..12x12,algo:dfs,per:2".
func (s *Server) bookSpec(q url.Values) (string, error) {
	f, err := s.newForm(q, "title", "author", "paper", "bleed", "key", "seed", "sec", "lang", "format", "download", "page")
	if err != nil {
		return "", err
	}
	title := f.printed("title", "")
	author := f.printed("author", "")
	paper := f.paper()
	bleed := f.bool("bleed", false)
	key := f.bool("key", true)
	lang := f.choice("lang", "", i18n.Languages(), "one of "+strings.Join(i18n.Languages(), ", "))
	if title == "" {
		title = defaultTitle(lang, 1)
	}
	seed := f.seed()
	if f.err != nil {
		return "", f.err
	}
	secs := q["sec"]
	if len(secs) == 0 {
		return "", badf("sec: a book needs at least one section")
	}
	if len(secs) > s.limits.Sections {
		return "", badf("sec: %d sections is over the limit of %d", len(secs), s.limits.Sections)
	}
	sp := &layout.Spec{Title: title, Author: author, Seed: seed, Paper: paper, Bleed: bleed, Language: lang}
	if !key {
		sp.Key.Enabled = &key
	}
	puzzles, cells := 0, 0
	for i, sec := range secs {
		n, c, sec, err := s.section(i+1, sec)
		if err != nil {
			return "", err
		}
		sp.Sections = append(sp.Sections, sec)
		puzzles += n
		cells += c
	}
	if puzzles > s.limits.Puzzles {
		return "", badf("sec: %d puzzles is over the limit of %d puzzles", puzzles, s.limits.Puzzles)
	}
	if cells > s.limits.BookCells {
		return "", badf("sec: about %d cells in all is over the limit of %d cells", cells, s.limits.BookCells)
	}
	return specYAML(sp)
}

// section reads section i (from 1) of a book query; it returns the
// section's puzzle count, an upper bound of its cells and the section.
func (s *Server) section(i int, q string) (n, cells int, sec layout.Section, err error) {
	fields := map[string]string{}
	for part := range strings.SplitSeq(q, ",") {
		if part == "" {
			continue
		}
		k, v, _ := strings.Cut(part, ":")
		if !slices.Contains([]string{"title", "kind", "count", "grid", "size", "algo", "per", "age", "picture"}, k) {
			return 0, 0, sec, badf("sec %d: unknown field %q (want title, kind, count, grid, size, algo, per, age, picture)", i, k)
		}
		if utf8.RuneCountInString(v) > s.limits.Text {
			return 0, 0, sec, badf("sec %d %s: too long (limit %d characters)", i, k, s.limits.Text)
		}
		fields[k] = v
	}
	kind := fields["kind"]
	if kind == "" {
		kind = "maze"
	}
	if !slices.Contains(layout.SectionKindNames(), kind) {
		return 0, 0, sec, badf("sec %d kind %q: want one of %s", i, kind, strings.Join(layout.SectionKindNames(), ", "))
	}
	n = 6
	if c, ok := fields["count"]; ok {
		if n, err = strconv.Atoi(c); err != nil || n < 1 || n > s.limits.Puzzles {
			return 0, 0, sec, badf("sec %d count %q: want 1 to %d puzzles", i, c, s.limits.Puzzles)
		}
	}
	if err := checkDrawable("title", fields["title"]); err != nil {
		return 0, 0, sec, badf("sec %d %s", i, err)
	}
	sec = layout.Section{Title: fields["title"], Kind: kind, Count: n}
	if g := fields["grid"]; g != "" {
		if !slices.Contains(bookGrids(), g) {
			return 0, 0, sec, badf("sec %d grid %q: want one of %s", i, g, strings.Join(bookGrids(), ", "))
		}
		sec.Grid = g
	}
	cells = n * 400
	if sz := puzzle.NormalSize(fields["size"]); sz != "" {
		sec.Size = sz
		_, last, _ := puzzle.ParseSizeRange(sz) // a bad size is the book spec's to report
		w, h := last[0], last[1]
		cells = n * max(w, 1) * max(h, 1)
		if w*h > s.limits.Cells {
			return 0, 0, sec, badf("sec %d size %s: %d cells is over the limit of %d cells", i, sz, w*h, s.limits.Cells)
		}
		algo := cmp.Or(fields["algo"], "wilson") // a book's default
		if err := s.admitWork(algo, max(w*h, 1), float64(max(w, h)), sz); err != nil {
			return 0, 0, sec, badf("sec %d %s", i, err)
		}
	}
	if pic := fields["picture"]; pic != "" {
		if kind != layout.KindPictureMaze {
			return 0, 0, sec, badf("sec %d picture %q: only a picture-maze section draws a picture", i, pic)
		}
		if !slices.Contains(picmaze.BuiltinNames(), pic) {
			return 0, 0, sec, badf("sec %d picture %q: want one of %s", i, pic, strings.Join(picmaze.BuiltinNames(), ", "))
		}
		sec.Pictures = []string{pic}
	}
	if a := fields["algo"]; a != "" {
		if _, err := generate.Lookup(a); err != nil {
			return 0, 0, sec, badf("sec %d algo %q: want one of %s", i, a, strings.Join(generate.Names(), ", "))
		}
		sec.Algorithms = []string{a}
	}
	if a := fields["age"]; a != "" {
		if !slices.Contains(classroom.AgeLevelNames(), a) {
			return 0, 0, sec, badf("sec %d age %q: want one of %s", i, a, strings.Join(classroom.AgeLevelNames(), ", "))
		}
		sec.Age = a
	}
	if p := fields["per"]; p != "" {
		pp, err := strconv.Atoi(p)
		if err != nil {
			return 0, 0, sec, badf("sec %d per %q: want 1, 2, 4, 6 or 9", i, p)
		}
		sec.PerPage = pp
	}
	return n, cells, sec, nil
}
