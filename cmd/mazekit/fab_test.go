package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFabFormats writes every fabrication format twice with one seed on
// two grid kinds: the files must be byte-identical, and the plotter and
// laser formats must report on stderr.
func TestFabFormats(t *testing.T) {
	dir := t.TempDir()
	for gi, grid := range [][]string{{"--grid", "rect", "--size", "8x6"}, {"--grid", "polar", "--rings", "4"}} {
		for fi, f := range []struct{ format, report string }{
			{"plotsvg", "pen lifts"}, {"hpgl", "pen lifts"}, {"gcode", "pen lifts"}, {"plotpng", "pen lifts"},
			{"dxf", "islands"}, {"lasersvg", "islands"}, {"stl", ""}, {"stlpng", ""}, {"gif", ""}, {"apng", ""},
		} {
			if testing.Short() && (gi+fi)%2 != 0 {
				continue // in -short each format on one grid, turning
			}
			var files [2][]byte
			for i := range files {
				p := filepath.Join(dir, f.format+".out")
				args := append([]string{"maze", "--seed", "4", "--format", f.format, "-o", p, "--max-frames", "12"}, grid...)
				_, stderr, code := runCLI(t, args...)
				if code != 0 {
					t.Fatalf("%s %v: exit %d: %s", f.format, grid, code, stderr)
				}
				if !strings.Contains(stderr, f.report) {
					t.Errorf("%s: stderr %q lacks %q", f.format, stderr, f.report)
				}
				b, err := os.ReadFile(p)
				if err != nil || len(b) == 0 {
					t.Fatalf("%s: %v (%d bytes)", f.format, err, len(b))
				}
				files[i] = b
			}
			if !bytes.Equal(files[0], files[1]) {
				t.Errorf("%s %v: same seed, different bytes", f.format, grid)
			}
		}
	}
}

func TestFabBadFlags(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--wall-thickness", "-1"}, "--wall-thickness -1"},
		{[]string{"--kerf", "5"}, "--kerf 5"},
		{[]string{"--single-line", "zigzag"}, "off, outline or centre"},
		{[]string{"--anim", "dance"}, "generate or solve"},
		{[]string{"--fps", "0"}, "--fps 0"},
		{[]string{"--max-frames", "1"}, "--max-frames 1"},
		{[]string{"--feed", "0"}, "--feed 0"},
		{[]string{"--wall-thickness", "9", "--cell-mm", "10", "--grid", "tri", "--format", "stl"}, "too thick"},
	} {
		args := append([]string{"maze", "--seed", "1", "--size", "5x4", "-o", filepath.Join(t.TempDir(), "m.stl")}, tt.args...)
		_, stderr, code := runCLI(t, args...)
		if code == 0 || !strings.Contains(stderr, tt.want) {
			t.Errorf("%v: exit %d, stderr %q; want an error naming %q", tt.args, code, stderr, tt.want)
		}
	}
}
