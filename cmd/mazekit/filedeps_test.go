package main

import (
	"bytes"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/filedeps"
)

// TestFilesDependOneWay checks that the program's files use each other's
// top-level names without cycles: command.go and the helpers at the
// bottom, the command files above them, main.go on top.
func TestFilesDependOneWay(t *testing.T) {
	filedeps.Check(t, ".")
}

// The command parses flags and calls the library: it draws nothing itself
// (no drawing or PDF library is imported here), and each command's file
// stays short enough to read at once.
func TestCommandStaysThin(t *testing.T) {
	const most = 400 // lines in one file
	fset := token.NewFileSet()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			for _, drawing := range []string{"github.com/fogleman/gg", "codeberg.org/go-pdf/fpdf", "golang.org/x/image"} {
				if strings.HasPrefix(strings.Trim(imp.Path.Value, `"`), drawing) {
					t.Errorf("%s imports %s: drawing belongs in render", name, imp.Path.Value)
				}
			}
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if lines := bytes.Count(src, []byte("\n")); lines > most {
			t.Errorf("%s is %d lines of Go, over %d: move product logic into the library", name, lines, most)
		}
	}
}
