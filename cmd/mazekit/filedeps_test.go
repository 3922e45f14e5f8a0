package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestFilesDependOneWay checks that the program's files use each other's
// top-level names without cycles: command.go and the helpers at the
// bottom, the command files above them, main.go on top.
func TestFilesDependOneWay(t *testing.T) {
	fset := token.NewFileSet()
	ents, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]*ast.File{}
	for _, e := range ents {
		if name := e.Name(); strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") {
			if files[name], err = parser.ParseFile(fset, name, nil, 0); err != nil {
				t.Fatal(err)
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
	uses := map[string]map[string]string{} // file → file → a name it uses
	for name, f := range files {
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
					if uses[name] == nil {
						uses[name] = map[string]string{}
					}
					uses[name][o] = n.Name
				}
			}
			return true
		})
	}
	// Depth-first search for a cycle.
	state := map[string]int{} // 1 on the path, 2 done
	var path []string
	var visit func(f string) bool
	visit = func(f string) bool {
		state[f] = 1
		path = append(path, f)
		var next []string
		for g := range uses[f] {
			next = append(next, g)
		}
		slices.Sort(next)
		for _, g := range next {
			if state[g] == 1 {
				i := slices.Index(path, g)
				var steps []string
				for j, p := range path[i:] {
					to := g
					if i+j+1 < len(path) {
						to = path[i+j+1]
					}
					steps = append(steps, p+" uses "+uses[p][to]+" of "+to)
				}
				t.Errorf("files depend on each other in a cycle: %s", strings.Join(steps, "; "))
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
	var names []string
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		if state[name] == 0 && visit(name) {
			return
		}
	}
}
