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
// of pairs of light cells. The 2-factor starts from the walks round 2×2
// blocks of dark cells, and a cover from blocks is kept when it is nearly
// as good, so the way winds as a walk round a random tree of blocks does.
// The walk is then reshaped at random through the same cells (steps
// across 2×2 squares switched; opened into a path, backbites at its end),
// so every seed draws its own way through one picture; the way starts at
// a cell near the border drawn at random and ends, where the picture
// allows, a quarter of the border away, each end joined to the border by
// the shortest corridor through light cells. The rest is laid with decoy
// corridors like the way (closed walks round trees of 2×2 blocks, grown
// into the cells they miss and reshaped as the way is) and joined to the
// way by a uniform random spanning tree (Wilson's loop-erased walks,
// started on the way, each decoy one node), each decoy cut open beside
// where it joins, so it ends in one dead end: the walls inside the picture
// look much like those outside it (Hints measures how much they tell).
//
// An image's cells take the mean ink of the pixels they cover and are
// dark from a threshold Otsu's method finds, unless one is given; an image
// whose tones do not split into dark and light (a photo) is refused.
//
// Quality reports how well the way draws the picture; Generate refuses a
// picture it cannot draw well at the asked size and names a size that
// would do.
package picmaze
