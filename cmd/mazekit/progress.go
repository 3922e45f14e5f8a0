// Progress shown on a terminal: a bar for books, a row count for streamed
// mazes.

package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"golang.org/x/term"
)

// progressBar returns a callback drawing a progress bar on stderr, which
// a call with what "" clears, or nil when stderr is not a terminal or
// quiet is set.
func progressBar(stderr io.Writer, quiet bool) func(what string, done, total int) {
	f, ok := stderr.(*os.File)
	if quiet || !ok || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
	return func(what string, done, total int) {
		const width = 30
		if what == "" {
			fmt.Fprint(stderr, "\r\033[K")
			return
		}
		n := done * width / max(total, 1)
		fmt.Fprintf(stderr, "\r[%s%s] %s %d/%d", strings.Repeat("#", n), strings.Repeat(".", width-n), what, done, total)
	}
}

// rowProgress shows on a terminal how far a streamed maze has come: the
// row, the share done and the time left, redrawn about once a second.
type rowProgress struct {
	w      io.Writer
	total  int
	start  time.Time
	last   time.Time
	active bool
}

// newRowProgress returns a progress line for total rows on stderr, silent
// when stderr is not a terminal.
func newRowProgress(stderr io.Writer, total int) *rowProgress {
	p := &rowProgress{w: stderr, total: total}
	if f, ok := stderr.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		p.active = true
		p.start = time.Now()
		p.last = p.start
	}
	return p
}

// row reports that row y is next.
func (p *rowProgress) row(y int) {
	if !p.active || y&255 != 0 || time.Since(p.last) < time.Second {
		return
	}
	p.last = time.Now()
	el := p.last.Sub(p.start)
	left := time.Duration(float64(el) * float64(p.total-y) / float64(max(y, 1)))
	fmt.Fprintf(p.w, "\r\033[Kmazekit: row %d of %d (%.1f%%), %s, about %s left",
		y, p.total, 100*float64(y)/float64(p.total), el.Round(time.Second), left.Round(time.Second))
}

// done clears the progress line.
func (p *rowProgress) done() {
	if p.active && p.last != p.start {
		fmt.Fprint(p.w, "\r\033[K")
	}
}
