package fab_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/mazekit/mazekit/fab"
	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// Importing fab adds the machine formats to render's registry; a caller
// writes them like any other format and reads their facts from the
// registry.
func Example() {
	g, _ := topology.NewRect(4, 3)
	m := maze.New(g)
	generate.Wilson(m, rand.New(rand.NewPCG(7, 1)))
	maze.PlaceDoors(m, maze.DoorsFarthest)
	src := &render.Source{Maze: m, Options: []render.Option{&fab.PlotOptions{CellMM: 5}}}
	var buf bytes.Buffer
	if err := render.Encode(&buf, "gcode", src); err != nil {
		fmt.Println(err)
		return
	}
	f, _ := render.LookupFormat("gcode")
	fmt.Println(f.MIME, f.Machine == render.Plotter, f.Physical())
	fmt.Println(strings.SplitN(buf.String(), "\n", 2)[0])
	// Output:
	// text/x.gcode true true
	// G21 ; millimetres
}
