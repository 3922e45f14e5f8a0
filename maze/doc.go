// Package maze holds the maze model: a [Maze] is a grid, the set of its open
// edges (passages) and two doors cut in the outer wall. Beside the model are
// the solver ([Solve], [Path], [Distances]), door placement ([PlaceDoors];
// [DoorsAuto] puts the doors far apart with a long solution, in one walk over
// the maze), braiding ([Braid], adding loops; place the doors first),
// statistics with a difficulty score and its label ([Measure], [LevelOf]),
// and the JSON document ([WriteJSON]) with cell centres and door openings.
//
// Everything here works on the abstract graph of a topology.Grid and knows
// nothing of pixels, pages or files.
package maze
