package mask_test

import (
	"errors"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/mazekit/mazekit/mask"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
	"github.com/mazekit/mazekit/topology/topologytest"
)

func TestTextMask(t *testing.T) {
	s := topology.Spec{Kind: "mask", Base: "rect", Width: 40, Height: 12, Text: "HI"}
	g, err := mask.Build(s)
	if err != nil {
		t.Fatal(err)
	}
	topologytest.CheckBuild(t, g, mask.Build)
	if n := g.NumCells(); n < 30 || n > 400 {
		t.Errorf("HI on 40x12 kept %d cells, want the letters' share of 480", n)
	}
	if g.Spec() != s {
		t.Errorf("Spec() = %+v, want %+v", g.Spec(), s)
	}
}

// TestTextMaskUndrawable: letters the fonts lack are refused (they cut the
// grid to the font's empty boxes), for every front end: flags, specs and
// the server's mask text all build through here.
func TestTextMaskUndrawable(t *testing.T) {
	for _, text := range []string{"שלום", "中文", "😀"} {
		_, err := mask.Build(topology.Spec{Kind: "mask", Base: "rect", Width: 40, Height: 12, Text: text})
		if pe, ok := param.As(err); !ok || pe.Field != "text" {
			t.Errorf("%s: got %v, want a *param.Error for text", text, err)
		}
	}
}

// TestImageMask cuts a grid to a PNG whose left half is black: the kept
// cells are the left half.
func TestImageMask(t *testing.T) {
	img := image.NewGray(image.Rect(0, 0, 40, 20))
	for y := 0; y < 20; y++ {
		for x := 0; x < 40; x++ {
			img.SetGray(x, y, color.Gray{Y: uint8(255 * (x / 20))})
		}
	}
	path := filepath.Join(t.TempDir(), "half.png")
	f, _ := os.Create(path)
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	f.Close()
	g, err := mask.Build(topology.Spec{Kind: "mask", Base: "hex", Width: 10, Height: 6, Image: path})
	if err != nil {
		t.Fatal(err)
	}
	topologytest.CheckBuild(t, g, mask.Build)
	b := g.Bounds()
	if g.NumCells() < 20 || b.Max.X > 6 {
		t.Errorf("left-half image kept %d cells up to x=%.1f, want about 30 cells left of x=5.5", g.NumCells(), b.Max.X)
	}
}

func TestBadImage(t *testing.T) {
	notPNG := filepath.Join(t.TempDir(), "x.png")
	os.WriteFile(notPNG, []byte("hello"), 0o644)
	for _, p := range []string{"/nonexistent/x.png", notPNG} {
		_, err := mask.Build(topology.Spec{Kind: "mask", Width: 10, Height: 10, Image: p})
		var pe *param.Error
		if !errors.As(err, &pe) || pe.Field != "image" || pe.Value != p {
			t.Errorf("image %s: got %v, want a param.Error for image", p, err)
		}
	}
}

func TestOtherSpecsGoToTopology(t *testing.T) {
	g, err := mask.Build(topology.Spec{Kind: "mask", Width: 12, Height: 12, Shape: "star"})
	if err != nil || g.NumCells() == 0 {
		t.Fatalf("star mask: %v", err)
	}
	if _, err := mask.Build(topology.Spec{Kind: "mask", Width: 10, Height: 10, Shape: "heart", Text: "A"}); err == nil {
		t.Error("a mask with both a shape and a text was accepted")
	}
}
