package serve

import "time"

// Limits bound what one request may ask for. Every limit is at most what
// the command line accepts; a request over a limit gets a 400 naming it.
type Limits struct {
	Cells      int           // cells in one maze
	Pixels     int           // pixels in one PNG
	Copies     int           // handout sheets
	Puzzles    int           // puzzles in one book or handout
	BookCells  int           // cells summed over a book's puzzles
	Sections   int           // sections in one book
	Body       int64         // request body and query string, bytes
	Text       int           // characters in one text field (title, labels)
	Memory     int64         // estimated memory of one maze picture, bytes
	Held       int64         // answers made but not yet read by their clients, bytes in all
	Send       time.Duration // how long a client may take to accept each 64 KB of an answer
	Work       time.Duration // estimated time to carve one maze, checked before it starts
	Time       time.Duration // one generation, from start to last byte
	Queue      time.Duration // how long a request waits for a free worker
	Concurrent int           // generations at once; 0 means one per core
}

// DefaultLimits are the limits of a server started without options: a
// handout of 200 sheets or a book of 400 puzzles, mazes up to 500×500
// cells, pictures up to 4096×4096 pixels and 256 MB of memory each (as
// the command line's memory budget estimates it). Answers waiting for
// clients that do not read hold at most 32 MB in all (more is refused
// with a 503 and Retry-After), and a client that takes nothing of an
// answer for 30 seconds is cut off.
var defaultLimits = Limits{
	Cells:     250_000,
	Pixels:    16 << 20,
	Copies:    200,
	Puzzles:   400,
	BookCells: 4_000_000,
	Sections:  20,
	Body:      64 << 10,
	Text:      200,
	Memory:    256 << 20,
	Held:      32 << 20,
	Send:      30 * time.Second,
	Work:      10 * time.Second,
	Time:      60 * time.Second,
	Queue:     10 * time.Second,
}

// DefaultLimits returns the limits New uses when given none.
func DefaultLimits() Limits { return defaultLimits }
