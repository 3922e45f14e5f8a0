package serve

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/internal/stream"
	"github.com/mazekit/mazekit/mask"
	"github.com/mazekit/mazekit/maze"
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

// picture is the validated picture style of a maze request.
type picture struct {
	style     render.Style
	shadeFrom string
	png       render.PNGOptions
	pdf       render.PDFOptions
	svg       render.SVGOptions
}

// parsePicture checks the style options as the maze command does.
func parsePicture(mq *mazeQuery) (*picture, error) {
	o := &picture{}
	st := &o.style
	cell, margin, wallW, solW := mq.float("cell"), mq.float("margin"), mq.float("wall-width"), mq.float("solution-width")
	if cell <= 0 || cell > 1000 {
		return nil, badf("cell %v: must be greater than 0 and at most 1000", cell)
	}
	if margin < 0 || margin > 100 {
		return nil, badf("margin %v: must be between 0 and 100 cells", margin)
	}
	if wallW <= 0 || wallW > 1 {
		return nil, badf("wall-width %v: must be greater than 0 and at most 1 cell", wallW)
	}
	if solW <= 0 || solW > 1 {
		return nil, badf("solution-width %v: must be greater than 0 and at most 1 cell", solW)
	}
	colour := func(k string) (color.RGBA, error) {
		c, err := render.ParseColor(mq.v[k])
		if err != nil {
			return c, badf("%s %q: want #rrggbb, #rgb or a colour name (black, white, red, green, blue, grey, navy, orange)", k, mq.v[k])
		}
		return c, nil
	}
	wc, err := colour("wall-color")
	if err != nil {
		return nil, err
	}
	if wc.A == 0 {
		return nil, badf("wall-color %q: walls must be visible; want #rrggbb, #rgb or a colour name", mq.v["wall-color"])
	}
	st.WallColor.R, st.WallColor.G, st.WallColor.B, st.WallColor.A = wc.R, wc.G, wc.B, 255
	if strings.EqualFold(mq.v["background"], "transparent") {
		st.Transparent = true
	} else {
		bc, err := colour("background")
		if err != nil {
			return nil, err
		}
		st.Background.R, st.Background.G, st.Background.B, st.Background.A = bc.R, bc.G, bc.B, 255
	}
	sc, err := colour("solution-color")
	if err != nil {
		return nil, err
	}
	st.SolutionColor.R, st.SolutionColor.G, st.SolutionColor.B, st.SolutionColor.A = sc.R, sc.G, sc.B, 255
	if st.Cap, err = render.ParseCap(mq.v["line-cap"]); err != nil {
		return nil, badf("line-cap %q: want round, square or butt", mq.v["line-cap"])
	}
	switch v := mq.v["solution-style"]; v {
	case "solid":
	case "dashed":
		st.SolutionDash = true
	default:
		return nil, badf("solution-style %q: want solid or dashed", v)
	}
	switch v := mq.v["markers"]; v {
	case "none":
	case "arrows":
		st.Markers = render.MarkersArrows
	case "labels":
		st.Markers = render.MarkersLabels
	default:
		return nil, badf("markers %q: want none, arrows or labels", v)
	}
	switch v := mq.v["shade"]; v {
	case "none":
	case "distance":
		st.Shade = true
	default:
		return nil, badf("shade %q: want none or distance", v)
	}
	if _, err := render.LookupPalette(mq.v["palette"]); err != nil {
		return nil, badf("palette %q: unknown palette (valid: %s)", mq.v["palette"], strings.Join(render.PaletteNames(), ", "))
	}
	from := mq.v["shade-from"]
	if mq.given["shade-from"] && !st.Shade {
		return nil, badf("shade-from applies only with shade distance")
	}
	if from != "entrance" && from != "center" {
		if _, err := strconv.Atoi(from); err != nil {
			return nil, badf("shade-from %q: want entrance, center or a cell number", from)
		}
	}
	if p := mq.v["paper"]; p != "" {
		if _, err := render.LookupPaper(p); err != nil {
			return nil, badf("paper %q: unknown paper (valid: %s)", p, strings.Join(paperNames(), ", "))
		}
	}
	st.Palette, st.Title, st.StartLabel, st.FinishLabel = mq.v["palette"], mq.v["title"], mq.v["start-label"], mq.v["finish-label"]
	st.WallWidth, st.SolutionWidth = wallW, solW
	st.Margin = margin
	if margin == 0 {
		st.Margin = -1
	}
	o.shadeFrom = from
	o.png = render.PNGOptions{Scale: cell}
	o.svg = render.SVGOptions{Scale: cell}
	o.pdf = render.PDFOptions{Scale: cell, Paper: mq.v["paper"], Landscape: mq.bool("landscape")}
	return o, nil
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
	ws, hs, ok := strings.Cut(strings.ToLower(size), "x")
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if !ok || err1 != nil || err2 != nil {
		return topology.Spec{}, badf("size %q: want WxH with whole numbers, e.g. 20x15", size)
	}
	if w < 1 || h < 1 {
		return topology.Spec{}, badf("size %q: width and height must be at least 1", size)
	}
	if w > s.limits.Cells || h > s.limits.Cells || w*h > s.limits.Cells {
		return topology.Spec{}, badf("size %s: %d cells is over the limit of %d cells", size, w*h, s.limits.Cells)
	}
	kind := mq.v["grid"]
	for _, name := range topology.Kinds() {
		k, _ := topology.Lookup(name)
		if !k.Implied || !anyParamGiven(mq, k) {
			continue
		}
		if mq.given["grid"] && kind != k.Name {
			return topology.Spec{}, badf("%s-* options cut a grid themselves: use %s-base %s instead of grid %s", k.Name, k.Name, kind, kind)
		}
		kind = k.Name
	}
	if kind == "weave" {
		return topology.Spec{}, badf("grid weave: give weave (a share 0..1) on a rect or hex grid instead")
	}
	k, err := topology.Lookup(kind)
	if err != nil {
		return topology.Spec{}, badf("grid %q: unknown grid kind (valid: %s)", kind, strings.Join(topology.Kinds(), ", "))
	}
	sp := topology.Spec{Kind: k.Name}
	if k.Sized {
		sp.Width, sp.Height = w, h
	}
	if k.Random {
		sp.Seed = seed
	}
	for _, p := range k.Params {
		if p.Name == "image" && mq.given[p.FlagName()] {
			return sp, badf("%s: the server reads no files; cut the grid with %s-shape or %s-text", p.FlagName(), k.Name, k.Name)
		}
		if !mq.given[p.FlagName()] && p.Default == "" {
			continue
		}
		if err := topology.SetParam(&sp, p, mq.v[p.FlagName()]); err != nil {
			return sp, badf("%s", strings.TrimPrefix(err.Error(), "topology: "))
		}
	}
	for _, p := range topology.Params() {
		if _, own := k.Param(p.Name); !own && mq.given[p.FlagName()] {
			return sp, badf("%s applies only to grid %s", p.FlagName(), strings.Join(topology.KindsWith(p.Name), ", "))
		}
	}
	// Cell counts the size does not give: polar rings, hex radius, planar cells.
	switch {
	case sp.Radius > 0 && 3*sp.Radius*(sp.Radius+1)+1 > s.limits.Cells:
		return sp, badf("radius %d: over the limit of %d cells", sp.Radius, s.limits.Cells)
	case sp.Kind == "polar" && sp.Rings > 250:
		return sp, badf("rings %d: over the limit of 250 rings", sp.Rings)
	case sp.Cells > s.limits.Cells:
		return sp, badf("cells %d: over the limit of %d cells", sp.Cells, s.limits.Cells)
	}
	if mq.given["weave"] {
		share := mq.float("weave")
		if !(share >= 0 && share <= 1) {
			return sp, badf("weave %v: must be between 0 and 1", share)
		}
		if sp.Kind != "rect" && sp.Kind != "hex" {
			return sp, badf("weave applies only to grid rect or hex, not %s", sp.Kind)
		}
		if mq.given["braid"] {
			return sp, badf("weave cannot be combined with braid: loops would break the bridges")
		}
		sp.Kind, sp.Base = "weave", sp.Kind
	}
	return sp, nil
}

func anyParamGiven(mq *mazeQuery, k topology.Kind) bool {
	for _, p := range k.Params {
		if mq.given[p.FlagName()] && p.Default == "" {
			return true
		}
	}
	return false
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
	mq, err := s.parseMazeQuery(r.URL.RawQuery, "format", "download")
	if err != nil {
		fail(w, err)
		return
	}
	s.respond(w, r, func() (*result, error) {
		body, err := s.makeMaze(mq, format)
		if err != nil {
			return nil, err
		}
		return &result{body: body, ctype: ctype, name: "maze." + format}, nil
	})
}

// makeMaze makes the maze and writes it, with the library calls of the
// maze command in the same order, so the bytes are the command's.
func (s *Server) makeMaze(mq *mazeQuery, format string) ([]byte, error) {
	pic, err := parsePicture(mq)
	if err != nil {
		return nil, err
	}
	alg, err := generate.Lookup(mq.v["algo"])
	if err != nil || alg.Name == "quadtree" {
		var names []string
		for _, n := range generate.Names() {
			if n != "quadtree" {
				names = append(names, n)
			}
		}
		return nil, badf("algo %q: unknown algorithm (valid: %s)", mq.v["algo"], strings.Join(names, ", "))
	}
	braid := mq.float("braid")
	if braid < 0 || braid > 1 {
		return nil, badf("braid %v: must be between 0 and 1", braid)
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
	if mq.given["min-room"] && alg.Name != "division" {
		return nil, badf("min-room applies only to algo division")
	}
	carve, err := alg.Make(generate.Options{Mode: mq.v["mode"], MinRoom: mq.int("min-room"), Weave: mq.float("weave")})
	if err != nil {
		return nil, badf("%s", err)
	}
	g, err := mask.Build(spec)
	if err != nil {
		return nil, badf("%s", strings.TrimPrefix(err.Error(), "topology: "))
	}
	if n := g.NumCells(); n > s.limits.Cells {
		return nil, badf("grid: %d cells is over the limit of %d cells", n, s.limits.Cells)
	}
	cost, px := budget.Data, 0.0
	switch format {
	case "png":
		b := g.Bounds()
		m := 2 * max(pic.style.Margin, 0)
		px = (b.Dx() + m + 1) * (b.Dy() + m + 2) * pic.png.Scale * pic.png.Scale
		if px > float64(s.limits.Pixels) {
			return nil, badf("cell %v: the picture would have about %.0f pixels, over the limit of %d", pic.png.Scale, px, s.limits.Pixels)
		}
		cost = budget.Raster
		if spec.Kind == "rect" {
			cost = budget.RectRaster
		}
	case "svg":
		cost = budget.SVG
	case "pdf":
		cost = budget.PDF
	}
	if est := cost.Estimate(float64(g.NumCells()), px); est > s.limits.Memory {
		return nil, badf("size %s: a %s of %d cells needs about %s of memory, over the limit of %s", mq.v["size"], format, g.NumCells(), budget.Size(est), budget.Size(s.limits.Memory))
	}
	m := maze.New(g)
	if err := carve(m, stream.New(seed, stream.Carve)); err != nil {
		return nil, badf("%s", err)
	}
	if err := placeDoors(m, mq.v["doors"]); err != nil {
		return nil, err
	}
	if braid > 0 {
		maze.Braid(m, braid, stream.New(seed, stream.Braid))
	}
	maze.StopRecording(m)
	o := &mazeOut{m: m, solved: mq.bool("solution"), pic: pic, flags: mq.flags(),
		info: maze.Info{Algorithm: mq.v["algo"], Seed: seed}}
	if format == "json" || o.solved {
		o.info.Solution = maze.Solve(m)
	}
	if mq.bool("stats") {
		st := maze.Measure(m)
		o.info.Stats = st
	}
	f, err := render.LookupFormat(format)
	if err != nil {
		return nil, err
	}
	src, err := o.source()
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := f.Encode(&buf, src); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// placeDoors applies the doors option: a mode name or two cells "A,B".
func placeDoors(m *maze.Maze, spec string) error {
	if as, bs, ok := strings.Cut(spec, ","); ok {
		a, err1 := strconv.Atoi(strings.TrimSpace(as))
		b, err2 := strconv.Atoi(strings.TrimSpace(bs))
		if err1 != nil || err2 != nil {
			return badf("doors %q: want %s, or two border cell numbers A,B", spec, strings.Join(maze.DoorModeNames(), ", "))
		}
		if err := maze.SetDoors(m, a, b); err != nil {
			return badf("doors %q: %s", spec, strings.TrimPrefix(err.Error(), "maze: "))
		}
		return nil
	}
	mode, err := maze.ParseDoorMode(spec)
	if err != nil {
		return badf("doors %q: want %s, or two border cell numbers A,B", spec, strings.Join(maze.DoorModeNames(), ", "))
	}
	if err := maze.PlaceDoors(m, mode); err != nil {
		return badf("doors %q: %s", spec, strings.TrimPrefix(err.Error(), "maze: "))
	}
	return nil
}

// mazeOut is everything a maze file is written from.
type mazeOut struct {
	m      *maze.Maze
	info   maze.Info
	solved bool
	pic    *picture
	flags  string
}

func (o *mazeOut) comment() string {
	c := fmt.Sprintf("mazekit maze: grid %s, algorithm %s, seed %d", o.m.Grid.Spec().Kind, o.info.Algorithm, o.info.Seed)
	if o.flags != "" {
		c += ", flags " + o.flags
	}
	return c
}

func (o *mazeOut) style() (render.Style, error) {
	st := o.pic.style
	if st.Shade {
		switch from := o.pic.shadeFrom; from {
		case "entrance":
			if o.m.Entrance.Valid() {
				st.ShadeFrom = o.m.Entrance.Cell
			}
		case "center":
			st.ShadeFrom = topology.Nearest(o.m.Grid, o.m.Grid.Bounds().Center())
		default:
			c, _ := strconv.Atoi(from)
			if c < 0 || c >= o.m.Grid.NumCells() {
				return st, badf("shade-from %d: cell out of range 0..%d", c, o.m.Grid.NumCells()-1)
			}
			st.ShadeFrom = c
		}
	}
	if o.solved {
		st.Solution = o.info.Solution
	}
	return st, nil
}

func (o *mazeOut) source() (*render.Source, error) {
	var sol []int
	if o.solved {
		sol = o.info.Solution
	}
	pdf := o.pic.pdf
	pdf.Title = o.comment()
	st, err := o.style()
	if err != nil {
		return nil, err
	}
	src := &render.Source{
		MakeScene: func() (*render.Scene, error) {
			s := render.MazeScene(o.m, &st)
			s.Comment = o.comment()
			return s, nil
		},
		Maze:     o.m,
		Info:     &o.info,
		Solution: sol,
		Options:  []any{&o.pic.png, &o.pic.svg, &pdf},
		Style:    &st,
		Comment:  o.comment(),
	}
	return src, nil
}
