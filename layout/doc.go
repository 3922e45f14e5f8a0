// Package layout makes puzzle books: it reads a book [Spec] (YAML, see
// [Parse], a built-in [Preset], or a Spec literal built in Go), validates it
// into a typed [Plan] ([Spec.Validate]: defaults filled, lengths in points,
// ranges and enumerations parsed), generates the puzzles in parallel,
// places them on pages and writes a print-ready PDF with an answer key.
//
// # Sections
//
// Each section kind (maze, cat, labyrinth, 10print, maze-ca, mazectric,
// number-maze, letter-maze, picture-maze) is a [SectionKind] in its own
// file that registers itself: it validates the section's fields, makes
// each puzzle's [Body], and says what the book around it needs to know
// before any puzzle is made ([KindTraits]: whether the key shows its
// puzzles, whether it fills handouts, which spec fields it takes), its
// how-to pages, its memory cost and cells; it registers its captions and
// nouns in every language. The body draws itself and names itself in
// captions. A new kind is one new file.
//
// # Puzzles
//
// Puzzle i of a book is made from [PuzzleSeed](book seed, i) alone, so any
// one can be remade (mazekit maze --from-book). Sections are sorted from
// easy to hard by maze.Stats.Difficulty unless their order is
// "as-generated". Handouts generate twice the mazes they need and keep the
// run closest in difficulty, so that every sheet is about as hard. The
// number of goroutines never changes the result.
//
// # Pages
//
// Lengths are in points (1/72 in). Odd pages are right-hand pages: their
// inside (gutter) margin is on the left. The gutter grows with the page
// count as KDP's table asks ([preflight.MinInsideMargin]); a book has between
// [preflight.MinPages] and [preflight.MaxPages] pages for its trim and paper stock. Books open
// with a title page, a copyright page, the contents and a how-to page per
// puzzle kind; everything the book prints of its own comes from one table
// per language (package internal/i18n), to which each section kind adds
// its own captions and nouns.
//
// # Cover and series
//
// [Book.Cover] lays out the full-wrap cover for the interior's page count
// ([preflight.CoverSize], [CoverLayoutFor]); package preflight checks one. A series of
// volumes keeps a [Ledger] of puzzle fingerprints ([Puzzle.Fingerprint]);
// [Options.Avoid] makes a book avoid them. With bleed
// the page is [preflight.BleedX] wider (on the outside edge) and twice [preflight.BleedY] taller
// than the trim, and TrimBox and BleedBox are set.
//
// Walls are drawn at a width in points on the page, whatever the maze's
// scale; a section whose mazes would be too dense for their slots at that
// width gets fewer per page (with a warning in [Book.Warnings]) or, when
// even one per page is too dense, an error. Text is fitted to its width and
// never set below 7 pt.
//
// Pages are scenes on a render.Document ([Book.Document]); render writes
// the PDF, and the scenes' text form is what the golden tests compare.
//
// # Checking
//
// Books are made to KDP's rules, whose numbers (gutter table, page caps,
// paper thickness, bleed) package preflight owns and checks any PDF
// against; [Book.PDFX] writes a book and its cover as PDF/X.
package layout
