package conformance

import (
	"bytes"
	"context"
	"encoding/json"
	"image/png"
	"testing"

	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/wallpaper"
)

// TestPatternKinds runs every registered pattern kind through every
// format the pattern command writes: the file is made, is what its format
// says (a PNG decodes, JSON parses), and the same seed gives the same
// bytes. Every kind that covers a wallpaper makes one. A kind added to
// pattern's registry joins this without a change here.
func TestPatternKinds(t *testing.T) {
	for _, k := range pattern.Kinds() {
		for _, format := range puzzle.PatternFormats() {
			write := func() []byte {
				o := puzzle.DefaultPattern(k.Name)
				o.Seed = 3
				if k.Sized {
					o.Width, o.Height = min(k.Size[0], 24), min(k.Size[1], 18)
				}
				var buf bytes.Buffer
				if _, err := puzzle.WritePattern(context.Background(), &buf, format, &o); err != nil {
					t.Fatalf("%s %s: %v", k.Name, format, err)
				}
				return buf.Bytes()
			}
			a := write()
			if len(a) == 0 {
				t.Fatalf("%s %s: empty file", k.Name, format)
			}
			if b := write(); !bytes.Equal(a, b) {
				t.Errorf("%s %s: the same seed gave different bytes", k.Name, format)
			}
			switch format {
			case "png":
				if _, err := png.Decode(bytes.NewReader(a)); err != nil {
					t.Errorf("%s png: %v", k.Name, err)
				}
			case "json":
				if !json.Valid(a) {
					t.Errorf("%s json: not valid JSON", k.Name)
				}
			}
		}
		if !k.Wallpaper {
			continue
		}
		var buf bytes.Buffer
		o := &wallpaper.Options{Width: 320, Height: 200, Cell: 16, Pattern: k.Name, Seed: 3}
		if err := wallpaper.Write(context.Background(), &buf, "png", o); err != nil {
			t.Fatalf("%s wallpaper: %v", k.Name, err)
		}
		img, err := png.Decode(&buf)
		if err != nil {
			t.Fatalf("%s wallpaper: %v", k.Name, err)
		}
		if b := img.Bounds(); b.Dx() != 320 || b.Dy() != 200 {
			t.Errorf("%s wallpaper is %v, want 320x200", k.Name, b)
		}
	}
}
