// Package pattern makes maze-like pictures that are not spanning trees:
// the 10 PRINT slash/backslash tiles of the Commodore 64 one-liner
// ([TenPrint]), with their regions, and cellular-automaton mazes ([Life])
// under rules such as Maze (B3/S12345) and Mazectric (B3/S1234), and
// labyrinths, one path without choices: classical ones built from the
// Cretan seed pattern ([Classical]) and the labyrinth of Chartres
// ([Chartres]); and Truchet tiles whose arcs join into endless curves:
// three-arc hexagons ([HexTruchet]) and Carlson's multi-scale square tiles
// ([RectTruchet]), with their regions found exactly ([TruchetRegions]).
//
// Each kind of pattern is registered in its own kind_*.go file as a [Kind]:
// its name, summary, family (the data it makes, which says how it is
// drawn), the options it takes, its default size, whether it has a
// solution, whether it covers a wallpaper and its memory model. Front ends
// read the registry ([Names], [Lookup], [Kinds]) instead of naming kinds,
// so a new kind of an existing family is one file.
//
// Patterns are data; package render draws them.
package pattern
