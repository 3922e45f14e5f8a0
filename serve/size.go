package serve

import (
	"strconv"
	"strings"
)

// normSize writes a size as typed by hand ("8 x 8", "8×8", "8X8") the way
// the library reads it ("8x8"); a range "8 x 8 .. 12 x 12" keeps its "..".
func normSize(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.ReplaceAll(s, "×", "x")
	return strings.Join(strings.Fields(s), "")
}

// parseSize reads a maze size WxH, written as normSize accepts.
func parseSize(size string) (w, h int, err error) {
	ws, hs, ok := strings.Cut(normSize(size), "x")
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if !ok || err1 != nil || err2 != nil {
		return 0, 0, badf("size %q: want WxH (width x height) in whole numbers, e.g. 20x15", size)
	}
	return w, h, nil
}
