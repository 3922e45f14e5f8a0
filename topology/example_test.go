package topology_test

import (
	"fmt"

	"github.com/mazekit/mazekit/topology"
)

// A grid kind describes itself: its parameters, the noun captions use, and
// how to cover a frame.
func Example() {
	hex, _ := topology.Lookup("hex")
	fmt.Print(hex.Noun, ":")
	for _, p := range hex.Params {
		fmt.Print(" ", p.Name)
	}
	fmt.Println()
	s := topology.Spec{Kind: "hex"}
	radius, _ := hex.Param("radius")
	if err := topology.SetParam(&s, radius, "3"); err != nil {
		fmt.Println(err)
	}
	g, _ := topology.Build(s)
	fmt.Println(g.NumCells(), "cells in a hexagon of radius 3")
	s, _ = hex.Cover(16, 9, 1)
	fmt.Printf("a %dx%d hex grid covers a 16x9 frame\n", s.Width, s.Height)
	// Output:
	// Hexagon: radius flat
	// 37 cells in a hexagon of radius 3
	// a 17x12 hex grid covers a 16x9 frame
}

// Front ends ask the registry about kinds instead of naming them: which
// kind joins a kind's sides, which kinds carry crossings, how a seamless
// tile and a symmetric grid are sized.
func Example_traits() {
	torus, _ := topology.WrappedKind("rect")
	fmt.Println("rect wraps into", torus)
	fmt.Println("crossings need", topology.OrList(topology.RegularKinds()))
	tile, _ := topology.TileSpec("hex", 12, 9)
	fmt.Printf("a seamless hex tile: %s %dx%d\n", tile.Kind, tile.Width, tile.Height)
	polar, _ := topology.Lookup("polar")
	s, _ := polar.Spec(0, 0, 0, func(p topology.Param) (string, bool) { return "", false })
	fmt.Println("polar by default:", s.Rings, "rings, symmetries", topology.Symmetries("polar"))
	// Output:
	// rect wraps into torus
	// crossings need rect or hex
	// a seamless hex tile: hextorus 12x10
	// polar by default: 10 rings, symmetries [2 6]
}

// A 3D grid: floors of squares joined by stairs, which are ordinary edges
// that the drawing marks instead of leaving a gap in a wall.
func ExampleNewStack() {
	g, _ := topology.NewStack(10, 10, 4)
	fmt.Println(g.NumCells(), "cells,", g.NumEdges(), "edges")
	up := g.Stair(g.NumCells() / 2)
	a, b := g.Ends(up)
	fmt.Printf("stairs from floor %d to floor %d\n", g.Floor(a)+1, g.Floor(b)+1)
	_, link := g.LinkWalls(up, nil)
	fmt.Println("a link:", link)
	// Output:
	// 400 cells, 1020 edges
	// stairs from floor 3 to floor 4
	// a link: true
}

// A cube's surface: six faces, every cell with four neighbours, and the
// seven edges the printed net cuts drawn on both sides of the cut.
func ExampleNewCube() {
	g, _ := topology.NewCube(5)
	cuts := 0
	for e := 0; e < g.NumEdges(); e++ {
		if _, link := g.LinkWalls(e, nil); link {
			cuts++
		}
	}
	start, finish := g.Terminals()
	fmt.Println(g.NumCells(), "cells,", cuts, "passages across cut edges")
	fmt.Println("start on face", g.Face(start), "finish on face", g.Face(finish))
	// Output:
	// 150 cells, 35 passages across cut edges
	// start on face 2 finish on face 5
}
