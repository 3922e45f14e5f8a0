// ClassroomMaze: what an age level and large print decide for a single
// maze made with package puzzle.

package classroom

import (
	"slices"
	"strings"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
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
		if k, _ := topology.Lookup(o.Grid.Kind); !slices.Contains(AgeGrids(), o.Grid.Kind) {
			return param.Textf("age", age, "age levels take grid %s, not %s: it %s", topology.OrList(AgeGrids()), o.Grid.Kind, NotForAges(k))
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
	// On paper the maze prints true to size, centred on the sheet; a
	// board the level would make too big for the sheet gets fewer cells.
	p.TrueSize = true
	if p.Paper != "" && !given("size") && o.Grid.Width != 0 {
		pp, err := render.LookupPaper(p.Paper)
		if err != nil {
			return param.Textf("paper", p.Paper, "%v", err)
		}
		pw, ph := pp.W, pp.H
		if p.Landscape {
			pw, ph = ph, pw
		}
		// Room for the doors' markers beyond the board, in cells.
		mg := 1.0
		switch p.Markers {
		case render.MarkersLabels.String(), render.MarkersPictures.String():
			mg = 3
			if p.PictureOutline {
				mg = 4.5
			}
		}
		fitW := int((pw-2*puzzle.SheetMargin)/p.Cell - 2*mg)
		fitH := int((ph-2*puzzle.SheetMargin)/p.Cell - 2*mg)
		if p.Title != "" {
			fitH -= 2
		}
		o.Grid.Width = max(1, min(o.Grid.Width, fitW))
		o.Grid.Height = max(1, min(o.Grid.Height, fitH))
	}
	return nil
}

// LocalePaper returns the paper a classroom sheet prints on when none is
// given: US Letter in the countries that use it (the United States,
// Canada, Mexico, Chile, Colombia, Venezuela, the Philippines and a few
// more), A4 everywhere else. getenv looks up the locale (LC_ALL, LC_PAPER,
// LANG, as POSIX orders them), such as os.Getenv.
func LocalePaper(getenv func(string) string) string {
	loc := ""
	for _, k := range []string{"LC_ALL", "LC_PAPER", "LANG"} {
		if v := getenv(k); v != "" {
			loc = v
			break
		}
	}
	// language_TERRITORY.codeset@modifier
	loc, _, _ = strings.Cut(loc, ".")
	loc, _, _ = strings.Cut(loc, "@")
	_, territory, ok := strings.Cut(loc, "_")
	if !ok || loc == "C" || loc == "POSIX" {
		return "letter"
	}
	switch strings.ToUpper(territory) {
	case "US", "CA", "MX", "CL", "CO", "VE", "PH", "CR", "GT", "SV", "DO", "PR", "PA", "NI", "HN", "BZ":
		return "letter"
	}
	return "a4"
}
