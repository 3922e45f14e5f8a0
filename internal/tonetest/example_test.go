package tonetest_test

import (
	"fmt"
	"image"
	"image/color"

	"github.com/mazekit/mazekit/internal/tonetest"
)

// A picture dark on its left half against a drawing of the same: the tiles'
// darkness correlates fully.
func ExamplePearson() {
	img := image.NewGray(image.Rect(0, 0, 8, 8))
	for y := range 8 {
		for x := range 8 {
			img.SetGray(x, y, color.Gray{Y: uint8(255 * (x / 4))})
		}
	}
	d := tonetest.Darkness(img, 2)
	fmt.Println(d, tonetest.Pearson(d, d))
	// Output: [1 0 1 0] 1
}
