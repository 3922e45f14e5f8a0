// Classroom settings of a section: an age level, pictures at the doors and
// large print, and what they change in the mazes a section makes.

package layout

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mazekit/mazekit/render"
)

// Classroom is what a section's age level, pictures and large print ask
// of its puzzles. The zero value asks nothing.
type Classroom struct {
	Age        *AgeLevel // nil for none
	PictureSet string    // with markers pictures
	Pictures   bool      // the doors are marked with pictures
	Outline    bool      // pictures in black outline
	LargePrint bool
	// CorridorPt is the narrowest corridor on the page in points (0 for no
	// floor) at walls WallPt wide.
	CorridorPt, WallPt float64
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
		a, err := LookupAge(sec.Age)
		if err != nil {
			return d.at(path+".age", "%v", err)
		}
		c.Age, c.CorridorPt = a, a.CorridorPt()
		if sec.Size == "" {
			sec.Size = sizeRange(a.Size)
		}
		if len(sec.Algorithms) == 0 {
			sec.Algorithms = slices.Clone(a.Algorithms)
		}
		if sec.Markers == "" {
			sec.Markers = markerName(a.Markers)
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
		sec.Style.WallWidth = max(sec.Style.WallWidth, LargePrintWallPt)
		sec.Style.WallColor = "black"
		c.CorridorPt = max(c.CorridorPt, LargePrintCorridorMM*72/25.4)
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
		return Text(lang, "instr."+ps.Name)
	case c.Age != nil || c.LargePrint:
		return Text(lang, "instr.maze")
	}
	return ""
}

// instructor is a Body with a line telling the pupil what to do.
type instructor interface{ Instruction(lang string) string }

// largePrinter is a Body printed in large print.
type largePrinter interface{ IsLargePrint() bool }

// ageMake makes a puzzle of age level a with mk from seed, and again from
// derived seeds (up to ageTries in all) while its difficulty is outside
// the level's band; it keeps the first in the band, or the closest.
func ageMake(a *AgeLevel, mk func(seed uint64) (*Puzzle, error), seed uint64) (*Puzzle, error) {
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

// markerName is the spec word of a marker style.
func markerName(m render.Markers) string {
	switch m {
	case render.MarkersNone:
		return "none"
	case render.MarkersLabels:
		return "labels"
	case render.MarkersPictures:
		return "pictures"
	}
	return "arrows"
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
