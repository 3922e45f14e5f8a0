package serve

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/pdftest"
)

// The preview of a single maze on paper is its printed page: the preview
// SVG (drawn by MuPDF) and the PDF (drawn by Poppler) at the same
// resolution differ in almost no place, with an age level and large print
// (true to size) and without (fitted to the page).
func TestMazePreviewIsPrint(t *testing.T) {
	pdftest.Program(t, "", "mutool")
	s := New(Limits{})
	dir := t.TempDir()
	if d := os.Getenv("MAZEKIT_SCREENSHOTS"); d != "" {
		dir = d // the last pair kept to look at
	}
	for _, q := range []string{
		"age=5-6&paper=a4&seed=3",
		"age=9-10&paper=letter&markers=labels&seed=8",
		"large-print=true&paper=letter&size=10x12&seed=4",
		"grid=hex&age=7-8&paper=a4&seed=5",
		"paper=a4&size=20x15&seed=2",
	} {
		svg := call(s, "GET", "/api/maze?"+q+"&format=svg&sheet=true")
		pdf := call(s, "GET", "/api/maze?"+q+"&format=pdf")
		if svg.Code != 200 || pdf.Code != 200 {
			t.Fatalf("%s: preview %d, PDF %d: %s %s", q, svg.Code, pdf.Code, svg.Body, pdf.Body)
		}
		sp, pp := filepath.Join(dir, "p.svg"), filepath.Join(dir, "p.pdf")
		os.WriteFile(sp, svg.Body.Bytes(), 0o644)
		os.WriteFile(pp, pdf.Body.Bytes(), 0o644)
		pdftest.Tool(t, "mutool", "draw", "-q", "-r", "72", "-o", filepath.Join(dir, "preview.png"), sp)
		pdftest.Tool(t, "pdftoppm", "-r", "72", "-png", "-singlefile", pp, filepath.Join(dir, "print"))
		a, b := readPNG(t, filepath.Join(dir, "preview.png")), readPNG(t, filepath.Join(dir, "print.png"))
		if a.Bounds().Size() != b.Bounds().Size() {
			t.Errorf("%s: preview %v, print %v pixels", q, a.Bounds().Size(), b.Bounds().Size())
			continue
		}
		// Blocks of 3×3 pixels (3 pt) compared by their mean grey: two
		// renderers smooth a line's edges differently, but a maze moved or
		// scaled by more than a line's width differs in many blocks.
		const n = 3
		diff, total := 0, 0
		for y := 0; y+n <= a.Bounds().Dy(); y += n {
			for x := 0; x+n <= a.Bounds().Dx(); x += n {
				d := 0
				for j := range n {
					for i := range n {
						d += gray(a, x+i, y+j) - gray(b, x+i, y+j)
					}
				}
				total++
				if d/(n*n) > 64 || d/(n*n) < -64 {
					diff++
				}
			}
		}
		share := float64(diff) / float64(total)
		t.Logf("%s: %.2f%% of 3-pt blocks differ", q, 100*share)
		if share > 0.005 {
			t.Errorf("%s: %.2f%% of 3-pt blocks differ between the preview and the print", q, 100*share)
		}
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

func gray(img image.Image, x, y int) int {
	r, g, b, _ := img.At(img.Bounds().Min.X+x, img.Bounds().Min.Y+y).RGBA()
	return int((299*r + 587*g + 114*b) / 1000 >> 8)
}

// A number or letter maze on paper prints on a page of that paper, true to
// the age level's size, and its preview is that page.
func TestSequenceOnPaper(t *testing.T) {
	pdftest.Program(t, "", "mutool")
	s := New(Limits{})
	dir := t.TempDir()
	for _, q := range []string{"age=5-6&paper=a4&seed=3", "letters=true&word=EMMA&age=7-8&paper=letter&seed=4"} {
		pdf := call(s, "GET", "/api/sequence?"+q+"&format=pdf")
		svg := call(s, "GET", "/api/sequence?"+q+"&format=svg&sheet=true")
		if pdf.Code != 200 || svg.Code != 200 {
			t.Fatalf("%s: PDF %d, preview %d: %s %s", q, pdf.Code, svg.Code, pdf.Body, svg.Body)
		}
		pp, sp := filepath.Join(dir, "s.pdf"), filepath.Join(dir, "s.svg")
		os.WriteFile(pp, pdf.Body.Bytes(), 0o644)
		os.WriteFile(sp, svg.Body.Bytes(), 0o644)
		info := pdftest.Tool(t, "pdfinfo", pp)
		want := map[bool]string{true: "595.28 x 841.89", false: "612 x 792"}[strings.Contains(q, "a4")]
		if !strings.Contains(info, want) {
			t.Errorf("%s: the PDF's page is not the paper (%s):\n%s", q, want, info)
		}
		pdftest.Tool(t, "mutool", "draw", "-q", "-r", "72", "-o", filepath.Join(dir, "preview.png"), sp)
		pdftest.Tool(t, "pdftoppm", "-r", "72", "-png", "-singlefile", pp, filepath.Join(dir, "print"))
		a, b := readPNG(t, filepath.Join(dir, "preview.png")), readPNG(t, filepath.Join(dir, "print.png"))
		if a.Bounds().Size() != b.Bounds().Size() {
			t.Errorf("%s: preview %v, print %v pixels", q, a.Bounds().Size(), b.Bounds().Size())
			continue
		}
		diff, total := 0, 0
		for y := 0; y+3 <= a.Bounds().Dy(); y += 3 {
			for x := 0; x+3 <= a.Bounds().Dx(); x += 3 {
				d := 0
				for j := range 3 {
					for i := range 3 {
						d += gray(a, x+i, y+j) - gray(b, x+i, y+j)
					}
				}
				total++
				if d/9 > 64 || d/9 < -64 {
					diff++
				}
			}
		}
		t.Logf("%s: %.2f%% of 3-pt blocks differ", q, 100*float64(diff)/float64(total))
		if diff*200 > total {
			t.Errorf("%s: the preview and the print differ in %d of %d blocks", q, diff, total)
		}
	}
}
