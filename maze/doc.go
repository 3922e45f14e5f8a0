// Package maze holds the maze model: a [Maze] is a grid, the set of its open
// edges (passages) and two doors cut in the outer wall. Beside the model are
// the solver ([Solve], [Path], [Distances]), door placement ([PlaceDoors]),
// braiding (adding loops) and statistics.
//
// Everything here works on the abstract graph of a topology.Grid and knows
// nothing of pixels, pages or files.
package maze
