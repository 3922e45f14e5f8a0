// Age levels: one table fixing, for each age group, how wide a maze's
// corridors print, how big and how branchy it is and how it is marked.
// The options table's age row takes their names; classroom applies them.

package puzzle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mazekit/mazekit/render"
)

// AgeLevel is what an age group gets. A maze of the level prints with
// corridors at least CorridorMM wide (so a crayon or a pencil fits), walls
// WallPt wide, a board between Size[0] and Size[1] cells, made by
// Algorithms in turn, marked by Markers, and kept only when its
// difficulty score (maze.Measure) falls in Difficulty, when it can.
type AgeLevel struct {
	Name       string
	CorridorMM float64
	WallPt     float64
	Size       [2][2]int // WxH from, to
	Algorithms []string
	Markers    render.Markers
	Difficulty [2]float64 // [low, high)
	// SequenceLen is the length of the sequence a number or letter maze of
	// the level follows, from–to, on a grid of SequenceGrid cells.
	SequenceLen  [2]int
	SequenceGrid [2]int
}

// AgeLevels is the table, youngest first. The reasons, kept with the
// numbers in the README:
//
//   - Corridors: a 3–4 year old holds a crayon in the fist and draws a line
//     about 5 mm thick that wanders by as much again: 12 mm. At 5–6 a
//     pencil in a tripod grip, 10 mm; the lines steady by 7–8 (8 mm) and
//     9–10 (6.5 mm, a wide-ruled line); 5 mm at 11–12 and 4 mm for adults,
//     the width of a college-ruled line and below that of the default
//     book maze.
//   - Walls are thick where corridors are wide so the walls stay visible at
//     arm's length and a child sees where not to cross: 3 pt down to 1 pt.
//   - Boards are as big as fit four to a sheet of A4 or Letter at that
//     corridor width (the tightest of the two papers), so every level
//     prints 1 to 4 per sheet.
//   - Algorithms: depth-first search makes long winding corridors with few
//     side branches, the easiest to follow for the youngest; hunt-and-kill
//     adds a few more; Wilson's uniform mazes, with many short dead ends,
//     are the hardest per cell and come from 9–10 on.
//   - Markers: pictures until reading is easy (up to 7–8), then the words
//     Start and Finish, and plain arrows for adults.
//   - Difficulty bands follow the score's fixed labels (Easy below 70,
//     Medium, Hard from 80, Expert from 90): the three youngest levels stay
//     Easy, 9–10 runs Easy to Medium, 11–12 Medium and adults Medium to
//     Expert. A maze outside its band is made again from the next seed, up
//     to a few times.
var ageLevels = []AgeLevel{
	{Name: "3-4", CorridorMM: 12, WallPt: 3, Size: [2][2]int{{3, 4}, {4, 4}}, Algorithms: []string{"dfs"},
		Markers: render.MarkersPictures, Difficulty: [2]float64{0, 50}, SequenceLen: [2]int{5, 6}, SequenceGrid: [2]int{4, 4}},
	{Name: "5-6", CorridorMM: 10, WallPt: 2.5, Size: [2][2]int{{5, 5}, {6, 6}}, Algorithms: []string{"dfs"},
		Markers: render.MarkersPictures, Difficulty: [2]float64{40, 56}, SequenceLen: [2]int{6, 10}, SequenceGrid: [2]int{5, 5}},
	{Name: "7-8", CorridorMM: 8, WallPt: 2, Size: [2][2]int{{7, 7}, {8, 8}}, Algorithms: []string{"dfs", "hunt-and-kill"},
		Markers: render.MarkersPictures, Difficulty: [2]float64{52, 64}, SequenceLen: [2]int{10, 14}, SequenceGrid: [2]int{6, 6}},
	{Name: "9-10", CorridorMM: 6.5, WallPt: 1.5, Size: [2][2]int{{9, 9}, {10, 10}}, Algorithms: []string{"hunt-and-kill", "wilson"},
		Markers: render.MarkersLabels, Difficulty: [2]float64{58, 72}, SequenceLen: [2]int{12, 18}, SequenceGrid: [2]int{7, 7}},
	{Name: "11-12", CorridorMM: 5, WallPt: 1.2, Size: [2][2]int{{11, 11}, {13, 13}}, Algorithms: []string{"wilson", "hunt-and-kill"},
		Markers: render.MarkersLabels, Difficulty: [2]float64{64, 80}, SequenceLen: [2]int{14, 22}, SequenceGrid: [2]int{8, 8}},
	{Name: "adult", CorridorMM: 4, WallPt: 1, Size: [2][2]int{{14, 14}, {17, 17}}, Algorithms: []string{"wilson", "dfs"},
		Markers: render.MarkersArrows, Difficulty: [2]float64{70, 100}, SequenceLen: [2]int{18, 26}, SequenceGrid: [2]int{9, 9}},
}

// AgeLevels lists the age levels, youngest first (a new slice each call).
func AgeLevels() []AgeLevel { return slices.Clone(ageLevels) }

// AgeLevelNames returns the names of the age levels, youngest first.
func AgeLevelNames() []string {
	var n []string
	for _, a := range ageLevels {
		n = append(n, a.Name)
	}
	return n
}

// LookupAge returns the age level called name.
func LookupAge(name string) (*AgeLevel, error) {
	for i := range ageLevels {
		if ageLevels[i].Name == name {
			return &ageLevels[i], nil
		}
	}
	return nil, fmt.Errorf("%q is not one of %s", name, strings.Join(AgeLevelNames(), ", "))
}

// CorridorPt is the level's narrowest corridor in points.
func (a *AgeLevel) CorridorPt() float64 { return a.CorridorMM * 72 / 25.4 }

// InBand reports whether difficulty lies in the level's band.
func (a *AgeLevel) InBand(difficulty float64) bool {
	return difficulty >= a.Difficulty[0] && difficulty < a.Difficulty[1]
}
