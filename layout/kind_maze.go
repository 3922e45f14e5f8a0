package layout

import (
	"context"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

func init() { registerKind(mazeKind{}) }

type mazeKind struct{}

// MazeParams are the parameters of a maze section.
type MazeParams struct {
	Grid       string
	Rings      [2]int // polar: rings, from–to
	Cells      [2]int // planar: cells, from–to, or zero for width × height
	Shapes     []string
	Text       string // mask: letters instead of shapes
	Base       string // mask: the grid cut
	Algorithms []string
	Braid      float64
	Weave      float64 // share of inner cells tried as crossings, or 0
	Class      Classroom
	// Params are the section's other grid parameters of topology's
	// registry (Section.Params), checked against the grid kind.
	Params map[string]string
	// Options are the section's other options of the maze options table
	// (doors, symmetry, mode …), by option name, as text: each puzzle's
	// puzzle.Options take them through their rows.
	Options map[string]string
}

func (mazeKind) Name() string { return KindMaze }

func (mazeKind) Noun(sp *SectionPlan) string {
	if mp := sp.Params.(*MazeParams); mp.Weave > 0 {
		return "noun.weave"
	}
	return "grid." + sp.Params.(*MazeParams).Grid + ".mazes"
}

func (mazeKind) validate(d *decoder, sec *Section, path string, wall float64, sp *SectionPlan) error {
	mp := &MazeParams{Rings: [2]int{8, 8}}
	sp.Params = mp
	if sec.Grid == "" {
		sec.Grid = "rect"
	}
	if !slices.Contains(topology.Kinds(), sec.Grid) {
		return d.at(path+".grid", "%q is not one of %s", sec.Grid, strings.Join(topology.Kinds(), ", "))
	}
	mp.Grid = sec.Grid
	kind, _ := topology.Lookup(sec.Grid)
	if kind.Wraps != "" {
		return d.at(path+".grid", "%s joins its opposite sides, which a page cannot show as one puzzle with doors: take grid %s", sec.Grid, topology.OrList(classroom.BookGrids()))
	}
	if err := sec.validateClassroom(d, path, &mp.Class); err != nil {
		return err
	}
	if err := sec.validateSize(d, path, "12x12", sp); err != nil {
		return err
	}
	for _, f := range []struct {
		name, v string
		dst     *[2]int
	}{{"rings", sec.Rings, &mp.Rings}, {"cells", sec.Cells, &mp.Cells}} {
		if f.v == "" {
			continue
		}
		a, b, err := parseIntRange(f.v)
		if err != nil || a < 1 || b > 100000 {
			return d.at(path+"."+f.name, "%q: want N or N..M with whole numbers from 1", f.v)
		}
		*f.dst = [2]int{a, b}
	}
	if err := sec.validateMask(d, path); err != nil {
		return err
	}
	mp.Shapes, mp.Text, mp.Base = sec.Shapes, sec.Text, sec.Base
	if err := sec.validateGridParams(d, path, sp, mp); err != nil {
		return err
	}
	if len(sec.Algorithms) == 0 {
		sec.Algorithms = []string{"wilson"}
	}
	mp.Algorithms, mp.Options = sec.Algorithms, sec.options()
	// Braid and weave are read by the book around the mazes (the key, the
	// cover, the nouns), so they are kept as numbers.
	for name, dst := range map[string]*float64{"braid": &mp.Braid, "weave": &mp.Weave} {
		if v, ok := mp.Options[name]; ok {
			*dst, _ = strconv.ParseFloat(v, 64)
			delete(mp.Options, name)
		}
	}
	if sec.Circuits != "" {
		return d.at(path+".circuits", "applies only to kind labyrinth")
	}
	if err := checkOptions(d, path, mp.Algorithms, sp.Count, func(i, n int) (*puzzle.Options, error) { return puzzleOptions(sp, i, n, 0) }); err != nil {
		return err
	}
	if err := sec.validatePaging(d, path, sp); err != nil {
		return err
	}
	if err := sec.Style.validate(d, path+".style", wall, &sp.Style); err != nil {
		return err
	}
	if sec.Markers == "" {
		sec.Markers = render.MarkersArrows.String()
	}
	m, err := render.ParseMarkers(sec.Markers)
	if err != nil {
		return d.at(path+".markers", "%q is not one of arrows, labels, pictures, none", sec.Markers)
	}
	sp.Markers = m
	mp.Class.finish(&sp.Style)
	return nil
}

// validateMask checks the fields of a section of grid mask.
func (sec *Section) validateMask(d *decoder, path string) error {
	if sec.Grid != topology.MaskKind {
		for _, f := range []struct {
			name string
			set  bool
		}{{"shape", len(sec.Shapes) > 0}, {"text", sec.Text != ""}, {"base", sec.Base != ""}} {
			if f.set {
				return d.at(path+"."+f.name, "applies only to grid mask")
			}
		}
		return nil
	}
	if len(sec.Shapes) > 0 && sec.Text != "" {
		return d.at(path+".text", "give shape or text, not both")
	}
	if len(sec.Shapes) == 0 && sec.Text == "" {
		sec.Shapes = []string{"heart"}
	}
	for i, sh := range sec.Shapes {
		if !slices.Contains(topology.MaskShapes(), sh) {
			return d.at(path+".shape", "%q (entry %d) is not one of %s", sh, i, strings.Join(topology.MaskShapes(), ", "))
		}
	}
	if utf8.RuneCountInString(sec.Text) > 12 {
		return d.at(path+".text", "%q: at most 12 letters fit a page", sec.Text)
	}
	if sec.Base == "" {
		sec.Base = topology.MaskBases()[0]
	}
	if !slices.Contains(topology.MaskBases(), sec.Base) {
		return d.at(path+".base", "%q is not one of %s", sec.Base, strings.Join(topology.MaskBases(), ", "))
	}
	return nil
}

// gridSpec returns the grid of the i-th of n puzzles of the section (sizes
// grow linearly through the section), before any weave. The grid kind's registry entry takes
// the parameters it has from the section's fields (a range or a list taken
// at puzzle i) and Params, and gives the others their defaults.
func gridSpec(sp *SectionPlan, i, n int, seed uint64) (topology.Spec, error) {
	mp := sp.Params.(*MazeParams)
	t := 0.0
	if n > 1 {
		t = float64(i) / float64(n-1)
	}
	lerp := func(a, b int) int { return int(math.Round(float64(a) + (float64(b)-float64(a))*t)) }
	k, err := topology.Lookup(mp.Grid)
	if err != nil {
		return topology.Spec{}, err
	}
	from, to := sp.Size[0], sp.Size[1]
	w, h := lerp(from[0], to[0]), lerp(from[1], to[1])
	values := maps.Clone(mp.Params)
	if values == nil {
		values = map[string]string{}
	}
	values["rings"] = strconv.Itoa(lerp(mp.Rings[0], mp.Rings[1]))
	values["base"], values["text"] = mp.Base, mp.Text
	if len(mp.Shapes) > 0 {
		values["shape"] = mp.Shapes[i%len(mp.Shapes)]
	}
	cells := [2]int{w * h, w * h}
	if mp.Cells != [2]int{} {
		cells = mp.Cells
	}
	values["cells"] = strconv.Itoa(lerp(cells[0], cells[1]))
	s, err := k.Spec(w, h, seed, func(p topology.Param) (string, bool) {
		v := values[p.Name]
		return v, v != ""
	})
	if err != nil {
		return s, err
	}
	if s.Radius > 0 {
		s.Width, s.Height = 0, 0 // a hexagon board has no width and height
	}
	return s, nil
}

func (mazeKind) make(sp *SectionPlan, i, n int, seed uint64) (*Puzzle, error) {
	o, err := puzzleOptions(sp, i, n, seed)
	if err != nil {
		return nil, err
	}
	p, err := puzzle.New(context.Background(), o, "")
	if err != nil {
		return nil, madeError(err)
	}
	mp := sp.Params.(*MazeParams)
	return &Puzzle{Algorithm: o.Algorithm, Mode: o.Mode, Maze: p.Maze, Body: &MazeBody{Maze: p.Maze, Class: mp.Class}, Stats: maze.Measure(p.Maze)}, nil
}

// puzzleOptions returns the options of puzzle i of n of a maze section, to
// be made from seed by puzzle.New as the maze command makes its maze: the
// grid at its place in the section's size range, the section's algorithms
// taken in turn, and every option of the table the section gives. An age
// level adds its band of difficulty and its doors.
func puzzleOptions(sp *SectionPlan, i, n int, seed uint64) (*puzzle.Options, error) {
	mp := sp.Params.(*MazeParams)
	spec, err := gridSpec(sp, i, n, seed)
	if err != nil {
		return nil, err
	}
	o := puzzle.Defaults()
	o.Grid, o.Seed = spec, seed
	o.Algorithm = mp.Algorithms[i%len(mp.Algorithms)]
	o.Braid, o.Weave = mp.Braid, mp.Weave
	for _, name := range slices.Sorted(maps.Keys(mp.Options)) {
		op, _ := puzzle.LookupOption(name)
		if err := op.Set(&o, mp.Options[name]); err != nil {
			return nil, err
		}
	}
	if a := mp.Class.Age; a != nil {
		o.Difficulty = a.Difficulty
		o.DoorRule = func(m *maze.Maze) error { return classroom.AgeDoors(m, mp.Class.SlotW, mp.Class.SlotH) }
	}
	return &o, nil
}

// aimAgeDoors records in every age-level maze section of plan the shape of
// the slot its mazes print in (the handout's, or the section's per_page),
// so that classroom.AgeDoors can put the doors where the slot has room for them.
// The shape follows Book.slotBox with the plain margin as the gutter: only
// which way the slot is longer matters here, and paginate still checks
// that every maze fits.
func aimAgeDoors(plan *Plan) {
	const gap = 12.0 // as Book.slotBox
	for i := range plan.Sections {
		mp, ok := plan.Sections[i].Params.(*MazeParams)
		if !ok || mp.Class.Age == nil {
			continue
		}
		n, top := plan.Sections[i].PerPage, 0.0
		if h := plan.Handout; h != nil {
			n, top = handoutSlots(h.PerSheet), nameBand
		}
		g, ok := map[int][2]int{1: {1, 1}, 2: {1, 2}, 4: {2, 2}, 6: {2, 3}, 9: {3, 3}}[n]
		if !ok {
			continue
		}
		cols, rows := float64(g[0]), float64(g[1])
		if plan.TrimW > plan.TrimH {
			cols, rows = rows, cols
		}
		cw := plan.TrimW - plan.Margin - max(plan.Margin, plan.Gutter)
		ch := plan.TrimH - 2*plan.Margin - headerBand - footerBand - top
		mp.Class.SlotW = (cw - gap*(cols-1)) / cols
		mp.Class.SlotH = (ch-gap*(rows-1))/rows - captionBand
	}
}

// MazeBody is a maze puzzle; Class holds its age level, pictures and
// large print, if any.
type MazeBody struct {
	Maze  *maze.Maze
	Class Classroom
}

// Scene implements Body.
func (b *MazeBody) Scene(o DrawOptions) *render.Scene {
	// A one-cell margin holds the door arrows (they reach 0.9 cells out).
	st := render.Style{WallPt: o.Wall, Margin: 1, Markers: o.Markers, StartLabel: o.Labels[0], FinishLabel: o.Labels[1]}
	if o.Markers == render.MarkersArrows {
		st.ArrowScale, st.Margin = arrowFit(b.Maze, o)
	}
	if o.Style != nil {
		st.WallColor, st.SolutionColor, st.Background = o.Style.Wall, o.Style.Solution, o.Style.Background
	}
	st.PictureSet, st.PictureOutline = b.Class.PictureSet, b.Class.Outline
	st.FloorWords = o.FloorWords
	if o.Solved {
		st.Solution = maze.Solve(b.Maze)
		sc := render.MazeScene(b.Maze, &st)
		// The solution line must print: at least 1 pt wide.
		st.SolutionWidth = max(0.3, 1.0/min(o.W/sc.W, o.H/sc.H))
	}
	return render.MazeScene(b.Maze, &st)
}

// MinCell implements Body: a passage three wall widths wide, plus the wall.
// At an age level or in large print, on its page (walls at least as wide
// as the level's), the corridor must also be as wide as they say.
func (b *MazeBody) MinCell(wall float64) float64 {
	return max(wall*(passageFactor+1), b.Class.minCell(wall))
}

// Caption implements Body: the key of the grid's or the mask shape's name.
func (b *MazeBody) Caption() string { return shapeName(b.Maze.Grid.Spec()) }

// Instruction implements instructor.
func (b *MazeBody) Instruction(lang string) string { return b.Class.instruction(lang) }

// IsLargePrint implements largePrinter.
func (b *MazeBody) IsLargePrint() bool { return b.Class.LargePrint }

// trueWidth returns the left edge and width of the box an age-level maze
// (scene sc of puzzle p, walls wall points wide) is placed in within the
// slot at x of w×h points, so that it prints true to size: one cell is the
// level's corridor plus the wall, exactly, centred across the slot. Other
// puzzles, and a maze the slot cannot hold at that size, fill the slot.
func trueWidth(sc *render.Scene, p *Puzzle, wall, x, w, h float64) (float64, float64) {
	mb, ok := p.Body.(*MazeBody)
	if !ok || mb.Class.Age == nil || mb.Class.LargePrint || wall < mb.Class.WallPt || sc.W <= 0 {
		return x, w
	}
	cell := mb.Class.CorridorPt + wall
	if sc.W*cell > w+1e-9 || sc.H*cell > h+1e-9 {
		return x, w
	}
	return x + (w-sc.W*cell)/2, sc.W * cell
}

// Door arrows print this long on every puzzle page and every answer of a
// book, in points, whatever the maze's cell size: big enough to see at a
// glance on a page of large cells, no smaller on the finest maze.
const (
	arrowPt    = 18
	keyArrowPt = 10
)

// arrowFit returns the arrow scale that makes the door arrows of m
// arrowPt long (keyArrowPt on an answer) in a slot of o.W×o.H points, and
// the margin, in cells, that holds them; 1 and 1 when the slot is unknown.
// The scale stays between 0.3 and 3 cells' worth.
func arrowFit(m *maze.Maze, o DrawOptions) (scale, margin float64) {
	if o.W <= 0 || o.H <= 0 {
		return 1, 1
	}
	want := float64(arrowPt)
	if o.Solved {
		want = keyArrowPt
	}
	bd := m.Grid.Bounds()
	scale, margin = 1, 1
	for range 4 { // the margin changes the cell size a little: settle it
		cell := min(o.W/(bd.Dx()+2*margin), o.H/(bd.Dy()+2*margin))
		scale = min(max(want/(0.7*cell), 0.3), 3)
		margin = max(1, 0.3+0.7*scale)
	}
	return scale, margin
}
