package main

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// More bad invocations: the memory budget of books, patterns and cat
// puzzles (refused before any work with one line naming what was asked,
// the estimate and the limit), a 16-bit PNG whose header claims 20000²
// pixels (a 3 GB decode), a PDF to check that never ends, and a spec
// that is not UTF-8.
func init() {
	hostile = append(hostile, []struct {
		args []string
		want string
		code int
	}{
		{[]string{"book", "--spec", "testdata/budget-book.yaml", "-o", "@/b.pdf"}, "a book of 2000 puzzles (about 500000000 cells, 2338 pages, a PDF of about 9.9 GB) needs about 198.1 GB of memory, over the limit of 4.0 GB", 2},
		{[]string{"book", "--spec", "testdata/budget-book.yaml", "--volumes", "3", "--cover", "@/c.pdf", "-o", "@/b.pdf"}, "needs about 198.1 GB of memory, over the limit of 4.0 GB", 2},
		{[]string{"book", "--max-memory", "1M", "-o", "@/b.pdf"}, "a book of 60 puzzles (about 26382 cells, 79 pages, a PDF of about 665 KB) needs about 35 MB of memory, over the limit of 1 MB", 2},
		{[]string{"book", "--preset", "handout", "--copies", "500", "--max-memory", "64M", "-o", "@/b.pdf"}, "over the limit of 64 MB", 2},
		{[]string{"book", "--max-memory", "lots", "-o", "@/b.pdf"}, `--max-memory`, 2},
		{[]string{"pattern", "10print", "--size", "2000x2000", "--scale", "200", "-o", "@/p.png"}, "a 2000x2000 10print png (4000000 cells, 160000.0 megapixels) needs about 602.0 GB of memory, over the limit of 4.0 GB", 2},
		{[]string{"pattern", "truchet", "--size", "2000x2000", "-o", "@/p.svg"}, "a 2000x2000 truchet svg (4000000 cells) needs about 9.3 GB of memory", 2},
		{[]string{"pattern", "maze-ca", "--size", "2000x2000", "--max-memory", "100M", "-o", "@/p.json"}, "a 2000x2000 maze-ca json (4000000 cells) needs about", 2},
		{[]string{"pattern", "labyrinth", "--circuits", "31", "--scale", "200", "--max-memory", "100M", "-o", "@/p.png"}, "a png labyrinth of 65 units a side, 169.0 megapixels", 2},
		{[]string{"cat", "puzzle", "--count", "200", "--max-memory", "50M", "-o", "@/c.pdf"}, "a booklet of 200 9x9 cat puzzles needs about 98 MB of memory, over the limit of 50 MB", 2},
		{[]string{"cat", "map", "--max-memory", "5M", "-o", "@/m.png"}, "a 9x9 cat map as png needs about 11 MB of memory, over the limit of 5 MB", 2},
		// inputs that lie about their size or never end
		{[]string{"maze", "--mask-image", "testdata/giant16.png", "-o", "@/m.png"}, "--mask-image testdata/giant16.png: 20000x20000 is 400000000 pixels; at most 16777216", 2},
		// a spec that is not UTF-8 names the field
		{[]string{"book", "--spec", "testdata/bad-utf8.yaml", "-o", "@/b.pdf"}, "testdata/bad-utf8.yaml:7: sections[2].title: not valid UTF-8 text (byte 0xff)", 2},
	}...)
}

// TestBudgetEstimatesKinds holds the estimate of each kind of book,
// pattern and cat output within a factor of two of the peak memory
// measured when the command runs as its own process, and a book's PDF
// size estimate within a factor of two of the file written.
func TestBudgetEstimatesKinds(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program several times")
	}
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("no /proc/self/status to read the peak from")
	}
	dir := t.TempDir()
	spec := func(name, body string) string {
		p := filepath.Join(dir, name+".yaml")
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	rect := spec("rect", "title: T\npaper: 30x30in\nsections:\n  - count: 8\n    size: 80x80\n")
	hex := spec("hex", "title: T\npaper: 30x30in\nsections:\n  - count: 8\n    size: 50x50\n    grid: hex\n")
	small := spec("small", "title: T\nsections:\n  - count: 300\n    size: 6x6\n    per_page: 9\n")
	mixed := spec("mixed", "title: T\nanswer_key:\n  enabled: false\nsections:\n  - count: 40\n    kind: cat\n    per_page: 4\n"+
		"  - count: 40\n    kind: labyrinth\n    per_page: 4\n  - count: 40\n    kind: number-maze\n    size: 12x12\n    per_page: 2\n"+
		"  - count: 40\n    kind: 10print\n    size: 20x20\n    per_page: 4\n")
	for _, args := range [][]string{
		{"book", "--spec", rect, "-o", "b.pdf"},
		{"book", "--spec", hex, "-o", "b.pdf"},
		{"book", "--spec", small, "-o", "b.pdf"},
		{"book", "--spec", mixed, "-o", "b.pdf"},
		{"book", "--preset", "handout", "--copies", "100", "-o", "b.pdf"},
		{"book", "--spec", rect, "--volumes", "2", "--cover", filepath.Join(dir, "c.pdf"), "-o", "v.pdf"},
		{"pattern", "10print", "--size", "150x150", "--scale", "4", "-o", "p.png"},
		{"pattern", "10print", "--size", "100x100", "--tile", "arcs", "--scale", "4", "-o", "p.png"},
		{"pattern", "10print", "--size", "200x200", "-o", "p.pdf"},
		{"pattern", "truchet", "--size", "100x100", "-o", "p.svg"},
		{"pattern", "10print", "--style", "petscii", "--size", "80x50", "--scale", "4", "-o", "p.png"},
		{"pattern", "maze-ca", "--size", "200x200", "-o", "p.json"},
		{"pattern", "truchet", "--grid", "rect", "--scales", "3", "--size", "60x60", "-o", "p.svg"},
		{"pattern", "labyrinth", "--circuits", "31", "--scale", "20", "-o", "p.png"},
		{"cat", "puzzle", "--count", "40", "-o", "c.pdf"},
	} {
		name := strings.Join(args, " ")
		out := filepath.Join(dir, args[len(args)-1])
		args = append(args[:len(args)-1:len(args)-1], out)
		switch {
		case args[0] == "book":
			args = append(args, "-q")
		case args[1] != "labyrinth":
			args = append(args, "--seed", "1")
		}
		_, stderr, _ := runCLI(t, append(args, "--max-memory", "1K")...)
		est := sizeIn(t, `needs about ([0-9.]+) (GB|MB|KB)`, stderr)
		if est == 0 {
			t.Fatalf("%s: no estimate in %q", name, stderr)
		}
		peak := peakRSS(t, args...)
		t.Logf("%s: estimate %.0f MB, peak %.0f MB", name, est/(1<<20), peak/(1<<20))
		if est > 2*peak || peak > 2*est {
			t.Errorf("%s: estimate %.0f MB, measured peak %.0f MB: not within 2x", name, est/(1<<20), peak/(1<<20))
		}
		if args[0] == "book" && !strings.Contains(name, "volumes") {
			pdfEst := sizeIn(t, `a PDF of about ([0-9.]+) (GB|MB|KB)`, stderr)
			st, err := os.Stat(out)
			if err != nil {
				t.Fatal(err)
			}
			// Sizes of a megabyte or more are printed in whole megabytes,
			// rounded down.
			real, high := float64(st.Size()), pdfEst
			if pdfEst >= 1<<20 {
				high += 1 << 20
			}
			if pdfEst > 2*real || real > 2*high {
				t.Errorf("%s: PDF estimate %.0f KB, written %.0f KB: not within 2x", name, pdfEst/1024, real/1024)
			}
		}
	}
}

// sizeIn reads a size such as "12 MB" captured by re from s, in bytes, or
// 0 when re does not match.
func sizeIn(t *testing.T, re, s string) float64 {
	t.Helper()
	m := regexp.MustCompile(re).FindStringSubmatch(s)
	if m == nil {
		return 0
	}
	v, _ := strconv.ParseFloat(m[1], 64)
	return v * map[string]float64{"GB": 1 << 30, "MB": 1 << 20, "KB": 1 << 10}[m[2]]
}

// TestCheckBomb: book --check refuses a small PDF whose content stream
// would inflate to a gigabyte with one line naming the limit, exit 1.
func TestCheckBomb(t *testing.T) {
	var z bytes.Buffer
	w, _ := zlib.NewWriterLevel(&z, zlib.BestCompression)
	zero := make([]byte, 1<<20)
	w.Write(zero)
	w.Flush()
	head := z.Len()
	w.Write(zero)
	w.Flush()
	stream := append([]byte(nil), z.Bytes()...)
	chunk := z.Bytes()[head:]
	for range 1 << 10 {
		stream = append(stream, chunk...) // each one more megabyte of zeros
	}
	var pdf bytes.Buffer
	pdf.WriteString("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n")
	pdf.WriteString("3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n")
	fmt.Fprintf(&pdf, "4 0 obj << /Filter /FlateDecode /Length %d >>\nstream\n%s\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%%%EOF\n", len(stream), stream)
	path := filepath.Join(t.TempDir(), "bomb.pdf")
	if err := os.WriteFile(path, pdf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := runCLI(t, "book", "--check", path)
	want := "mazekit: " + path + ": page 1: a compressed stream inflates to more than 64 MB, the most one stream may hold\n"
	if code != 2 || stderr != want || stdout != "" {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit 2 (cannot read) and %q", code, stdout, stderr, want)
	}
}
