// Large print on a handout: the maze made smaller until it prints at
// large-print widths in its place on the sheet.

package serve

import (
	"cmp"
	"context"
	"fmt"
	"strconv"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/layout"
	"github.com/mazekit/mazekit/topology"
)

// fitLarge makes the maze of a large-print handout sp (one maze section)
// as big as its place on the sheet holds at large-print widths, and no
// bigger than the difficulty or the age level asks: a hard maze at four a
// sheet gets fewer, wider corridors rather than a refusal. It tries one
// sheet of the handout, the layout's own check deciding, and leaves sp as
// it was when even the smallest maze would not print (the handout then
// says why; the page does not offer such a mix, see largeMost).
func fitLarge(ctx context.Context, sp *layout.Spec) {
	sec := sp.Sections[0]
	k, err := topology.Lookup(cmp.Or(sec.Grid, "rect"))
	if err != nil {
		return
	}
	w, h, rings := 0, 0, 0
	if sec.Age != "" {
		a, err := classroom.LookupAge(sec.Age)
		if err != nil {
			return
		}
		size, rr := classroom.AgeFit(k, a.Size)
		w, h, rings = size[1][0], size[1][1], rr[1]
	} else if sec.Rings != "" {
		rings, _ = strconv.Atoi(sec.Rings)
	} else if _, err := fmt.Sscanf(sec.Size, "%dx%d", &w, &h); err != nil {
		return
	}
	_, round := k.Param("rings")
	n := max(w, h)
	if round {
		n = rings
	}
	if n < minLarge {
		return
	}
	set := func(s *layout.Section, n int) {
		if round {
			s.Rings = strconv.Itoa(n)
		} else {
			s.Size = fmt.Sprintf("%dx%d", min(w, n), min(h, n))
		}
	}
	if largeFits(ctx, sp, sec, min(sp.Handout.Copies, 2)) {
		return // as asked (two sheets: an age level's sizes grow through the copies)
	}
	// Three sheets: the doors, and the room their markers take, differ
	// from maze to maze.
	sheets := min(sp.Handout.Copies, 3)
	if sec.Markers == "pictures" {
		sheets = min(sp.Handout.Copies, 8) // pictures beside the doors: more room on some sides than others
	}
	lo, hi := minLarge, n+1 // lo fits, hi does not
	if !largeFits(ctx, sp, sec, sheets, func(s *layout.Section) { set(s, lo) }) {
		// The smallest maze does not print (its doors' pictures find no
		// room, say): the largest that does, counting down.
		for k := n - 1; k > minLarge; k-- {
			if largeFits(ctx, sp, sec, sheets, func(s *layout.Section) { set(s, k) }) {
				set(&sp.Sections[0], k)
				return
			}
		}
		return
	}
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if largeFits(ctx, sp, sec, sheets, func(s *layout.Section) { set(s, mid) }) {
			lo = mid
		} else {
			hi = mid
		}
	}
	set(&sp.Sections[0], lo)
}

// largeFits reports whether a handout of sp with its section sec changed
// by each of change prints copies sheets.
func largeFits(ctx context.Context, sp *layout.Spec, sec layout.Section, copies int, change ...func(*layout.Section)) bool {
	trial := *sp
	h := *sp.Handout
	h.Copies = copies
	trial.Handout = &h
	trial.Sections = []layout.Section{sec}
	for _, c := range change {
		c(&trial.Sections[0])
	}
	_, err := layout.Make(ctx, &trial, &layout.Options{Workers: 1})
	return err == nil
}

// minLarge is the fewest cells across (or rings) a large-print maze is
// made with: smaller is no longer a maze worth handing out.
const minLarge = 3
