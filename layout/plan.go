// The typed plan that Spec.Validate yields, and the seam every section kind
// fills: SectionKind, the Body it makes and the Puzzle that holds it.

package layout

import (
	"image/color"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
)

// Plan is a validated book: the spec's choices in the units and types
// layout works with (lengths in points, ranges as numbers, enumerations as
// values). Spec.Validate makes it; Make generates and lays out from it.
type Plan struct {
	Title, Subtitle, Author string
	Seed                    uint64
	Paper                   string  // the paper as the spec names it, for messages
	TrimW, TrimH            float64 // the trimmed page in points, turned for landscape
	Margin                  float64 // top, bottom and outside margin, points
	Gutter                  float64 // inside margin in points, or 0 to choose it from the page count
	Bleed                   bool
	PageNumbers             bool
	TitlePage               bool
	Header                  string  // running header ("" for none)
	WallWidth               float64 // puzzle walls, points
	Key                     KeyPlan
	Language                string // a code of i18n.Languages
	PaperStock              string // one of preflight.PaperStocks
	Seeds                   string // SeedsCaption, SeedsEnd or SeedsHidden
	Contents, HowTo         bool
	// Rising orders every puzzle of the book by difficulty, not section
	// after section; the book's chapters are then its levels.
	Rising    bool
	Copyright *Copyright // nil for no copyright page
	Cover     CoverPlan
	Handout   *HandoutPlan // nil unless the book is a handout
	Sections  []SectionPlan
}

// Where a book prints its puzzles' seeds.
const (
	SeedsCaption = "caption" // under each puzzle
	SeedsEnd     = "end"     // listed on the last page
	SeedsHidden  = "hidden"  // not printed
)

// CoverPlan is the validated cover.
type CoverPlan struct {
	File     string
	Blurb    string
	Color    color.RGBA
	Solution bool   // draw the front maze's solution
	Picture  string // a built-in picture leading the front and the title page; "" for a maze
	Ages     string // the age range printed on the front; "" for none
}

// KeyPlan is the validated answer key.
type KeyPlan struct {
	Enabled   bool
	PerPage   int     // 4, 6 or 9
	WallWidth float64 // points
}

// HandoutPlan is the validated handout.
type HandoutPlan struct {
	Copies   int // sheets
	PerSheet int // mazes per sheet, 1 to 4
	NameLine bool
}

// SectionPlan is a validated section.
type SectionPlan struct {
	Title        string
	Count        int
	Kind         SectionKind
	PerPage      int // 1, 2, 4, 6 or 9
	SectionPage  bool
	ByDifficulty bool           // sort the section from easy to hard
	Markers      render.Markers // door markers of mazes
	Style        StylePlan      // how mazes are drawn
	// Size is the range of board sizes, WxH, through the section.
	Size [2][2]int
	// Params are the kind's own parameters (see each kind).
	Params any
}

// StylePlan is a validated maze style: wall width in points and colours
// (zero alpha for "not set").
type StylePlan struct {
	WallWidth                  float64
	Wall, Solution, Background color.RGBA
}

// sizeAt returns the board size of puzzle i of n in the section: sizes grow
// linearly through it, rounded half up.
func (sp *SectionPlan) sizeAt(i, n int) (w, h int) {
	t := 0.0
	if n > 1 {
		t = float64(i) / float64(n-1)
	}
	from, to := sp.Size[0], sp.Size[1]
	return from[0] + int(float64(to[0]-from[0])*t+0.5), from[1] + int(float64(to[1]-from[1])*t+0.5)
}

// SectionKind is a kind of book section: it validates a section's own
// fields, makes its puzzles and names them. Each kind lives in one file
// (kind_*.go) and registers itself from init, so a new kind is one new file.
type SectionKind interface {
	// Name is the kind's name in specs: "maze", "cat", ...
	Name() string
	// Noun is the book-text key (see i18n.Text) of what the section page calls
	// the section's puzzles: "grid.rect.mazes" (square mazes), "noun.cat"
	// (trap-the-cat puzzles).
	Noun(sp *SectionPlan) string
	// validate checks the kind's fields of sec (path names it in errors),
	// fills their defaults and completes sp; wall is the book's wall width.
	validate(d *decoder, sec *Section, path string, wall float64, sp *SectionPlan) error
	// make generates puzzle i of n of the section from seed.
	make(sp *SectionPlan, i, n int, seed uint64) (*Puzzle, error)
	// Traits are what the book around the section needs to know of the
	// kind before any puzzle is made.
	Traits() KindTraits
	// HowTo returns the keys of the how-to pages the section's puzzles
	// need, in order ("maze", "cat", "floors"; see the "howto.<key>"
	// texts).
	HowTo(sp *SectionPlan) []string
	// Cost is the memory model of one puzzle of the section.
	Cost(sp *SectionPlan) budget.Book
	// Cells estimates the cells of puzzle i of n of the section from the
	// plan alone.
	Cells(sp *SectionPlan, i, n int) float64
}

// KindTraits are the facts about a section kind that validation, budgets
// and the answer key read, so that none of them names a kind.
type KindTraits struct {
	Answer  bool     // the key shows the kind's puzzles
	Handout bool     // a classroom handout may be made of it
	Rising  bool     // it may be mixed into a book in one order of difficulty
	Fields  []string // spec fields of sections that only some kinds take, which this one takes ("moves")
}

// Body is what a puzzle's kind made: the thing printed, and how.
type Body interface {
	// Scene draws the puzzle (solved for the key) for a slot of the size
	// o gives.
	Scene(o DrawOptions) *render.Scene
	// MinCell is the smallest size in points one cell may have on paper
	// with walls wall points wide.
	MinCell(wall float64) float64
	// Caption is the book-text key (see i18n.Text) of the word captions use
	// for the puzzle: "grid.hex", "shape.heart", "caption.cellular".
	Caption() string
}

// keyNoter is a Body whose entry in the key adds a line of its own (the
// winning moves of a trap-the-cat board).
type keyNoter interface {
	KeyNote() string
}

// DrawOptions say how a puzzle is drawn into its slot.
type DrawOptions struct {
	Markers render.Markers
	Wall    float64    // wall width in points
	Style   *StylePlan // the section's colours, or nil
	Solved  bool
	W, H    float64 // the slot, points
	// Labels are the Start and Finish labels in the book's language ("" for
	// the English words).
	Labels [2]string
	// FloorWords are the name of a floor and the words for stairs up and
	// down in the book's language, for mazes on floors ("" for English).
	FloorWords [3]string
}

// Puzzle is one maze of a book with what the pages say about it.
type Puzzle struct {
	Number    int        // 1-based number in the book
	Section   int        // index into Spec.Sections
	Index     int        // generation index in the book; the seed derives from it
	Seed      uint64     // the puzzle's own seed (PuzzleSeed of the book seed and Index)
	Algorithm string     // the maze algorithm, for mazes
	Mode      string     // the algorithm's variant, if the section gives one
	Kind      string     // the section's kind: maze (default), cat, 10print, maze-ca, mazectric
	Maze      *maze.Maze // a maze, or nil for other kinds
	Body      Body       // what the kind made: MazeBody, CatBody, TenPrintBody, AutomatonBody, ...
	Stats     maze.Stats
	Level     string // Easy, Medium, Hard or Expert
	Page      int    // page the puzzle is printed on (1-based), set by layout
	Sheet     int    // handout sheet number, or 0

	noLabels bool // labels would print too small: arrows instead
}
