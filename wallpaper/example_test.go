package wallpaper_test

import (
	"bytes"
	"context"
	"fmt"
	"image/png"

	"github.com/mazekit/mazekit/wallpaper"
)

// A phone wallpaper of hexagons in the neon theme, shaded from the corner.
func Example() {
	w, h, _ := wallpaper.ParseSize("phone")
	o := &wallpaper.Options{Width: w, Height: h, Cell: 60, Grid: "hex", Theme: "neon",
		ShadeFrom: wallpaper.Corner, Seed: 7}
	var buf bytes.Buffer
	if err := wallpaper.Write(context.Background(), &buf, "png", o); err != nil {
		fmt.Println(err)
		return
	}
	cfg, _ := png.DecodeConfig(&buf)
	fmt.Printf("%dx%d\n", cfg.Width, cfg.Height)
	// Output: 1179x2556
}
