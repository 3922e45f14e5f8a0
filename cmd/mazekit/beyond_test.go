package main

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBeyondThePlane runs the 3d and cube grids and the puzzle box from
// the command line: the files they make, the same again from the same
// seed, and one clear line for every combination they refuse.
func TestBeyondThePlane(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"maze", "--size", "4x4x2"}, "--floors applies only to grid 3d"},
		{[]string{"maze", "--grid", "3d", "--size", "4x4x2", "--floors", "3"}, "give them once"},
		{[]string{"maze", "--grid", "3d", "--size", "4x4x0"}, "want WxHxF"},
		{[]string{"maze", "--grid", "3d", "--size", "4x4x2", "-o", filepath.Join(dir, "m.stl")}, "a 3d maze is drawn as png, svg or pdf"},
		{[]string{"maze", "--grid", "cube", "--size", "4x5", "-o", filepath.Join(dir, "c.png")}, "a cube's faces are square"},
		{[]string{"maze", "--grid", "cube", "--size", "4", "-o", filepath.Join(dir, "m.txt")}, "a cube maze is drawn as png, svg or pdf"},
		{[]string{"maze", "--grid", "cube", "--size", "4", "--doors", "opposite", "-o", filepath.Join(dir, "c.png")}, "no outer wall"},
		{[]string{"puzzlebox", "--diameter", "10", "-o", filepath.Join(dir, "b.stl")}, "--diameter 10: want from 20 to 300 mm"},
		{[]string{"puzzlebox", "--height", "22", "-o", filepath.Join(dir, "b.stl")}, "too low for two rows"},
		{[]string{"puzzlebox", "--part", "top", "-o", filepath.Join(dir, "b.stl")}, "want inner, sleeve or lid"},
		{[]string{"puzzlebox", "--part", "lid", "-o", filepath.Join(dir, "b.png")}, "--part applies only to STL"},
		{[]string{"puzzlebox", "-o", filepath.Join(dir, "b.obj")}, "unknown extension .obj"},
		{[]string{"puzzlebox", "extra"}, "unexpected argument"},
	} {
		_, stderr, code := runCLI(t, tt.args...)
		if code != 2 || !strings.Contains(stderr, tt.want) || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("%v: exit %d, %q; want 2 and one line with %q", tt.args, code, stderr, tt.want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "b.stl")); err == nil {
		t.Error("a refused puzzle box left a file")
	}
	j := filepath.Join(dir, "m.json")
	if _, stderr, code := runCLI(t, "maze", "--grid", "3d", "--size", "4x3x2", "--seed", "1", "-o", j); code != 0 {
		t.Fatalf("3d JSON: %s", stderr)
	}
	if b, _ := os.ReadFile(j); !bytes.Contains(b, []byte(`"grid":{"kind":"3d","width":4,"height":3,"floors":2}`)) {
		t.Errorf("3d JSON does not record its floors: %.200s", b)
	}
	// Same seed, same bytes, in every picture format.
	for _, grid := range [][]string{{"--grid", "3d", "--size", "5x4x3"}, {"--grid", "cube", "--size", "4"}} {
		for _, ext := range []string{"png", "svg", "pdf"} {
			var files [2][]byte
			for i := range files {
				p := filepath.Join(dir, "r"+string(rune('a'+i))+"."+ext)
				if _, stderr, code := runCLI(t, append([]string{"maze", "--seed", "3", "--solution", "-o", p}, grid...)...); code != 0 {
					t.Fatalf("%v %s: %s", grid, ext, stderr)
				}
				files[i], _ = os.ReadFile(p)
			}
			if len(files[0]) == 0 || !bytes.Equal(files[0], files[1]) {
				t.Errorf("%v %s: same seed gave different files", grid, ext)
			}
		}
	}
	// The net on one sheet of A4 or Letter, the key on a second.
	for paper, box := range map[string]string{"a4": "[0 0 595.28 841.89]", "letter": "[0 0 612.00 792.00]"} {
		net, key := filepath.Join(dir, paper+".pdf"), filepath.Join(dir, paper+"-key.pdf")
		if _, stderr, code := runCLI(t, "maze", "--grid", "cube", "--size", "6", "--seed", "2", "--paper", paper, "-o", net, "--answer", key); code != 0 {
			t.Fatalf("cube net on %s: %s", paper, stderr)
		}
		for _, f := range []string{net, key} {
			if b, _ := os.ReadFile(f); bytes.Count(b, []byte("/Type /Page\n")) != 1 || !bytes.Contains(b, []byte("MediaBox "+box)) {
				t.Errorf("%s: want one %s page", f, paper)
			}
		}
	}
	for i := 0; i < 2; i++ {
		p := filepath.Join(dir, "box"+string(rune('a'+i))+".stl")
		if _, stderr, code := runCLI(t, "puzzlebox", "--diameter", "30", "--height", "30", "--seed", "4", "--part", "sleeve", "-o", p); code != 0 {
			t.Fatalf("puzzlebox: %s", stderr)
		}
	}
	a, _ := os.ReadFile(filepath.Join(dir, "boxa.stl"))
	b, _ := os.ReadFile(filepath.Join(dir, "boxb.stl"))
	if len(a) < 84 || !bytes.Equal(a, b) {
		t.Fatalf("puzzle box STL: %d bytes, same seed same bytes: %v", len(a), bytes.Equal(a, b))
	}
	if n := binary.LittleEndian.Uint32(a[80:]); int(n)*50+84 != len(a) {
		t.Errorf("STL says %d triangles in %d bytes", n, len(a))
	}
}
