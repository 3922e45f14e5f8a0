// Animations of a maze being carved and solved, as GIF and APNG.

package render

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"image/png"
	"io"

	"github.com/mazekit/mazekit/maze"
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

// AnimOptions control WriteGIF and WriteAPNG. The zero value means the
// generation, 20 frames a second, at most 120 frames, 16 pixels per cell.
type AnimOptions struct {
	Kind      AnimKind
	FPS       int     // frames per second; 0 means 20
	MaxFrames int     // the steps are batched to fit; 0 means 120
	CellPx    float64 // pixels per cell; 0 means 16
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

// animate builds the frames. steps are the generator's steps (AnimGenerate).
func animate(m *maze.Maze, steps []maze.Step, o *AnimOptions) ([]*image.Paletted, int, error) {
	kind, fps, maxF, px, err := o.values()
	if err != nil {
		return nil, 0, err
	}
	g := m.Grid
	state := make([]color.RGBA, g.NumCells()) // zero: plain floor
	var pics []*Scene
	switch kind {
	case AnimGenerate:
		if len(steps) == 0 {
			return nil, 0, fmt.Errorf("render: no generation steps to animate")
		}
		cur := maze.New(g)
		cur.Entrance, cur.Exit = m.Entrance, m.Exit
		for c := range state {
			state[c] = animUnvisited
		}
		pics = append(pics, animScene(cur, state, nil))
		batch := (len(steps) + maxF - 3) / (maxF - 2)
		for i, s := range steps {
			if s.Open {
				cur.Open(int(s.Edge))
				a, b := g.Ends(int(s.Edge))
				state[a], state[b] = color.RGBA{}, color.RGBA{}
			} else {
				cur.Close(int(s.Edge))
			}
			if (i+1)%batch == 0 || i == len(steps)-1 {
				pics = append(pics, animScene(cur, state, nil))
			}
		}
	case AnimSolve:
		sol := maze.Solve(m)
		if sol == nil {
			return nil, 0, fmt.Errorf("render: the maze has no solution to animate (no doors?)")
		}
		order := bfsOrder(m, sol[0], sol[len(sol)-1])
		exploreF := max(1, (maxF-2)*2/3)
		solveF := max(1, maxF-2-exploreF)
		pics = append(pics, animScene(m, state, nil))
		batch := (len(order) + exploreF - 1) / exploreF
		for i, c := range order {
			state[c] = animExplored
			if (i+1)%batch == 0 || i == len(order)-1 {
				pics = append(pics, animScene(m, state, nil))
			}
		}
		batch = (len(sol) + solveF - 1) / solveF
		for k := batch; ; k += batch {
			k = min(k, len(sol))
			if k >= 2 {
				pics = append(pics, animScene(m, state, sol[:k]))
			}
			if k == len(sol) {
				break
			}
		}
	}
	var frames []*image.Paletted
	var prev *image.Paletted
	for _, sc := range pics {
		img, err := RasterPNG(sc, &PNGOptions{Scale: px})
		if err != nil {
			return nil, 0, err
		}
		full := image.NewPaletted(img.Bounds(), animPalette[:animTransparent])
		draw.Draw(full, full.Rect, img, img.Bounds().Min, draw.Src)
		full.Palette = animPalette
		if prev == nil {
			frames = append(frames, full)
		} else if d := delta(prev, full); d != nil {
			frames = append(frames, d)
		}
		prev = full
	}
	return frames, fps, nil
}

// bfsOrder returns the cells in the order a breadth-first search from a
// reaches them, up to and including b.
func bfsOrder(m *maze.Maze, a, b int) []int {
	d := maze.Distances(m, a)
	limit := d[b]
	var byDist [][]int
	for c, v := range d {
		if v >= 0 && v <= limit {
			for len(byDist) <= int(v) {
				byDist = append(byDist, nil)
			}
			byDist[v] = append(byDist[v], c)
		}
	}
	var out []int
	for _, l := range byDist {
		out = append(out, l...)
	}
	return out
}

// delta returns the part of cur that differs from prev, with unchanged
// pixels transparent, or nil when nothing changed.
func delta(prev, cur *image.Paletted) *image.Paletted {
	r := image.Rectangle{}
	b := cur.Rect
	for y := b.Min.Y; y < b.Max.Y; y++ {
		po, co := prev.PixOffset(b.Min.X, y), cur.PixOffset(b.Min.X, y)
		pr, cr := prev.Pix[po:po+b.Dx()], cur.Pix[co:co+b.Dx()]
		if bytes.Equal(pr, cr) {
			continue
		}
		x0, x1 := 0, b.Dx()-1
		for pr[x0] == cr[x0] {
			x0++
		}
		for pr[x1] == cr[x1] {
			x1--
		}
		r = r.Union(image.Rect(b.Min.X+x0, y, b.Min.X+x1+1, y+1))
	}
	if r.Empty() {
		return nil
	}
	d := image.NewPaletted(r, animPalette)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p, c := prev.ColorIndexAt(x, y), cur.ColorIndexAt(x, y)
			if p == c {
				d.SetColorIndex(x, y, animTransparent)
			} else {
				d.SetColorIndex(x, y, c)
			}
		}
	}
	return d
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

// WriteGIF writes an animated GIF of m: its generation from steps (as
// recorded by maze.Record while it was carved), or its solving. Frames
// after the first hold only what changed. The last frame stays for two
// seconds; the animation loops.
func WriteGIF(w io.Writer, m *maze.Maze, steps []maze.Step, o *AnimOptions) error {
	frames, fps, err := animate(m, steps, o)
	if err != nil {
		return err
	}
	a := &gif.GIF{Config: image.Config{ColorModel: animPalette, Width: frames[0].Rect.Dx(), Height: frames[0].Rect.Dy()}}
	for i, f := range frames {
		a.Image = append(a.Image, f)
		d := max(2, 100/fps)
		if i == len(frames)-1 {
			d = 200
		}
		a.Delay = append(a.Delay, d)
		a.Disposal = append(a.Disposal, gif.DisposalNone)
	}
	return gif.EncodeAll(w, a)
}

// WriteAPNG writes the same animation as WriteGIF as an animated PNG.
func WriteAPNG(w io.Writer, m *maze.Maze, steps []maze.Step, o *AnimOptions) error {
	frames, fps, err := animate(m, steps, o)
	if err != nil {
		return err
	}
	ew := &errWriter{w: w}
	chunk := func(typ string, data []byte) {
		if ew.err != nil {
			return
		}
		var hdr [8]byte
		binary.BigEndian.PutUint32(hdr[:4], uint32(len(data)))
		copy(hdr[4:], typ)
		crc := crc32.NewIEEE()
		crc.Write(hdr[4:])
		crc.Write(data)
		var tail [4]byte
		binary.BigEndian.PutUint32(tail[:], crc.Sum32())
		for _, b := range [][]byte{hdr[:], data, tail[:]} {
			if _, err := ew.w.Write(b); err != nil {
				ew.err = err
				return
			}
		}
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	seq := uint32(0)
	for i, f := range frames {
		var buf bytes.Buffer
		if err := enc.Encode(&buf, f); err != nil {
			return err
		}
		chunks := pngChunks(buf.Bytes())
		if i == 0 {
			if _, err := w.Write([]byte("\x89PNG\r\n\x1a\n")); err != nil {
				return err
			}
			chunk("IHDR", chunks["IHDR"][0])
			actl := make([]byte, 8)
			binary.BigEndian.PutUint32(actl, uint32(len(frames)))
			chunk("acTL", actl) // plays forever (0 loops)
			chunk("PLTE", chunks["PLTE"][0])
			if t := chunks["tRNS"]; t != nil {
				chunk("tRNS", t[0])
			}
		}
		fc := make([]byte, 26)
		binary.BigEndian.PutUint32(fc[0:], seq)
		seq++
		binary.BigEndian.PutUint32(fc[4:], uint32(f.Rect.Dx()))
		binary.BigEndian.PutUint32(fc[8:], uint32(f.Rect.Dy()))
		binary.BigEndian.PutUint32(fc[12:], uint32(f.Rect.Min.X))
		binary.BigEndian.PutUint32(fc[16:], uint32(f.Rect.Min.Y))
		num := uint16(1)
		den := uint16(fps)
		if i == len(frames)-1 {
			num, den = 2, 1
		}
		binary.BigEndian.PutUint16(fc[20:], num)
		binary.BigEndian.PutUint16(fc[22:], den)
		fc[24] = 0 // dispose: none
		fc[25] = 1 // blend: over, so transparent pixels keep the last frame
		chunk("fcTL", fc)
		for _, data := range chunks["IDAT"] {
			if i == 0 {
				chunk("IDAT", data)
				continue
			}
			fd := make([]byte, 4+len(data))
			binary.BigEndian.PutUint32(fd, seq)
			seq++
			copy(fd[4:], data)
			chunk("fdAT", fd)
		}
	}
	chunk("IEND", nil)
	return ew.err
}

// pngChunks splits an encoded PNG into its chunks' data by type.
func pngChunks(b []byte) map[string][][]byte {
	out := map[string][][]byte{}
	for p := 8; p+12 <= len(b); {
		n := int(binary.BigEndian.Uint32(b[p:]))
		typ := string(b[p+4 : p+8])
		out[typ] = append(out[typ], b[p+8:p+8+n])
		p += 12 + n
	}
	return out
}
