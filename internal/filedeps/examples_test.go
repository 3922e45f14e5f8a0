package filedeps

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestExamples checks that every package a Go user can import (not main,
// not internal) that exports a name has an Example function that runs,
// one whose output go test compares, so go doc shows the package at work.
func TestExamples(t *testing.T) {
	root := filepath.Join("..", "..")
	for pkg := range moduleImports(t, root) {
		if pkg == "internal" || strings.HasPrefix(pkg, "internal/") || strings.Contains(pkg, "/internal") {
			continue
		}
		exported, examples, running := examplesIn(t, filepath.Join(root, filepath.FromSlash(pkg)))
		switch {
		case !exported:
		case len(examples) == 0:
			t.Errorf("package %s has no Example function", pkg)
		case len(running) == 0:
			t.Errorf("package %s: no Example has an // Output: comment, so none runs (%s)", pkg, strings.Join(examples, ", "))
		}
	}
}

// examplesIn reports whether the package in dir is a library that exports a
// name, and lists its Example functions and those that run (have output).
func examplesIn(t *testing.T, dir string) (exported bool, examples, running []string) {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, e := range ents {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") {
			continue
		}
		test := strings.HasSuffix(name, "_test.go")
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		if !test {
			if f.Name.Name == "main" {
				return false, nil, nil
			}
			for _, d := range f.Decls {
				exported = exported || declExports(d)
			}
			continue
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv != nil || !strings.HasPrefix(fn.Name.Name, "Example") {
				continue
			}
			examples = append(examples, fn.Name.Name)
			for _, c := range f.Comments {
				text := strings.TrimSpace(c.Text())
				inBody := c.Pos() > fn.Body.Lbrace && c.End() < fn.Body.Rbrace
				if inBody && (strings.HasPrefix(text, "Output:") || strings.HasPrefix(text, "Unordered output:")) {
					running = append(running, fn.Name.Name)
					break
				}
			}
		}
	}
	slices.Sort(examples)
	return exported, examples, running
}

// declExports reports whether a top-level declaration declares an exported
// name.
func declExports(d ast.Decl) bool {
	switch d := d.(type) {
	case *ast.FuncDecl:
		return d.Recv == nil && d.Name.IsExported()
	case *ast.GenDecl:
		for _, s := range d.Specs {
			switch s := s.(type) {
			case *ast.TypeSpec:
				if s.Name.IsExported() {
					return true
				}
			case *ast.ValueSpec:
				for _, n := range s.Names {
					if n.IsExported() {
						return true
					}
				}
			}
		}
	}
	return false
}
