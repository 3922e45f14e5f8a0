package layout

import (
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/shapedoors"
	"github.com/mazekit/mazekit/mask"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

func init() { registerKind(mazeKind{}) }

type mazeKind struct{}

// MazeParams are the parameters of a maze section.
type MazeParams struct {
	Grid       string
	Radius     int    // hex: board radius instead of a size, or 0
	Rings      [2]int // polar: rings, from–to
	Cells      [2]int // planar: cells, from–to, or zero for width × height
	Floors     int    // 3d: floors, or 0 for the kind's default
	Shapes     []string
	Text       string // mask: letters instead of shapes
	Base       string // mask: the grid cut
	Algorithms []string
	Braid      float64
	Weave      float64          // share of inner cells tried as crossings, or 0
	Forms      maze.FormOptions // a goal in the middle, lettered starts, stars to pick up
	Stairs     float64          // 3d: share of a floor's rooms with stairs up
	Class      Classroom
	// Params are the section's other grid parameters of topology's
	// registry (Section.Params), checked against the grid kind.
	Params map[string]string
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
	if sec.Radius < 0 || sec.Radius > 60 {
		return d.at(path+".radius", "%d: want between 1 and 60", sec.Radius)
	}
	if _, hasRadius := kind.Param("radius"); sec.Radius > 0 && !hasRadius {
		return d.at(path+".radius", "applies only to grid %s", strings.Join(topology.KindsWith("radius"), ", "))
	}
	mp.Radius = sec.Radius
	if p, ok := kind.Param("floors"); !ok && sec.Floors != 0 {
		return d.at(path+".floors", "applies only to grid %s", strings.Join(topology.KindsWith("floors"), ", "))
	} else if ok && sec.Floors != 0 && (sec.Floors < p.Min || sec.Floors > p.Max) {
		return d.at(path+".floors", "%d: want between %d and %d", sec.Floors, p.Min, p.Max)
	}
	mp.Floors = sec.Floors
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
	for i, a := range sec.Algorithms {
		alg, err := generate.Lookup(a)
		if err != nil {
			return d.at(fmt.Sprintf("%s.algorithm", path), "%q is not one of %s", a, strings.Join(generate.Names(), ", "))
		}
		if !alg.Supports(sec.Grid) {
			return d.at(fmt.Sprintf("%s.algorithm", path), "%s (entry %d) runs only on %s grids, not %s", a, i, strings.Join(alg.Kinds, ", "), sec.Grid)
		}
	}
	mp.Algorithms = sec.Algorithms
	if sec.Braid < 0 || sec.Braid > 1 {
		return d.at(path+".braid", "%v: want between 0 and 1", sec.Braid)
	}
	mp.Braid = sec.Braid
	if err := sec.validateForms(d, path, mp); err != nil {
		return err
	}
	if err := sec.validateWeave(d, path, mp); err != nil {
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
// grow linearly through the section). The grid kind's registry entry takes
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
	if mp.Radius > 0 {
		values["radius"] = strconv.Itoa(mp.Radius)
	}
	if mp.Floors > 0 {
		values["floors"] = strconv.Itoa(mp.Floors)
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
	if mp.Weave > 0 {
		return topology.Woven(s)
	}
	return s, nil
}

func (k mazeKind) make(sp *SectionPlan, i, n int, seed uint64) (*Puzzle, error) {
	mp := sp.Params.(*MazeParams)
	if a := mp.Class.Age; a != nil {
		return ageMake(a, func(s uint64) (*Puzzle, error) { return k.make1(sp, i, n, s) }, seed)
	}
	return k.make1(sp, i, n, seed)
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

// make1 makes puzzle i of n of the section from seed.
func (mazeKind) make1(sp *SectionPlan, i, n int, seed uint64) (*Puzzle, error) {
	mp := sp.Params.(*MazeParams)
	spec, err := gridSpec(sp, i, n, seed)
	if err != nil {
		return nil, err
	}
	g, err := mask.Build(spec)
	if err != nil {
		return nil, err
	}
	algo := mp.Algorithms[i%len(mp.Algorithms)]
	m := maze.New(g)
	carve := rand.New(rand.NewPCG(seed, streamCarve))
	if err := generate.Run(algo, m, carve, generate.Options{Weave: mp.Weave}); err != nil {
		return nil, err
	}
	if alg, _ := generate.Lookup(algo); alg.Perfect {
		maze.SetStairs(m, mp.Stairs, carve)
	}
	// Doors are chosen on the perfect maze; braiding then keeps them.
	if mp.Class.Age != nil {
		err = classroom.AgeDoors(m, mp.Class.SlotW, mp.Class.SlotH)
	} else {
		err = maze.PlaceDoors(m, maze.DoorsAuto)
	}
	if err != nil {
		return nil, err
	}
	if spec.Kind == topology.MaskKind && mp.Class.Age == nil {
		shapedoors.Open(m)
	}
	if err := maze.MakeForms(m, mp.Forms, rand.New(rand.NewPCG(seed, streamForms))); err != nil {
		return nil, err
	}
	if mp.Braid > 0 {
		maze.Braid(m, mp.Braid, rand.New(rand.NewPCG(seed, streamBraid)))
	}
	return &Puzzle{Algorithm: algo, Maze: m, Body: &MazeBody{Maze: m, Class: mp.Class}, Stats: maze.Measure(m)}, nil
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

// validateForms checks the section's goal, starts, collect and stairs.
func (sec *Section) validateForms(d *decoder, path string, mp *MazeParams) error {
	switch sec.Goal {
	case "", "exit":
	case "centre", "center":
		mp.Forms.Centre = true
	default:
		return d.at(path+".goal", "%q: want exit or centre", sec.Goal)
	}
	if sec.Starts < 0 || sec.Starts > maze.MaxStarts {
		return d.at(path+".starts", "%d: want %d to %d lettered starts", sec.Starts, maze.MinStarts, maze.MaxStarts)
	}
	if sec.Collect < 0 {
		return d.at(path+".collect", "%d: want 0 or more stars to pick up", sec.Collect)
	}
	if sec.Braid > 0 && (sec.Starts > 1 || sec.Collect > 0) {
		return d.at(path+".braid", "cannot be combined with starts or collect: loops would join the starts' trees or go round the stars")
	}
	mp.Forms.Starts, mp.Forms.Collect = sec.Starts, sec.Collect
	if !mp.Forms.Zero() {
		g, err := topology.Build(topology.Spec{Kind: sec.Grid, Width: 3, Height: 3, Floors: 2, Rings: 2, Radius: 2})
		if err == nil {
			if err := (maze.FormOptions{Centre: mp.Forms.Centre, Starts: mp.Forms.Starts}).Check(g); err != nil {
				if pe, ok := param.As(err); ok {
					return d.at(path+"."+pe.Field, "%s", pe.Want)
				}
				return d.at(path, "%v", err)
			}
		}
	}
	if !(sec.Stairs >= 0 && sec.Stairs <= 1) {
		return d.at(path+".stairs", "%v: want a share above 0 and at most 1", sec.Stairs)
	}
	mp.Stairs = sec.Stairs
	if mp.Stairs == 0 {
		mp.Stairs = maze.DefaultStairs
	}
	return nil
}
