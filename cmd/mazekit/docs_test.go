package main

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// docCommand is one mazekit command line from a code block of a doc.
type docCommand struct {
	file string // e.g. "docs/maze.md"
	line int
	text string   // the line as written, comment dropped
	args []string // after "mazekit"
	long bool     // marked as long-running or serving in the doc
}

// longMark marks the commands in the next code block, or a command on its
// own line, as ones that run long or serve: `<!-- long -->` before a block,
// or "(long)" in the command's trailing comment.
var longMark = regexp.MustCompile(`^<!--\s*long\b.*-->\s*$`)

// docCommands returns every "mazekit ..." line in the code blocks of the
// README and docs/*.md.
func docCommands(t *testing.T) []docCommand {
	t.Helper()
	root := filepath.Join("..", "..")
	files, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	files = append([]string{filepath.Join(root, "README.md")}, files...)
	var out []docCommand
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		name, _ := filepath.Rel(root, f)
		name = filepath.ToSlash(name)
		inBlock, blockLong, marked := false, false, false
		for i, line := range strings.Split(string(b), "\n") {
			trimmed := strings.TrimSpace(line)
			if strings.HasPrefix(trimmed, "```") {
				inBlock = !inBlock
				blockLong, marked = inBlock && marked, false
				continue
			}
			if !inBlock {
				marked = longMark.MatchString(trimmed) || marked && trimmed == ""
				continue
			}
			if !strings.HasPrefix(trimmed, "mazekit ") {
				continue
			}
			args, comment, err := splitCommand(strings.TrimPrefix(trimmed, "mazekit "))
			if err != nil {
				t.Errorf("%s:%d: %v", name, i+1, err)
				continue
			}
			if _, ok := lookupCommand(args[0]); !ok && args[0] != "help" && !strings.HasPrefix(args[0], "-") {
				continue // prose that starts with the program's name
			}
			text, _, _ := strings.Cut(trimmed, " #")
			out = append(out, docCommand{file: name, line: i + 1, text: strings.TrimSpace(text), args: args,
				long: blockLong || strings.Contains(comment, "(long)")})
		}
	}
	return out
}

// splitCommand splits a command line as a POSIX shell would for the forms
// the docs use (words, "double" and 'single' quotes) and returns the
// trailing "# comment" apart.
func splitCommand(s string) (args []string, comment string, err error) {
	var cur strings.Builder
	inWord := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\'':
			end := strings.IndexByte(s[i+1:], c)
			if end < 0 {
				return nil, "", fmt.Errorf("unclosed quote in %q", s)
			}
			cur.WriteString(s[i+1 : i+1+end])
			i += end + 1
			inWord = true
		case c == '#' && !inWord:
			return args, s[i:], nil
		case c == ' ' || c == '\t':
			if inWord {
				args = append(args, cur.String())
				cur.Reset()
				inWord = false
			}
		case strings.IndexByte("|&;<>()$`\\", c) >= 0:
			return nil, "", fmt.Errorf("shell syntax %q in %q: write one plain command a line", c, s)
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		args = append(args, cur.String())
	}
	return args, "", nil
}

// standIn returns what the test runs for a command marked long: the same
// command on a grid of at most 40 cells a side and with at most 2 copies,
// or a reason to skip it (a server, the page's WebAssembly build).
func standIn(args []string) ([]string, string) {
	if len(args) > 0 && args[0] == "serve" {
		if slicesContains(args, "--export") {
			return nil, "builds the page's WebAssembly (serve's export test covers it)"
		}
		return nil, "serves until Ctrl-C (serve's tests drive the server)"
	}
	out := append([]string(nil), args...)
	dims := regexp.MustCompile(`^(\d+)x(\d+)(x\d+)?$`)
	for i := 1; i < len(out); i++ {
		switch out[i-1] {
		case "--size":
			if m := dims.FindStringSubmatch(out[i]); m != nil {
				w, _ := strconv.Atoi(m[1])
				h, _ := strconv.Atoi(m[2])
				out[i] = fmt.Sprintf("%dx%d%s", min(w, 40), min(h, 40), m[3])
			}
		case "--copies":
			out[i] = "2"
		}
	}
	return out, ""
}

func slicesContains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// outputsOf returns the files a command line says it writes; with
// --volumes, the first volume's.
func outputsOf(args []string) []string {
	var out []string
	volumes := slicesContains(args, "--volumes")
	for i := 1; i < len(args); i++ {
		switch args[i-1] {
		case "-o", "--output", "--answer", "--cover":
			f := args[i]
			if volumes {
				f = strings.TrimSuffix(f, ".pdf") + "-vol1.pdf"
			}
			if args[i] != "-" {
				out = append(out, f)
			}
		}
	}
	return out
}

// TestDocCommands runs every mazekit command of the README and docs/*.md
// as a reader would: in an empty folder holding a copy of examples/, one
// folder a doc, in the doc's order (a later line may read what an earlier
// one wrote). Each must exit 0 and write the files it names. Commands the
// doc marks long run on a smaller grid; servers are skipped with a reason.
// Under -short only the README's commands run.
func TestDocCommands(t *testing.T) {
	cmds := docCommands(t)
	if len(cmds) < 100 {
		t.Fatalf("found %d mazekit commands in the docs; the extraction is broken", len(cmds))
	}
	examples, err := filepath.Abs(filepath.Join("..", "..", "examples"))
	if err != nil {
		t.Fatal(err)
	}
	dirs := map[string]string{}
	for _, c := range cmds {
		if testing.Short() && c.file != "README.md" {
			continue
		}
		args := c.args
		if c.long {
			var why string
			if args, why = standIn(c.args); why != "" {
				t.Logf("%s:%d: skipped %q: %s", c.file, c.line, c.text, why)
				continue
			}
		}
		dir, ok := dirs[c.file]
		if !ok {
			dir = t.TempDir()
			if err := os.CopyFS(filepath.Join(dir, "examples"), os.DirFS(examples)); err != nil {
				t.Fatal(err)
			}
			dirs[c.file] = dir
		}
		t.Run(fmt.Sprintf("%s:%d", c.file, c.line), func(t *testing.T) {
			t.Chdir(dir)
			var stdout, stderr bytes.Buffer
			limit := 2 * time.Minute
			if len(args) > 0 && args[0] == "serve" {
				// A server runs until stopped: it must start, serve a few
				// seconds and shut down cleanly.
				limit = 3 * time.Second
			}
			ctx, cancel := context.WithTimeout(context.Background(), limit)
			defer cancel()
			start := time.Now()
			err := run(ctx, args, strings.NewReader(""), &stdout, &stderr)
			t.Logf("mazekit %s: %v", strings.Join(args, " "), time.Since(start).Round(time.Millisecond))
			if err != nil {
				t.Fatalf("%s (as %q): %v\n%s", c.text, strings.Join(args, " "), err, stderr.String())
			}
			for _, f := range outputsOf(args) {
				if st, err := os.Stat(f); err != nil || st.Size() == 0 {
					t.Errorf("%s: wrote no %s", c.text, f)
				}
			}
		})
	}
}

// TestDocInputsShipped checks that every input file a doc command names
// (--spec, --image, --picture, --from-book, --check) is shipped under
// examples/ or written by an earlier command of the same doc.
func TestDocInputsShipped(t *testing.T) {
	written := map[string]map[string]bool{}
	for _, c := range docCommands(t) {
		if written[c.file] == nil {
			written[c.file] = map[string]bool{}
		}
		for i := 1; i < len(c.args); i++ {
			switch c.args[i-1] {
			case "--spec", "--image", "--from-book", "--check", "--interior", "--picture":
				f := c.args[i]
				if c.args[i-1] == "--picture" && !strings.Contains(f, ".") || written[c.file][f] {
					continue
				}
				if !strings.HasPrefix(f, "examples/") {
					t.Errorf("%s:%d: %q reads %s, which is neither under examples/ nor written before", c.file, c.line, c.text, f)
					continue
				}
				if _, err := fs.Stat(os.DirFS(filepath.Join("..", "..")), f); err != nil {
					t.Errorf("%s:%d: %q reads %s, which is not shipped", c.file, c.line, c.text, f)
				}
			}
		}
		for _, f := range outputsOf(c.args) {
			written[c.file][f] = true
		}
	}
}
