package maze_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/maze"
)

// A maze given one row at a time is solved with its rows kept on scratch
// storage (a temporary file, or memory as here), then read back with the
// path on each row.
func ExampleRowSolver() {
	const w, h = 12, 4
	s, _ := maze.NewRowSolver(w, h, 0, &memScratch{})
	_ = generate.EllerRows(w, h, rand.New(rand.NewPCG(1, 2)), s.Row)
	if err := s.Solve(); err != nil {
		fmt.Println(err)
		return
	}
	rows, _ := s.PathRows()
	_ = s.Replay(func(y int, east, south []bool) error {
		p, _ := rows.Next()
		fmt.Printf("row %d: runs %v, down %v\n", y, p.Runs, p.Down)
		return nil
	})
	fmt.Println("cells on the path:", s.Cells())
	// Output:
	// row 0: runs [0 0], down [0]
	// row 1: runs [0 1 6 7], down [1 6 7]
	// row 2: runs [1 1 6 6 7 8], down [1 6 8]
	// row 3: runs [1 6 8 11], down []
	// cells on the path: 19
}
