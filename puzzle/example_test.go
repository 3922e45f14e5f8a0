package puzzle_test

import (
	"bytes"
	"context"
	"fmt"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/topology"
)

// New makes a small maze; its Write writes it in any registered format,
// solved or not.
func ExampleNew() {
	opts := puzzle.Defaults()
	opts.Grid = topology.Spec{Kind: "rect", Width: 4, Height: 3}
	opts.Seed = 7
	opts.Doors = "0,11"
	p, err := puzzle.New(context.Background(), &opts, "svg")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("passages:", p.Maze.NumOpen(), "doors:", p.Maze.Entrance.Cell, p.Maze.Exit.Cell)
	var svg bytes.Buffer
	if err := p.Write(&svg, "svg", true); err != nil {
		fmt.Println(err)
	}
	fmt.Println("svg:", bytes.HasPrefix(svg.Bytes(), []byte("<?xml")) || bytes.HasPrefix(svg.Bytes(), []byte("<svg")))

	// A bad value is a *param.Error naming the option.
	opts.Doors = "sideways"
	_, err = puzzle.New(context.Background(), &opts, "svg")
	if pe, ok := param.As(err); ok {
		fmt.Println("bad", pe.Field, pe.Value)
	}
	// Output:
	// passages: 11 doors: 0 11
	// svg: true
	// bad doors sideways
}
