package main

import (
	"bytes"
	"context"
	"fmt"

	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/layout"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata")

// runCLI runs the command line and returns stdout, stderr and the exit code.
func runCLI(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(context.Background(), args, strings.NewReader(""), &out, &errb)
	code := exitCode(err, &errb)
	return out.String(), errb.String(), code
}

func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name string
		args []string
		want string // substring of the one-line error
		code int
	}{
		{"no command", nil, "no command given", 2},
		{"unknown command", []string{"frobnicate"}, `unknown command "frobnicate"`, 2},
		{"zero size", []string{"maze", "--size", "0x5"}, "at least 1", 2},
		{"negative size", []string{"maze", "--size", "-3x5"}, "at least 1", 2},
		{"malformed size", []string{"maze", "--size", "ten"}, "want WxH", 2},
		{"huge size", []string{"maze", "--size", "100000x100000"}, "too many (maximum 67108864)", 2},
		{"unknown grid", []string{"maze", "--grid", "dodecahedron"}, "valid: ", 2},
		{"unknown algo", []string{"maze", "--algo", "magic"}, "valid: ", 2},
		{"bad seed", []string{"maze", "--seed", "abc"}, "--seed", 2},
		{"bad braid", []string{"maze", "--braid", "2"}, "between 0 and 1", 2},
		{"bad doors", []string{"maze", "--doors", "sideways"}, "farthest, opposite, none", 2},
		{"interior door", []string{"maze", "--size", "5x5", "--doors", "12,0"}, "not on the border", 2},
		{"unknown extension", []string{"maze", "-o", filepath.Join(dir, "m.xyz")}, "unknown extension .xyz", 2},
		{"no extension", []string{"maze", "-o", filepath.Join(dir, "m")}, "no file extension", 2},
		{"unknown format", []string{"maze", "--format", "bmp", "-o", "-"}, `--format "bmp"`, 2},
		{"flag for other grid", []string{"maze", "--grid", "rect", "--rings", "4"}, "--rings applies only", 2},
		{"unknown flag", []string{"maze", "--colour", "red"}, "unknown flag", 2},
		{"stray argument", []string{"maze", "extra"}, "unexpected argument", 2},
		{"unwritable path", []string{"maze", "--seed", "1", "-o", filepath.Join(dir, "missing", "m.json")}, "cannot write", 1},
		{"help unknown", []string{"help", "nope"}, "unknown command", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, stderr, code := runCLI(t, tt.args...)
			if code != tt.code {
				t.Errorf("exit code %d, want %d (stderr %q)", code, tt.code, stderr)
			}
			lines := strings.Split(strings.TrimSpace(stderr), "\n")
			last := lines[len(lines)-1]
			if !strings.Contains(last, tt.want) {
				t.Errorf("stderr %q does not contain %q", stderr, tt.want)
			}
			if !strings.HasPrefix(last, "mazekit: ") {
				t.Errorf("error line %q does not start with 'mazekit: '", last)
			}
		})
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 0 {
		t.Errorf("failed runs left files behind: %v", ents)
	}
}

func TestFailedRunKeepsExistingFile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "keep.json")
	if err := os.WriteFile(p, []byte("precious"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, code := runCLI(t, "maze", "--size", "0x0", "-o", p)
	if code == 0 {
		t.Fatal("bad size accepted")
	}
	if b, _ := os.ReadFile(p); string(b) != "precious" {
		t.Fatalf("existing file changed to %q", b)
	}
}

func TestReproducible(t *testing.T) {
	for _, ext := range []string{"json", "txt"} {
		dir := t.TempDir()
		var files [2][]byte
		for i := range files {
			p := filepath.Join(dir, "m"+string(rune('a'+i))+"."+ext)
			if _, stderr, code := runCLI(t, "maze", "--seed", "42", "--size", "12x9", "-o", p); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			files[i], _ = os.ReadFile(p)
		}
		if !bytes.Equal(files[0], files[1]) || len(files[0]) == 0 {
			t.Errorf("%s: same seed gave different (or empty) files", ext)
		}
	}
}

func TestSeedPrintedWhenChosen(t *testing.T) {
	out, stderr, code := runCLI(t, "maze", "--format", "json", "-o", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stderr, "mazekit: seed ") {
		t.Errorf("stderr %q does not report the chosen seed", stderr)
	}
	if !strings.Contains(out, `"seed":`) {
		t.Errorf("JSON does not record the seed")
	}
}

// TestGolden compares small mazes in every text format with files in testdata.
func TestGolden(t *testing.T) {
	tests := []struct {
		file string
		args []string
	}{
		{"rect-dfs.json", []string{"maze", "--size", "4x3", "--algo", "dfs", "--seed", "7", "--format", "json", "-o", "-"}},
		{"rect-dfs.txt", []string{"maze", "--size", "10x6", "--algo", "dfs", "--seed", "7", "--format", "txt", "-o", "-"}},
		{"rect-dfs-solution.txt", []string{"maze", "--size", "10x6", "--algo", "dfs", "--seed", "7", "--solution", "--format", "txt", "-o", "-"}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			out, stderr, code := runCLI(t, tt.args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			golden := filepath.Join("testdata", tt.file)
			if *update {
				if err := os.WriteFile(golden, []byte(out), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create)", err)
			}
			if out != string(want) {
				t.Errorf("output differs from %s:\ngot:\n%s\nwant:\n%s", golden, out, want)
			}
		})
	}
}

func TestHelpForEveryCommand(t *testing.T) {
	for _, name := range commandNames() {
		out, _, code := runCLI(t, name, "--help")
		if code != 0 || !strings.Contains(out, "usage: mazekit "+name) || !strings.Contains(out, "Example") {
			t.Errorf("%s --help: exit %d, output lacks usage line or examples:\n%s", name, code, out)
		}
		out2, _, _ := runCLI(t, "help", name)
		if out != out2 {
			t.Errorf("'help %s' differs from '%s --help'", name, name)
		}
	}
}

func TestVersionAndList(t *testing.T) {
	out, _, code := runCLI(t, "--version")
	if code != 0 || !strings.HasPrefix(out, "mazekit ") {
		t.Errorf("--version: %d %q", code, out)
	}
	out, _, code = runCLI(t, "list")
	for _, want := range []string{"Grids:", "rect", "Algorithms:", "dfs", "Output formats:", "json"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("list output lacks %q:\n%s", want, out)
		}
	}
}

// TestCLIDoc keeps docs/cli.md equal to the help of every command.
func TestCLIDoc(t *testing.T) {
	var b strings.Builder
	b.WriteString("# mazekit command reference\n\nGenerated from `mazekit help <command>`; `go test ./cmd/mazekit -update` rewrites it.\n\n```\n")
	b.WriteString(mainHelp())
	b.WriteString("```\n")
	for _, name := range commandNames() {
		out, _, _ := runCLI(t, "help", name)
		b.WriteString("\n## mazekit " + name + "\n\n```\n" + out + "```\n")
	}
	p := filepath.Join("..", "..", "docs", "cli.md")
	if *update {
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(p)
	if err != nil {
		t.Fatalf("%v (run go test ./cmd/mazekit -update)", err)
	}
	if string(want) != b.String() {
		t.Errorf("docs/cli.md is out of date with the help text; run go test ./cmd/mazekit -update")
	}
}

func TestBookCommand(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "book.pdf")
	args := []string{"book", "--quiet", "-o", out}
	if testing.Short() {
		// A 24-page book from a spec instead of the 79-page default one.
		spec := filepath.Join(dir, "short.yaml")
		os.WriteFile(spec, []byte("title: Maze Quest\nseed: 4\nsections:\n  - count: 24\n    size: 8x8\n"), 0o644)
		args = append(args, "--spec", spec)
	}
	if _, stderr, code := runCLI(t, args...); code != 0 {
		t.Fatalf("book: exit %d: %s", code, stderr)
	}
	stdout, stderr, code := runCLI(t, "book", "--check", out)
	if code != 0 || !strings.Contains(stdout, "print rules:    all passed") {
		t.Errorf("--check on the book: exit %d\n%s%s", code, stdout, stderr)
	}
	// A PDF that breaks rules (a single small page) fails the check.
	small := filepath.Join(dir, "one.pdf")
	if _, stderr, code := runCLI(t, "maze", "--seed", "1", "-o", small); code != 0 {
		t.Fatal(stderr)
	}
	if stdout, _, code := runCLI(t, "book", "--check", small); code != 1 || !strings.Contains(stdout, "PROBLEM") {
		t.Errorf("--check on a one-page PDF: exit %d\n%s", code, stdout)
	}
	bad := filepath.Join(dir, "bad.yaml")
	os.WriteFile(bad, []byte("title: x\nsections:\n  - per_page: 7\n"), 0o644)
	_, stderr, code = runCLI(t, "book", "--spec", bad, "-o", filepath.Join(dir, "x.pdf"))
	if code != 2 || !strings.Contains(stderr, "bad.yaml:3: sections[0].per_page: 7 is not one of 1, 2, 4, 6, 9") {
		t.Errorf("bad spec: exit %d, stderr %q", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "x.pdf")); err == nil {
		t.Error("a failed book left a file")
	}
	_, stderr, code = runCLI(t, "book", "--preset", "poster")
	if code != 2 || !strings.Contains(stderr, "valid: activity, handout, cats") {
		t.Errorf("bad preset: exit %d, stderr %q", code, stderr)
	}
}

func TestFromBook(t *testing.T) {
	spec := filepath.Join("..", "..", "examples", "activity-book.yaml")
	out, stderr, code := runCLI(t, "maze", "--from-book", spec, "--puzzle", "3", "--format", "json", "-o", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	data, _ := os.ReadFile(spec)
	s, err := layout.Parse(data, spec)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := layout.Puzzles(s, 1)
	if err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf(`"seed":%d`, ps[2].Seed); !strings.Contains(out, want) {
		t.Errorf("puzzle 3 JSON lacks %s", want)
	}
	if _, stderr, code := runCLI(t, "maze", "--from-book", spec, "--puzzle", "3", "--size", "4x4", "-o", "-"); code != 2 || !strings.Contains(stderr, "cannot be combined") {
		t.Errorf("--size with --from-book: exit %d %q", code, stderr)
	}
}

func TestAnswerFile(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "p.svg"), filepath.Join(dir, "a.svg")
	if _, stderr, code := runCLI(t, "maze", "--seed", "4", "--size", "8x6", "-o", a, "--answer", b); code != 0 {
		t.Fatal(stderr)
	}
	pa, _ := os.ReadFile(a)
	pb, _ := os.ReadFile(b)
	// The answer is the same maze (same walls) with a solution line added.
	if strings.Count(string(pb), "<path") != strings.Count(string(pa), "<path")+1 {
		t.Errorf("answer has %d paths, puzzle %d: want one more (the solution)", strings.Count(string(pb), "<path"), strings.Count(string(pa), "<path"))
	}
	wallsA := strings.Split(string(pa), "\n")[4]
	if !strings.Contains(string(pb), wallsA) {
		t.Error("the answer's walls differ from the puzzle's")
	}
	if _, stderr, code := runCLI(t, "maze", "-o", a, "--answer", a); code != 2 || !strings.Contains(stderr, "the same file as -o") {
		t.Errorf("same file for --answer: exit %d %q", code, stderr)
	}
}
