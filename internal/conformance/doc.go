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
// The matrix is read from the registries, so a kind, algorithm, option
// value or format added later joins it without a change here. It is all
// in the package's tests; go test -short runs a smaller grid size and
// fewer cells, the full run every cell.
package conformance
