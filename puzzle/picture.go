package puzzle

import (
	"image/color"
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// MaxWallWidth is the widest wall, in cells: half a cell leaves a passage
// as wide as the walls beside it.
const MaxWallWidth = 0.5

// Picture is how a maze is drawn in the picture formats (PNG, SVG, PDF and
// the animations), as text and numbers a front end takes from its user.
// DefaultPicture gives the defaults.
type Picture struct {
	Cell           float64 // cell size: pixels (PNG) or points (PDF, SVG)
	Width, Height  int     // PNG: exact image size in pixels (0: from Cell)
	Margin         float64 // margin around the maze, in cells
	WallWidth      float64 // wall width, in cells
	WallColor      string  // #rrggbb, #rgb or a colour name
	Background     string  // a colour, or "transparent"
	LineCap        string  // round, square or butt
	SolutionColor  string  // solution line colour
	SolutionWidth  float64 // solution line width, in cells
	SolutionStyle  string  // solid or dashed
	Markers        string  // door markers: none, arrows, labels or pictures
	PictureSet     string  // the pictures of Markers "pictures" ("" for the default set)
	PictureOutline bool    // draw the door pictures as outlines, for colouring in
	StartLabel     string  // entrance label (Markers "labels")
	FinishLabel    string  // exit label
	Shade          string  // cell shading: none or distance
	ShadeFrom      string  // distance shading from: entrance, center or a cell number
	Palette        string  // shading palette (render.PaletteNames)
	Title          string  // title above the maze
	Stack          bool    // 3d: the floors drawn as a stack seen from above at an angle
	Paper          string  // PDF: paper size name (render.Papers); "" for the drawing's size
	Landscape      bool    // PDF: turn the paper sideways
	PDFX           string  // PDF: write PDF/X for print shops: "", x1a or x4
	// TrueSize prints a PDF on Paper at Cell points a cell, centred on
	// the sheet, instead of fitting the drawing to the sheet: corridors
	// and walls keep the width they were given. A maze too big for the
	// sheet at that size is an error.
	TrueSize bool
}

// DefaultPicture returns the picture options of a plain maze: 20-unit
// cells, black walls on white, a red solution line.
func DefaultPicture() Picture {
	return Picture{Cell: 20, Margin: 1, WallWidth: 0.1, WallColor: "black", Background: "white", LineCap: "round",
		SolutionColor: "#d62728", SolutionWidth: 0.3, SolutionStyle: "solid", Markers: "none",
		StartLabel: "Start", FinishLabel: "Finish", Shade: "none", ShadeFrom: "entrance", Palette: "grey"}
}

// PaperNames returns the paper sizes a Picture takes, joined with sep.
func PaperNames(sep string) string {
	var n []string
	for _, p := range render.Papers() {
		n = append(n, p.Name)
	}
	return strings.Join(n, sep)
}

// picture is the validated form of a Picture.
type picture struct {
	style     render.Style
	shadeFrom string
	png       render.PNGOptions
	pdf       render.PDFOptions
	svg       render.SVGOptions
	trueSize  bool // a PDF on paper at pdf.Scale points a cell (see Picture.TrueSize)
}

// build validates f. Geometry-dependent parts (the shade origin) are
// resolved when a maze is drawn.
func (f *Picture) build() (*picture, error) {
	o := &picture{}
	st := &o.style
	if err := param.Range("cell", f.Cell, render.MinCell, render.MaxCell, render.CellUnits); err != nil {
		return nil, err
	}
	if f.Width < 0 || f.Width > 30000 {
		return nil, param.Errorf("width", f.Width, "must be between 1 and 30000 pixels")
	}
	if f.Height < 0 || f.Height > 30000 {
		return nil, param.Errorf("height", f.Height, "must be between 1 and 30000 pixels")
	}
	if f.Margin < 0 || f.Margin > 100 {
		return nil, param.Errorf("margin", f.Margin, "must be between 0 and 100 cells")
	}
	if !(f.WallWidth > 0 && f.WallWidth <= MaxWallWidth) {
		return nil, param.Errorf("wall-width", f.WallWidth, "must be greater than 0 and at most %v cell (a passage as wide as its walls)", MaxWallWidth)
	}
	if f.SolutionWidth <= 0 || f.SolutionWidth > 1 {
		return nil, param.Errorf("solution-width", f.SolutionWidth, "must be greater than 0 and at most 1 cell")
	}
	colour := func(field, v string) (color.RGBA, error) {
		rc, err := render.ParseColor(v)
		if err != nil {
			return rc, param.Textf(field, v, "want #rrggbb, #rgb or a colour name (black, white, red, green, blue, grey, navy, orange)")
		}
		return rc, nil
	}
	wc, err := colour("wall-color", f.WallColor)
	if err != nil {
		return nil, err
	}
	if wc.A == 0 {
		return nil, param.Textf("wall-color", f.WallColor, "walls must be visible; want #rrggbb, #rgb or a colour name")
	}
	st.WallColor.R, st.WallColor.G, st.WallColor.B, st.WallColor.A = wc.R, wc.G, wc.B, 255
	if strings.EqualFold(f.Background, "transparent") {
		st.Transparent = true
	} else {
		bc, err := colour("background", f.Background)
		if err != nil {
			return nil, err
		}
		st.Background.R, st.Background.G, st.Background.B, st.Background.A = bc.R, bc.G, bc.B, 255
	}
	sc, err := colour("solution-color", f.SolutionColor)
	if err != nil {
		return nil, err
	}
	st.SolutionColor.R, st.SolutionColor.G, st.SolutionColor.B, st.SolutionColor.A = sc.R, sc.G, sc.B, 255
	if st.Cap, err = render.ParseCap(f.LineCap); err != nil {
		return nil, param.Textf("line-cap", f.LineCap, "want round, square or butt")
	}
	switch f.SolutionStyle {
	case "solid":
	case "dashed":
		st.SolutionDash = true
	default:
		return nil, param.Textf("solution-style", f.SolutionStyle, "want solid or dashed")
	}
	if st.Markers, err = render.ParseMarkers(f.Markers); err != nil {
		return nil, param.Textf("markers", f.Markers, "want none, arrows, labels or pictures")
	}
	if f.PictureSet != "" {
		if _, ok := render.LookupPictureSet(f.PictureSet); !ok {
			return nil, param.Textf("picture-set", f.PictureSet, "want %s", strings.Join(render.PictureSets(), ", "))
		}
	}
	st.PictureSet, st.PictureOutline = f.PictureSet, f.PictureOutline
	switch f.Shade {
	case "none":
	case "distance":
		st.Shade = true
	default:
		return nil, param.Textf("shade", f.Shade, "want none or distance")
	}
	if _, err := render.LookupPalette(f.Palette); err != nil {
		return nil, param.Textf("palette", f.Palette, "unknown palette (valid: %s)", strings.Join(render.PaletteNames(), ", "))
	}
	if f.ShadeFrom != "entrance" && f.ShadeFrom != "center" {
		if _, err := strconv.Atoi(f.ShadeFrom); err != nil {
			return nil, param.Textf("shade-from", f.ShadeFrom, "want entrance, center or a cell number")
		}
	}
	if f.Paper != "" {
		if _, err := render.LookupPaper(f.Paper); err != nil {
			return nil, param.Textf("paper", f.Paper, "unknown paper (valid: %s)", PaperNames(", "))
		}
	}
	st.Palette, st.Title, st.StartLabel, st.FinishLabel = f.Palette, f.Title, f.StartLabel, f.FinishLabel
	st.Stack = f.Stack
	st.WallWidth, st.SolutionWidth = f.WallWidth, f.SolutionWidth
	st.Margin = f.Margin
	if f.Margin == 0 {
		st.Margin = -1
	}
	pdfx, err := render.ParsePDFX(f.PDFX)
	if err != nil {
		return nil, param.Textf("pdfx", f.PDFX, "want x1a or x4")
	}
	o.shadeFrom = f.ShadeFrom
	o.png = render.PNGOptions{Scale: f.Cell, Width: f.Width, Height: f.Height}
	o.svg = render.SVGOptions{Scale: f.Cell}
	o.pdf = render.PDFOptions{Scale: f.Cell, Paper: f.Paper, Landscape: f.Landscape, PDFX: pdfx}
	o.trueSize = f.TrueSize && f.Paper != ""
	o.style.Centred = o.trueSize
	return o, nil
}

// shadeOrigin resolves ShadeFrom on a maze.
func shadeOrigin(m *maze.Maze, from string) (int, error) {
	switch from {
	case "entrance":
		if m.Entrance.Valid() {
			return m.Entrance.Cell, nil
		}
		if t, ok := m.Grid.(topology.Terminals); ok {
			start, _ := t.Terminals() // no doors: where the maze starts
			return start, nil
		}
		return 0, nil
	case "center":
		return topology.Nearest(m.Grid, m.Grid.Bounds().Center()), nil
	}
	c, _ := strconv.Atoi(from)
	if c < 0 || c >= m.Grid.NumCells() {
		return 0, param.Errorf("shade-from", c, "cell out of range 0..%d", m.Grid.NumCells()-1)
	}
	return c, nil
}
