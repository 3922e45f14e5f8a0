package serve

import (
	"bytes"
	"context"
	"math"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/layout"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// optType is how a maze option's value is written.
type optType uint8

const (
	optString optType = iota
	optInt
	optFloat
	optBool
	optUint
)

// mazeOption is one maze option: a query key named as the maze command's
// flag, with the flag's default.
type mazeOption struct {
	name string
	typ  optType
	def  string
}

// mazeOptions lists the maze options the server takes. The grid kinds'
// own parameters are added from topology's registry.
func mazeOptions() []mazeOption {
	opts := []mazeOption{
		{"grid", optString, "rect"},
		{"size", optString, "20x15"},
		{"algo", optString, "wilson"},
		{"mode", optString, ""},
		{"min-room", optInt, "0"},
		{"seed", optUint, ""},
		{"doors", optString, "auto"},
		{"braid", optFloat, "0"},
		{"weave", optFloat, "0"},
		{"solution", optBool, "false"},
		{"stats", optBool, "false"},
		{"cell", optFloat, "20"},
		{"margin", optFloat, "1"},
		{"wall-width", optFloat, "0.1"},
		{"wall-color", optString, "black"},
		{"background", optString, "white"},
		{"line-cap", optString, "round"},
		{"solution-color", optString, "#d62728"},
		{"solution-width", optFloat, "0.3"},
		{"solution-style", optString, "solid"},
		{"markers", optString, "none"},
		{"start-label", optString, "Start"},
		{"finish-label", optString, "Finish"},
		{"shade", optString, "none"},
		{"shade-from", optString, "entrance"},
		{"palette", optString, "grey"},
		{"title", optString, ""},
		{"paper", optString, ""},
		{"landscape", optBool, "false"},
		{"age", optString, ""},
		{"large-print", optBool, "false"},
	}
	for _, p := range topology.Params() {
		t := optString
		switch p.Type {
		case topology.IntParam:
			t = optInt
		case topology.BoolParam:
			t = optBool
		}
		def := p.Default
		if def == "" && t == optInt {
			def = "0"
		} else if def == "" && t == optBool {
			def = "false"
		}
		opts = append(opts, mazeOption{p.FlagName(), t, def})
	}
	return opts
}

// mazeFormats are the formats the page offers, with their content types.
var mazeFormats = map[string]string{
	"svg":  "image/svg+xml",
	"png":  "image/png",
	"pdf":  "application/pdf",
	"json": "application/json",
	"txt":  "text/plain; charset=utf-8",
}

// mazeQuery is a parsed maze request: every option's value (given or
// default) and which were given.
type mazeQuery struct {
	v     map[string]string
	given map[string]bool
	order []string // the given options in the order of the query string
}

// parseMazeQuery checks the query's keys and values: every key a known
// option, every value text of its type, given once.
func (s *Server) parseMazeQuery(raw string, skip ...string) (*mazeQuery, error) {
	q, err := url.ParseQuery(raw)
	if err != nil {
		return nil, badf("the query string is not well formed: %v", err)
	}
	opts := mazeOptions()
	mq := &mazeQuery{v: map[string]string{}, given: map[string]bool{}}
	for _, o := range opts {
		mq.v[o.name] = o.def
	}
	for _, k := range queryOrder(raw) {
		if slices.Contains(skip, k) {
			continue
		}
		i := slices.IndexFunc(opts, func(o mazeOption) bool { return o.name == k })
		if i < 0 {
			return nil, badf("%s: unknown option", k)
		}
		if len(q[k]) != 1 {
			return nil, badf("%s: given %d times; give it once", k, len(q[k]))
		}
		v := q[k][0]
		if !utf8.ValidString(v) {
			return nil, badf("%s: not valid UTF-8 text", k)
		}
		if n := utf8.RuneCountInString(v); n > s.limits.Text {
			return nil, badf("%s: %d characters is too long (limit %d)", k, n, s.limits.Text)
		}
		switch opts[i].typ {
		case optInt:
			n, err := strconv.Atoi(v)
			if err != nil {
				return nil, badf("%s %q: want a whole number", k, v)
			}
			v = strconv.Itoa(n)
		case optUint:
			n, err := strconv.ParseUint(v, 10, 64)
			if err != nil {
				return nil, badf("%s %q: want a whole number from 0 to %d", k, v, uint64(math.MaxUint64))
			}
			v = strconv.FormatUint(n, 10)
		case optFloat:
			f, err := strconv.ParseFloat(v, 64)
			if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
				return nil, badf("%s %q: want a number", k, v)
			}
			v = strconv.FormatFloat(f, 'g', -1, 64)
		case optBool:
			b, err := strconv.ParseBool(v)
			if err != nil {
				return nil, badf("%s %q: want true or false", k, v)
			}
			v = strconv.FormatBool(b)
		}
		mq.v[k], mq.given[k] = v, true
		mq.order = append(mq.order, k)
	}
	return mq, nil
}

// queryOrder returns the keys of a query string in the order they first
// appear: the maze command records its flags in the order given, so the
// server does the same with the query.
func queryOrder(raw string) []string {
	var keys []string
	seen := map[string]bool{}
	for part := range strings.SplitSeq(raw, "&") {
		k, _, _ := strings.Cut(part, "=")
		if k, err := url.QueryUnescape(k); err == nil && k != "" && !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	return keys
}

func (mq *mazeQuery) float(k string) float64 {
	f, _ := strconv.ParseFloat(mq.v[k], 64)
	return f
}

func (mq *mazeQuery) int(k string) int {
	n, _ := strconv.Atoi(mq.v[k])
	return n
}

func (mq *mazeQuery) bool(k string) bool { return mq.v[k] == "true" }

// flags returns the given options as the maze command records its flags
// (name=value in the order given), so files carry the same comment.
func (mq *mazeQuery) flags() string {
	out := slices.Clone(mq.order)
	for i, k := range out {
		v := mq.v[k]
		if v == "" || strings.ContainsAny(v, " \t\"'") {
			v = strconv.Quote(v)
		}
		out[i] = k + "=" + v
	}
	return strings.Join(out, " ")
}

// picture returns the picture style a maze request asks for; puzzle
// validates it.
func picture(mq *mazeQuery) puzzle.Picture {
	p := puzzle.DefaultPicture()
	p.Cell, p.Margin, p.WallWidth = mq.float("cell"), mq.float("margin"), mq.float("wall-width")
	p.WallColor, p.Background, p.LineCap = mq.v["wall-color"], mq.v["background"], mq.v["line-cap"]
	p.SolutionColor, p.SolutionWidth, p.SolutionStyle = mq.v["solution-color"], mq.float("solution-width"), mq.v["solution-style"]
	p.Markers, p.StartLabel, p.FinishLabel = mq.v["markers"], mq.v["start-label"], mq.v["finish-label"]
	p.Shade, p.ShadeFrom, p.Palette = mq.v["shade"], mq.v["shade-from"], mq.v["palette"]
	p.Title, p.Paper, p.Landscape = mq.v["title"], mq.v["paper"], mq.bool("landscape")
	return p
}

func paperNames() []string {
	var n []string
	for _, p := range render.Papers() {
		n = append(n, p.Name)
	}
	return n
}

// gridSpec turns the grid options into a grid spec, as the maze command's
// grid flags do.
func (s *Server) gridSpec(mq *mazeQuery, seed uint64) (topology.Spec, error) {
	size := mq.v["size"]
	w, h, err := parseSize(size)
	if err != nil {
		return topology.Spec{}, err
	}
	if w < 1 || h < 1 {
		return topology.Spec{}, badf("size %q: width and height must be at least 1", size)
	}
	if w > s.limits.Cells || h > s.limits.Cells || w*h > s.limits.Cells {
		return topology.Spec{}, badf("size %s: %d cells is over the limit of %d cells", size, w*h, s.limits.Cells)
	}
	if k, err := topology.Lookup(mq.v["grid"]); err == nil && k.Option != "" {
		return topology.Spec{}, badf("grid %s: give %s (a share 0..1) on a %s grid instead", k.Name, k.Option, topology.OrList(k.Bases))
	}
	params := map[string]string{}
	for _, p := range topology.Params() {
		if !mq.given[p.FlagName()] {
			continue
		}
		if p.Name == "image" {
			k := topology.KindsWith(p.Name)[0]
			return topology.Spec{}, badf("%s: the server reads no files; cut the grid with %s-shape or %s-text", p.FlagName(), k, k)
		}
		params[p.Name] = mq.v[p.FlagName()]
	}
	sp, err := puzzle.GridSpec(puzzle.GridRequest{Kind: mq.v["grid"], KindGiven: mq.given["grid"], Width: w, Height: h, Params: params, Seed: seed})
	if err != nil {
		return sp, optionError(err)
	}
	// Cell counts the size does not give: rings, a hexagon's radius, cells.
	switch {
	case sp.Radius > 0 && sp.EstimatedCells() > float64(s.limits.Cells):
		return sp, badf("radius %d: over the limit of %d cells", sp.Radius, s.limits.Cells)
	case sp.Rings > 250:
		return sp, badf("rings %d: over the limit of 250 rings", sp.Rings)
	case sp.Cells > s.limits.Cells:
		return sp, badf("cells %d: over the limit of %d cells", sp.Cells, s.limits.Cells)
	}
	if mq.given["weave"] {
		share := mq.float("weave")
		if !(share >= 0 && share <= 1) {
			return sp, badf("weave %v: must be between 0 and 1", share)
		}
		if !topology.Regular(sp.Kind) {
			return sp, badf("weave applies only to grid %s, not %s", topology.OrList(topology.RegularKinds()), sp.Kind)
		}
		woven, _ := topology.OptionKind("weave")
		sp.Kind, sp.Base = woven, sp.Kind
	}
	return sp, nil
}

// smallCells is the most cells of a maze made in the slots of small work:
// a few milliseconds of carving and drawing.
const smallCells = 2500

// small reports whether the maze asked for is small: a sized grid of at
// most smallCells cells, carved in a time that grows only with its cells.
func (mq *mazeQuery) small() bool {
	for _, p := range topology.Params() {
		if mq.given[p.FlagName()] {
			return false // rings, radius, cells and masks size the grid themselves
		}
	}
	w, h, err := parseSize(mq.v["size"])
	return err == nil && w*h <= smallCells && mq.float("cell") <= 100
}

// maze answers /api/maze: one maze in the format asked for.
func (s *Server) maze(w http.ResponseWriter, r *http.Request) {
	format := r.URL.Query().Get("format")
	if format == "" {
		format = "svg"
	}
	ctype, ok := mazeFormats[format]
	if !ok {
		fail(w, badf("format %q: want svg, png, pdf, json or txt", format))
		return
	}
	mq, err := s.parseMazeQuery(r.URL.RawQuery, "format", "download", "sheet")
	if err != nil {
		fail(w, err)
		return
	}
	// sheet=true (the page's preview) draws an SVG on its paper, as the
	// PDF prints it; the SVG download stays the maze command's file.
	sheet := r.URL.Query().Get("sheet") == "true" && format == "svg" && mq.v["paper"] != ""
	s.respond(w, r, mq.small(), func(ctx context.Context) (*result, error) {
		body, err := s.makeMaze(ctx, mq, format)
		if err != nil {
			return nil, optionError(err)
		}
		if sheet {
			if body, err = onPaper(body, mq.v["paper"], mq.bool("landscape")); err != nil {
				return nil, err
			}
		}
		return &result{body: body, ctype: ctype, name: "maze." + format}, nil
	})
}

// offered reports whether the page offers algorithm a: not the quadtree
// worlds, which are several mazes.
func offered(a generate.Algorithm) bool { return !puzzle.Leveled(a.Name) }

// makeMaze makes the maze and writes it through puzzle, as the maze
// command does, so the bytes are the command's. The page's own limits are
// checked here and, once the grid is built, by the puzzle's Admit.
func (s *Server) makeMaze(ctx context.Context, mq *mazeQuery, format string) ([]byte, error) {
	alg, err := generate.Lookup(mq.v["algo"])
	if err != nil || !offered(alg) {
		var names []string
		for _, a := range generate.All() {
			if offered(a) {
				names = append(names, a.Name)
			}
		}
		return nil, badf("algo %q: unknown algorithm (valid: %s)", mq.v["algo"], strings.Join(names, ", "))
	}
	if !mq.given["seed"] {
		return nil, badf("seed: missing; every request names its seed so it can be made again")
	}
	seed, _ := strconv.ParseUint(mq.v["seed"], 10, 64)
	spec, err := s.gridSpec(mq, seed)
	if err != nil {
		return nil, err
	}
	if !alg.Supports(spec.Kind) {
		return nil, badf("algo %s runs only on %s grids, not %s", alg.Name, strings.Join(alg.Kinds, ", "), spec.Kind)
	}
	o := puzzle.Defaults()
	o.Grid, o.Algorithm, o.Mode, o.MinRoom, o.Weave = spec, mq.v["algo"], mq.v["mode"], mq.int("min-room"), mq.float("weave")
	o.Seed, o.Doors, o.Braid = seed, mq.v["doors"], mq.float("braid")
	o.Solution, o.Stats, o.Comment = mq.bool("solution"), mq.bool("stats"), mq.flags()
	o.Picture = picture(mq)
	if err := layout.ClassroomMaze(&o, mq.v["age"], mq.bool("large-print"), func(f string) bool { return mq.given[f] }); err != nil {
		return nil, err
	}
	o.Admit = func(g topology.Grid) error {
		if err := s.admit(g, &o.Picture, format, mq.v["size"]); err != nil {
			return err
		}
		return s.admitWork(alg.Name, g.NumCells(), longSide(g), mq.v["size"])
	}
	p, err := puzzle.New(ctx, &o, format)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err // cut off before drawing
	}
	var buf bytes.Buffer
	if err := p.Write(&buf, format, o.Solution); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// admit refuses a grid over the page's limits: cells, and the pixels and
// memory of the picture in format.
func (s *Server) admit(g topology.Grid, pic *puzzle.Picture, format, size string) error {
	if n := g.NumCells(); n > s.limits.Cells {
		return badf("grid: %d cells is over the limit of %d cells", n, s.limits.Cells)
	}
	cost, px := budget.Data, 0.0
	switch format {
	case "png":
		b := g.Bounds()
		m := 2 * max(pic.Margin, 0)
		px = (b.Dx() + m + 1) * (b.Dy() + m + 2) * pic.Cell * pic.Cell
		if px > float64(s.limits.Pixels) {
			return badf("cell %v: the picture would have about %.0f pixels, over the limit of %d", pic.Cell, px, s.limits.Pixels)
		}
		cost = budget.Raster
		if _, rect := g.(*topology.Rect); rect {
			cost = budget.RectRaster
		}
	case "svg":
		cost = budget.SVG
	case "pdf":
		cost = budget.PDF
	}
	if est := cost.Estimate(float64(g.NumCells()), px); est > s.limits.Memory {
		return badf("size %s: a %s of %d cells needs about %s of memory, over the limit of %s", size, format, g.NumCells(), budget.Size(est), budget.Size(s.limits.Memory))
	}
	return nil
}

// optionError is err as the page says it: a bad value named by its query
// key, `key value: what is allowed`, with text values quoted.
func optionError(err error) error {
	if _, ok := err.(*httpError); ok {
		return err
	}
	if pe, ok := param.As(err); ok {
		field := pe.Field
		for _, p := range topology.Params() {
			if p.Name == field {
				field = p.FlagName()
			}
		}
		if pe.Given {
			return badf("%s: %s", field, pe.Want)
		}
		v := pe.Value
		if pe.Text || v == "" || strings.ContainsAny(v, " \t\"") {
			v = strconv.Quote(v)
		}
		return badf("%s %s: %s", field, v, pe.Want)
	}
	return err
}
