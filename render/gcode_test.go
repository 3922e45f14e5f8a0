package render

import (
	"bytes"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// TestGCodeFeedBeforeFirstMove: a controller such as GRBL refuses a G1
// (the default pen down is "G1 Z0") while no feed rate is set, so the
// feed comes before any G1, G2 or G3.
func TestGCodeFeedBeforeFirstMove(t *testing.T) {
	g, _ := topology.NewRect(3, 3)
	m := maze.New(g)
	for _, travel := range []float64{0, 3000} {
		var b bytes.Buffer
		if _, err := WriteGCode(&b, m, &PlotOptions{Feed: 1200, TravelFeed: travel}); err != nil {
			t.Fatal(err)
		}
		feed := false
		for _, line := range strings.Split(b.String(), "\n") {
			f := strings.Fields(line)
			if len(f) == 0 {
				continue
			}
			if strings.HasPrefix(f[0], "F") || strings.Contains(line, " F") {
				feed = true
			}
			if (f[0] == "G1" || f[0] == "G2" || f[0] == "G3") && !feed {
				t.Fatalf("travel feed %v: %q before any feed rate:\n%s", travel, line, b.String())
			}
		}
	}
}

// TestGCodeFeedBounds: feeds outside MinFeed to MaxFeed are refused, not
// written as a 300-digit or a zero F word.
func TestGCodeFeedBounds(t *testing.T) {
	g, _ := topology.NewRect(2, 2)
	m := maze.New(g)
	for _, o := range []PlotOptions{{Feed: 1e300}, {Feed: 0.0001}, {Feed: -5}, {Feed: 1000, TravelFeed: 1e9}, {Feed: 1000, TravelFeed: 0.001}} {
		if _, err := WriteGCode(&bytes.Buffer{}, m, &o); err == nil || !strings.Contains(err.Error(), "feed") {
			t.Errorf("feed %v travel %v: err = %v, want a refusal", o.Feed, o.TravelFeed, err)
		}
	}
}

// TestPlotOneCell: every plot writer draws a one-cell maze of every
// regular grid (it used to index an empty stroke), and the centre line of
// one cell, a point, is refused with an error instead of a panic.
func TestPlotOneCell(t *testing.T) {
	grids := []func() (topology.Grid, error){
		func() (topology.Grid, error) { return topology.NewRect(1, 1) },
		func() (topology.Grid, error) { return topology.NewHex(1, 1, false) },
		func() (topology.Grid, error) { return topology.NewTri(1, 1) },
	}
	for i, mk := range grids {
		g, err := mk()
		if err != nil {
			t.Fatal(err)
		}
		m := maze.New(g)
		for _, sl := range []SingleLineMode{SingleLineOff, SingleLineOutline, SingleLineCentre} {
			for _, name := range []string{"plotsvg", "hpgl", "gcode", "plotpng"} {
				err := Encode(&bytes.Buffer{}, name, &Source{Maze: m, Options: []any{&PlotOptions{SingleLine: sl}}})
				if (err != nil) != (sl == SingleLineCentre) {
					t.Errorf("grid %d %s single-line %d: err = %v", i, name, sl, err)
				}
			}
		}
	}
}
