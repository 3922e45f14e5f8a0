package filedeps

import (
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// module is the import path every package of this module starts with.
const module = "github.com/mazekit/mazekit"

// floors is what each package of the module may import, as go/build's
// deps_test.go holds the standard library: a package imports only packages
// on a lower floor, and a package not listed here fails the test. A name
// ending in "/..." stands for every package below that directory.
// docs/architecture.md shows the same table; TestFloorsDocumented keeps
// the two the same.
var floors = map[string]int{
	"fonts":               1,
	"param":               1,
	"internal/atomicfile": 1,
	"internal/bitset":     1,
	"internal/budget":     1,
	"internal/filedeps":   1,
	"internal/i18n":       1,
	"internal/limits":     1,
	"internal/num":        1,
	"internal/pdfread":    1,
	"internal/pdftest":    1,
	"internal/sticky":     1,
	"internal/stream":     1,
	"internal/strictyaml": 1,
	"internal/tonetest":   1,
	"internal/unionfind":  1,
	"internal/cputest":    1,

	"topology":              2,
	"topology/topologytest": 2,

	"mask": 3,
	"maze": 3,

	"generate":            4,
	"pattern":             4,
	"trap":                4,
	"picmaze":             4,
	"internal/shapedoors": 4,

	"render":              5,
	"render/internal/...": 5,

	"fab":              6,
	"patterndraw":      6,
	"internal/textfit": 6,

	"puzzle": 7,

	"preflight":    8,
	"classroom":    8,
	"catbook":      8,
	"picturesheet": 8,

	"layout":    9,
	"wallpaper": 9,

	"serve": 10,

	"cmd/mazekit": 11,
	"serve/wasm":  11,

	"internal/conformance": 12,
	"scripts/bench":        12,
}

// sideways lists the imports allowed between packages of one floor, each
// for a reason: the small leaves of the ground floor build on each other, a
// test suite sits beside what it tests, and render's fast paths are its own.
var sideways = map[string][]string{
	"internal/budget":       {"internal/num"},
	"internal/strictyaml":   {"internal/limits", "internal/num"},
	"topology/topologytest": {"topology"},
	"render":                {"render/internal/..."},
}

// floorOf returns the floor of package p and the table entry it matched.
func floorOf(p string) (int, string, bool) {
	if f, ok := floors[p]; ok {
		return f, p, true
	}
	for name, f := range floors {
		if dir, ok := strings.CutSuffix(name, "/..."); ok && strings.HasPrefix(p, dir+"/") {
			return f, name, true
		}
	}
	return 0, "", false
}

// moduleImports returns, for each directory under root holding non-test Go
// files (whatever their build constraints), the module packages they import.
func moduleImports(t *testing.T, root string) map[string][]string {
	t.Helper()
	pkgs := map[string][]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if p != root && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, filepath.Dir(p))
		if err != nil {
			return err
		}
		pkg := filepath.ToSlash(rel)
		if _, ok := pkgs[pkg]; !ok {
			pkgs[pkg] = nil
		}
		for _, spec := range f.Imports {
			imp, _ := strconv.Unquote(spec.Path.Value)
			if rest, ok := strings.CutPrefix(imp, module+"/"); ok && !slices.Contains(pkgs[pkg], rest) {
				pkgs[pkg] = append(pkgs[pkg], rest)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

// TestFloors fails on any import that points up or sideways without a
// reason, and on any package the floor table does not place.
func TestFloors(t *testing.T) {
	pkgs := moduleImports(t, filepath.Join("..", ".."))
	for _, pkg := range slices.Sorted(maps.Keys(pkgs)) {
		f, _, ok := floorOf(pkg)
		if !ok {
			t.Errorf("package %s has no floor: add it to the floors table in this file and to docs/architecture.md", pkg)
			continue
		}
		for _, imp := range pkgs[pkg] {
			g, entry, ok := floorOf(imp)
			switch {
			case !ok:
				t.Errorf("%s imports %s, which has no floor", pkg, imp)
			case g < f:
			case g == f && slices.Contains(sideways[pkg], entry):
			case g == f:
				t.Errorf("%s (floor %d) imports %s on its own floor; imports point down only", pkg, f, imp)
			default:
				t.Errorf("%s (floor %d) imports %s (floor %d); imports point down only", pkg, f, imp, g)
			}
		}
	}
	for name := range floors {
		dir := strings.TrimSuffix(name, "/...")
		if _, err := os.Stat(filepath.Join("..", "..", filepath.FromSlash(dir))); err != nil {
			t.Errorf("the floors table places %s, which does not exist", name)
		}
	}
}

// docFloors reads the floor table of docs/architecture.md: the rows that
// start with a floor number, and in the second column each package in
// backquotes, with internal/{a,b} written out.
func docFloors(text string) (map[string]int, error) {
	got := map[string]int{}
	row := regexp.MustCompile(`^\| *([0-9]+) *\|([^|]*)\|`)
	name := regexp.MustCompile("`([^`]+)`")
	for _, line := range strings.Split(text, "\n") {
		m := row.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		f, err := strconv.Atoi(m[1])
		if err != nil {
			return nil, err
		}
		for _, n := range name.FindAllStringSubmatch(m[2], -1) {
			for _, p := range expandBraces(n[1]) {
				got[p] = f
			}
		}
	}
	return got, nil
}

// expandBraces writes out dir/{a,b,c} as dir/a, dir/b, dir/c.
func expandBraces(s string) []string {
	open, close := strings.IndexByte(s, '{'), strings.IndexByte(s, '}')
	if open < 0 || close < open {
		return []string{s}
	}
	var out []string
	for _, alt := range strings.Split(s[open+1:close], ",") {
		out = append(out, path.Clean(s[:open]+alt+s[close+1:]))
	}
	return out
}

// TestFloorsDocumented checks that docs/architecture.md places every
// package on the floor the floors table gives it, and no other.
func TestFloorsDocumented(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("..", "..", "docs", "architecture.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := docFloors(string(text))
	if err != nil {
		t.Fatal(err)
	}
	for name, f := range floors {
		switch g, ok := doc[name]; {
		case !ok:
			t.Errorf("docs/architecture.md does not place %s (floor %d) in its floor table", name, f)
		case g != f:
			t.Errorf("docs/architecture.md puts %s on floor %d; the floors table, on floor %d", name, g, f)
		}
	}
	for name, g := range doc {
		if _, ok := floors[name]; !ok {
			t.Errorf("docs/architecture.md puts %s on floor %d; the floors table does not list it", name, g)
		}
	}
}
