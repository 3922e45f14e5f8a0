package wallpaper_test

import (
	"bytes"
	"context"
	"errors"
	"image/png"
	"testing"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/wallpaper"
)

func TestSizesAndPresets(t *testing.T) {
	for _, p := range wallpaper.Presets() {
		w, h, err := wallpaper.ParseSize(p.Name)
		if err != nil || w != p.Width || h != p.Height {
			t.Errorf("ParseSize(%s) = %d, %d, %v", p.Name, w, h, err)
		}
	}
	if w, h, err := wallpaper.ParseSize("PHONE"); err != nil || w != 1179 || h != 2556 {
		t.Errorf("ParseSize(PHONE) = %d, %d, %v", w, h, err)
	}
	for _, s := range []string{"huge", "0x5", "30000x10", ""} {
		_, _, err := wallpaper.ParseSize(s)
		if e, ok := param.As(err); !ok || e.Field != "size" {
			t.Errorf("ParseSize(%q) = %v, want a param.Error for size", s, err)
		}
	}
}

// TestEveryGridCoversTheFrame draws each grid kind that can cover a frame
// and checks the PNG is exactly the size asked for and the same for the
// same seed.
func TestEveryGridCoversTheFrame(t *testing.T) {
	for _, grid := range []string{"rect", "hex", "tri", "polar", "planar"} {
		o := &wallpaper.Options{Width: 160, Height: 90, Cell: 10, Grid: grid, Seed: 3}
		var a, b bytes.Buffer
		if err := wallpaper.Write(context.Background(), &a, "png", o); err != nil {
			t.Fatalf("%s: %v", grid, err)
		}
		wallpaper.Write(context.Background(), &b, "png", o)
		if !bytes.Equal(a.Bytes(), b.Bytes()) {
			t.Errorf("%s: the same seed gave different bytes", grid)
		}
		cfg, err := png.DecodeConfig(&a)
		if err != nil || cfg.Width != 160 || cfg.Height != 90 {
			t.Errorf("%s: %dx%d (%v), want 160x90", grid, cfg.Width, cfg.Height, err)
		}
	}
}

func TestBadOptions(t *testing.T) {
	for _, tt := range []struct {
		o     wallpaper.Options
		field string
	}{
		{wallpaper.Options{Cell: 1}, "cell"},
		{wallpaper.Options{Theme: "plaid"}, "theme"},
		{wallpaper.Options{Grid: "mask"}, "grid"},
		{wallpaper.Options{Grid: "dodecahedron"}, "grid"},
		{wallpaper.Options{Algorithm: "magic"}, "algo"},
		{wallpaper.Options{Mode: "sideways"}, "mode"},
		{wallpaper.Options{Pattern: "plaid"}, "pattern"},
		{wallpaper.Options{WallColor: "nope"}, "wall-color"},
		{wallpaper.Options{WallWidth: 2}, "wall-width"},
		{wallpaper.Options{ShadeFrom: 9}, "shade-from"},
		{wallpaper.Options{Cell: 2, Width: 20000, Height: 20000}, "cell"},
	} {
		_, err := wallpaper.Make(context.Background(), &tt.o)
		if e, ok := param.As(err); !ok || e.Field != tt.field {
			t.Errorf("%+v: got %v, want a param.Error for %s", tt.o, err, tt.field)
		}
	}
	if _, err := wallpaper.ParseShadeFrom("middle"); err == nil {
		t.Error("ParseShadeFrom accepted middle")
	}
}

func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var buf bytes.Buffer
	err := wallpaper.Write(ctx, &buf, "png", &wallpaper.Options{Width: 100, Height: 100})
	if !errors.Is(err, context.Canceled) || buf.Len() != 0 {
		t.Errorf("cancelled Write: %v and %d bytes, want context.Canceled and nothing", err, buf.Len())
	}
}
