package fab

import (
	"bytes"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
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
				err := render.Encode(&bytes.Buffer{}, name, &render.Source{Maze: m, Options: []render.Option{&PlotOptions{SingleLine: sl}}})
				if (err != nil) != (sl == SingleLineCentre) {
					t.Errorf("grid %d %s single-line %d: err = %v", i, name, sl, err)
				}
			}
		}
	}
}

// TestHPGLArcChords: every HPGL arc gives a chord angle that keeps its
// chords within HPGLChordTolerance of the circle (the plotter's default of
// 5° strays 0.19 mm at a radius of 200 mm).
func TestHPGLArcChords(t *testing.T) {
	g, err := topology.Build(topology.Spec{Kind: "polar", Rings: 20})
	if err != nil {
		t.Fatal(err)
	}
	m := maze.New(g)
	var b bytes.Buffer
	if _, err := WriteHPGL(&b, m, &PlotOptions{CellMM: 10}); err != nil {
		t.Fatal(err)
	}
	var x, y float64 // the pen, mm
	arcs := 0
	for _, cmd := range strings.Split(strings.ReplaceAll(b.String(), "\n", ""), ";") {
		var v []float64
		if len(cmd) > 2 {
			for _, f := range strings.Split(cmd[2:], ",") {
				n, err := strconv.ParseFloat(f, 64)
				if err != nil {
					t.Fatalf("%q: %v", cmd, err)
				}
				v = append(v, n/hpglUnits)
			}
		}
		switch {
		case (strings.HasPrefix(cmd, "PU") || strings.HasPrefix(cmd, "PD")) && len(v) == 2:
			x, y = v[0], v[1]
		case strings.HasPrefix(cmd, "AA"):
			if len(v) != 4 {
				t.Fatalf("%q: no chord angle", cmd)
			}
			cx, cy, sweep, chord := v[0], v[1], v[2]*hpglUnits*math.Pi/180, v[3]*hpglUnits
			r := math.Hypot(x-cx, y-cy)
			if sag := r * (1 - math.Cos(chord*math.Pi/360)); sag > HPGLChordTolerance*1.01 && chord > 0.5 {
				t.Errorf("%q: radius %.1f mm, chords stray %.3f mm", cmd, r, sag)
			}
			a := math.Atan2(y-cy, x-cx) + sweep
			x, y = cx+r*math.Cos(a), cy+r*math.Sin(a)
			arcs++
		}
	}
	if arcs == 0 {
		t.Fatal("no arcs in a polar maze's HPGL")
	}
}
