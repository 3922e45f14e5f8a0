package render

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"image/png"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// recorded carves a maze while recording its steps.
func recorded(t testing.TB, s topology.Spec, algo string, seed uint64) (*maze.Maze, []maze.Step) {
	t.Helper()
	g, err := topology.Build(s)
	if err != nil {
		t.Fatal(err)
	}
	m := maze.New(g)
	steps := maze.Record(m)
	if err := generate.Run(algo, m, rand.New(rand.NewPCG(seed, 1)), generate.Options{}); err != nil {
		t.Fatal(err)
	}
	maze.StopRecording(m)
	if err := maze.PlaceDoors(m, maze.DoorsFarthest); err != nil {
		t.Fatal(err)
	}
	return m, *steps
}

func TestGIFGeneration(t *testing.T) {
	side, frames := 30, 80
	if testing.Short() {
		side, frames = 12, 24
	}
	m, steps := recorded(t, topology.Spec{Kind: "rect", Width: side, Height: side}, "dfs", 3)
	if len(steps) != m.NumOpen() {
		t.Fatalf("recorded %d steps, maze has %d passages", len(steps), m.NumOpen())
	}
	var b1, b2 bytes.Buffer
	o := &AnimOptions{MaxFrames: frames}
	if err := writeGIF(&b1, m, steps, o); err != nil {
		t.Fatal(err)
	}
	if err := writeGIF(&b2, m, steps, o); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b1.Bytes(), b2.Bytes()) {
		t.Error("same maze and options gave different bytes")
	}
	if b1.Len() > 2<<20 {
		t.Errorf("30x30 GIF is %d bytes, want under 2 MB", b1.Len())
	}
	a, err := gif.DecodeAll(bytes.NewReader(b1.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Image) > frames || len(a.Image) < frames/2 {
		t.Errorf("%d frames, want at most %d and most of them used", len(a.Image), frames)
	}
	// Composing the frames gives the finished maze.
	canvas := image.NewRGBA(a.Image[0].Rect)
	for _, f := range a.Image {
		draw.Draw(canvas, f.Rect, f, f.Rect.Min, draw.Over)
	}
	state := make([]color.RGBA, m.Grid.NumCells())
	img, _ := rasterPNG(animScene(m, state, nil), &PNGOptions{Scale: 16})
	want := image.NewPaletted(img.Bounds(), animPalette[:animTransparent])
	draw.Draw(want, want.Rect, img, img.Bounds().Min, draw.Src)
	for y := 0; y < want.Rect.Dy(); y++ {
		for x := 0; x < want.Rect.Dx(); x++ {
			if r1, g1, b1, _ := canvas.At(x, y).RGBA(); true {
				r2, g2, b2, _ := want.At(x, y).RGBA()
				if r1 != r2 || g1 != g2 || b1 != b2 {
					t.Fatalf("composed animation differs from the maze at %d,%d", x, y)
				}
			}
		}
	}
}

func TestAPNGSolve(t *testing.T) {
	m, steps := recorded(t, topology.Spec{Kind: "hex", Width: 10, Height: 8}, "wilson", 2)
	var b bytes.Buffer
	if err := writeAPNG(&b, m, steps, &AnimOptions{Kind: AnimSolve, MaxFrames: 30, FPS: 10}); err != nil {
		t.Fatal(err)
	}
	// A plain PNG reader shows the first frame.
	if _, err := png.Decode(bytes.NewReader(b.Bytes())); err != nil {
		t.Fatal(err)
	}
	ch := pngChunkList(b.Bytes())
	var frames, fctl int
	seq := uint32(0)
	for _, c := range ch {
		switch c.typ {
		case "acTL":
			frames = int(binary.BigEndian.Uint32(c.data))
		case "fcTL", "fdAT":
			if got := binary.BigEndian.Uint32(c.data); got != seq {
				t.Fatalf("%s sequence %d, want %d", c.typ, got, seq)
			}
			seq++
			if c.typ == "fcTL" {
				fctl++
			}
		}
	}
	if frames != fctl || frames < 10 || frames > 30 {
		t.Errorf("acTL says %d frames, %d fcTL chunks; want 10..30", frames, fctl)
	}
	if ch[0].typ != "IHDR" || ch[1].typ != "acTL" || ch[len(ch)-1].typ != "IEND" {
		t.Errorf("chunk order %v", ch[:2])
	}
}

func TestAnimBadOptions(t *testing.T) {
	m, steps := recorded(t, topology.Spec{Kind: "rect", Width: 4, Height: 4}, "dfs", 1)
	for _, o := range []AnimOptions{{FPS: -1}, {MaxFrames: 1}, {CellPx: 1000}} {
		if err := writeGIF(&bytes.Buffer{}, m, steps, &o); err == nil {
			t.Errorf("%+v accepted", o)
		}
	}
	if err := writeGIF(&bytes.Buffer{}, m, nil, nil); err == nil {
		t.Error("generation without steps accepted")
	}
}

// TestAnimBudget: an animation of a huge maze is refused before any frame
// is drawn.
func TestAnimBudget(t *testing.T) {
	g, err := topology.NewRect(501, 500)
	if err != nil {
		t.Fatal(err)
	}
	m := maze.New(g)
	if err := writeGIF(&bytes.Buffer{}, m, []maze.Step{{Edge: 0, Open: true}}, nil); err == nil || !strings.Contains(err.Error(), "too big") {
		t.Errorf("got %v, want a refusal of a huge animation", err)
	}
}

type pngChunk struct {
	typ  string
	data []byte
}

func pngChunkList(b []byte) []pngChunk {
	var out []pngChunk
	for p := 8; p+12 <= len(b); {
		n := int(binary.BigEndian.Uint32(b[p:]))
		out = append(out, pngChunk{string(b[p+4 : p+8]), b[p+8 : p+8+n]})
		p += 12 + n
	}
	return out
}

// TestAnimFewestFrames: two frames, the least allowed, is the start and
// the end, for the generation and the solving, in both formats (it used
// to divide by zero).
func TestAnimFewestFrames(t *testing.T) {
	m, steps := recorded(t, topology.Spec{Kind: "rect", Width: 6, Height: 5}, "kruskal", 2)
	for _, kind := range []AnimKind{AnimGenerate, AnimSolve} {
		for _, maxF := range []int{2, 3, 5} {
			var b bytes.Buffer
			if err := writeGIF(&b, m, steps, &AnimOptions{Kind: kind, MaxFrames: maxF}); err != nil {
				t.Fatalf("kind %d max %d: %v", kind, maxF, err)
			}
			a, err := gif.DecodeAll(&b)
			if err != nil {
				t.Fatal(err)
			}
			if n := len(a.Image); n < 2 || n > maxF {
				t.Errorf("kind %d: %d frames, want 2 to %d", kind, n, maxF)
			}
			if err := writeAPNG(&bytes.Buffer{}, m, steps, &AnimOptions{Kind: kind, MaxFrames: maxF}); err != nil {
				t.Fatalf("apng kind %d max %d: %v", kind, maxF, err)
			}
		}
	}
}
