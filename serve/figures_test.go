package serve

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// docFigures is the place of the module's figures in docs/serve.md.
var docFigures = regexp.MustCompile(`(?s)(<!-- module figures:[^>]*-->\n).*?(\n<!-- end of module figures -->)`)

// TestModuleFigures measures the WebAssembly module and the one-file page
// and checks docs/serve.md says them (within 5%, as the code grows);
// -update writes them there.
func TestModuleFigures(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly module")
	}
	dir := t.TempDir()
	wasm := filepath.Join(dir, "mazekit.wasm")
	if err := testModule(context.Background(), wasm); err != nil {
		t.Fatal(err)
	}
	raw, _ := os.ReadFile(wasm)
	gz, err := gzipBytes(raw)
	if err != nil {
		t.Fatal(err)
	}
	page := filepath.Join(dir, "mazes.html")
	if err := exportFile(context.Background(), page, testModule, io.Discard); err != nil {
		t.Fatal(err)
	}
	st, _ := os.Stat(page)
	mb := func(n int64) float64 { return float64(n) / (1 << 20) }
	line := fmt.Sprintf("The module is %.1f MB, %.1f MB gzipped; the one-file page is %.1f MB.", mb(int64(len(raw))), mb(int64(len(gz))), mb(st.Size()))
	t.Log(line)
	doc, err := os.ReadFile("../docs/serve.md")
	if err != nil {
		t.Fatal(err)
	}
	m := docFigures.FindSubmatchIndex(doc)
	if m == nil {
		t.Fatal("docs/serve.md has no module figures")
	}
	if *update {
		out := append(append(append([]byte{}, doc[:m[3]]...), line...), doc[m[4]:]...)
		if err := os.WriteFile("../docs/serve.md", out, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	var r, g, p float64
	if _, err := fmt.Sscanf(string(doc[m[3]:m[4]]), "The module is %f MB, %f MB gzipped; the one-file page is %f MB.", &r, &g, &p); err != nil {
		t.Fatalf("docs/serve.md's figures %q: %v", doc[m[3]:m[4]], err)
	}
	for _, c := range [][2]float64{{r, mb(int64(len(raw)))}, {g, mb(int64(len(gz)))}, {p, mb(st.Size())}} {
		if c[0] < c[1]*0.95 || c[0] > c[1]*1.05 {
			t.Errorf("docs/serve.md says %q; measured: %s (go test -run TestModuleFigures -update)", doc[m[3]:m[4]], line)
			break
		}
	}
}
