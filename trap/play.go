package trap

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
)

// RandomBoard returns a board of g with n random cells blocked, never the
// cat's. n must be at most half the cells.
func RandomBoard(g *Geometry, n int, rng *rand.Rand) *Board {
	b := NewBoard(g)
	for placed := 0; placed < n; {
		c := rng.IntN(g.Cells())
		if c != b.Cat && !b.Blocked(c) {
			b.Block(c)
			placed++
		}
	}
	return b
}

// MaxPlayLine is the longest move line Play reads; a cell name is a few
// characters.
const MaxPlayLine = 256

// Play runs a game in a terminal on b against cat: it shows the board,
// reads one cell to block per line from in (e5 or 5,5; q quits), moves the
// cat and writes every step to out, until the cat is trapped or escapes,
// the player quits or in ends. A bad line is answered and read again.
func Play(b *Board, cat Cat, in io.Reader, out io.Writer) error {
	g := b.G
	r := bufio.NewReader(in)
	for turn := 1; ; turn++ {
		fmt.Fprint(out, b.String())
		fmt.Fprintf(out, "turn %d> ", turn)
		var cell int
		for {
			line, long, err := readLine(r, MaxPlayLine)
			if err != nil {
				fmt.Fprintln(out, "\nbye")
				return nil
			}
			if long {
				fmt.Fprintf(out, "that line is longer than %d characters; try again> ", MaxPlayLine)
				continue
			}
			line = strings.TrimSpace(line)
			if line == "q" || line == "quit" {
				fmt.Fprintln(out, "bye")
				return nil
			}
			cell, err = g.Parse(line)
			if err == nil && !b.Free(cell) {
				err = fmt.Errorf("%s is not free", g.Name(cell))
			}
			if err == nil {
				break
			}
			fmt.Fprintf(out, "%v; try again> ", strings.TrimPrefix(err.Error(), "trap: "))
		}
		b.Block(cell)
		step := cat.Step(b)
		if step < 0 {
			fmt.Fprint(out, b.String())
			fmt.Fprintf(out, "You trapped the cat in %d turns!\n", turn)
			return nil
		}
		b.Cat = step
		fmt.Fprintf(out, "The cat moves to %s.\n", g.Name(step))
		if b.Escaped() {
			fmt.Fprint(out, b.String())
			fmt.Fprintln(out, "The cat reached the edge and escaped.")
			return nil
		}
	}
}

// readLine reads one line from r, holding at most max bytes of it: a
// longer line is read to its end and dropped (long reports it). err is
// io.EOF at the end of the input with nothing read.
func readLine(r *bufio.Reader, max int) (line string, long bool, err error) {
	var b []byte
	for {
		frag, isPrefix, err := r.ReadLine()
		if err != nil {
			if len(b) > 0 || long {
				return string(b), long, nil
			}
			return "", false, err
		}
		if !long && len(b)+len(frag) <= max {
			b = append(b, frag...)
		} else {
			long, b = true, nil
		}
		if !isPrefix {
			return string(b), long, nil
		}
	}
}
