// Package catbook writes trap-the-cat puzzles: a letter-size booklet of
// boards with their answers, one board, a distance map, and the board of a
// game, as the cat command asks for them.
package catbook

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/trap"
)

// Booklet lays out trap-the-cat puzzles as a letter-size booklet: four
// numbered boards to a page, then as many pages of answers with the winning
// blocks numbered and the cat's best replies as arrows. moves is the number
// of blocks each puzzle takes and seed the seed they were made from (both
// for the titles).
func Booklet(g *trap.Geometry, ps []trap.Puzzle, moves int, seed uint64) *render.Document {
	d := &render.Document{Title: fmt.Sprintf("Trap the cat in %d, seed %d", moves, seed)}
	const pw, ph, margin = 612.0, 792.0, 36.0
	header := render.TextStyle{Font: fonts.Bold, Size: 14, Color: color.RGBA{0, 0, 0, 255}}
	page := func(title string, scenes []*render.Scene) {
		c := d.AddPage(pw, ph).Scene
		c.Text(margin, margin+4, title, header)
		cw, chh := (pw-2*margin-12)/2, (ph-2*margin-30-12)/2
		for i, s := range scenes {
			x := margin + float64(i%2)*(cw+12)
			y := margin + 30 + float64(i/2)*(chh+12)
			c.Place(s, x, y, cw, chh)
		}
	}
	for i := 0; i < len(ps); i += 4 {
		var scenes []*render.Scene
		for j := i; j < min(i+4, len(ps)); j++ {
			scenes = append(scenes, render.BoardScene(ps[j].Board, &render.CatStyle{Title: Title(j, moves), Coords: true}))
		}
		page(fmt.Sprintf("Trap the cat — block %d cells, one per turn", moves), scenes)
	}
	for i := 0; i < len(ps); i += 4 {
		var scenes []*render.Scene
		for j := i; j < min(i+4, len(ps)); j++ {
			var line []string
			for _, m := range ps[j].Line {
				mv := g.Name(m.Block)
				if m.Cat >= 0 {
					mv += "→" + g.Name(m.Cat)
				}
				line = append(line, mv)
			}
			scenes = append(scenes, render.BoardScene(ps[j].Board, &render.CatStyle{
				Title: fmt.Sprintf("Answer %d: %s", j+1, strings.Join(line, ", ")), Line: ps[j].Line, Coords: true}))
		}
		page("Answers: each block, then the cat's best reply", scenes)
	}
	return d
}

// Title is the title of puzzle i (from 0) of a cat booklet.
func Title(i, moves int) string {
	return fmt.Sprintf("Puzzle %d: trap the cat in %d", i+1, moves)
}
