package layout

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/pdftest"
	"github.com/mazekit/mazekit/preflight"
	"github.com/mazekit/mazekit/render"
)

// TestCoverSize reads covers back for books of 24 to 828 pages on each
// paper and compares their size with the formula, checks that the barcode
// area is empty and that the spine has text only from 79 pages.
func TestCoverSize(t *testing.T) {
	b, err := New(mustParse(t, "title: Zebra Quest\nauthor: Jo Doe\npaper: 6x9\nseed: 8\nsections:\n  - count: 2\n    size: 6x6\n"), 1)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	per := map[string]float64{preflight.StockWhite: 0.002252, preflight.StockCream: 0.0025, preflight.StockColor: 0.002347}
	counts := []int{24, 78, 79, 100, 300, 828}
	if testing.Short() {
		counts = []int{24, 78, 79, 828} // the thinnest, both sides of spine text, the thickest
	}
	for _, stock := range preflight.PaperStocks() {
		for _, pages := range counts {
			if testing.Short() && stock != preflight.StockWhite && pages != counts[len(counts)-1] {
				continue // the other stocks at the thickest book only, where their caliper shows most
			}
			b.Plan.PaperStock = stock
			b.Pages = make([]Page, pages)
			var buf bytes.Buffer
			if err := b.WriteCoverPDF(&buf); err != nil {
				t.Fatal(err)
			}
			rep, err := preflight.CheckCover(buf.Bytes(), pages, 6*Inch, 9*Inch, stock)
			if err != nil {
				t.Fatal(err)
			}
			wantW := 0.125 + 6 + float64(pages)*per[stock] + 6 + 0.125
			if math.Abs(rep.MediaW/Inch-wantW) > 0.001 || math.Abs(rep.MediaH/Inch-9.25) > 0.001 {
				t.Errorf("%d pages on %s: cover %.4f x %.4f in, want %.4f x 9.25", pages, stock, rep.MediaW/Inch, rep.MediaH/Inch, wantW)
			}
			if len(rep.Problems) > 0 {
				t.Errorf("%d pages on %s: %v", pages, stock, rep)
			}
			if stock != preflight.StockWhite {
				continue
			}
			p := filepath.Join(dir, fmt.Sprintf("c%d.pdf", pages))
			os.WriteFile(p, buf.Bytes(), 0o644)
			pdftest.Check(t, p)
			// The title is on the front, and on the spine from 79 pages
			// when the spine takes 7 pt text; spine text grows with the
			// spine.
			l := CoverLayoutFor(6*Inch, 9*Inch, pages, stock)
			text := strings.Join(strings.Fields(pdftest.Tool(t, "pdftotext", p, "-")), " ")
			want := 1
			if l.SpineText {
				want = 2
			}
			if l.SpineText != (pages >= 79 && l.Spine >= 2*SpineClear+1.2*minTextPt) {
				t.Errorf("%d pages: spine text %v on a %.3f in spine", pages, l.SpineText, l.Spine/Inch)
			}
			if n := strings.Count(text, "Zebra Quest"); n != want {
				t.Errorf("%d pages: the title is printed %d times, want %d", pages, n, want)
			}
			// Spine words keep 0.0625 in clear of each fold.
			for _, m := range wordRe.FindAllStringSubmatch(pdftest.Tool(t, "pdftotext", "-bbox", p, "-"), -1) {
				x0, _ := strconv.ParseFloat(m[1], 64)
				x1, _ := strconv.ParseFloat(m[2], 64)
				if x1 > l.SpineX && x0 < l.FrontX && (x0 < l.SpineX+SpineClear-0.01 || x1 > l.FrontX-SpineClear+0.01) {
					t.Errorf("%d pages: spine word %q spans %.2f to %.2f pt, closer than 0.0625 in to a fold (%.2f, %.2f)", pages, m[3], x0, x1, l.SpineX, l.FrontX)
				}
			}
			// Nothing but the background in the barcode area.
			const dpi = 50
			pdftest.Tool(t, "pdftoppm", "-r", fmt.Sprint(dpi), "-png", "-singlefile", p, filepath.Join(dir, "c"))
			f, err := os.Open(filepath.Join(dir, "c.png"))
			if err != nil {
				t.Fatal(err)
			}
			img, err := png.Decode(f)
			f.Close()
			if err != nil {
				t.Fatal(err)
			}
			px := func(v float64) int { return int(math.Round(v / Inch * dpi)) }
			box := image.Rect(px(l.Barcode.X)+1, px(l.Barcode.Y)+1, px(l.Barcode.X+l.Barcode.W)-1, px(l.Barcode.Y+l.Barcode.H)-1)
			bg := img.At(box.Min.X, box.Min.Y)
			for y := box.Min.Y; y < box.Max.Y; y++ {
				for x := box.Min.X; x < box.Max.X; x++ {
					if img.At(x, y) != bg {
						t.Fatalf("%d pages: the barcode area is drawn on at (%d, %d)", pages, x, y)
					}
				}
			}
			// ... and the barcode area lies on the back, in its bottom right.
			if l.Barcode.X < l.BackX || l.Barcode.X+l.Barcode.W > l.SpineX || l.Barcode.Y+l.Barcode.H > l.Top+l.TrimH || l.Barcode.Y < l.Top+l.TrimH/2 {
				t.Errorf("%d pages: barcode area %+v is not at the bottom right of the back", pages, l.Barcode)
			}
		}
	}
}

var wordRe = regexp.MustCompile(`<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)</word>`)

// TestSpineTextGrows checks that spine text is as large as the spine
// takes, from 7 pt to 24 pt, and never wider than the spine between its
// clearances.
func TestSpineTextGrows(t *testing.T) {
	prev := 0.0
	for pages := 79; pages <= 828; pages += 50 {
		spine := preflight.SpineWidth(pages, preflight.StockWhite)
		size := SpineTextSize(spine)
		if size == 0 {
			if spine >= 2*SpineClear+1.2*minTextPt {
				t.Errorf("%d pages: no spine text on a %.3f in spine", pages, spine/Inch)
			}
			continue
		}
		if size < minTextPt || size > 24 || 1.2*size > spine-2*SpineClear+1e-9 {
			t.Errorf("%d pages: spine text %.1f pt on a %.3f in spine", pages, size, spine/Inch)
		}
		if size < prev {
			t.Errorf("%d pages: spine text shrinks from %.1f to %.1f pt", pages, prev, size)
		}
		prev = size
	}
	if prev != 24 {
		t.Errorf("the thickest spine has %.1f pt text, want 24", prev)
	}
}

// TestCheckCoverSize fails a cover made for another page count.
func TestCheckCoverSize(t *testing.T) {
	b, err := New(mustParse(t, "paper: 6x9\nsections:\n  - count: 2\n    size: 6x6\n"), 1)
	if err != nil {
		t.Fatal(err)
	}
	b.Pages = make([]Page, 100)
	var buf bytes.Buffer
	if err := b.WriteCoverPDF(&buf); err != nil {
		t.Fatal(err)
	}
	rep, err := preflight.CheckCover(buf.Bytes(), 102, 6*Inch, 9*Inch, preflight.StockWhite)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Problems) != 1 || !strings.Contains(rep.Problems[0], "102 pages") {
		t.Errorf("a 100-page cover checked against 102 pages: %q", rep.Problems)
	}
}

// coverLog records the sizes of a cover's texts and the colours of its
// strokes.
type coverLog struct {
	sizes   map[string]float64
	strokes map[color.RGBA]int
}

func (l *coverLog) MoveTo(x, y float64)             {}
func (l *coverLog) LineTo(x, y float64)             {}
func (l *coverLog) CubeTo(_, _, _, _, _, _ float64) {}
func (l *coverLog) ClosePath()                      {}
func (l *coverLog) Stroke(p render.Pen)             { l.strokes[p.Color]++ }
func (l *coverLog) Fill(color.RGBA)                 {}
func (l *coverLog) Text(_, _ float64, s string, t render.TextStyle) {
	l.sizes[s] = max(l.sizes[s], t.Size)
}

// TestCoverFront checks the front as a buyer sees it: the title set large,
// the author and subtitle on it, and no solution line on the front maze
// unless the spec asks for one.
func TestCoverFront(t *testing.T) {
	for _, solution := range []bool{false, true} {
		b, err := New(mustParse(t, fmt.Sprintf("title: Zebra Quest\nsubtitle: Fifty mazes\nauthor: Jo Doe\nseed: 8\ncover:\n  solution: %v\nsections:\n  - count: 30\n    size: 8x8\n  - count: 2\n    grid: polar\n", solution)), 1)
		if err != nil {
			t.Fatal(err)
		}
		l := &coverLog{sizes: map[string]float64{}, strokes: map[color.RGBA]int{}}
		b.Cover().Pages[0].Scene.Replay(l)
		if l.sizes["Zebra Quest"] < 40 {
			t.Errorf("the title is set at %.1f pt, want 40 or more", l.sizes["Zebra Quest"])
		}
		for _, w := range []string{"Fifty mazes", "Jo Doe"} {
			if l.sizes[w] == 0 {
				t.Errorf("the cover lacks %q", w)
			}
		}
		accent := color.RGBA{0xff, 0xc8, 0x3d, 255}
		if got := l.strokes[accent] > 1; got != solution {
			t.Errorf("solution %v: %d strokes in the solution colour", solution, l.strokes[accent])
		}
	}
}
