package main

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/patterndraw"
)

func TestPatternCommand(t *testing.T) {
	dir := t.TempDir()
	// PETSCII: 40x25 characters of 8 pixels plus the border, at scale 2.
	p := filepath.Join(dir, "c64.png")
	if _, stderr, code := runCLI(t, "pattern", "10print", "--style", "petscii", "--scale", "2", "--seed", "1", "-o", p); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	f, _ := os.Open(p)
	img, err := png.Decode(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 768 || b.Dy() != 544 {
		t.Errorf("PETSCII image %dx%d, want 768x544", b.Dx(), b.Dy())
	}
	// Every pixel is one of the two C64 colours: pixel-exact, no blending.
	for y := 0; y < 544; y += 3 {
		for x := 0; x < 768; x += 3 {
			r, g, b, _ := img.At(x, y).RGBA()
			c := [3]uint8{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8)}
			if c != [3]uint8{patterndraw.C64Blue().R, patterndraw.C64Blue().G, patterndraw.C64Blue().B} && c != [3]uint8{patterndraw.C64LightBlue().R, patterndraw.C64LightBlue().G, patterndraw.C64LightBlue().B} {
				t.Fatalf("pixel (%d,%d) = %v is not a C64 colour", x, y, c)
			}
		}
	}
	out, stderr, code := runCLI(t, "pattern", "maze-ca", "--size", "30x20", "--seed", "2", "--solution", "--format", "json", "-o", "-")
	if code != 0 || !strings.Contains(out, `"rule":"B3/S12345"`) || !strings.Contains(stderr, "open regions") {
		t.Errorf("maze-ca json: exit %d %q %q", code, out[:min(len(out), 200)], stderr)
	}
	out, _, _ = runCLI(t, "pattern", "10print", "--size", "5x3", "--seed", "3", "--format", "txt", "-o", "-")
	if lines := strings.Split(strings.TrimSpace(out), "\n"); len(lines) != 3 || len(lines[0]) != 5 {
		t.Errorf("10print text %q", out)
	}
	// Same seed, same bytes.
	for _, ext := range []string{"png", "svg", "pdf"} {
		var got [2][]byte
		for i := range got {
			q := filepath.Join(dir, "r"+string(rune('a'+i))+"."+ext)
			runCLI(t, "pattern", "10print", "--fill", "regions", "--size", "12x8", "--seed", "4", "-o", q)
			got[i], _ = os.ReadFile(q)
		}
		if len(got[0]) == 0 || !bytes.Equal(got[0], got[1]) {
			t.Errorf("%s: same seed gave different bytes", ext)
		}
	}
	bad := []struct {
		args []string
		want string
	}{
		{[]string{"pattern"}, "name one pattern"},
		{[]string{"pattern", "spiral"}, "unknown pattern"},
		{[]string{"pattern", "maze-ca", "--rule", "B9/S1"}, `--rule "B9/S1": want B<digits>`},
		{[]string{"pattern", "10print", "--rule", "B3/S1"}, "applies only to the automata"},
		{[]string{"pattern", "maze-ca", "--bias", "0.2"}, "applies only to 10print"},
		{[]string{"pattern", "10print", "--bias", "2"}, "--bias"},
		{[]string{"pattern", "10print", "--tile", "arcs", "--fill", "regions"}, "regions work with diagonal tiles"},
		{[]string{"pattern", "10print", "--style", "neon"}, "want print or petscii"},
	}
	for _, b := range bad {
		_, stderr, code := runCLI(t, b.args...)
		if code != 2 || !strings.Contains(stderr, b.want) {
			t.Errorf("%v: exit %d stderr %q, want 2 and %q", b.args, code, stderr, b.want)
		}
	}
}
