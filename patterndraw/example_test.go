package patterndraw_test

import (
	"bytes"
	"fmt"

	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/patterndraw"
	"github.com/mazekit/mazekit/render"
)

// A 10 PRINT pattern drawn in the print look, shown in the scene's text form
// (the two backslashes that touch are one line), and written as SVG through
// render's format registry.
func Example() {
	t, _ := pattern.ParseTenPrint(`\/`, `/\`)
	s := patterndraw.TenPrintScene(t, &patterndraw.TenPrintStyle{Margin: -1})
	fmt.Print(s)
	var svg bytes.Buffer
	if err := render.Encode(&svg, "svg", &render.Source{Scene: s}); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(bytes.Contains(svg.Bytes(), []byte("<svg")))
	// Output:
	// scene 2 2 background #ffffff
	// M 1 1
	// L 2 0
	// M 0 0
	// L 2 2
	// M 0 2
	// L 1 1
	// stroke 0.12 #000000 cap=square dash=0
	// true
}
