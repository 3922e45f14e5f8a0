package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOutputsCheckedFirst: an output that is another output or an input
// under another spelling is refused before any work, and nothing changes.
func TestOutputsCheckedFirst(t *testing.T) {
	dir := t.TempDir()
	spec := filepath.Join(dir, "spec.pdf") // a spec whose name a book output could take
	specText := "title: T\nseed: 1\nsections:\n  - count: 2\n    size: 5x5\n"
	os.WriteFile(spec, []byte(specText), 0o644)
	puzzle := filepath.Join(dir, "p.png")
	os.WriteFile(puzzle, []byte("old puzzle"), 0o644)
	os.Symlink("p.png", filepath.Join(dir, "link.png"))
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"maze", "--seed", "1", "-o", puzzle, "--answer", dir + "/./p.png"}, "the same file as -o"},
		{[]string{"maze", "--seed", "1", "-o", puzzle, "--answer", filepath.Join(dir, "link.png")}, "the same file as -o"},
		{[]string{"book", "-q", "--spec", spec, "-o", dir + "/x/../spec.pdf"}, "the same file as the input --spec"},
		{[]string{"book", "-q", "--spec", spec, "-o", filepath.Join(dir, "b.pdf"), "--cover", dir + "/./b.pdf"}, "--cover"},
		{[]string{"maze", "--seed", "1", "-o", puzzle, "--answer", filepath.Join(dir, "missing", "a.png")}, "cannot write"},
	} {
		_, stderr, code := runCLI(t, c.args...)
		if code == 0 || !strings.Contains(stderr, c.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want one line with %q", c.args, code, stderr, c.want)
		}
		if b, _ := os.ReadFile(spec); string(b) != specText {
			t.Fatalf("%v overwrote the spec", c.args)
		}
		if b, _ := os.ReadFile(puzzle); string(b) != "old puzzle" {
			t.Fatalf("%v replaced the puzzle", c.args)
		}
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 3 {
		t.Errorf("files in the directory: %d, want 3", len(ents))
	}
}

// TestOutputThroughLinkKeepsMode: -o link.png writes the link's target, and
// a replaced file keeps its permissions.
func TestOutputThroughLinkKeepsMode(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.png")
	os.WriteFile(real, []byte("old"), 0o600)
	os.Chmod(real, 0o600)
	link := filepath.Join(dir, "link.png")
	if err := os.Symlink("real.png", link); err != nil {
		t.Skip(err)
	}
	if _, stderr, code := runCLI(t, "maze", "--seed", "1", "--size", "4x4", "-o", link); code != 0 {
		t.Fatal(stderr)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced by a file")
	}
	st, _ := os.Stat(real)
	if b, _ := os.ReadFile(real); !strings.HasPrefix(string(b), "\x89PNG") {
		t.Error("the target is not the new PNG")
	}
	if st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600 kept", st.Mode().Perm())
	}
}
