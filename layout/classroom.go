// Classroom settings of a section: an age level, pictures at the doors and
// large print, and what they change in the mazes a section makes.

package layout

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/internal/i18n"
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
		size, rings := classroom.AgeFit(k, a.Size)
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
