package picmaze_test

import (
	"fmt"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/picmaze"
)

// A picture maze of the built-in heart: its solution is the way that,
// shaded, draws the heart.
func Example() {
	heart, _ := picmaze.LookupBuiltin("heart")
	r, err := picmaze.Generate(heart, 30, 30, picmaze.DefaultLimits(), 1)
	if err != nil {
		panic(err)
	}
	fmt.Println(len(maze.Solve(r.Maze)) == len(r.Way))
	fmt.Println(r.Quality.Coverage >= 0.98, r.Quality.LightShare <= 0.05)
	// Output:
	// true
	// true true
}
