package serve

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/layout"
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

// form reads a book or handout query: every key known, given once, text.
// The first bad value is kept in err, and later reads give their defaults
// (checked once, after the reads).
type form struct {
	q    url.Values
	text int
	err  error
}

func (s *Server) newForm(q url.Values, keys ...string) (*form, error) {
	for k, vs := range q {
		if !slices.Contains(keys, k) {
			return nil, badf("%s: unknown option", k)
		}
		if k != "sec" && len(vs) != 1 {
			return nil, badf("%s: given %d times; give it once", k, len(vs))
		}
		for _, v := range vs {
			if !utf8.ValidString(v) {
				return nil, badf("%s: not valid UTF-8 text", k)
			}
		}
	}
	return &form{q: q, text: s.limits.Text}, nil
}

// failf keeps a bad value's error, unless one came before.
func (f *form) failf(format string, args ...any) {
	if f.err == nil {
		f.err = badf(format, args...)
	}
}

// value returns k's value, and false when it is not given or an earlier
// value was bad.
func (f *form) value(k string) (string, bool) {
	v, ok := f.q[k]
	if !ok || f.err != nil {
		return "", false
	}
	return v[0], true
}

func (f *form) str(k, def string) string {
	v, ok := f.value(k)
	if !ok {
		return def
	}
	if n := utf8.RuneCountInString(v); n > f.text {
		f.failf("%s: %d characters is too long (limit %d)", k, n, f.text)
		return def
	}
	return v
}

// choice is str for a value that must be one of allowed ("" always is);
// want says what is allowed.
func (f *form) choice(k, def string, allowed []string, want string) string {
	v := f.str(k, def)
	if v != "" && !slices.Contains(allowed, v) {
		f.failf("%s %q: want %s", k, v, want)
	}
	return v
}

func (f *form) int(k string, def, lo, hi int, what string) int {
	v, ok := f.value(k)
	if !ok {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		f.failf("%s %q: want a whole number from %d to %d", k, v, lo, hi)
	} else if n < lo || n > hi {
		f.failf("%s %d: want %d to %d %s", k, n, lo, hi, what)
	}
	return n
}

func (f *form) bool(k string, def bool) bool {
	v, ok := f.value(k)
	if !ok {
		return def
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		f.failf("%s %q: want true or false", k, v)
	}
	return b
}

func (f *form) seed() uint64 {
	if _, ok := f.q["seed"]; !ok {
		f.failf("seed: missing; every request names its seed so it can be made again")
	}
	v, ok := f.value("seed")
	if !ok {
		return 0
	}
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		f.failf("seed %q: want a whole number", v)
	}
	return n
}

// paper reads the paper size, letter by default.
func (f *form) paper() string {
	paper := f.str("paper", "letter")
	if _, _, err := layout.ParsePaper(paper); err != nil {
		f.failf("paper: %v", err)
	}
	return paper
}

// yamlSpec writes a book spec as YAML, one line per field given.
type yamlSpec struct{ b strings.Builder }

func (y *yamlSpec) line(indent, key string, v any) {
	if s, ok := v.(string); ok {
		v = yq(s)
	}
	fmt.Fprintf(&y.b, "%s%s: %v\n", indent, key, v)
}

// yq quotes s as a YAML double-quoted scalar.
func yq(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, "\\x%02x", r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// handoutSpec builds the classroom handout spec a handout query asks for.
func (s *Server) handoutSpec(q url.Values) (string, error) {
	f, err := s.newForm(q, "title", "copies", "per", "name", "paper", "difficulty", "grid", "seed", "key", "age", "pictures", "large", "format", "download", "page")
	if err != nil {
		return "", err
	}
	title := f.str("title", "Maze Worksheet")
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
	age := f.choice("age", "", layout.AgeLevelNames(), "one of "+strings.Join(layout.AgeLevelNames(), ", "))
	pictures := f.choice("pictures", "", render.PictureSets(), "one of "+strings.Join(render.PictureSets(), ", "))
	large := f.bool("large", false)
	if age != "" && grid != "" && !slices.Contains(layout.AgeGrids(), grid) {
		f.failf("grid %q: an age level's mazes are made on grid %s, not on a seamless tile", grid, topology.OrList(layout.AgeGrids()))
	}
	seed := f.seed()
	if f.err != nil {
		return "", f.err
	}
	var y yamlSpec
	y.line("", "title", title)
	y.line("", "seed", seed)
	y.line("", "paper", paper)
	if !key {
		y.b.WriteString("answer_key:\n")
		y.line("  ", "enabled", false)
	}
	y.b.WriteString("handout:\n")
	y.line("  ", "copies", copies)
	y.line("  ", "per_sheet", per)
	y.line("  ", "name_line", name)
	y.b.WriteString("sections:\n")
	y.line("  - ", "grid", grid)
	if age != "" {
		// The age level chooses the size, the algorithms and the markers.
		y.line("    ", "age", age)
	} else if k, _ := topology.Lookup(grid); !k.Sized {
		y.line("    ", "rings", d.rings)
	} else {
		y.line("    ", "size", d.size)
	}
	if age == "" {
		y.line("    ", "algorithm", d.algo)
	}
	if pictures != "" {
		y.line("    ", "markers", "pictures")
		y.line("    ", "picture_set", pictures)
	}
	if large {
		y.line("    ", "large_print", true)
	}
	return y.b.String(), nil
}

// bookGrids are the grid kinds a book section may use: those named as
// grids of their own, not made from another kind's grids (a mask or a
// weave, whose fields the book form does not offer), and not joined at
// their sides (see layout.BookGrids).
func bookGrids() []string { return layout.BookGrids() }

// bookSpec builds the book spec a book query asks for. Each section is one
// sec value: fields key:value separated by commas, e.g.
// "title:Warm-up,kind:maze,count:4,grid:rect,size:8x8..12x12,algo:dfs,per:2".
func (s *Server) bookSpec(q url.Values) (string, error) {
	f, err := s.newForm(q, "title", "author", "paper", "bleed", "key", "seed", "sec", "format", "download", "page")
	if err != nil {
		return "", err
	}
	title := f.str("title", "My Maze Book")
	author := f.str("author", "")
	paper := f.paper()
	bleed := f.bool("bleed", false)
	key := f.bool("key", true)
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
	var y yamlSpec
	y.line("", "title", title)
	if author != "" {
		y.line("", "author", author)
	}
	y.line("", "seed", seed)
	y.line("", "paper", paper)
	if bleed {
		y.line("", "bleed", true)
	}
	if !key {
		y.b.WriteString("answer_key:\n")
		y.line("  ", "enabled", false)
	}
	y.b.WriteString("sections:\n")
	puzzles, cells := 0, 0
	for i, sec := range secs {
		n, c, err := s.section(&y, i+1, sec)
		if err != nil {
			return "", err
		}
		puzzles += n
		cells += c
	}
	if puzzles > s.limits.Puzzles {
		return "", badf("sec: %d puzzles is over the limit of %d puzzles", puzzles, s.limits.Puzzles)
	}
	if cells > s.limits.BookCells {
		return "", badf("sec: about %d cells in all is over the limit of %d cells", cells, s.limits.BookCells)
	}
	return y.b.String(), nil
}

// section writes section i (from 1) of a book query; it returns the
// section's puzzle count and an upper bound of its cells.
func (s *Server) section(y *yamlSpec, i int, sec string) (n, cells int, err error) {
	fields := map[string]string{}
	for part := range strings.SplitSeq(sec, ",") {
		if part == "" {
			continue
		}
		k, v, _ := strings.Cut(part, ":")
		if !slices.Contains([]string{"title", "kind", "count", "grid", "size", "algo", "per", "age"}, k) {
			return 0, 0, badf("sec %d: unknown field %q (want title, kind, count, grid, size, algo, per, age)", i, k)
		}
		if utf8.RuneCountInString(v) > s.limits.Text {
			return 0, 0, badf("sec %d %s: too long (limit %d characters)", i, k, s.limits.Text)
		}
		fields[k] = v
	}
	kind := fields["kind"]
	if kind == "" {
		kind = "maze"
	}
	if !slices.Contains(layout.SectionKindNames(), kind) {
		return 0, 0, badf("sec %d kind %q: want one of %s", i, kind, strings.Join(layout.SectionKindNames(), ", "))
	}
	n = 6
	if c, ok := fields["count"]; ok {
		if n, err = strconv.Atoi(c); err != nil || n < 1 || n > s.limits.Puzzles {
			return 0, 0, badf("sec %d count %q: want 1 to %d puzzles", i, c, s.limits.Puzzles)
		}
	}
	prefix := "  - "
	field := func(k string, v any) {
		y.line(prefix, k, v)
		prefix = "    "
	}
	if t := fields["title"]; t != "" {
		field("title", t)
	}
	field("kind", kind)
	field("count", n)
	if g := fields["grid"]; g != "" {
		if !slices.Contains(bookGrids(), g) {
			return 0, 0, badf("sec %d grid %q: want one of %s", i, g, strings.Join(bookGrids(), ", "))
		}
		field("grid", g)
	}
	cells = n * 400
	if sz := fields["size"]; sz != "" {
		field("size", sz)
		last := sz
		if _, b, ok := strings.Cut(sz, ".."); ok {
			last = b
		}
		ws, hs, _ := strings.Cut(last, "x")
		w, _ := strconv.Atoi(strings.TrimSpace(ws))
		h, _ := strconv.Atoi(strings.TrimSpace(hs))
		cells = n * max(w, 1) * max(h, 1)
	}
	if a := fields["algo"]; a != "" {
		if _, err := generate.Lookup(a); err != nil {
			return 0, 0, badf("sec %d algo %q: want one of %s", i, a, strings.Join(generate.Names(), ", "))
		}
		field("algorithm", a)
	}
	if a := fields["age"]; a != "" {
		if !slices.Contains(layout.AgeLevelNames(), a) {
			return 0, 0, badf("sec %d age %q: want one of %s", i, a, strings.Join(layout.AgeLevelNames(), ", "))
		}
		field("age", a)
	}
	if p := fields["per"]; p != "" {
		pp, err := strconv.Atoi(p)
		if err != nil {
			return 0, 0, badf("sec %d per %q: want 1, 2, 4, 6 or 9", i, p)
		}
		field("per_page", pp)
	}
	return n, cells, nil
}

// handout answers /api/handout.
func (s *Server) handout(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if q.Get("format") == "svg" {
		// The preview shows the first sheet, which is the same however
		// many copies are made: make just that one.
		q.Set("copies", "1")
	}
	spec, err := s.handoutSpec(q)
	if err != nil {
		fail(w, err)
		return
	}
	s.bookResponse(w, r, spec, "handout")
}

// book answers /api/book.
func (s *Server) book(w http.ResponseWriter, r *http.Request) {
	spec, err := s.bookSpec(r.URL.Query())
	if err != nil {
		fail(w, err)
		return
	}
	s.bookResponse(w, r, spec, "book")
}

// BookCheck is what format=check answers: the book's size and the print
// rules it breaks, before anyone downloads it.
type BookCheck struct {
	Pages    int      `json:"pages"`
	Puzzles  int      `json:"puzzles"`
	Warnings []string `json:"warnings"`
	Problems []string `json:"problems"`
	Report   string   `json:"report"`
}

// bookResponse makes the book of a spec and answers in the format asked:
// the PDF, the spec itself as YAML, or the print-rule check.
func (s *Server) bookResponse(w http.ResponseWriter, r *http.Request, spec, name string) {
	format := r.URL.Query().Get("format")
	if format == "" {
		format = "pdf"
	}
	if !slices.Contains(bookFormats, format) {
		fail(w, badf("format %q: want %s", format, strings.Join(bookFormats, ", ")))
		return
	}
	sp, err := layout.Parse([]byte(spec), name+".yaml")
	if err != nil {
		fail(w, badf("%s", err))
		return
	}
	if format == "yaml" {
		w.Header().Set("Content-Type", "text/yaml; charset=utf-8")
		if r.URL.Query().Get("download") != "" {
			w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=%q", name+".yaml"))
		}
		w.Write([]byte(spec))
		return
	}
	s.respond(w, r, func() (*result, error) {
		b, err := layout.Make(sp, &layout.Options{Workers: 1})
		if err != nil {
			return nil, badf("%s", err)
		}
		if format == "svg" {
			return pageSVG(b, r.URL.Query().Get("page"))
		}
		var buf bytes.Buffer
		if err := b.WritePDF(&buf, nil); err != nil {
			return nil, err
		}
		if format == "pdf" {
			return &result{body: buf.Bytes(), ctype: "application/pdf", name: name + ".pdf"}, nil
		}
		rep, err := layout.Check(buf.Bytes())
		if err != nil {
			return nil, err
		}
		return jsonResult(&BookCheck{Pages: len(b.Pages), Puzzles: len(b.Puzzles),
			Warnings: append([]string{}, b.Warnings...), Problems: append([]string{}, rep.Problems...), Report: rep.String()})
	})
}

// pageSVG draws one page of a book as SVG, one point per unit: the page
// numbered by page (from 1), or by default the first page of puzzles.
func pageSVG(b *layout.Book, page string) (*result, error) {
	n := 0
	if page != "" {
		var err error
		if n, err = strconv.Atoi(page); err != nil || n < 1 || n > len(b.Pages) {
			return nil, badf("page %q: the book has pages 1 to %d", page, len(b.Pages))
		}
	} else {
		for i, p := range b.Pages {
			if p.Kind == layout.PagePuzzles {
				n = i + 1
				break
			}
		}
		n = max(n, 1)
	}
	d := b.Document()
	pg := d.Pages[n-1]
	var buf bytes.Buffer
	src := &render.Source{Scene: pg.Scene, Options: []any{&render.SVGOptions{Scale: 1}}}
	if err := render.Encode(&buf, "svg", src); err != nil {
		return nil, err
	}
	return &result{body: buf.Bytes(), ctype: "image/svg+xml"}, nil
}
