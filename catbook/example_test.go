package catbook_test

import (
	"fmt"

	"github.com/mazekit/mazekit/catbook"
)

// A game of trap the cat: a board with a few cells blocked at random and
// the cat in the middle, who runs for the edge.
func ExampleGame() {
	o := &catbook.Options{Width: 7, Height: 7, Blocks: 6, Seed: 1}
	b, _, err := catbook.Game(o, "greedy")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(b)
	fmt.Println("the cat can move to", len(b.CatMoves()), "cells")
	// Output:
	// a b c d e f g
	//  1  . # . . . . .
	//  2   . . . . . # .
	//  3  . . . # # # .
	//  4   . . . C . . .
	//  5  . . . . . . .
	//  6   . . . . . . .
	//  7  # . . . . . .
	// the cat can move to 4 cells
}
