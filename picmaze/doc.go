// Package picmaze makes picture mazes: perfect mazes on square cells whose
// one way through, shaded in, draws a picture.
//
// A picture (a PNG, or one of the built-in vector pictures) is reduced to a
// Target, one tone a cell (0 light, 1 and up the picture's colours). Make
// covers the target's dark cells with one closed walk: the region is cut
// into 2×2 blocks, a random spanning tree of the blocks is walked round
// (as maze.Unicursal does for a whole grid), and the walk is then grown
// two cells at a time into the dark cells it missed and shrunk out of
// pairs of light cells it took. The walk is cut open where it comes
// nearest the border and joined to an entrance and an exit by the shortest
// corridors through light cells. Every other cell joins that way by a
// uniform random spanning tree (Wilson's loop-erased walks, started on the
// way), so the rest of the maze is an ordinary maze whose dead ends reach
// into the picture and out of it.
//
// Quality reports how well the way draws the picture; Make refuses a
// picture it cannot draw well at the asked size and names a size that
// would do.
package picmaze
