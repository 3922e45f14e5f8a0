// Classroom settings of a section: an age level, pictures at the doors and
// large print, and what they change in the mazes a section makes.

package layout

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// Classroom is what a section's age level, pictures and large print ask
// of its puzzles. The zero value asks nothing.
type Classroom struct {
	Age        *classroom.AgeLevel // nil for none
	PictureSet string              // with markers pictures
	Pictures   bool                // the doors are marked with pictures
	Outline    bool                // pictures in black outline
	LargePrint bool
	// CorridorPt is the narrowest corridor on the page in points (0 for no
	// floor) at walls WallPt wide.
	CorridorPt, WallPt float64
	// SlotW and SlotH are the size in points of the slot the section's
	// mazes print in (zero when not known): an age-level maze puts its
	// doors, and their pictures, on the sides where the slot has room.
	SlotW, SlotH float64
}

// validateClassroom checks age, picture_set, outline and large_print and
// fills the section's defaults from the age level: size, algorithms,
// markers and wall width, where the section gives none.
func (sec *Section) validateClassroom(d *decoder, path string, c *Classroom) error {
	if sec.Sequence != "" {
		return d.at(path+".sequence", "applies only to kind number-maze and letter-maze")
	}
	if sec.Word != "" {
		return d.at(path+".word", "applies only to kind letter-maze")
	}
	if sec.Age != "" {
		a, err := classroom.LookupAge(sec.Age)
		if err != nil {
			return d.at(path+".age", "%v", err)
		}
		grid := cmp.Or(sec.Grid, "rect")
		k, err := topology.Lookup(grid)
		if err != nil {
			return d.at(path+".grid", "%v", err)
		}
		if !slices.Contains(classroom.AgeGrids(), grid) {
			return d.at(path+".grid", "%s %s: age levels take grid %s", grid, classroom.NotForAges(k), topology.OrList(classroom.AgeGrids()))
		}
		c.Age, c.CorridorPt = a, a.CorridorPt()
		size, rings := ageFit(k, a.Size)
		if sec.Size == "" {
			sec.Size = sizeRange(size)
		}
		if _, ok := k.Param("rings"); ok && sec.Rings == "" {
			sec.Rings = fmt.Sprintf("%d..%d", rings[0], rings[1])
		}
		if len(sec.Algorithms) == 0 {
			sec.Algorithms = slices.Clone(a.Algorithms)
		}
		if sec.Markers == "" {
			sec.Markers = a.Markers.String()
		}
		if sec.Style.WallWidth == 0 {
			sec.Style.WallWidth = a.WallPt
		}
	}
	if sec.PictureSet != "" {
		if _, ok := render.LookupPictureSet(sec.PictureSet); !ok {
			return d.at(path+".picture_set", "%q is not one of %s", sec.PictureSet, strings.Join(render.PictureSets(), ", "))
		}
		if sec.Markers != "pictures" {
			return d.at(path+".picture_set", "applies only to markers: pictures")
		}
	}
	c.PictureSet, c.Outline, c.Pictures = sec.PictureSet, sec.Outline, sec.Markers == "pictures"
	if sec.LargePrint {
		if sec.Style.Background != "" {
			return d.at(path+".style.background", "large_print prints black on white: leave the background out")
		}
		c.LargePrint = true
		sec.Style.WallWidth = max(sec.Style.WallWidth, classroom.LargePrintWallPt)
		sec.Style.WallColor = "black"
		c.CorridorPt = max(c.CorridorPt, classroom.LargePrintCorridorMM*72/25.4)
	}
	return nil
}

// finish records the section's wall width once its style is validated.
func (c *Classroom) finish(st *StylePlan) { c.WallPt = st.WallWidth }

// minCell returns the smallest cell in points at walls wall points wide:
// the corridor floor plus the wall on the section's own page, and nothing
// in the key, whose walls are thinner.
func (c *Classroom) minCell(wall float64) float64 {
	if c.CorridorPt == 0 || wall < c.WallPt {
		return 0
	}
	return c.CorridorPt + wall
}

// instruction returns the line printed with a maze of the section, in
// language lang, or "" for none.
func (c *Classroom) instruction(lang string) string {
	switch {
	case c.Pictures:
		ps, _ := render.LookupPictureSet(c.PictureSet)
		return i18n.Text(lang, "instr."+ps.Name)
	case c.Age != nil || c.LargePrint:
		return i18n.Text(lang, "instr.maze")
	}
	return ""
}

// instructor is a Body with a line telling the pupil what to do.
type instructor interface{ Instruction(lang string) string }

// largePrinter is a Body printed in large print.
type largePrinter interface{ IsLargePrint() bool }

// ageTries is how many seeds a maze of an age level is made from, at most,
// to land in the level's difficulty band.
const ageTries = 8

// ageMake makes a puzzle of age level a with mk from seed, and again from
// derived seeds (up to ageTries in all) while its difficulty is outside
// the level's band; it keeps the first in the band, or the closest.
func ageMake(a *classroom.AgeLevel, mk func(seed uint64) (*Puzzle, error), seed uint64) (*Puzzle, error) {
	var best *Puzzle
	bestGap := 0.0
	for k := range ageTries {
		s := seed
		if k > 0 {
			s = seed ^ uint64(k)*0x9E3779B97F4A7C15
		}
		p, err := mk(s)
		if err != nil {
			return nil, err
		}
		d := p.Stats.Difficulty
		if a.InBand(d) {
			return p, nil
		}
		gap := max(a.Difficulty[0]-d, d-a.Difficulty[1])
		if best == nil || gap < bestGap {
			best, bestGap = p, gap
		}
	}
	return best, nil
}

// sizeRange writes a size range as specs do: "4x4..5x5".
func sizeRange(s [2][2]int) string {
	return fmt.Sprintf("%dx%d..%dx%d", s[0][0], s[0][1], s[1][0], s[1][1])
}

// withInstruction puts p's instruction line, if it has one, before its
// caption.
func withInstruction(caption string, p *Puzzle, lang string) string {
	if in, ok := p.Body.(instructor); ok {
		if line := in.Instruction(lang); line != "" {
			return line + " · " + caption
		}
	}
	return caption
}

// handoutSlots is the number of slots a handout sheet of per mazes is cut
// into: three share the grid of four.
func handoutSlots(per int) int { return map[int]int{1: 1, 2: 2, 3: 4, 4: 4}[per] }

// ageDoors places the doors of an age-level maze on two opposite sides of
// its bounds: top and bottom when the slot (slotW × slotH points, zero
// when not known) has more room for the board's height plus the door
// pictures than for its width, else left and right. A door picture takes
// room beyond the board on its side, so two doors on the slot's short
// axis would shrink the corridors below the level's floor. Of the pairs of
// border cells with a door on each of the two sides, it takes the one with
// the longest path between them (the first on ties); the two sides are
// about a whole board's height or width apart. The entrance is the top or left
// door. A grid with no cell on one of the two sides gets maze.DoorsAuto.
func ageDoors(m *maze.Maze, slotW, slotH float64) error {
	g := m.Grid
	bd := g.Bounds()
	// Pictures and the margin take about a cell either way beyond the board.
	tall := slotH*(bd.Dx()+2) >= slotW*(bd.Dy()+2)
	// A side's cells are those with a border segment whose middle lies
	// within a quarter of a cell of it: a row of pointy-top hexagons meets
	// the top of its bounds only at its corners.
	const eps = 0.25
	var near, far []maze.Door
	var buf []topology.Segment
	for _, c := range maze.BorderCells(g) {
		buf = g.Border(c, buf[:0])
		for side, seg := range buf {
			p := seg.Mid()
			lo, hi := math.Abs(p.X-bd.Min.X) < eps, math.Abs(p.X-bd.Max.X) < eps
			if tall {
				lo, hi = math.Abs(p.Y-bd.Min.Y) < eps, math.Abs(p.Y-bd.Max.Y) < eps
			}
			switch {
			case lo:
				near = append(near, maze.Door{Cell: c, Side: side})
			case hi:
				far = append(far, maze.Door{Cell: c, Side: side})
			}
		}
	}
	best := int32(-1)
	var in, out maze.Door
	for _, a := range near {
		dist := maze.Distances(m, a.Cell)
		for _, b := range far {
			if b.Cell != a.Cell && dist[b.Cell] > best {
				best, in, out = dist[b.Cell], a, b
			}
		}
	}
	if best < 0 {
		return maze.PlaceDoors(m, maze.DoorsAuto)
	}
	m.Entrance, m.Exit = in, out
	return nil
}

// ageFit sizes an age level's board on grids of kind k: the level's sizes
// (W×H square cells, from–to) are boxes in scene units, and each end gets
// the largest size of k, no bigger than the level's, and the most rings
// of a kind that takes rings, whose grid fits in its box. A hexagon board
// of W×H cells is half a cell wider than W, and a round board of N rings
// is 2N+2 cells across, so both would print with corridors narrower than
// the level's at the counts per sheet the square boards fill.
func ageFit(k topology.Kind, sizes [2][2]int) (size [2][2]int, rings [2]int) {
	const eps = 1e-9
	for i, box := range sizes {
		w, h := box[0], box[1]
		if k.Sized {
			for {
				g, err := topology.Build(topology.Spec{Kind: k.Name, Width: w, Height: h, Seed: 1})
				if err != nil {
					break
				}
				bd := g.Bounds()
				wide, tall := bd.Dx() > float64(box[0])+eps && w > 1, bd.Dy() > float64(box[1])+eps && h > 1
				if !wide && !tall {
					break
				}
				if wide {
					w--
				}
				if tall {
					h--
				}
			}
		}
		size[i] = [2]int{w, h}
		rings[i] = 1
		if p, ok := k.Param("rings"); ok {
			for r := 2; ; r++ {
				s := topology.Spec{Kind: k.Name}
				if topology.SetParam(&s, p, fmt.Sprint(r)) != nil {
					break
				}
				g, err := topology.Build(s)
				if err != nil {
					break
				}
				if bd := g.Bounds(); bd.Dx() > float64(box[0])+eps || bd.Dy() > float64(box[1])+eps {
					break
				}
				rings[i] = r
			}
		}
	}
	return size, rings
}
