package serve

import (
	"bytes"
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// gridSpec turns the grid options into a grid spec, as the maze command's
// grid flags do.
func (s *Server) gridSpec(mq *mazeQuery, seed uint64) (topology.Spec, error) {
	size := mq.v["size"]
	w, h, floors, err := puzzle.ParseGridSize(size)
	if err != nil {
		return topology.Spec{}, optionError(err)
	}
	if w > s.limits.Cells || h > s.limits.Cells || w*h > s.limits.Cells {
		return topology.Spec{}, badf("size %s: %d cells is over the limit of %d cells", size, w*h, s.limits.Cells)
	}
	if k, err := topology.Lookup(mq.v["grid"]); err == nil && k.Option != "" {
		return topology.Spec{}, badf("grid %s: give %s (a share 0..1) on a %s grid instead", k.Name, k.Option, topology.OrList(k.Bases))
	}
	params := puzzle.GridParams(func(name string) (string, bool) { return mq.v[name], mq.given[name] })
	if _, ok := params["image"]; ok {
		return topology.Spec{}, badf("%s: the server reads no files; cut the grid with %s or %s", puzzle.OptionName("image"), puzzle.OptionName("shape"), puzzle.OptionName("text"))
	}
	sp, err := puzzle.GridSpec(puzzle.GridRequest{Kind: mq.v["grid"], KindGiven: mq.given["grid"], Width: w, Height: h, Floors: floors, Params: params, Seed: seed})
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
		share := mq.opts.Weave
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
	if len(puzzle.GridParams(func(name string) (string, bool) { return "", mq.given[name] })) > 0 {
		return false // rings, radius, cells and masks size the grid themselves
	}
	w, h, floors, err := puzzle.ParseGridSize(mq.v["size"])
	return err == nil && floors == "" && w*h <= smallCells && mq.opts.Picture.Cell <= 100
}

// maze answers /api/maze: one maze in the format asked for.
func (s *Server) maze(w writer, r *request) {
	format := r.URL.Query().Get("format")
	if format == "" {
		format = "svg"
	}
	f, err := render.LookupFormat(format)
	if err != nil || !slices.Contains(mazeFormats, format) {
		fail(w, badf("format %q: want svg, png, pdf, json or txt", format))
		return
	}
	mq, err := s.parseMazeQuery(r.URL.RawQuery, "format", "download", "sheet", "lang")
	if err != nil {
		fail(w, err)
		return
	}
	// lang: the words drawn (Start and Finish, floors), as a book's.
	lang := r.URL.Query().Get("lang")
	if lang != "" && !slices.Contains(i18n.Languages(), lang) {
		fail(w, badf("lang %q: want one of %s", lang, strings.Join(i18n.Languages(), ", ")))
		return
	}
	mq.lang = lang
	// sheet=true (the page's preview) draws an SVG on its paper, as the
	// PDF prints it; the SVG download stays the maze command's file.
	sheet := r.URL.Query().Get("sheet") == "true" && f.MIME == svgType && mq.v["paper"] != ""
	s.respond(w, r, mq.small(), func(ctx context.Context) (*result, error) {
		body, err := s.makeMaze(ctx, mq, format)
		if err != nil {
			return nil, optionError(err)
		}
		if sheet {
			// An age level and large print print true to size (see classroom.ClassroomMaze).
			trueSize := mq.v["age"] != "" || mq.v["large-print"] == "true"
			if body, err = onPaper(body, mq.v["paper"], mq.opts.Picture.Landscape, trueSize); err != nil {
				return nil, err
			}
		}
		return &result{body: body, ctype: f.MIME, name: "maze." + format}, nil
	})
}

// offered reports whether the page offers algorithm a: not the quadtree
// worlds, which are several mazes.
func offered(a generate.Algorithm) bool { return !puzzle.Leveled(a.Name) }

// makeMaze makes the maze and writes it through puzzle, as the maze
// command does, so the bytes are the command's. The page's own limits are
// checked here and, once the grid is built, by the puzzle's Admit.
func (s *Server) makeMaze(ctx context.Context, mq *mazeQuery, format string) ([]byte, error) {
	alg, err := generate.Lookup(mq.opts.Algorithm)
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
	spec, err := s.gridSpec(mq, mq.opts.Seed)
	if err != nil {
		return nil, err
	}
	if mq.shape != nil { // cut to a picture's shape
		spec = shapeSpec(spec.Kind, spec.Width, spec.Height)
	}
	o := mq.opts
	o.Grid, o.Comment, o.Shape = spec, mq.flags(), mq.shape
	if err := classroom.ClassroomMaze(&o, mq.v["age"], mq.v["large-print"] == "true", func(f string) bool { return mq.given[f] }); err != nil {
		return nil, err
	}
	// Start and Finish in the page's language, where labels mark the doors
	// (the labels apply only there; the age level may have chosen them).
	if mq.lang != "" && o.Picture.Markers == render.MarkersLabels.String() {
		if !mq.given["start-label"] {
			o.Picture.StartLabel = i18n.Text(mq.lang, "start")
		}
		if !mq.given["finish-label"] {
			o.Picture.FinishLabel = i18n.Text(mq.lang, "finish")
		}
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
	f, err := render.LookupFormat(format)
	if err != nil {
		return err
	}
	px := 0.0
	if f.Raster {
		b := g.Bounds()
		m := 2 * max(pic.Margin, 0)
		px = (b.Dx() + m + 1) * (b.Dy() + m + 2) * pic.Cell * pic.Cell
		if px > float64(s.limits.Pixels) {
			return badf("cell %v: the picture would have about %.0f pixels, over the limit of %d", pic.Cell, px, s.limits.Pixels)
		}
	}
	// The page draws every picture through the rasterizer or the scene,
	// never row by row.
	_, rect := g.(*topology.Rect)
	cost := budget.Cost(f.MemoryCost(rect, true))
	if est := cost.Estimate(float64(g.NumCells()), px); est > s.limits.Memory {
		return badf("size %s: a %s of %d cells needs about %s of memory, over the limit of %s", size, format, g.NumCells(), budget.Size(est), budget.Size(s.limits.Memory))
	}
	return nil
}

// optionError is err as the page says it: a bad value named by its query
// key (the option of the maze options table), `key value: what is
// allowed`, with text values quoted.
func optionError(err error) error {
	if _, ok := err.(*httpError); ok {
		return err
	}
	if pe, ok := param.As(err); ok {
		field := puzzle.OptionName(pe.Field)
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
