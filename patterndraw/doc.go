// Package patterndraw draws the pictures of package pattern as render
// scenes: 10 PRINT tiles as lines, arcs or coloured regions and as the C64
// screen (TenPrintScene, PETSCIIScene), cellular-automaton boards as block
// mazes (LifeScene), hexagonal and multi-scale square Truchet tiles
// (HexTruchetScene, RectTruchetScene), classical labyrinths
// (LabyrinthScene), and number and letter mazes (SequenceScene).
//
// Each builder takes the pattern and a style whose zero value (or nil) is
// the print look, and returns a *render.Scene in the pattern's own units
// (a cell, a tile or a path width each), for any render format, a book page
// or a wallpaper. The same pattern and style give the same scene.
package patterndraw

import "github.com/mazekit/mazekit/render"

// palette returns the named palette; "" or an unknown name gives the
// rainbow.
func palette(name string) render.Palette {
	pal, err := render.LookupPalette(orDefault(name, "rainbow"))
	if err != nil {
		pal, _ = render.LookupPalette("rainbow")
	}
	return pal
}

// orDefault returns s, or def if s is empty.
func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
