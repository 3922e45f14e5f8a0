package wallpaper

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/mazekit/mazekit/param"
)

func TestTile(t *testing.T) {
	ctx := context.Background()
	p, err := Make(ctx, &Options{Width: 410, Height: 290, Cell: 20, Tile: true, Theme: "paper", Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if p.W != 420 || p.H != 300 {
		t.Errorf("tile is %d×%d pixels, want whole cells 420×300", p.W, p.H)
	}
	var a, b bytes.Buffer
	if err := p.Encode(ctx, &a, "png"); err != nil {
		t.Fatal(err)
	}
	if err := Write(ctx, &b, "png", &Options{Width: 410, Height: 290, Cell: 20, Tile: true, Theme: "paper", Seed: 3}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("same seed gave different tiles")
	}
	for _, o := range []Options{
		{Tile: true, Grid: "tri"},
		{Tile: true, Solution: true},
		{Tile: true, Pattern: "10print"},
	} {
		_, err := Make(ctx, &o)
		var pe *param.Error
		if !errors.As(err, &pe) {
			t.Errorf("%+v: err = %v, want a param error", o, err)
		}
	}
}
