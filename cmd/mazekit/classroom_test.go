package main

import (
	"maps"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/internal/pdftest"
)

// pdfWalls reads a PDF back (decompressed by qpdf) and returns the widest
// line width it strokes with (the walls) and the x of the vertical and the
// y of the horizontal lines drawn at that width.
func pdfWalls(t *testing.T, path string) (xs, ys []float64, wall float64) {
	t.Helper()
	q := filepath.Join(t.TempDir(), "q.pdf")
	pdftest.Tool(t, "qpdf", "--qdf", "--object-streams=disable", path, q)
	lines := strings.Split(pdftest.Tool(t, "cat", q), "\n")
	type seg struct {
		v [4]float64
		w float64
	}
	// gofpdf writes a path, then its pen, then S.
	var segs, pending []seg
	w := 0.0
	for i, l := range lines {
		f := strings.Fields(l)
		switch {
		case len(f) == 2 && f[1] == "w":
			w, _ = strconv.ParseFloat(f[0], 64)
		case l == "S":
			for _, s := range pending {
				s.w = w
				segs = append(segs, s)
			}
			pending = pending[:0]
			if len(segs) > 0 {
				wall = max(wall, w)
			}
		case l == "f" || l == "B" || l == "n":
			pending = pending[:0]
		case len(f) == 3 && f[2] == "l" && i > 0:
			g := strings.Fields(lines[i-1])
			if len(g) != 3 || g[2] != "m" {
				continue
			}
			var s seg
			for j, x := range []string{g[0], g[1], f[0], f[1]} {
				s.v[j], _ = strconv.ParseFloat(x, 64)
			}
			pending = append(pending, s)
		}
	}
	for _, s := range segs {
		switch {
		case s.w != wall:
		case s.v[0] == s.v[2]:
			xs = append(xs, s.v[0])
		case s.v[1] == s.v[3]:
			ys = append(ys, s.v[1])
		}
	}
	return xs, ys, wall
}

// minGap returns the smallest distance between two different values of v.
func minGap(v []float64) float64 {
	slices.Sort(v)
	g := math.Inf(1)
	for i := 1; i < len(v); i++ {
		if d := v[i] - v[i-1]; d > 0.05 {
			g = min(g, d)
		}
	}
	return g
}

// TestAgeCorridorsInPDF makes a maze of every age level as a PDF and reads
// its corridors back: the pitch of the walls on paper less the widest line
// is at least the level's corridor width in mm.
func TestAgeCorridorsInPDF(t *testing.T) {
	for _, a := range classroom.AgeLevels() {
		t.Run(a.Name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "m.pdf")
			if _, errs, code := runCLI(t, "maze", "--age", a.Name, "--seed", "4", "-o", out); code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			xs, ys, wall := pdfWalls(t, out)
			if len(xs) == 0 || len(ys) == 0 {
				t.Fatal("no walls read back")
			}
			if math.Abs(wall-a.WallPt) > 0.01 {
				t.Errorf("walls %.2f pt wide, want %g", wall, a.WallPt)
			}
			corridor := (min(minGap(xs), minGap(ys)) - wall) * 25.4 / 72
			if math.Abs(corridor-a.CorridorMM) > 0.02 {
				t.Errorf("corridors %.2f mm wide, want %g exactly", corridor, a.CorridorMM)
			}
		})
	}
	t.Run("large-print", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "m.pdf")
		if _, errs, code := runCLI(t, "maze", "--large-print", "--size", "8x8", "--seed", "4", "-o", out); code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		xs, ys, wall := pdfWalls(t, out)
		if wall < classroom.LargePrintWallPt {
			t.Errorf("walls %.2f pt wide, want at least %g", wall, classroom.LargePrintWallPt)
		}
		if c := (min(minGap(xs), minGap(ys)) - wall) * 25.4 / 72; c < classroom.LargePrintCorridorMM-0.01 {
			t.Errorf("corridors %.2f mm wide, want at least %g", c, classroom.LargePrintCorridorMM)
		}
	})
}

// TestPicturesInPDF checks that each picture set's colours are painted in
// the colour PDF and that the outline PDF paints only black and white.
func TestPicturesInPDF(t *testing.T) {
	fills := map[string]string{ // a colour each start picture fills with
		"bee": "0.980 0.800 0.082 rg", "car": "0.863 0.196 0.184 rg", "dog": "0.588 0.373 0.196 rg",
		"mouse": "0.627 0.627 0.667 rg", "rocket": "0.980 0.941 0.843 rg",
	}
	for si, set := range slices.Sorted(maps.Keys(fills)) {
		fill := fills[set]
		for oi, outline := range []bool{false, true} {
			if testing.Short() && (si+oi)%2 != 0 {
				continue // in -short each set in one mode, turning
			}
			out := filepath.Join(t.TempDir(), "m.pdf")
			args := []string{"maze", "--size", "6x6", "--markers", "pictures", "--picture-set", set, "--seed", "2", "-o", out}
			if outline {
				args = append(args, "--outline")
			}
			if _, errs, code := runCLI(t, args...); code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			q := filepath.Join(t.TempDir(), "q.pdf")
			pdftest.Tool(t, "qpdf", "--qdf", "--object-streams=disable", out, q)
			data := pdftest.Tool(t, "cat", q)
			if got := strings.Contains(data, fill); got == outline {
				t.Errorf("%s outline=%v: fill %q painted: %v", set, outline, fill, got)
			}
			if outline {
				for _, m := range regexp.MustCompile(`(?m)^([\d.]+ [\d.]+ [\d.]+) rg$`).FindAllStringSubmatch(data, -1) {
					if m[1] != "1.000 1.000 1.000" && m[1] != "0.118 0.118 0.118" && m[1] != "0.000 0.000 0.000" {
						t.Errorf("%s outline: fills colour %s", set, m[1])
					}
				}
			}
		}
	}
}

// TestSequenceCommands makes number and letter mazes with their keys and
// refuses bad input with one line naming the flag.
func TestSequenceCommands(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"number-maze", "--age", "5-6", "--seed", "1", "-o", filepath.Join(dir, "n.pdf"), "--answer", filepath.Join(dir, "k.svg")},
		{"number-maze", "--sequence", "count-by-3", "--grid", "hex", "--seed", "2", "-o", filepath.Join(dir, "n.png")},
		{"letter-maze", "--word", "Lea", "--large-print", "--seed", "3", "-o", filepath.Join(dir, "l.pdf")},
	} {
		if _, errs, code := runCLI(t, args...); code != 0 {
			t.Errorf("%v: exit %d: %s", args, code, errs)
		}
	}
	for _, tt := range []struct{ args []string }{
		{[]string{"number-maze", "--sequence", "alphabet", "-o", filepath.Join(dir, "x.pdf")}},
		{[]string{"number-maze", "--sequence", "count-by-1", "-o", filepath.Join(dir, "x.pdf")}},
		{[]string{"letter-maze", "--word", "R2D2", "-o", filepath.Join(dir, "x.pdf")}},
		{[]string{"letter-maze", "--grid", "tri", "-o", filepath.Join(dir, "x.pdf")}},
		{[]string{"number-maze", "--size", "4x4", "--length", "12", "-o", filepath.Join(dir, "x.pdf")}},
		{[]string{"number-maze", "-o", filepath.Join(dir, "x.json")}},
		{[]string{"maze", "--age", "2-3", "-o", filepath.Join(dir, "x.pdf")}},
		{[]string{"maze", "--markers", "pictures", "--picture-set", "cat", "-o", filepath.Join(dir, "x.pdf")}},
	} {
		_, errs, code := runCLI(t, tt.args...)
		if code != 2 || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, " -") {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line naming the flag", tt.args, code, errs)
		}
	}
}

var pageSizeRe = regexp.MustCompile(`Page size:\s+([\d.]+) x ([\d.]+) pts`)

// TestAgeSheetIsPaper checks that a maze of an age level prints on a whole
// sheet: the paper asked for, or without --paper the locale's (Letter in
// the United States, A4 in Germany); the maze centred on it; and a size
// too big for the sheet at the level's corridors refused in one line
// naming --size, with no file written.
func TestAgeSheetIsPaper(t *testing.T) {
	for _, tt := range []struct {
		lang string
		args []string
		w, h float64
	}{
		{"en_US.UTF-8", nil, 612, 792},
		{"de_DE.UTF-8", nil, 595.28, 841.89},
		{"de_DE.UTF-8", []string{"--paper", "letter"}, 612, 792},
		{"en_US.UTF-8", []string{"--paper", "a4", "--landscape"}, 841.89, 595.28},
	} {
		t.Setenv("LC_ALL", tt.lang)
		out := filepath.Join(t.TempDir(), "m.pdf")
		args := append([]string{"maze", "--age", "5-6", "--seed", "2", "-o", out}, tt.args...)
		if _, errs, code := runCLI(t, args...); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		m := pageSizeRe.FindStringSubmatch(pdftest.Tool(t, "pdfinfo", out))
		if m == nil {
			t.Fatalf("%s %v: no page size", tt.lang, tt.args)
		}
		w, _ := strconv.ParseFloat(m[1], 64)
		h, _ := strconv.ParseFloat(m[2], 64)
		if math.Abs(w-tt.w) > 0.01 || math.Abs(h-tt.h) > 0.01 {
			t.Errorf("%s %v: page %.2f x %.2f pt, want %.2f x %.2f", tt.lang, tt.args, w, h, tt.w, tt.h)
		}
		xs, ys, _ := pdfWalls(t, out)
		if len(xs) == 0 || len(ys) == 0 {
			t.Fatal("no walls read back")
		}
		left, right := slices.Min(xs), slices.Max(xs)
		top, bottom := slices.Min(ys), slices.Max(ys)
		if math.Abs(left-(w-right)) > 1 || math.Abs(top-(h-bottom)) > 40 {
			t.Errorf("%s %v: walls span x %.1f..%.1f, y %.1f..%.1f of %.0f x %.0f: not centred", tt.lang, tt.args, left, right, top, bottom, w, h)
		}
	}
	t.Setenv("LC_ALL", "en_US.UTF-8")
	out := filepath.Join(t.TempDir(), "big.pdf")
	_, errs, code := runCLI(t, "maze", "--age", "3-4", "--size", "30x30", "-o", out)
	if code != 2 || !strings.Contains(errs, "--size") || strings.Count(strings.TrimSpace(errs), "\n") > 0 {
		t.Errorf("a board too big for the sheet: exit %d, %q", code, errs)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a refused maze left a file")
	}
}
