// Package conformance holds the conformance matrix: every grid kind in
// topology's registry (each value of each of its parameters) × every
// algorithm in generate's registry × every option that shapes a maze
// (braid, weave, symmetry, unicursal, doors, age levels) × every format in
// render's registry. Each cell is either refused up front with one line
// naming an option, or holds every invariant: a spanning tree (or the loops
// asked for), doors on the outer border out of its pockets and apart, a
// solution through openings only (drawn too, seams included), the same
// bytes for the same seed, and no panic on the smallest legal input.
//
// Every pattern kind in pattern's registry is written in every pattern
// format, and as a wallpaper when it covers one.
//
// Each grid is made at a size it accepts (square where it must be, a
// square of odd side for symmetry), a mask image from testdata, and each
// output is read back by a decoder for its format. The matrix logs the
// cells made and refused on each axis; a refusal it does not expect (see
// rightRefusals, each with why it is right) fails it, and so does an axis
// that makes fewer cells than its floor.
//
// The matrix is read from the registries, so a kind, algorithm, option
// value or format added later joins it without a change here. It is all
// in the package's tests; go test -short runs a smaller grid size and
// fewer cells, the full run every cell.
package conformance
