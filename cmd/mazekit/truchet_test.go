package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// pattern truchet draws hexagons by default and Carlson's square tiles at
// several scales with --grid rect; the same seed writes the same bytes in
// every format, and the JSON lists the tiles of every size.
func TestTruchetCommand(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"--size", "8x6"},
		{"--size", "8x6", "--fill", "regions", "--palette", "viridis"},
		{"--grid", "rect", "--scales", "3", "--size", "6x4"},
		{"--grid", "rect", "--scales", "3", "--size", "6x4", "--fill", "regions"},
	} {
		for _, ext := range []string{"png", "svg", "pdf", "txt"} {
			var got [2][]byte
			for i := range got {
				p := filepath.Join(dir, "t"+string(rune('a'+i))+"."+ext)
				_, stderr, code := runCLI(t, append([]string{"pattern", "truchet", "--seed", "5", "-o", p}, args...)...)
				if code != 0 || !strings.Contains(stderr, "regions") {
					t.Fatalf("%v %s: exit %d %q", args, ext, code, stderr)
				}
				got[i], _ = os.ReadFile(p)
			}
			if len(got[0]) == 0 || !bytes.Equal(got[0], got[1]) {
				t.Errorf("%v %s: same seed gave different bytes", args, ext)
			}
		}
	}
	out, _, code := runCLI(t, "pattern", "truchet", "--grid", "rect", "--scales", "3", "--size", "6x4", "--seed", "5", "--format", "json", "-o", "-")
	var doc struct {
		Grid    string
		Scales  int
		Regions int
		Tiles   []struct{ Level int }
	}
	if err := json.Unmarshal([]byte(out), &doc); code != 0 || err != nil {
		t.Fatalf("json: exit %d, %v", code, err)
	}
	sizes := map[int]bool{}
	for _, tl := range doc.Tiles {
		sizes[tl.Level] = true
	}
	if doc.Grid != "rect" || doc.Scales != 3 || doc.Regions == 0 || len(sizes) != 3 {
		t.Errorf("json: grid %q, %d scales, %d regions, tiles of %d sizes", doc.Grid, doc.Scales, doc.Regions, len(sizes))
	}
	bad := []struct {
		args []string
		want string
	}{
		{[]string{"pattern", "truchet", "--scales", "3"}, "--scales 3: hexagonal tiles have one scale"},
		{[]string{"pattern", "truchet", "--grid", "tri"}, `--grid "tri": want hex or rect`},
		{[]string{"pattern", "truchet", "--grid", "rect", "--scales", "9"}, "--scales 9: want 1 to 5"},
		{[]string{"pattern", "truchet", "--grid", "rect", "--scales", "0"}, "--scales 0: want 1 to 5"},
		{[]string{"wallpaper", "--pattern", "truchet", "--grid", "rect", "--scales", "0"}, "--scales 0: want 1 to 5"},
		{[]string{"pattern", "truchet", "--fill", "dots"}, "want none or regions"},
		{[]string{"pattern", "10print", "--scales", "2"}, "applies only to truchet"},
		{[]string{"wallpaper", "--pattern", "truchet", "--scales", "3"}, "--scales applies only with --pattern truchet --grid rect"},
		{[]string{"wallpaper", "--pattern", "10print", "--grid", "hex"}, "--grid does not apply"},
	}
	for _, b := range bad {
		_, stderr, code := runCLI(t, b.args...)
		if code != 2 || !strings.Contains(stderr, b.want) {
			t.Errorf("%v: exit %d stderr %q, want 2 and %q", b.args, code, stderr, b.want)
		}
	}
}
