// Package filedeps checks that the files of one Go package use each other's
// top-level names without cycles, so a package reads bottom to top.
//
// File A depends on file B when A uses a top-level type, function, variable
// or constant that B declares. Method names, selectors, composite-literal
// keys and declared names are not uses.
package filedeps

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Graph reads the non-test Go files in dir and returns, for each file, the
// files it depends on, each with one name it uses from there.
func Graph(dir string) (map[string]map[string]string, error) {
	all, err := names(dir)
	if err != nil {
		return nil, err
	}
	uses := map[string]map[string]string{}
	for f, to := range all {
		uses[f] = map[string]string{}
		for g, ns := range to {
			uses[f][g] = ns[0]
		}
	}
	return uses, nil
}

// names returns, for each file of dir, the files it depends on, each with
// the sorted names it uses from there.
func names(dir string) (map[string]map[string][]string, error) {
	fset := token.NewFileSet()
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	files := map[string]*ast.File{}
	for _, e := range ents {
		if name := e.Name(); strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") {
			if files[name], err = parser.ParseFile(fset, filepath.Join(dir, name), nil, 0); err != nil {
				return nil, err
			}
		}
	}
	owner := map[string]string{} // top-level name → file
	for name, f := range files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil {
					owner[d.Name.Name] = name
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						owner[s.Name.Name] = name
					case *ast.ValueSpec:
						for _, n := range s.Names {
							owner[n.Name] = name
						}
					}
				}
			}
		}
	}
	// A name another file declares is unresolved in this one (Obj nil);
	// selectors' names, keys and declared names are not uses.
	uses := map[string]map[string][]string{} // file → file → names it uses
	for name, f := range files {
		uses[name] = map[string][]string{}
		skip := map[*ast.Ident]bool{f.Name: true}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.SelectorExpr:
				skip[n.Sel] = true
			case *ast.KeyValueExpr:
				if id, ok := n.Key.(*ast.Ident); ok {
					skip[id] = true
				}
			case *ast.FuncDecl:
				skip[n.Name] = true
			case *ast.Ident:
				if o := owner[n.Name]; o != "" && o != name && n.Obj == nil && !skip[n] {
					if !slices.Contains(uses[name][o], n.Name) {
						uses[name][o] = append(uses[name][o], n.Name)
					}
				}
			}
			return true
		})
		for _, ns := range uses[name] {
			slices.Sort(ns)
		}
	}
	return uses, nil
}

// Cycle returns one dependency cycle among the files of dir, as the steps
// "a.go uses X of b.go", or nil when the files depend one way. The search
// visits files in name order, so the answer is the same on every run.
func Cycle(dir string) ([]string, error) {
	uses, err := Graph(dir)
	if err != nil {
		return nil, err
	}
	state := map[string]int{} // 1 on the path, 2 done
	var path, cycle []string
	var visit func(f string) bool
	visit = func(f string) bool {
		state[f] = 1
		path = append(path, f)
		for _, g := range sortedKeys(uses[f]) {
			if state[g] == 1 {
				i := slices.Index(path, g)
				for j, p := range path[i:] {
					to := g
					if i+j+1 < len(path) {
						to = path[i+j+1]
					}
					cycle = append(cycle, fmt.Sprintf("%s uses %s of %s", p, uses[p][to], to))
				}
				return true
			}
			if state[g] == 0 && visit(g) {
				return true
			}
		}
		path = path[:len(path)-1]
		state[f] = 2
		return false
	}
	for _, name := range sortedKeys(uses) {
		if state[name] == 0 && visit(name) {
			break
		}
	}
	return cycle, nil
}

// TB is the part of testing.TB that Check uses.
type TB interface {
	Helper()
	Fatal(args ...any)
	Errorf(format string, args ...any)
}

// Check fails t when the files of dir depend on each other in a cycle,
// naming the cycle.
func Check(t TB, dir string) {
	t.Helper()
	cycle, err := Cycle(dir)
	if err != nil {
		t.Fatal(err)
	}
	if cycle != nil {
		t.Errorf("files depend on each other in a cycle: %s", strings.Join(cycle, "; "))
	}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
