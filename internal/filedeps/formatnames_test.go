package filedeps

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	_ "github.com/mazekit/mazekit/fab" // its formats join the registry
	"github.com/mazekit/mazekit/render"
)

// formatLiterals returns, for the non-test Go files under dir, each
// comparison (==, !=, a switch case) of a string literal that is one of
// names, as "file:line: literal".
func formatLiterals(dir string, names []string) ([]string, error) {
	var found []string
	fset := token.NewFileSet()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != dir && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		check := func(e ast.Expr) {
			lit, ok := e.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return
			}
			if s, err := strconv.Unquote(lit.Value); err == nil && slices.Contains(names, s) {
				p := fset.Position(lit.Pos())
				found = append(found, fmt.Sprintf("%s:%d: %s", filepath.ToSlash(p.Filename), p.Line, lit.Value))
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BinaryExpr:
				if n.Op == token.EQL || n.Op == token.NEQ {
					check(n.X)
					check(n.Y)
				}
			case *ast.CaseClause:
				for _, e := range n.List {
					check(e)
				}
			}
			return true
		})
		return nil
	})
	return found, err
}

func TestFormatLiteralsFound(t *testing.T) {
	got, err := formatLiterals("testdata/formatnames", []string{"png", "svg", "gif"})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{`testdata/formatnames/a.go:4: "png"`, `testdata/formatnames/a.go:4: "svg"`, `testdata/formatnames/a.go:8: "gif"`}
	if !slices.Equal(got, want) {
		t.Errorf("formatLiterals = %q, want %q", got, want)
	}
}

// TestNoFormatNamesAbove checks that no package above render compares a
// format's name to a string literal: what a caller needs to know of a
// format (raster, animated, paged, data, its machine, its memory model,
// its media type) it asks the registry, so a new format is one file.
func TestNoFormatNamesAbove(t *testing.T) {
	names := render.FormatNames(false)
	if !slices.Contains(names, "stl") {
		t.Fatalf("registered formats %q: want fab's among them", names)
	}
	root := filepath.Join("..", "..")
	for _, dir := range []string{"puzzle", "layout", "wallpaper", "serve", "cmd", "preflight", "picmaze", "internal/budget"} {
		found, err := formatLiterals(filepath.Join(root, dir), names)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range found {
			t.Errorf("%s: compares a format name; ask render.LookupFormat(name) for the fact it stands for", strings.TrimPrefix(f, "../../"))
		}
	}
}
