package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// hostile lists bad invocations. "@" in an argument stands for a fresh
// directory that holds old.png, old.pdf and old.svg, whose contents must
// not change; no other file may appear there.
var hostile = []struct {
	args []string
	want string // in the one error line
	code int
}{
	// numbers: NaN and the infinities are not numbers to draw with
	{[]string{"maze", "--margin", "NaN", "-o", "@/m.pdf"}, `"--margin"`, 2},
	{[]string{"maze", "--cell", "NaN", "-o", "@/m.png"}, `"--cell"`, 2},
	{[]string{"maze", "--cell", "inf", "-o", "@/m.png"}, `"--cell"`, 2},
	{[]string{"maze", "--wall-width", "-Inf", "-o", "@/m.png"}, `"--wall-width"`, 2},
	{[]string{"maze", "--solution-width", "nan", "-o", "@/m.png"}, `"--solution-width"`, 2},
	{[]string{"maze", "--braid", "NaN", "-o", "@/m.png"}, `"--braid"`, 2},
	{[]string{"maze", "--weave", "NaN", "-o", "@/m.png"}, `"--weave"`, 2},
	{[]string{"maze", "--cell-mm", "NaN", "-o", "@/m.stl"}, `"--cell-mm"`, 2},
	{[]string{"maze", "--kerf", "inf", "-o", "@/m.svg"}, `"--kerf"`, 2},
	{[]string{"wallpaper", "--cell", "NaN", "-o", "@/w.png"}, `"--cell"`, 2},
	{[]string{"wallpaper", "--wall-width", "NaN", "-o", "@/w.png"}, `"--wall-width"`, 2},
	{[]string{"pattern", "10print", "--bias", "NaN", "-o", "@/p.png"}, `"--bias"`, 2},
	{[]string{"pattern", "10print", "--scale", "NaN", "-o", "@/p.png"}, `"--scale"`, 2},
	{[]string{"pattern", "life", "--density", "NaN", "-o", "@/p.png"}, `"--density"`, 2},
	// text
	{[]string{"maze", "--title", "bad \xff", "-o", "@/m.pdf"}, "--title", 2},
}

func TestHostileInvocations(t *testing.T) {
	if len(hostile) < 10 {
		t.Fatalf("only %d cases", len(hostile))
	}
	for _, c := range hostile {
		name := strings.Join(c.args, " ")
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			old := map[string]string{"old.png": "png", "old.pdf": "pdf", "old.svg": "svg"}
			for f, s := range old {
				if err := os.WriteFile(filepath.Join(dir, f), []byte(s), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			args := make([]string, len(c.args))
			for i, a := range c.args {
				args[i] = strings.ReplaceAll(a, "@", dir)
			}
			stdout, stderr, code := runCLI(t, args...)
			if code != c.code {
				t.Errorf("exit code %d, want %d (stderr %q)", code, c.code, stderr)
			}
			if strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "mazekit: ") {
				t.Errorf("stderr is not one error line: %q", stderr)
			}
			if !strings.Contains(stderr, c.want) {
				t.Errorf("stderr %q lacks %q", stderr, c.want)
			}
			if strings.Contains(stderr+stdout, "panic") {
				t.Errorf("panic: %s", stderr)
			}
			ents, _ := os.ReadDir(dir)
			for _, e := range ents {
				want, ok := old[e.Name()]
				if !ok {
					t.Errorf("left %s behind", e.Name())
					continue
				}
				if b, _ := os.ReadFile(filepath.Join(dir, e.Name())); string(b) != want {
					t.Errorf("%s changed", e.Name())
				}
			}
		})
	}
}
