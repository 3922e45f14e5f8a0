package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/pdftest"
)

// hostile lists bad invocations. "@" in an argument stands for a fresh
// directory that holds old.png, old.pdf and old.svg, whose contents must
// not change; no other file may appear there.
var hostile = []struct {
	args []string
	want string // in the one error line
	code int
}{
	// numbers: NaN and the infinities are not numbers to draw with
	{[]string{"maze", "--margin", "NaN", "-o", "@/m.pdf"}, `--margin "NaN": want a number`, 2},
	{[]string{"maze", "--cell", "NaN", "-o", "@/m.png"}, `--cell "NaN": want a number`, 2},
	{[]string{"maze", "--cell", "inf", "-o", "@/m.png"}, `--cell "inf": want a number`, 2},
	{[]string{"maze", "--wall-width", "-Inf", "-o", "@/m.png"}, `--wall-width "-Inf": want a number`, 2},
	{[]string{"maze", "--solution-width", "nan", "-o", "@/m.png"}, `--solution-width "nan": want a number`, 2},
	{[]string{"maze", "--braid", "NaN", "-o", "@/m.png"}, `--braid "NaN": want a number`, 2},
	{[]string{"maze", "--weave", "NaN", "-o", "@/m.png"}, `--weave "NaN": want a number`, 2},
	{[]string{"maze", "--cell-mm", "NaN", "-o", "@/m.stl"}, `--cell-mm "NaN": want a number`, 2},
	{[]string{"maze", "--kerf", "inf", "-o", "@/m.svg"}, `--kerf "inf": want a number`, 2},
	{[]string{"wallpaper", "--cell", "NaN", "-o", "@/w.png"}, `--cell "NaN": want a number`, 2},
	{[]string{"wallpaper", "--wall-width", "NaN", "-o", "@/w.png"}, `--wall-width "NaN": want a number`, 2},
	{[]string{"pattern", "10print", "--bias", "NaN", "-o", "@/p.png"}, `--bias "NaN": want a number`, 2},
	{[]string{"pattern", "10print", "--scale", "NaN", "-o", "@/p.png"}, `--scale "NaN": want a number`, 2},
	{[]string{"pattern", "life", "--density", "NaN", "-o", "@/p.png"}, `--density "NaN": want a number`, 2},
	// the cases that were silently accepted, garbled or miscounted
	{[]string{"maze", "--size", "9223372036854775807x9223372036854775807", "-o", "@/m.png"}, `85070591730234615847396907784232501249 cells is too many`, 2},
	{[]string{"maze", "--size", "4294967296x4294967296", "-o", "@/m.png"}, `18446744073709551616 cells is too many`, 2},
	{[]string{"maze", "--min-room", "3", "--algo", "dfs", "-o", "@/m.png"}, `--min-room`, 2},
	{[]string{"maze", "--shade-from", "0", "-o", "@/m.png"}, `--shade-from`, 2},
	{[]string{"maze", "--wall-color", "transparent", "-o", "@/m.png"}, `--wall-color`, 2},
	{[]string{"book", "--copies", "-1", "-o", "@/b.pdf"}, `--copies`, 2},
	{[]string{"book", "--check", ""}, `--check`, 2},
	{[]string{"pattern", "10print", "--style", "bogus", "-o", "@/p.png"}, `--style`, 2},
	{[]string{"cat", "puzzle", "--size", "4x4", "--moves", "1", "-o", "@/c.png"}, `--moves`, 2},
	{[]string{"wallpaper", "--grid", "mask", "-o", "@/w.png"}, `--grid`, 2},
	{[]string{"pattern", "10print", "--size", "4294967296x4294967296", "-o", "@/p.png"}, `--size`, 2},
	{[]string{"pattern", "10print", "--size", "0x0", "-o", "@/p.png"}, `--size`, 2},
	{[]string{"pattern", "bogus", "-o", "@/p.png"}, `unknown pattern `, 2},
	{[]string{"pattern", "10print", "--bias", "2", "-o", "@/p.png"}, `--bias`, 2},
	{[]string{"pattern", "10print", "--scale", "-1", "-o", "@/p.png"}, `--scale`, 2},
	{[]string{"wallpaper", "--size", "99999999x99999999", "-o", "@/w.png"}, `--size`, 2},
	{[]string{"wallpaper", "--size", "bogus", "-o", "@/w.png"}, `--size`, 2},
	{[]string{"wallpaper", "--theme", "bogus", "-o", "@/w.png"}, `--theme`, 2},
	{[]string{"wallpaper", "--grid", "bogus", "-o", "@/w.png"}, `--grid`, 2},
	{[]string{"wallpaper", "--cell", "-3", "-o", "@/w.png"}, `--cell`, 2},
	{[]string{"cat", "puzzle", "--size", "9223372036854775807x9223372036854775807", "-o", "@/c.png"}, `--size`, 2},
	{[]string{"cat", "puzzle", "--count", "0", "-o", "@/c.pdf"}, `--count`, 2},
	{[]string{"cat", "puzzle", "--moves", "9", "-o", "@/c.pdf"}, `--moves`, 2},
	{[]string{"cat", "map", "--blocks", "-1", "-o", "@/m.png"}, `--blocks`, 2},
	{[]string{"cat", "play", "--cat", "bogus"}, `--cat`, 2},
	{[]string{"cat", "bogus"}, `cat: unknown subcommand `, 2},
	{[]string{"cat", "puzzle", "-o", "@/c.txt"}, `unknown extension .txt (valid: pdf, png, svg)`, 2},
	{[]string{"maze", "--grid", "polar", "--rings", "0", "-o", "@/m.png"}, `--rings`, 2},
	{[]string{"maze", "--grid", "polar", "--rings", "99999999", "-o", "@/m.png"}, `--rings`, 2},
	{[]string{"maze", "--grid", "hex", "--radius", "-1", "-o", "@/m.png"}, `--radius`, 2},
	{[]string{"maze", "--grid", "planar", "--cells", "0", "-o", "@/m.png"}, `--cells`, 2},
	{[]string{"maze", "--paper", "bogus", "-o", "@/m.pdf"}, `--paper`, 2},
	{[]string{"maze", "--width", "-1", "-o", "@/m.png"}, `--width`, 2},
	{[]string{"maze", "--markers", "bogus", "-o", "@/m.png"}, `--markers`, 2},
	{[]string{"maze", "--shade", "bogus", "-o", "@/m.png"}, `--shade`, 2},
	{[]string{"maze", "--palette", "bogus", "-o", "@/m.png"}, `--palette`, 2},
	{[]string{"maze", "--background", "bogus", "-o", "@/m.png"}, `--background`, 2},
	{[]string{"maze", "--solution-color", "bogus", "-o", "@/m.png"}, `--solution-color`, 2},
	{[]string{"maze", "--mode", "bogus", "--algo", "growing-tree", "-o", "@/m.png"}, `--mode`, 2},
	{[]string{"maze", "--mask-image", "/nonexistent.png", "-o", "@/m.png"}, `--mask-image`, 2},
	{[]string{"book", "--preset", "bogus", "-o", "@/b.pdf"}, `unknown preset `, 2},
	{[]string{"book", "--spec", "/nonexistent.yaml", "-o", "@/b.pdf"}, `--spec`, 2},
	{[]string{"book", "--paper-stock", "bogus", "-o", "@/b.pdf"}, `spec: paper_stock: `, 2},
	{[]string{"book", "--language", "xx", "-o", "@/b.pdf"}, `spec: language: `, 2},
	{[]string{"book", "--workers", "-1", "-o", "@/b.pdf"}, `--workers`, 2},
	{[]string{"book", "--interior", "x.pdf", "-o", "@/b.pdf"}, `--interior`, 2},
	{[]string{"book", "--check", "/nonexistent.pdf"}, `--check`, 2},
	{[]string{"book", "--pdfx", "x3", "-o", "@/b.pdf"}, `--pdfx "x3": want x1a or x4`, 2},
	{[]string{"maze", "--pdfx", "x3", "-o", "@/m.pdf"}, `--pdfx`, 2},
	{[]string{"book", "--copies", "5", "-o", "@/b.pdf"}, `--copies`, 2},
	{[]string{"list", "bogus"}, `list: unexpected argument `, 2},
	{[]string{"maze", "--seed", "-1", "-o", "@/m.png"}, `--seed`, 2},
	{[]string{"maze", "--doors", "1,2,3", "-o", "@/m.png"}, `--doors`, 2},
	{[]string{"maze", "--size", "10x10", "--shade", "distance", "--shade-from", "500", "-o", "@/m.png"}, `--shade-from`, 2},
	{[]string{"maze", "--unicursal", "--grid", "hex", "-o", "@/m.png"}, `--unicursal`, 2},
	{[]string{"maze", "--size", "10x10", "-o", "@/m.xyz"}, `unknown extension .xyz`, 2},
	{[]string{"maze", "--format", "bmp", "-o", "@/m.png"}, `--format`, 2},
	// a spec of two documents (the second used to be dropped)
	{[]string{"book", "--spec", "testdata/two-documents.yaml", "-o", "@/b.pdf"}, `two-documents.yaml:5: a second YAML document`, 2},
	// and a second one that is not YAML at all (it was ignored)
	{[]string{"book", "--spec", "testdata/second-not-yaml.yaml", "-o", "@/b.pdf"}, `second-not-yaml.yaml: after the first document, line 4: did not find expected key`, 2},
	// a series ledger at the largest volume number (it used to wrap to a
	// negative volume)
	{[]string{"book", "--preset", "handout", "--volumes", "2", "--ledger", "testdata/maxint.ledger", "-o", "@/s.pdf"}, `volumes are numbered 1 to 1000000`, 2},
	{[]string{"book", "--preset", "handout", "--volumes", "1", "--ledger", "testdata/last-volume.ledger", "-o", "@/s.pdf"}, `--volumes 1: the ledger testdata/last-volume.ledger ends at volume 1000000`, 2},
	// unbounded input
	// (a device is refused before it is opened, not read to the cap)
	{[]string{"book", "--spec", "/dev/zero", "-o", "@/b.pdf"}, `--spec "/dev/zero": cannot read it: is a device, not a file`, 2},
	{[]string{"maze", "--from-book", "/dev/zero", "--puzzle", "1", "-o", "@/m.png"}, "is a device, not a file", 2},
	{[]string{"book", "--check", "/dev/zero"}, "is a device, not a file", 2},
	{[]string{"maze", "--image", "/dev/zero", "-o", "@/m.png"}, "--image /dev/zero: is a device, not a file", 2},
	{[]string{"maze", "--mask-image", "/dev/zero", "-o", "@/m.png"}, "--mask-image /dev/zero: is a device, not a file", 2},
	{[]string{"picture-maze", "--picture", "/dev/zero.png", "-o", "@/p.png"}, "--picture /dev/zero.png: no such file", 2},
	{[]string{"maze", "--title", strings.Repeat("x", 30000), "-o", "@/m.pdf"}, "--title: 30000 bytes; at most 4096", 2},
	// text
	{[]string{"maze", "--title", "bad \xff", "-o", "@/m.pdf"}, "--title", 2},
	// text the fonts cannot draw (it printed as boxes)
	{[]string{"maze", "--title", "日本語", "-o", "@/m.pdf"}, `--title "日本語": the fonts cannot draw 日 (U+65E5), 本 (U+672C), 語 (U+8A9E); they draw Latin, Greek and Cyrillic`, 2},
	{[]string{"letter-maze", "--word", "שלום", "-o", "@/l.pdf"}, `--word "שלום": the fonts cannot draw ש (U+05E9)`, 2},
	{[]string{"maze", "--start-label", "शुरू", "--markers", "labels", "-o", "@/m.pdf"}, `--start-label`, 2},
	{[]string{"maze", "--title", "שלום", "-o", "@/m.pdf"}, `--title "שלום": the fonts cannot draw ש (U+05E9)`, 2},
	{[]string{"maze", "--start-label", "中文", "--markers", "labels", "-o", "@/m.pdf"}, `--start-label "中文": the fonts cannot draw 中 (U+4E2D)`, 2},
	// the same check for text drawn as a picture or given in a spec (a
	// picture maze drew bars for them)
	{[]string{"picture-maze", "--picture", "text:😀", "-o", "@/p.pdf"}, `--picture text:😀: the fonts cannot draw 😀 (U+1F600)`, 2},
	{[]string{"picture-maze", "--picture", "text:שלום", "-o", "@/p.pdf"}, `--picture text:שלום: the fonts cannot draw ש (U+05E9)`, 2},
	{[]string{"book", "--spec", "testdata/hebrew-author.yaml", "-o", "@/b.pdf"}, `testdata/hebrew-author.yaml:2: author: "שלום": the fonts cannot draw ש (U+05E9)`, 2},
	{[]string{"book", "--spec", "testdata/emoji-picture.yaml", "-o", "@/b.pdf"}, `testdata/emoji-picture.yaml:5: sections[0].picture: "text:😀" (entry 1): the fonts cannot draw 😀 (U+1F600)`, 2},
	{[]string{"book", "--spec", "testdata/chinese-mask.yaml", "-o", "@/b.pdf"}, `testdata/chinese-mask.yaml:6: sections[0].text: "中文": the fonts cannot draw 中 (U+4E2D)`, 2},
	// every output checked before any work: writable, and not another
	// output or an input under another spelling
	{[]string{"book", "--preset", "handout", "--workers", "0", "--paper", "a4", "-o", "@/missing/b.pdf"}, "cannot write", 1},
	{[]string{"book", "-o", "@/old.pdf", "--cover", "@/./old.pdf"}, "--cover @/./old.pdf: the same file as -o @/old.pdf", 2},
	{[]string{"book", "-o", "@/b.pdf", "--cover", "@/missing/c.pdf"}, "cannot write", 1},
	{[]string{"book", "-o", "@/b.pdf", "--volumes", "2", "--ledger", "@/b-vol2.pdf"}, "-o @/b-vol2.pdf: the same file as --ledger", 2},
	{[]string{"book", "-o", "@/b.pdf", "--volumes", "2", "--cover", "@/c.pdf", "--ledger", "@/c-vol1.pdf"}, "--cover @/c-vol1.pdf: the same file as --ledger", 2},
	{[]string{"book", "-o", "@"}, "a book is a PDF", 2},
	{[]string{"pattern", "10print", "--style", "bogus", "-o", "@/missing/p.png"}, "cannot write", 1},
	{[]string{"pattern", "labyrinth", "--format", "svg", "-o", "@"}, "is a directory", 1},
	{[]string{"cat", "puzzle", "--moves", "9", "-o", "@/missing/c.pdf"}, "cannot write", 1},
	{[]string{"cat", "map", "-o", "@/missing/m.png"}, "cannot write", 1},
	{[]string{"number-maze", "-o", "@/n.pdf", "--answer", "@/./n.pdf"}, "--answer @/./n.pdf: the same file as -o @/n.pdf", 2},
	{[]string{"letter-maze", "-o", "@/l.pdf", "--answer", "@/missing/k.pdf"}, "cannot write", 1},
	{[]string{"maze", "--mask-image", "@/old.png", "-o", "@/./old.png"}, "the same file as the input --mask-image", 2},
	{[]string{"maze", "--algo", "quadtree", "--size", "16x16", "--levels", "1..2", "--mask-image", "@/w-2.png", "-o", "@/w.png"}, "--levels @/w-2.png: the same file as the input --mask-image", 2},
	// a ledger under the book's or the cover's name (a text file left as
	// a.pdf, the book in a-vol1.pdf)
	{[]string{"book", "--preset", "handout", "-o", "@/a.pdf", "--ledger", "@/a.pdf"}, "--ledger @/a.pdf: the same file as -o @/a.pdf", 2},
	{[]string{"book", "-o", "@/b.pdf", "--volumes", "2", "--cover", "@/c.pdf", "--ledger", "@/./c.pdf"}, "--ledger @/./c.pdf: the same file as --cover @/c.pdf", 2},
	// a picture-maze size that one puzzle's seed draws too badly at is
	// named at the spec's line (it named --size)
	{[]string{"book", "--spec", "testdata/picture-too-small.yaml", "-o", "@/b.pdf"}, "testdata/picture-too-small.yaml:6: sections[0].size: picture ", 2},
	// a section too dense to print, refused before its mazes are carved
	{[]string{"book", "--spec", "testdata/dense-3d.yaml", "-o", "@/b.pdf"}, "testdata/dense-3d.yaml:5: sections[0].size: a 3D maze of this size is too dense to print even one to a page on letter paper", 2},
	// random walks on a nearly all-crossings weave grid grew without bound
	// (350x350 ran for minutes), refused before any work
	{[]string{"maze", "--weave", "1", "--size", "350x350", "-o", "@/m.txt"}, "--weave 1: wilson on a weave grid of more than 40000 cells takes at most 0.8", 2},
	{[]string{"maze", "--weave", "0.9", "--algo", "aldous-broder", "--size", "300x300", "-o", "@/m.txt"}, "--weave 0.9: aldous-broder on a weave grid", 2},
	// an animation of a quadtree world (exit 1, "render:")
	{[]string{"maze", "--algo", "quadtree", "--size", "16x16", "-o", "@/a.gif"}, `--algo "quadtree": a world of levels is not carved step by step, so there is nothing to animate`, 2},
	// letter and number mazes: the length a grid holds, refused up front
	{[]string{"letter-maze", "--word", "xy", "--length", "80", "-o", "@/l.png"}, `--length`, 2},
	{[]string{"letter-maze", "--word", "EMMA", "--length", "400", "--size", "30x30", "-o", "@/l.png"}, `--length 400: want 2 to 142 for a 30x30 grid`, 2},
	{[]string{"number-maze", "--length", "451", "--size", "30x30", "-o", "@/n.png"}, `--length`, 2},
	{[]string{"number-maze", "--cell", "NaN", "-o", "@/n.png"}, `--cell`, 2},
	{[]string{"letter-maze", "--cell", "NaN", "-o", "@/l.png"}, `--cell`, 2},
	// an extension and a --format that disagree
	{[]string{"maze", "--format", "txt", "-o", "@/a.png"}, `--format txt: -o @/a.png names a png file`, 2},
	// library refusals name the flag and exit 2
	{[]string{"pattern", "maze-ca", "--rule", "B0/S", "-o", "@/p.png"}, `--rule "B0/S": B0 would fill the empty board`, 2},
	{[]string{"wallpaper", "--wall-color", "transparent", "-o", "@/w.png"}, `--wall-color`, 2},
	{[]string{"maze", "--wall-width", "1", "-o", "@/m.png"}, `--wall-width 1: must be greater than 0 and at most 0.5 cell`, 2},
	{[]string{"wallpaper", "--wall-width", "0.9", "-o", "@/w.png"}, `--wall-width`, 2},
	// plotter feeds and a one-cell plot
	{[]string{"maze", "--feed", "1e300", "-o", "@/m.gcode"}, `--feed`, 2},
	{[]string{"maze", "--feed", "0.0001", "-o", "@/m.gcode"}, `--feed`, 2},
	{[]string{"maze", "--travel-feed", "1e9", "-o", "@/m.gcode"}, `--travel-feed`, 2},
	{[]string{"maze", "--size", "1x1", "--single-line", "centre", "-o", "@/m.gcode"}, `--single-line`, 2},
	// animations within the memory budget
	{[]string{"maze", "--size", "200x200", "--max-memory", "150M", "-o", "@/a.gif"}, `needs about`, 2},
	// refused before any statistics are printed
	{[]string{"pattern", "10print", "--style", "petscii", "--scale", "2.5", "-o", "@/p.png"}, `--scale 2.5: petscii needs a whole number`, 2},
	// plots are sized by --cell-mm, not by a page
	{[]string{"maze", "--size", "40x40", "--paper", "a4", "-o", "@/m.hpgl"}, `--paper applies to PDF pictures; a hpgl file is sized by cell-mm`, 2},
	{[]string{"maze", "--margin", "3", "-o", "@/m.gcode"}, `--margin`, 2},
	// a paper too small for an age or large-print maze at its size (it was
	// scaled down, walls and corridors with it)
	{[]string{"maze", "--large-print", "--paper", "a5", "--size", "30x30", "-o", "@/m.pdf"}, `a5 paper holds 4.8 x 7.3 in inside its margins: use a smaller size`, 2},
	// a message names the flag given, not the one left at its default
	{[]string{"letter-maze", "--word", "EMMA", "--size", "3x3", "-o", "@/l.png"}, `--size 3x3: a 3x3 grid holds a way of at most 4 cells, and the default length is 12`, 2},
	{[]string{"number-maze", "--age", "5-6", "--size", "3x3", "-o", "@/n.png"}, `--size 3x3: a 3x3 grid holds a way of at most 4 cells, and age 5-6's length is 10`, 2},
	// a mask that leaves nothing: exit 2 naming the flag, not "topology:"
	{[]string{"maze", "--mask-text", ".", "--size", "2x2", "-o", "@/m.png"}, `--size leaves no cells inside the mask (the grid has 4)`, 2},
	// a picture one pixel tall fitted in the grid leaves a strip with no
	// cells (it panicked while carving)
	{[]string{"maze", "--image", "testdata/thin.png", "--size", "5x5", "-o", "@/m.png"}, `--image testdata/thin.png: a 200x1 picture fitted in a 5x5 grid is 5 x 0.025 units, too thin for a maze`, 2},
	{[]string{"maze", "--image", "testdata/thin.png", "--size", "20x20", "--algo", "dfs", "-o", "@/m.png"}, `too thin for a maze`, 2},
	// picture-maze numbers: NaN went through (1 820 NaN tokens in a PDF)
	// and an explicit --cell 0 meant 20
	{[]string{"picture-maze", "--cell", "NaN", "-o", "@/p.pdf"}, `--cell "NaN": want a number`, 2},
	{[]string{"picture-maze", "--threshold", "NaN", "-o", "@/p.pdf"}, `--threshold "NaN": want a number`, 2},
	{[]string{"picture-maze", "--min-coverage", "NaN", "-o", "@/p.pdf"}, `--min-coverage "NaN": want a number`, 2},
	{[]string{"picture-maze", "--max-light", "NaN", "-o", "@/p.pdf"}, `--max-light "NaN": want a number`, 2},
	{[]string{"picture-maze", "--cell", "0", "-o", "@/p.pdf"}, `--cell 0: want 1 to 1000 pixels or points`, 2},
	{[]string{"picture-maze", "--threshold", "0", "--picture", "@/old.png", "-o", "@/p.pdf"}, `--threshold 0: want a number between 0 and 1`, 2},
	// a cell too small to draw: a blank page or an internal error
	{[]string{"maze", "--cell", "1e-300", "-o", "@/m.pdf"}, `--cell 1e-300: want 1 to 1000 pixels or points`, 2},
	{[]string{"maze", "--cell", "1e-300", "-o", "@/m.png"}, `--cell 1e-300: want 1 to 1000`, 2},
	{[]string{"picture-maze", "--cell", "1e-300", "-o", "@/p.png"}, `--cell 1e-300: want 1 to 1000`, 2},
	{[]string{"number-maze", "--cell", "1e-300", "-o", "@/n.png"}, `--cell 1e-300: want 1 to 1000`, 2},
	{[]string{"letter-maze", "--cell", "1e-300", "-o", "@/l.pdf"}, `--cell 1e-300: want 1 to 1000`, 2},
	{[]string{"pattern", "10print", "--scale", "1e-300", "-o", "@/p.png"}, `--scale 1e-300: want between 1 and 200`, 2},
	{[]string{"pattern", "10print", "--scale", "1e-300", "-o", "@/p.pdf"}, `--scale 1e-300: want between 1 and 200`, 2},
	{[]string{"wallpaper", "--cell", "1e-300", "-o", "@/w.png"}, `--cell 1e-300: want between 2 and 1000 pixels`, 2},
	// sub-micron walls made an STL with zero-area faces, not closed; below
	// 1e-20 the refusal said "too thick"
	{[]string{"maze", "--wall-height", "1e-7", "-o", "@/m.stl"}, `--wall-height 1e-07: want 0.1 to 100000 mm`, 2},
	{[]string{"maze", "--wall-thickness", "1e-7", "-o", "@/m.stl"}, `--wall-thickness 1e-07: want 0.1 to 100000 mm`, 2},
	{[]string{"maze", "--wall-thickness", "1e-21", "-o", "@/m.stl"}, `--wall-thickness 1e-21: want 0.1 to 100000 mm`, 2},
	{[]string{"maze", "--base", "1e-7", "-o", "@/m.stl"}, `--base 1e-07: want 0.1 to 100000 mm`, 2},
	{[]string{"maze", "--cell-mm", "1", "-o", "@/m.stl"}, `--wall-thickness 1.6: must be less than the cell size, 1 mm (cell-mm)`, 2},
	// a cell size that would undo an age level or large print
	{[]string{"number-maze", "--large-print", "--cell", "5", "-o", "@/n.pdf"}, `--cell 5: large print draws cells of at least 34.02 points`, 2},
	{[]string{"letter-maze", "--age", "3-4", "--cell", "5", "-o", "@/l.pdf"}, `--cell 5: age 3-4 draws cells of at least 37.02 points`, 2},
}

func TestHostileInvocations(t *testing.T) {
	if len(hostile) < 60 {
		t.Fatalf("only %d cases", len(hostile))
	}
	for _, c := range hostile {
		name := strings.Join(c.args, " ")
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			old := map[string]string{"old.png": "png", "old.pdf": "pdf", "old.svg": "svg"}
			for f, s := range old {
				if err := os.WriteFile(filepath.Join(dir, f), []byte(s), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			args := make([]string, len(c.args))
			for i, a := range c.args {
				args[i] = strings.ReplaceAll(a, "@", dir)
			}
			stdout, stderr, code := runCLI(t, args...)
			if code != c.code {
				t.Errorf("exit code %d, want %d (stderr %q)", code, c.code, stderr)
			}
			if strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "mazekit: ") {
				t.Errorf("stderr is not one error line: %q", stderr)
			}
			if want := strings.ReplaceAll(c.want, "@", dir); !strings.Contains(stderr, want) {
				t.Errorf("stderr %q lacks %q", stderr, want)
			}
			if strings.Contains(stderr+stdout, "panic") {
				t.Errorf("panic: %s", stderr)
			}
			ents, _ := os.ReadDir(dir)
			for _, e := range ents {
				want, ok := old[e.Name()]
				if !ok {
					t.Errorf("left %s behind", e.Name())
					continue
				}
				if b, _ := os.ReadFile(filepath.Join(dir, e.Name())); string(b) != want {
					t.Errorf("%s changed", e.Name())
				}
			}
		})
	}
}

// TestCatPlayLongLine: a line longer than a move is refused and the game
// goes on (it used to end the game as if the input had closed).
func TestCatPlayLongLine(t *testing.T) {
	in := strings.Repeat("x", 100<<10) + "\nq\n"
	var out, errb bytes.Buffer
	err := run(context.Background(), []string{"cat", "play", "--seed", "1"}, strings.NewReader(in), &out, &errb)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "longer than") || !strings.HasSuffix(strings.TrimSpace(out.String()), "bye") {
		t.Errorf("output does not refuse the long line and go on: %q", tail(out.String(), 200))
	}
	if strings.Count(out.String(), "turn 1>") != 1 || !strings.Contains(out.String(), "try again> bye") {
		t.Errorf("the game did not wait for the next line after the long one: %q", tail(out.String(), 200))
	}
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

// TestOutputDanglingLink: an output named by a link to a file not made
// yet is written through the link (it was replaced by a regular file), and
// such a link to another output is the same file (it got past the check).
func TestOutputDanglingLink(t *testing.T) {
	dir := t.TempDir()
	if err := os.Symlink("a.pdf", filepath.Join(dir, "l.pdf")); err != nil {
		t.Skip(err)
	}
	os.Symlink("target.png", filepath.Join(dir, "d.png"))
	_, stderr, code := runCLI(t, "number-maze", "-o", filepath.Join(dir, "a.pdf"), "--answer", filepath.Join(dir, "l.pdf"))
	if code != 2 || !strings.Contains(stderr, "l.pdf: the same file as -o") {
		t.Errorf("-o a.pdf --answer l.pdf (l -> a): exit %d, %q; want exit 2 naming both", code, stderr)
	}
	if _, err := os.Lstat(filepath.Join(dir, "a.pdf")); err == nil {
		t.Error("a.pdf written")
	}
	if _, stderr, code := runCLI(t, "maze", "--seed", "1", "-o", filepath.Join(dir, "d.png")); code != 0 {
		t.Fatalf("-o d.png (d -> target.png): exit %d, %q", code, stderr)
	}
	if fi, err := os.Lstat(filepath.Join(dir, "d.png")); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Error("the link d.png was replaced by a file")
	}
	if b, err := os.ReadFile(filepath.Join(dir, "target.png")); err != nil || !bytes.HasPrefix(b, []byte("\x89PNG")) {
		t.Errorf("target.png is not the PNG written through the link: %v", err)
	}
}

// TestTitleControlCharacters: control characters in a title are dropped
// from the PDF's metadata as they are from the page (they were kept in the
// info dictionary and broke PDF/X-4's XMP).
func TestTitleControlCharacters(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "b.pdf")
	if _, stderr, code := runCLI(t, "book", "--spec", "testdata/control-title.yaml", "--pdfx", "x4", "-o", out); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	info := pdftest.Tool(t, "pdfinfo", out)
	for _, want := range []string{"Title:           ABC\n", "Author:          XY\n"} {
		if !strings.Contains(info, want) {
			t.Errorf("pdfinfo lacks %q:\n%s", want, info)
		}
	}
	b, _ := os.ReadFile(out)
	if !bytes.Contains(b, []byte(`<rdf:li xml:lang="x-default">ABC</rdf:li>`)) {
		t.Error("the XMP title is not ABC")
	}
}
