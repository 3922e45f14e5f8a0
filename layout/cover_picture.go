// A book's picture: a built-in picture drawn as a colour picture maze with
// its way shaded, leading the front cover and the title page.

package layout

import (
	"math/rand/v2"

	"github.com/mazekit/mazekit/picmaze"
	"github.com/mazekit/mazekit/picturesheet"
	"github.com/mazekit/mazekit/render"
)

// pictureArt draws the built-in picture name as a picture maze in its own
// colours with the way shaded, made from seed; nil if it cannot be made.
// The maze is remade from the seed, not taken from the book, so it answers
// none of the book's puzzles.
func pictureArt(name string, seed uint64) *render.Scene {
	src, err := picturesheet.Source(name, 0, len(picmaze.Crayons()))
	if err != nil {
		return nil
	}
	res, err := picmaze.Generate(src, 0, 0, picmaze.DefaultLimits(), seed^0x9e3779b97f4a7c15)
	if err != nil {
		return nil
	}
	rng := rand.New(rand.NewPCG(seed, streamCover))
	keys := res.Keys(rng)
	sc := render.PictureMazeScene(res.Maze, &render.PictureMazeStyle{Way: res.Way, Solved: true, Colors: res.Target.Colors, Keys: keys, Plain: true})
	sc.MinLine = minLine
	return sc
}
