// Package generate carves mazes: each algorithm is one file with a [Func]
// that opens edges of a maze.Maze using a *rand.Rand it is given, and a
// registry entry ([Algorithm]) that names it, describes its bias, and says
// which grids it runs on. [Run] looks an algorithm up by name and runs it.
//
// Generators see only the graph half of a grid, so every algorithm that does
// not need rows and columns runs on every grid. Algorithms that do (binary
// tree, sidewinder, Eller, recursive division, quadtree) take a
// *topology.Rect and return [ErrUnsupported] for anything else.
//
// The graph-walking algorithms are each written once, as a generic function
// over a neighbour lookup: index arithmetic for square, triangle and offset
// hex grids, Graph.Neighbors for the rest, so the compiler makes one copy
// per lookup and inlines it. They draw their numbers from a small generator
// (wyrand) seeded by one draw from the *rand.Rand they are given, so the
// same seed still makes the same maze on every machine.
package generate
