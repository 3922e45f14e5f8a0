package render_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// A maze drawn once as a scene and written through the format registry.
func Example() {
	g, _ := topology.NewRect(6, 4)
	m := maze.New(g)
	generate.Wilson(m, rand.New(rand.NewPCG(7, 1)))
	maze.PlaceDoors(m, maze.DoorsFarthest)
	src := &render.Source{Scene: render.MazeScene(m, &render.Style{}), Maze: m, Solution: maze.Solve(m)}
	for _, f := range []string{"svg", "txt"} {
		var buf bytes.Buffer
		if err := render.Encode(&buf, f, src); err != nil {
			fmt.Println(err)
			return
		}
		if f == "txt" {
			fmt.Print(buf.String())
		}
	}
	// Output:
	// ┌───┬───────────────┐   ╷
	// │   │ • • •         │ • │
	// │   ╵ • ╷ • ┌───╴   │ • │
	// │ • • • │ • │       │ • │
	// │ • ┌───┤ • ├───┬───┘ • │
	// │ • │   │ • │   │ • • • │
	// │ • ╵   │ • ╵   ╵ • ╶───┤
	// │ • • • │ • • • • •     │
	// └───╴   └───────────────┘
}
