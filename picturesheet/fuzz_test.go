package picturesheet

import (
	"io"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/param"
)

// FuzzRequest makes picture mazes from any options a front end passes on
// (files aside): a *param.Error naming the option, or a sheet that
// writes, never a panic; NaN and other numbers out of range are refused.
func FuzzRequest(f *testing.F) {
	f.Add("heart", 16, 16, 0.0, 0, 0.0, 0.0, 0.0)
	f.Add("text:HI", 20, 12, 0.5, 3, 12.0, 0.9, 0.3)
	f.Add("cat", 4, 4, 0.0, 0, 1e-300, 0.0, 0.0)
	f.Add("text:😀", 8, 8, 0.0, 0, 20.0, 0.0, 0.0)
	f.Fuzz(func(t *testing.T, picture string, w, h int, threshold float64, colors int, cell, minCov, maxLight float64) {
		if strings.HasSuffix(strings.ToLower(picture), ".png") || w > 24 || h > 24 || (w == 0) != (h == 0) || (w == 0 && len(picture) > 8) {
			return // files are fuzzed in package mask; large mazes (and the search for a size that works) are slow, not different
		}
		r := &Request{Picture: picture, Width: w, Height: h, Threshold: threshold, Colors: colors,
			Cell: cell, MinCoverage: minCov, MaxLight: maxLight, Seed: 1}
		s, err := r.Make()
		if err != nil {
			if _, ok := param.As(err); !ok {
				t.Fatalf("%+v: %v is not a *param.Error", r, err)
			}
			return
		}
		if !(s.req.Cell >= 1 && s.req.Cell <= 1000) {
			t.Fatalf("cell %v accepted", s.req.Cell)
		}
		if err := s.Write(io.Discard, "svg", true); err != nil {
			t.Fatalf("%+v: %v", r, err)
		}
	})
}
