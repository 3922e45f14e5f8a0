package render

import (
	"fmt"
	"image/color"
)

// The cell sizes a picture is drawn at, in pixels (PNG) or points (PDF,
// SVG): below MinCell the walls are finer than a pixel or a printer's dot
// and the picture comes out blank.
const (
	MinCell = 1.0
	MaxCell = 1000.0
)

// CellUnits names the units of MinCell and MaxCell in messages.
const CellUnits = "pixels or points"

// Markers says how the doors are marked.
type Markers uint8

const (
	MarkersNone     Markers = iota // just the gaps in the outer wall
	MarkersArrows                  // an arrow into the entrance and out of the exit
	MarkersLabels                  // text labels beside the doors
	MarkersPictures                // a picture pair (PictureSet) beside the doors
)

var markerNames = [...]string{"none", "arrows", "labels", "pictures"}

// String returns the name of m: "none", "arrows", "labels" or "pictures".
func (m Markers) String() string {
	if int(m) < len(markerNames) {
		return markerNames[m]
	}
	return fmt.Sprintf("Markers(%d)", m)
}

// ParseMarkers returns the markers with the given name (see Markers.String).
func ParseMarkers(s string) (Markers, error) {
	for i, n := range markerNames {
		if n == s {
			return Markers(i), nil
		}
	}
	return 0, fmt.Errorf("render: unknown markers %q (valid: none, arrows, labels, pictures)", s)
}

// Style says how MazeScene draws a maze. The zero value is a good print
// style: black walls 0.1 cell wide on white, a one-cell margin, no solution.
// Lengths are in cell units (neighbouring cells are about 1 apart).
type Style struct {
	WallWidth  float64    // wall width; 0 means 0.1
	WallPt     float64    // if > 0, the wall width in output units (pt or px), fixed whatever the scale
	WallColor  color.RGBA // zero means black
	Background color.RGBA // zero means white
	// Transparent leaves the background unpainted (PNG and SVG).
	Transparent bool
	// Margin around the maze; 0 means 1 cell, negative means none.
	Margin float64
	// Cap of wall lines. The zero value, CapRound, closes corners of any
	// angle cleanly.
	Cap Cap

	Solution      []int      // cells to draw as the solution line, or nil
	SolutionColor color.RGBA // zero means a red
	SolutionWidth float64    // 0 means 0.3
	SolutionDash  bool       // dashed instead of solid

	Markers Markers
	// ArrowScale sizes the door arrows: 1 (or 0) is an arrow 0.7 cells
	// long and 0.56 wide; a book sets it so that its arrows print one size
	// on every page, whatever the cell size. The margin must leave room
	// for them (they reach 0.2 + 0.7·ArrowScale cells out).
	ArrowScale  float64
	StartLabel  string // "" means "Start"
	FinishLabel string // "" means "Finish"
	// PictureSet names the pictures of MarkersPictures ("" for the
	// default); PictureOutline draws them as black outlines to colour in.
	PictureSet     string
	PictureOutline bool

	// Shade fills cells by their distance (along passages) from ShadeFrom,
	// through Palette ("" means grey).
	Shade     bool
	ShadeFrom int
	Palette   string
	// Distances, if set, are used for shading instead of computing them.
	Distances []int32

	Title string // drawn above the maze when not empty

	// FloorWords are, for a maze on floors (a 3d grid), the name of a
	// floor and the words for stairs up and down in the key to the
	// marks; "" means "Floor", "up" and "down".
	FloorWords [3]string
	// Stack draws a maze on floors as a stack, each floor seen from above
	// at an angle, the lowest at the bottom, none hiding another; other
	// mazes are drawn as ever.
	Stack bool

	noStairMarks bool // the stack draws the stair marks itself
	// Centred keeps the maze in the middle of its picture: room that door
	// labels or pictures need on one side is left on the opposite side
	// too, so a picture centred on a sheet has its maze centred.
	Centred bool
}

func (s *Style) wallWidth() float64 {
	if s.WallWidth > 0 {
		return s.WallWidth
	}
	return 0.1
}

func (s *Style) wallColor() color.RGBA {
	if s.WallColor == (color.RGBA{}) {
		return color.RGBA{0, 0, 0, 255}
	}
	return s.WallColor
}

func (s *Style) background() color.RGBA {
	if s.Transparent {
		return color.RGBA{}
	}
	if s.Background == (color.RGBA{}) {
		return color.RGBA{255, 255, 255, 255}
	}
	return s.Background
}

func (s *Style) margin() float64 {
	switch {
	case s.Margin < 0:
		return 0
	case s.Margin == 0:
		return 1
	}
	return s.Margin
}

func (s *Style) solutionColor() color.RGBA {
	if s.SolutionColor == (color.RGBA{}) {
		return color.RGBA{214, 39, 40, 255}
	}
	return s.SolutionColor
}

func (s *Style) solutionWidth() float64 {
	if s.SolutionWidth > 0 {
		return s.SolutionWidth
	}
	return 0.3
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
