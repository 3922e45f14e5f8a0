// Sizes as every front end takes them: "WxH" written by hand, with a
// third number for floors, or a range "WxH..WxH" growing through a book
// section.

package puzzle

import (
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/param"
)

// NormalSize writes a size as typed by hand ("8 x 8", "8×8", " 8X8 ") the
// way the parsers read it ("8x8"); a range "8 x 8 .. 12 x 12" keeps its
// "..".
func NormalSize(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.ReplaceAll(s, "×", "x")
	return strings.Join(strings.Fields(s), "")
}

// ParseGridSize parses a grid size as front ends take it: "WxH", "WxHxF"
// (F floors of a 3d grid; floors is then F as text, else "") or "N" (N×N,
// as a cube's faces are given), written as NormalSize reads it. A bad size
// is a *param.Error for "size".
func ParseGridSize(s string) (w, h int, floors string, err error) {
	t := NormalSize(s)
	if n, err := strconv.Atoi(t); err == nil {
		if n < 1 {
			return 0, 0, "", param.Textf("size", s, "want at least 1")
		}
		return n, n, "", nil
	}
	want := "want WxH with whole numbers, e.g. 20x15"
	if parts := strings.Split(t, "x"); len(parts) == 3 {
		want = "want WxHxF with whole numbers, e.g. 10x10x4"
		floors = parts[2]
		if f, err := strconv.Atoi(floors); err != nil || f < 1 {
			return 0, 0, "", param.Textf("size", s, "%s", want)
		}
		t = parts[0] + "x" + parts[1]
	}
	ws, hs, ok := strings.Cut(t, "x")
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if !ok || err1 != nil || err2 != nil {
		return 0, 0, "", param.Textf("size", s, "%s", want)
	}
	if w < 1 || h < 1 {
		return 0, 0, "", param.Textf("size", s, "width and height must be at least 1")
	}
	return w, h, floors, nil
}

// ParseSize parses a size "WxH" (or "N" for N×N) into two positive
// whole numbers; anything else is a *param.Error for "size".
func ParseSize(s string) (w, h int, err error) {
	w, h, floors, err := ParseGridSize(s)
	if err == nil && floors != "" {
		err = param.Textf("size", s, "want WxH with whole numbers, e.g. 20x15")
	}
	return w, h, err
}

// ParseSizeRange parses a size or a range of sizes "WxH..WxH" (as a book
// section's mazes grow from the first to the second), each as ParseSize
// reads it; a single size is both ends. A bad size is a *param.Error for
// "size".
func ParseSizeRange(s string) (from, to [2]int, err error) {
	a, b, isRange := strings.Cut(NormalSize(s), "..")
	if from[0], from[1], err = ParseSize(a); err != nil {
		return from, to, rangeError(s, err, isRange)
	}
	to = from
	if isRange {
		if to[0], to[1], err = ParseSize(b); err != nil {
			return from, to, rangeError(s, err, isRange)
		}
	}
	return from, to, nil
}

// rangeError is err, a bad end of a range, said of the whole range s.
func rangeError(s string, err error, isRange bool) error {
	if pe, ok := param.As(err); ok && isRange {
		return param.Textf("size", s, "%s; a range is WxH..WxH", pe.Want)
	}
	return err
}
