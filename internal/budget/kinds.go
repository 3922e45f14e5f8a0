// Memory models of books, patterns and trap-the-cat booklets.

package budget

// Book is the memory model of a puzzle book: each puzzle costs Puzzle
// (its record, captions and key entry) plus Cell per cell, drawn on the
// puzzle page and again in the key; each page costs Page. The PDF is held
// in memory while it is written, so the model covers it too.
type Book struct {
	Puzzle float64 // bytes per puzzle
	Cell   float64 // bytes per cell, the key included
}

// BookBase is the memory of the program making a book, before its
// puzzles: runtime, fonts and their subsets for the PDF.
const BookBase = 20 << 20

// BookPage is the memory of one page of a book besides its puzzles: the
// page's scene, furniture and its share of the PDF.
const BookPage = 50 << 10

// BookNoKey is the share of a puzzle's per-cell memory left when the book
// has no answer key (the key draws every maze a second time).
const BookNoKey = 0.7

// A book's file size is estimated from the same models as its memory:
// BookPDFShare of a puzzle's memory (per puzzle and per cell) ends up in
// the PDF, and each page adds BookPDFPage bytes.
const (
	BookPDFShare = 1.0 / 20
	BookPDFPage  = 1 << 10
	BookPDFBase  = 30 << 10 // the embedded font subsets
)

// CellWeight is how much memory a grid kind's cells take, as the kind
// declares it (topology.Kind.Weight, whose values these mirror).
type CellWeight uint8

// The weights of cells: the zero CellWeight is priced as PlainCells.
const (
	LightCells CellWeight = iota + 1 // squares and triangles
	PlainCells                       // hexagons and rings
	HeavyCells                       // irregular polygons, crossings
)

// BookMaze returns the memory model of one maze of a book section whose
// grid's cells have the given weight, measured as peak resident memory of
// books of each grid. Other section kinds declare their own Book next to
// their code.
func BookMaze(cells CellWeight) Book {
	b := Book{Puzzle: 30 << 10, Cell: 600}
	switch cells {
	case LightCells:
		b.Cell = 250
	case HeavyCells:
		b.Cell = 1500
	}
	return b
}

// Output is the kind of file a memory model is for, as its format
// declares it: data or text, a vector picture, or a raster one.
type Output uint8

// The kinds of output.
const (
	DataOutput   Output = iota // text or data (txt, json)
	VectorOutput               // a vector picture (svg, pdf)
	RasterOutput               // a raster picture (png)
)

// CatPuzzle is the memory of one trap-the-cat puzzle: the board, the
// solver's search and the drawings of the puzzle and its answer.
const CatPuzzle = 400 << 10

// Cat returns the memory of making n trap-the-cat puzzles: a PDF booklet
// of them, or (pixels > 0) one picture of that many pixels.
func Cat(n int, pixels float64) int64 {
	base := float64(BookBase)
	if pixels > 0 {
		base = Base
	}
	return Cost{PerCell: CatPuzzle, PerPixel: 4, Fixed: base - Base}.Estimate(float64(n), pixels)
}
