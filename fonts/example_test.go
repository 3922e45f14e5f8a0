package fonts_test

import (
	"fmt"

	"golang.org/x/image/font"

	"github.com/mazekit/mazekit/fonts"
)

// Every backend measures text with the same embedded fonts.
func Example() {
	face, err := fonts.Face(fonts.Bold, 12, 72)
	if err != nil {
		fmt.Println(err)
		return
	}
	w := font.MeasureString(face, "Maze")
	fmt.Printf("%.1f points wide; %d TrueType bytes\n", float64(w)/64, len(fonts.TTF(fonts.Bold)))
	// Output:
	// 29.3 points wide; 151748 TrueType bytes
}
