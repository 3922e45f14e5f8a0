package main

import (
	"bytes"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPictureMazeCommand writes a picture maze in every format, its answer,
// and checks what a user sees: the answer is darker where the picture is,
// the JSON carries the picture's mask, the same seed gives the same bytes.
func TestPictureMazeCommand(t *testing.T) {
	dir := t.TempDir()
	p, key := filepath.Join(dir, "cat.png"), filepath.Join(dir, "cat-key.png")
	_, stderr, code := runCLI(t, "picture-maze", "--picture", "cat", "--seed", "1", "--cell", "10", "-o", p, "--answer", key)
	if code != 0 || !strings.Contains(stderr, "dark cells on the way") {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	sheet, answer := readPNG(t, p), readPNG(t, key)
	// The cat's body is in the middle and low; the top corners are light.
	if d, c := darkShare(answer, 0.45, 0.7), darkShare(answer, 0.08, 0.08); d < 0.6 || c > 0.3 {
		t.Errorf("answer: body %.2f dark, corner %.2f dark; want the picture shaded", d, c)
	}
	if d := darkShare(sheet, 0.45, 0.7); d > 0.4 {
		t.Errorf("sheet: body %.2f dark; the puzzle gives the picture away", d)
	}
	out, _, code := runCLI(t, "picture-maze", "--picture", "apple", "--colors", "3", "--seed", "2", "-o", "-", "--format", "json")
	if code != 0 {
		t.Fatalf("json: exit %d", code)
	}
	var doc struct {
		Kind    string
		Picture struct {
			Width, Height int
			Colors        []string
			Mask, Keys    []string
		}
		Quality struct{ Coverage, LightShare float64 }
		Maze    struct{ Solution []int }
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Kind != "picture-maze" || len(doc.Picture.Mask) != doc.Picture.Height || len(doc.Picture.Keys) != doc.Picture.Height || len(doc.Picture.Colors) != 3 {
		t.Errorf("json picture: %+v", doc.Picture)
	}
	if doc.Quality.Coverage < 0.95 || len(doc.Maze.Solution) == 0 {
		t.Errorf("json quality %+v, solution of %d cells", doc.Quality, len(doc.Maze.Solution))
	}
	for _, ext := range []string{"png", "svg", "pdf", "json"} {
		var got [2][]byte
		for i := range got {
			q := filepath.Join(dir, "r"+string(rune('a'+i))+"."+ext)
			if _, stderr, code := runCLI(t, "picture-maze", "--picture", "fish", "--colors", "2", "--seed", "4", "-o", q); code != 0 {
				t.Fatalf("%s: exit %d: %s", ext, code, stderr)
			}
			got[i], _ = os.ReadFile(q)
		}
		if len(got[0]) == 0 || !bytes.Equal(got[0], got[1]) {
			t.Errorf("%s: same seed gave different bytes", ext)
		}
	}
}

// TestPictureMazeFromPNG makes a maze from a PNG one cell a pixel, and
// refuses one too small to draw with a size that works.
func TestPictureMazeFromPNG(t *testing.T) {
	dir := t.TempDir()
	pic := filepath.Join(dir, "ring.png")
	img := image.NewGray(image.Rect(0, 0, 24, 24))
	for y := range 24 {
		for x := range 24 {
			dx, dy := float64(x)-11.5, float64(y)-11.5
			r := dx*dx + dy*dy
			img.SetGray(x, y, color.Gray{255})
			if r < 10*10 && r > 5*5 {
				img.SetGray(x, y, color.Gray{0})
			}
		}
	}
	f, _ := os.Create(pic)
	png.Encode(f, img)
	f.Close()
	out, stderr, code := runCLI(t, "picture-maze", "--picture", pic, "--seed", "1", "-o", "-", "--format", "json")
	if code != 0 || !strings.Contains(out, `"width": 24`) {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	// A cross of lines one pixel wide: drawn two wide, with a warning.
	cross := image.NewGray(image.Rect(0, 0, 30, 30))
	for i := range 30 * 30 {
		cross.Pix[i] = 255
	}
	for i := 3; i < 27; i++ {
		cross.SetGray(i, 15, color.Gray{0})
		cross.SetGray(15, i, color.Gray{0})
	}
	thin := filepath.Join(dir, "cross.png")
	f, _ = os.Create(thin)
	png.Encode(f, cross)
	f.Close()
	if _, stderr, code := runCLI(t, "picture-maze", "--picture", thin, "--max-light", "0.6", "--seed", "1", "-o", filepath.Join(dir, "cross-maze.png")); code != 0 || !strings.Contains(stderr, "warning:") || !strings.Contains(stderr, "one cell wide") {
		t.Errorf("thin lines: exit %d, no warning: %s", code, stderr)
	}
	out, stderr, code = runCLI(t, "picture-maze", "--picture", "text:EMMA", "--seed", "1", "-o", "-", "--format", "json")
	if code != 0 || !strings.Contains(out, `"name": "text:EMMA"`) {
		t.Errorf("a word: exit %d: %s", code, stderr)
	}
	_, stderr, code = runCLI(t, "picture-maze", "--picture", "cat", "--size", "8x8", "--max-light", "0.05", "--seed", "1", "-o", filepath.Join(dir, "x.png"))
	if code != 2 || !strings.Contains(stderr, "--size") || !strings.Contains(stderr, "works") {
		t.Errorf("cat at 8x8: exit %d: %s", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "x.png")); err == nil {
		t.Error("a refused maze left a file")
	}
}

func TestPictureMazeBadFlags(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ args, flag string }{
		{"--picture unicorn", "--picture"},
		{"--picture text:", "--picture"},
		{"--picture text:ABCDEFGHIJKLMNOP", "--picture"},
		{"--picture missing.png", "--picture"},
		{"--threshold 1.5", "--threshold"},
		{"--colors 42", "--colors"},
		{"--size 3x3", "--size"},
		{"--cell -1", "--cell"},
		{"--size 200x200 --cell 1000", "--cell"},
		{"--min-coverage 2", "--min-coverage"},
		{"--max-light -1", "--max-light"},
		{"--format gif -o -", "--format"},
	} {
		args := append([]string{"picture-maze", "-o", filepath.Join(dir, "o.png")}, strings.Fields(c.args)...)
		_, stderr, code := runCLI(t, args...)
		if code != 2 || !strings.Contains(stderr, c.flag) || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("%s: exit %d, want 2 and one line naming %s: %q", c.args, code, c.flag, stderr)
		}
	}
}

// TestPictureMazeBook makes a book of picture mazes, one colour and in
// colour, with its answer key, and checks it against the print rules.
func TestPictureMazeBook(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole book")
	}
	dir := t.TempDir()
	spec := filepath.Join(dir, "p.yaml")
	os.WriteFile(spec, []byte("paper: letter\nseed: 3\nsections:\n  - kind: picture-maze\n    count: 8\n    picture: [heart, star, cat, car]\n  - kind: picture-maze\n    count: 4\n    picture: [apple, rocket]\n    colors: 3\n    size: 26x26\n"), 0o644)
	book := filepath.Join(dir, "b.pdf")
	if _, stderr, code := runCLI(t, "book", "--spec", spec, "-o", book); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	stdout, stderr, code := runCLI(t, "book", "--check", book)
	if code != 0 || !strings.Contains(stdout, "all passed") {
		t.Fatalf("check: exit %d\n%s%s", code, stdout, stderr)
	}
	os.WriteFile(spec, []byte("sections:\n  - kind: picture-maze\n    picture: [cat]\n    size: 8x8\n"), 0o644)
	if _, stderr, code := runCLI(t, "book", "--spec", spec, "-o", book); code != 2 || !strings.Contains(stderr, "size") {
		t.Errorf("a cat at 8x8 in a book: exit %d: %s", code, stderr)
	}
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// darkShare is the share of dark pixels in the square a tenth of the
// picture wide centred at (fx, fy), given as shares of its size.
func darkShare(img image.Image, fx, fy float64) float64 {
	b := img.Bounds()
	cx, cy, r := b.Min.X+int(fx*float64(b.Dx())), b.Min.Y+int(fy*float64(b.Dy())), b.Dx()/20
	dark, n := 0, 0
	for y := cy - r; y <= cy+r; y++ {
		for x := cx - r; x <= cx+r; x++ {
			g := color.GrayModel.Convert(img.At(x, y)).(color.Gray)
			if g.Y < 128 {
				dark++
			}
			n++
		}
	}
	return float64(dark) / float64(n)
}
