package wallpaper

import (
	"context"
	"io"
	"testing"
)

// BenchmarkMazectric8K makes and writes the 8K Mazectric wallpaper of
// docs/speed.md (mazekit wallpaper --size 7680x4320 --pattern mazectric):
// Make grows the automaton's board, Encode draws and compresses the PNG.
func BenchmarkMazectric8K(b *testing.B) {
	o := &Options{Width: 7680, Height: 4320, Pattern: "mazectric", Seed: 1}
	b.Run("make", func(b *testing.B) {
		for b.Loop() {
			if _, err := Make(context.Background(), o); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("make+png", func(b *testing.B) {
		for b.Loop() {
			p, err := Make(context.Background(), o)
			if err != nil {
				b.Fatal(err)
			}
			if err := p.Encode(context.Background(), io.Discard, "png"); err != nil {
				b.Fatal(err)
			}
		}
	})
}
