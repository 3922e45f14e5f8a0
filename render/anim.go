// Animations of a maze being carved and solved, as GIF and APNG.

package render

import (
	"fmt"
	"image"
	"image/color"
	"io"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render/internal/anim"
	"github.com/mazekit/mazekit/topology"
)

// AnimKind is what an animation shows.
type AnimKind uint8

const (
	// AnimGenerate shows the walls falling as the generator carves.
	AnimGenerate AnimKind = iota
	// AnimSolve shows a breadth-first search spreading from the entrance,
	// then the solution drawn from entrance to exit.
	AnimSolve
)

// ParseAnimKind returns the kind with the given name: generate or solve.
func ParseAnimKind(s string) (AnimKind, error) {
	switch s {
	case "generate":
		return AnimGenerate, nil
	case "solve":
		return AnimSolve, nil
	}
	return 0, fmt.Errorf("render: unknown animation %q (valid: generate, solve)", s)
}

// AnimOptions control writeGIF and writeAPNG. The zero value means the
// generation, 20 frames a second, at most 120 frames, 16 pixels per cell.
type AnimOptions struct {
	Kind      AnimKind
	FPS       int     // frames per second; 0 means 20
	MaxFrames int     // the steps are batched to fit; 0 means 120
	CellPx    float64 // pixels per cell; 0 means 16
	// Steps are the generator's steps, as maze.Record saw them, for the
	// registered formats (writeGIF and writeAPNG take them as an argument).
	Steps []maze.Step
}

// animEncode writes src's maze with an animation writer.
func animEncode(w io.Writer, src *Source, write func(io.Writer, *maze.Maze, []maze.Step, *AnimOptions) error) error {
	if src.Maze == nil {
		return fmt.Errorf("render: animation needs a maze")
	}
	o, _ := OptionOf[*AnimOptions](src)
	var steps []maze.Step
	if o != nil {
		steps = o.Steps
	}
	return write(w, src.Maze, steps, o)
}

func (o *AnimOptions) values() (AnimKind, int, int, float64, error) {
	var z AnimOptions
	if o != nil {
		z = *o
	}
	fps, maxF, px := z.FPS, z.MaxFrames, z.CellPx
	if fps == 0 {
		fps = 20
	}
	if maxF == 0 {
		maxF = 120
	}
	if px == 0 {
		px = 16
	}
	switch {
	case fps < 1 || fps > 100:
		return 0, 0, 0, 0, fmt.Errorf("render: animation fps %d: want 1 to 100", fps)
	case maxF < 2 || maxF > 10000:
		return 0, 0, 0, 0, fmt.Errorf("render: animation max frames %d: want 2 to 10000", maxF)
	case !(px >= 2 && px <= 200):
		return 0, 0, 0, 0, fmt.Errorf("render: animation cell size %v px: want 2 to 200", px)
	}
	return z.Kind, fps, maxF, px, nil
}

// maxAnimPixels is the largest animation frame.
const maxAnimPixels = 16_000_000

// Animation colours: a fixed palette, so every frame shares it.
var animPalette = color.Palette{
	rgb(0xffffff), rgb(0x000000), rgb(0x555555), rgb(0x888888), rgb(0xaaaaaa), rgb(0xcccccc),
	rgb(0x9fc5e8), rgb(0x6fa8dc), rgb(0xd62728), rgb(0xe8898a), rgb(0x3d5a80),
	color.RGBA{}, // transparent: unchanged since the last frame
}

const animTransparent = 11

var (
	animUnvisited = rgb(0xcccccc)
	animExplored  = rgb(0x9fc5e8)
)

// animate draws the frames one at a time and hands each to emit: the
// first whole, the others as what changed since the one before (frames
// without a change are left out). Only two frames are held at once. steps
// are the generator's steps (AnimGenerate). It returns the frame rate.
func animate(m *maze.Maze, steps []maze.Step, o *AnimOptions, emit func(*image.Paletted) error) (int, error) {
	kind, fps, maxF, px, err := o.values()
	if err != nil {
		return 0, err
	}
	g := m.Grid
	if b := g.Bounds(); (b.Dx()+1)*(b.Dy()+1)*px*px > maxAnimPixels {
		return 0, fmt.Errorf("render: animation frames of %.0fx%.0f pixels are too big (at most %d million pixels)", (b.Dx()+1)*px, (b.Dy()+1)*px, maxAnimPixels/1_000_000)
	}
	diff := anim.Differ{Palette: animPalette, Transparent: animTransparent, Emit: emit}
	frame := func(sc *Scene) error {
		img, err := rasterPNG(sc, &PNGOptions{Scale: px})
		if err != nil {
			return err
		}
		return diff.Add(img)
	}
	if kind == AnimSolve {
		return fps, anim.Solve(m, maxF, animExplored, func(state []color.RGBA, sol []int) error {
			return frame(animScene(m, state, sol))
		})
	}
	return fps, anim.Generate(m, steps, maxF, animUnvisited, func(cur *maze.Maze, state []color.RGBA) error {
		return frame(animScene(cur, state, nil))
	})
}

// animScene draws m with cells filled by state (zero: unfilled) and the
// first cells of the solution.
func animScene(m *maze.Maze, state []color.RGBA, sol []int) *Scene {
	st := &Style{Margin: 0.5, Solution: sol}
	g := m.Grid
	b := g.Bounds()
	mg := st.margin()
	ox, oy := mg-b.Min.X, mg-b.Min.Y
	s := NewScene(b.Dx()+2*mg, b.Dy()+2*mg)
	s.Background = rgb(0xffffff)
	var pts []topology.Point
	for c, col := range state {
		if col.A == 0 {
			continue
		}
		pts = g.Outline(c, pts[:0])
		polygon(s, pts, ox, oy)
		s.Fill(col)
	}
	drawWalls(s, m, st, ox, oy)
	if len(sol) > 1 {
		drawSolution(s, m, st, ox, oy)
	}
	return s
}

// writeGIF writes an animated GIF of m: its generation from steps (as
// recorded by maze.Record while it was carved), or its solving. Frames
// after the first hold only what changed. The last frame stays for two
// seconds; the animation loops. Frames are encoded as they are drawn, so
// the memory held is two frames and the encoded file.
func writeGIF(w io.Writer, m *maze.Maze, steps []maze.Step, o *AnimOptions) error {
	_, fps, _, _, err := o.values()
	if err != nil {
		return err
	}
	g := anim.NewGIF(animPalette, max(2, 100/fps))
	if _, err := animate(m, steps, o, g.Add); err != nil {
		return err
	}
	return g.Close(w, 200)
}
