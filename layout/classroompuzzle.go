// ClassroomMaze: what an age level and large print decide for a single
// maze made with package puzzle.

package layout

import (
	"strings"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
)

// ClassroomMaze sets in o what an age level (one of AgeLevelNames, or "")
// and large print decide, where the user did not set it: the grid size (of
// a sized grid), the algorithm, the markers, the band of difficulty, and
// the cell size (corridor plus wall, in points) and wall width on paper.
// given reports whether the user set an option, by its field name ("size",
// "algo", "markers", "cell", "wall-width", "wall-color", "background").
// Options that contradict what age or large print fix are *param.Error.
func ClassroomMaze(o *puzzle.Options, age string, largePrint bool, given func(field string) bool) error {
	p := &o.Picture
	corridor, wall := 0.0, 0.0 // points
	if age != "" {
		a, err := LookupAge(age)
		if err != nil {
			return param.Textf("age", age, "want %s", strings.Join(AgeLevelNames(), ", "))
		}
		o.Difficulty = a.Difficulty
		corridor, wall = a.CorridorPt(), a.WallPt
		if !given("size") && o.Grid.Width != 0 {
			o.Grid.Width, o.Grid.Height = a.Size[1][0], a.Size[1][1]
		}
		if !given("algo") {
			o.Algorithm = a.Algorithms[0]
		}
		if !given("markers") {
			p.Markers = a.Markers.String()
		}
	}
	if largePrint {
		corridor, wall = max(corridor, LargePrintCorridorMM*72/25.4), max(wall, LargePrintWallPt)
		if given("wall-color") || given("background") {
			return param.Presentf("large-print", "prints black walls on white: leave out the wall and background colours")
		}
		p.WallColor, p.Background = "black", "white"
	}
	if corridor == 0 {
		return nil
	}
	if given("cell") || given("wall-width") {
		return param.Presentf("age", "and large print set the cell and wall size on paper: leave out the cell size and wall width")
	}
	p.Cell = corridor + wall
	p.WallWidth = wall / p.Cell
	return fitsPaper(o, age, largePrint)
}

// fitsPaper refuses a paper the maze at its age or large-print size does
// not fit on: it would be scaled down, and its corridors and walls with
// it, below the sizes the level promises.
func fitsPaper(o *puzzle.Options, age string, largePrint bool) error {
	p := &o.Picture
	if p.Paper == "" || o.Grid.Width == 0 {
		return nil
	}
	paper, err := render.LookupPaper(p.Paper)
	if err != nil {
		return nil // the picture options refuse it by name
	}
	pw, ph := paper.W, paper.H
	if p.Landscape {
		pw, ph = ph, pw
	}
	margin := max(p.Margin, 0)
	w := (float64(o.Grid.Width) + 2*margin) * p.Cell
	h := (float64(o.Grid.Height) + 2*margin) * p.Cell
	if w <= pw && h <= ph {
		return nil
	}
	what := "large-print"
	if age != "" {
		what = "age " + age
		if largePrint {
			what += " large-print"
		}
	}
	return param.Textf("paper", p.Paper, "a %s maze of %dx%d cells is %.0fx%.0f mm at its size, larger than the paper (%.0fx%.0f mm), and would print smaller than %s promises; use a larger paper or a smaller size",
		what, o.Grid.Width, o.Grid.Height, w*25.4/72, h*25.4/72, pw*25.4/72, ph*25.4/72, what)
}
