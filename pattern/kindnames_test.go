package pattern

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const modulePath = "github.com/mazekit/mazekit"

// TestNoKindNamesAbove holds the registry's promise: no package that
// imports this one (directly or not) compares a pattern kind's name to a
// string literal (==, !=, a switch case, strings.Contains and the like, a
// map keyed by name). Such a package reads what it needs from the Kind.
func TestNoKindNamesAbove(t *testing.T) {
	fset := token.NewFileSet()
	files := map[string][]*ast.File{} // import path -> non-test files
	imports := map[string][]string{}
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); path != ".." && (strings.HasPrefix(n, ".") || strings.HasPrefix(n, "_") || n == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel("..", filepath.Dir(path))
		pkg := modulePath + "/" + filepath.ToSlash(rel)
		files[pkg] = append(files[pkg], f)
		for _, im := range f.Imports {
			p, _ := strconv.Unquote(im.Path.Value)
			imports[pkg] = append(imports[pkg], p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	self := modulePath + "/pattern"
	if len(files[self]) == 0 {
		t.Fatal("the module's sources were not found from the package directory")
	}
	above := map[string]bool{}
	var reaches func(pkg string, seen map[string]bool) bool
	reaches = func(pkg string, seen map[string]bool) bool {
		if seen[pkg] {
			return false
		}
		seen[pkg] = true
		for _, im := range imports[pkg] {
			if im == self || reaches(im, seen) {
				return true
			}
		}
		return false
	}
	for pkg := range files {
		if pkg != self && reaches(pkg, map[string]bool{}) {
			above[pkg] = true
		}
	}
	for _, want := range []string{"puzzle", "wallpaper", "layout", "cmd/mazekit"} {
		if !above[modulePath+"/"+want] {
			t.Fatalf("%s is not seen as importing package pattern", want)
		}
	}
	for pkg := range above {
		for _, f := range files[pkg] {
			for _, bad := range kindNameComparisons(f) {
				t.Errorf("%s: compares the pattern kind name %s; read it from pattern.Kind instead", fset.Position(bad.Pos()), bad.Value)
			}
		}
	}
}

// kindNameComparisons returns the string literals naming a pattern kind
// (alone or in a list of words) that f compares something to.
func kindNameComparisons(f *ast.File) []*ast.BasicLit {
	var out []*ast.BasicLit
	check := func(e ast.Expr) {
		if lit, ok := ast.Unparen(e).(*ast.BasicLit); ok && namesKind(lit) {
			out = append(out, lit)
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
		case *ast.CallExpr:
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok && slices.Contains([]string{"Contains", "EqualFold", "HasPrefix", "Index"}, sel.Sel.Name) {
				for _, a := range n.Args {
					check(a)
				}
			}
		case *ast.CompositeLit:
			if _, ok := n.Type.(*ast.MapType); ok {
				for _, e := range n.Elts {
					if kv, ok := e.(*ast.KeyValueExpr); ok {
						check(kv.Key)
					}
				}
			}
		}
		return true
	})
	return out
}

// namesKind reports whether a string literal is a registered kind's name
// or a list of words one of which is.
func namesKind(lit *ast.BasicLit) bool {
	if lit.Kind != token.STRING {
		return false
	}
	s, err := strconv.Unquote(lit.Value)
	if err != nil {
		return false
	}
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '|' }) {
		if _, ok := kinds[w]; ok {
			return true
		}
	}
	return false
}

// TestKindNameScanFails makes sure the scan finds what it is for.
func TestKindNameScanFails(t *testing.T) {
	src := `package p
func f(k string, m map[string]int) bool {
	switch k {
	case "truchet":
	}
	_ = map[string]int{"maze-ca": 1}
	return k == "labyrinth" || strings.Contains("10print mazectric", k) || k == "maze"
}`
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range kindNameComparisons(f) {
		got = append(got, l.Value)
	}
	want := []string{`"truchet"`, `"maze-ca"`, `"labyrinth"`, `"10print mazectric"`}
	if !slices.Equal(got, want) {
		t.Errorf("scan found %v, want %v", got, want)
	}
	if _, err := os.Stat("../go.mod"); err != nil {
		t.Errorf("the scan starts from the module root, but ../go.mod is missing: %v", err)
	}
}
