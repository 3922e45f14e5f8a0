package puzzle

import (
	"context"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"
)

// BenchmarkStreamSolved generates, solves and draws an Eller maze as a PNG
// with its solution, streamed (to io.Discard), and reports ns a cell. The
// size comes from MAZEKIT_SOLVE_SIZE (default 2000x2000); 31623x31623 is
// the 10⁹-cell run in docs/speed.md:
//
//	MAZEKIT_SOLVE_SIZE=31623x31623 go test ./puzzle -run X -bench StreamSolved -benchtime 1x
func BenchmarkStreamSolved(b *testing.B) {
	w, h := 2000, 2000
	if s := os.Getenv("MAZEKIT_SOLVE_SIZE"); s != "" {
		a, c, ok := strings.Cut(s, "x")
		var err1, err2 error
		w, err1 = strconv.Atoi(a)
		h, err2 = strconv.Atoi(c)
		if !ok || err1 != nil || err2 != nil {
			b.Fatalf("MAZEKIT_SOLVE_SIZE=%q: want WxH", s)
		}
	}
	opts := Defaults()
	opts.Algorithm, opts.Seed, opts.Solution = "eller", 1, true
	opts.Picture.Cell = 2
	for b.Loop() {
		if err := Stream(context.Background(), io.Discard, "png", w, h, &opts, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(float64(w)*float64(h)), "ns/cell")
}
