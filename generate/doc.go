// Package generate carves mazes: each algorithm is one file with a [Func]
// that opens edges of a maze.Maze using a *rand.Rand it is given, and a
// registry entry ([Algorithm]) that names it, describes its bias, and says
// which grids it runs on. [Run] looks an algorithm up by name and runs it.
//
// Generators see only the graph half of a grid, so every algorithm that does
// not need rows and columns runs on every grid. Algorithms that do (binary
// tree, sidewinder, Eller, recursive division, quadtree) take a
// *topology.Rect and return [ErrUnsupported] for anything else.
package generate
