package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestImageFlag draws the project's star picture as a maze and as a
// wallpaper: the same seed gives the same bytes, and the maze keeps the
// picture's proportions within --size.
func TestImageFlag(t *testing.T) {
	dir := t.TempDir()
	star := filepath.Join("..", "..", "puzzle", "testdata", "star.png")
	run := func(name string, args ...string) []byte {
		p := filepath.Join(dir, name)
		if _, stderr, code := runCLI(t, append(args, "-o", p)...); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	a := run("a.svg", "maze", "--image", star, "--size", "30x20", "--seed", "4", "--cell", "10", "--margin", "0")
	b := run("b.svg", "maze", "--image", star, "--size", "30x20", "--seed", "4", "--cell", "10", "--margin", "0")
	if !bytes.Equal(a, b) {
		t.Error("maze --image: the same seed gave different files")
	}
	// The star is square: 20x20 units of 10 points.
	if !bytes.Contains(a, []byte(`width="200"`)) || !bytes.Contains(a, []byte(`height="200"`)) {
		t.Errorf("maze --image --size 30x20 of a square picture is not 200x200 points: %s", a[:min(len(a), 300)])
	}
	size := "320x180"
	if testing.Short() {
		size = "160x90" // a quarter of the cells
	}
	w1 := run("w1.png", "wallpaper", "--image", star, "--size", size, "--cell", "8", "--theme", "midnight", "--seed", "2")
	w2 := run("w2.png", "wallpaper", "--image", star, "--size", size, "--cell", "8", "--theme", "midnight", "--seed", "2")
	if !bytes.Equal(w1, w2) {
		t.Error("wallpaper --image: the same seed gave different files")
	}
}

// TestImageFlagErrors: bad pictures and combinations are one error line
// naming --image, exit 2, and nothing written.
func TestImageFlagErrors(t *testing.T) {
	dir := t.TempDir()
	star := filepath.Join("..", "..", "puzzle", "testdata", "star.png")
	junk := filepath.Join(dir, "junk.png")
	if err := os.WriteFile(junk, []byte("junk"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.png")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"maze", "--image", "/nonexistent.png"}, `--image /nonexistent.png: no such file`},
		{[]string{"maze", "--image", junk}, `not a PNG`},
		{[]string{"maze", "--image", star, "--grid", "hex"}, `--image`},
		{[]string{"maze", "--image", star, "--weave", "0.3"}, `--image`},
		{[]string{"maze", "--image", star, "--algo", "eller"}, `--algo`},
		{[]string{"wallpaper", "--image", "/nonexistent.png"}, `--image /nonexistent.png: no such file`},
		{[]string{"wallpaper", "--image", star, "--tile"}, `--image`},
		{[]string{"wallpaper", "--image", junk}, `not a PNG`},
	} {
		_, stderr, code := runCLI(t, append(tc.args, "-o", out)...)
		if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and one line with %q", tc.args, code, stderr, tc.want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Fatalf("%v: wrote %s", tc.args, out)
		}
	}
	// Row-by-row streaming would leave the picture out.
	_, stderr, code := runCLI(t, "maze", "--image", star, "--algo", "eller", "--format", "txt", "-o", "-")
	if code != 2 || !strings.Contains(stderr, "--algo") {
		t.Errorf("maze --image --algo eller as text: exit %d, %q; want the picture's planar grid refused by eller", code, stderr)
	}
	// The picture is an input: writing over it is refused.
	_, stderr, code = runCLI(t, "maze", "--image", junk, "-o", junk)
	if code != 2 || !strings.Contains(stderr, "the same file as the input --image") {
		t.Errorf("maze -o over the --image picture: exit %d, %q", code, stderr)
	}
	_, stderr, code = runCLI(t, "wallpaper", "--image", junk, "-o", junk)
	if code != 2 || !strings.Contains(stderr, "the same file as the input --image") {
		t.Errorf("wallpaper -o over the --image picture: exit %d, %q", code, stderr)
	}
}
