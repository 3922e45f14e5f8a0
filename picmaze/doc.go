// Package picmaze makes picture mazes: perfect mazes on square cells whose
// one way through, shaded in, draws a picture.
//
// A picture (a PNG, or one of the built-in vector pictures) is reduced to a
// Target, one tone a cell (0 light, 1 and up the picture's colours). Make
// covers the target's dark cells with one closed walk, found two ways and
// the better kept:
//
//   - a 2-factor: every dark cell linked to two dark neighbours by a
//     maximum flow, which balances the two colours of a chessboard along
//     curved edges (a walk alternates colours, so a greedy walk leaves a
//     light cell at every step of a diagonal edge); its small closed walks
//     are joined where two run side by side across a 2×2 square, in a few
//     random orders, and the largest walk is kept;
//   - the walk round a random spanning tree of the picture's 2×2 blocks
//     (as maze.Unicursal walks a whole grid), which reaches every piece of
//     a picture in several pieces, through light blocks where it must.
//
// Either walk is then grown two cells at a time into dark cells it missed,
// turned at corners onto dark cells instead of light ones, and shrunk out
// of pairs of light cells. It is cut open where it comes nearest the
// border and joined to an entrance and an exit by the shortest corridors
// through light cells. The rest is laid with decoy corridors like the way
// (walks round small trees of 2×2 blocks, cut open) and joined to the way
// by a uniform random spanning tree (Wilson's loop-erased walks, started
// on the way, each decoy one node), so the picture cannot be told from the
// rest by its walls, and dead ends reach into the picture and out of it.
//
// Quality reports how well the way draws the picture; Generate refuses a
// picture it cannot draw well at the asked size and names a size that
// would do.
package picmaze
