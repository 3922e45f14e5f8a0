package puzzle

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"testing"

	"github.com/mazekit/mazekit/fab"
)

// The WebAssembly build checks the machine options against copies of
// package fab's ranges: they stay fab's.
func TestMachineRangesWasm(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "fab_machine_wasm.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]float64{}
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok {
			return true
		}
		for i, name := range vs.Names {
			if lit, ok := vs.Values[i].(*ast.BasicLit); ok {
				got[name.Name], _ = strconv.ParseFloat(lit.Value, 64)
			}
		}
		return true
	})
	want := map[string]float64{"minMM": fab.MinMM, "maxMM": fab.MaxMM, "minFeed": fab.MinFeed, "maxFeed": fab.MaxFeed}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("fab_machine_wasm.go: %s = %v, want fab's %v", k, got[k], v)
		}
	}
}
