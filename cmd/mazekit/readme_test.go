package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

func readme(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestReadmeBuildsStaticBinary runs the README's build line and checks the
// binary is statically linked: built without cgo, as go version -m
// reports, and, where file(1) is installed, "statically linked".
func TestReadmeBuildsStaticBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	var line string
	for _, l := range strings.Split(readme(t), "\n") {
		if strings.HasPrefix(l, "CGO_ENABLED=0 go build ") {
			line = l
		}
	}
	if line == "" {
		t.Fatal("README has no 'CGO_ENABLED=0 go build' line")
	}
	if !strings.Contains(line, "-o mazekit ./cmd/mazekit") {
		t.Fatalf("README build line %q does not build ./cmd/mazekit into mazekit", line)
	}
	bin := filepath.Join(t.TempDir(), "mazekit")
	args := strings.Fields(strings.TrimPrefix(line, "CGO_ENABLED=0 go "))
	for i, a := range args {
		if a == "mazekit" && i > 0 && args[i-1] == "-o" {
			args[i] = bin
		}
	}
	cmd := exec.Command(gobin, args...)
	cmd.Dir = filepath.Join("..", "..")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", line, err, out)
	}
	info, err := exec.Command(gobin, "version", "-m", bin).Output()
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`(?m)^\s+build\s+CGO_ENABLED=0$`).Match(info) {
		t.Errorf("go version -m does not report CGO_ENABLED=0:\n%s", info)
	}
	if file, err := exec.LookPath("file"); err == nil {
		out, _ := exec.Command(file, bin).Output()
		if !strings.Contains(string(out), "statically linked") {
			t.Errorf("file says %q, want statically linked", out)
		}
	}
}

// TestReadmeAndCLIDocAgree checks that the README and docs/cli.md describe
// exactly the program's commands, and that the README's main job is the
// book command run from a checkout.
func TestReadmeAndCLIDocAgree(t *testing.T) {
	text := readme(t)
	if !strings.Contains(text, "\ngo run ./cmd/mazekit book -o book.pdf\n") {
		t.Error("README does not show 'go run ./cmd/mazekit book -o book.pdf'")
	}
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "cli.md"))
	if err != nil {
		t.Fatal(err)
	}
	headings := func(s, prefix string) []string {
		var out []string
		for _, m := range regexp.MustCompile(`(?m)^`+prefix+` mazekit ([a-z0-9-]+)\s*$`).FindAllStringSubmatch(s, -1) {
			out = append(out, m[1])
		}
		slices.Sort(out)
		return out
	}
	want := commandNames()
	slices.Sort(want)
	if got := headings(text, "###"); !slices.Equal(got, want) {
		t.Errorf("README describes commands %v, the program has %v", got, want)
	}
	if got := headings(string(doc), "##"); !slices.Equal(got, want) {
		t.Errorf("docs/cli.md describes commands %v, the program has %v", got, want)
	}
}

// guides lists the reference pages under docs/ that describe the commands
// in prose; with the README they must name every flag of every command.
var guides = []string{"maze.md", "book.md", "classroom.md", "pattern.md", "wallpaper.md", "cat.md", "serve.md", "gallery.md", "picture-maze.md", "puzzlebox.md"}

// TestReadmeFlags checks that the README and the guides under docs/ name
// every flag of every command and no flag a command does not have: a flag
// belongs to the command whose section it is in (a heading "mazekit maze"
// opens one, a top-level heading naming no command closes it), or to the
// command named before it on the same line ("mazekit maze --size",
// "`maze --from-book`"). docs/cli.md is the help itself (TestCLIDoc), so
// the two describe the same flags.
func TestReadmeFlags(t *testing.T) {
	want := map[string]map[string]bool{}
	for _, c := range commands() {
		fs := pflag.NewFlagSet(c.Name, pflag.ContinueOnError)
		c.Flags(fs, &env{})
		want[c.Name] = map[string]bool{}
		fs.VisitAll(func(f *pflag.Flag) { want[c.Name][f.Name] = true })
	}
	names := strings.Join(commandNames(), "|")
	heading := regexp.MustCompile(`^(#+) (?:mazekit ([a-z-]+))?`)
	naming := regexp.MustCompile("(?:mazekit |`)(" + names + ")[ `]|--([a-z][a-z0-9-]*)")
	got := map[string]map[string]bool{}
	texts := map[string]string{"README.md": readme(t)}
	files := []string{"README.md"}
	for _, g := range guides {
		b, err := os.ReadFile(filepath.Join("..", "..", "docs", g))
		if err != nil {
			t.Fatal(err)
		}
		texts["docs/"+g] = string(b)
		files = append(files, "docs/"+g)
	}
	for _, file := range files {
		section := ""
		top := 1 // the heading level that closes a command's section
		if file == "README.md" {
			top = 2
		}
		for i, line := range strings.Split(texts[file], "\n") {
			if m := heading.FindStringSubmatch(line); m != nil {
				switch {
				case m[2] != "":
					section = m[2]
				case len(m[1]) <= top+1 && file == "README.md", len(m[1]) == top:
					section = ""
				}
				continue
			}
			cmd := section
			for _, m := range naming.FindAllStringSubmatch(line, -1) {
				switch {
				case m[1] != "":
					cmd = m[1]
				case cmd == "":
				case !want[cmd][m[2]]:
					t.Errorf("%s line %d: %s has no flag --%s", file, i+1, cmd, m[2])
				default:
					if got[cmd] == nil {
						got[cmd] = map[string]bool{}
					}
					got[cmd][m[2]] = true
				}
			}
		}
	}
	for _, c := range commandNames() {
		var missing []string
		for f := range want[c] {
			if !got[c][f] && f != "help" {
				missing = append(missing, "--"+f)
			}
		}
		slices.Sort(missing)
		if len(missing) > 0 {
			t.Errorf("neither the README nor docs/ names %s's flags %s", c, strings.Join(missing, ", "))
		}
	}
}

// TestReadmeIsAFrontDoor keeps the README short, and checks that its first
// screen names every kind of user and every kind of output.
func TestReadmeIsAFrontDoor(t *testing.T) {
	text := readme(t)
	if n := strings.Count(text, "\n"); n > 400 {
		t.Errorf("README has %d lines; keep it to 400 and move reference text to docs/", n)
	}
	lines := strings.Split(text, "\n")
	first := strings.Join(lines[:min(len(lines), 30)], "\n")
	for _, w := range []string{"book", "Teachers", "handout", "web page", "Artists", "wallpaper",
		"plotter", "laser", "STL", "animation", "Programmers", "JSON", "PNG", "SVG", "PDF"} {
		if !strings.Contains(first, w) {
			t.Errorf("the README's first 30 lines do not mention %q", w)
		}
	}
}

// TestReadmeGoSample builds and runs the README's Go sample against this
// checkout, so the sample stays a program that compiles, checks its errors
// and prints a maze.
func TestReadmeGoSample(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	text := readme(t)
	_, sample, ok := strings.Cut(text, "\n```go\n")
	if !ok {
		t.Fatal("README has no Go sample")
	}
	sample, _, _ = strings.Cut(sample, "\n```\n")
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	mod := "module readmesample\n\ngo 1.26\n\nrequire github.com/mazekit/mazekit v0.0.0\n\nreplace github.com/mazekit/mazekit => " + root + "\n"
	for name, body := range map[string]string{"go.mod": mod, "go.sum": string(sum), "main.go": sample + "\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(gobin, "run", "-mod=mod", ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the README's Go sample does not run: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "┌") || strings.Count(string(out), "\n") < 15 {
		t.Errorf("the README's Go sample printed no maze:\n%s", out)
	}
}
