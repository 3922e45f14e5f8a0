package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// TestAbandon abandons a write in the middle of filling: the temporary is
// gone at once, the write fails instead of replacing the target, and the
// target keeps its old contents.
func TestAbandon(t *testing.T) {
	defer func() { mu.Lock(); abandoned = false; mu.Unlock() }()
	dir := t.TempDir()
	p := filepath.Join(dir, "out.txt")
	os.WriteFile(p, []byte("old"), 0o644)
	filling, release := make(chan bool), make(chan bool)
	done := make(chan error)
	go func() {
		done <- Write(p, nil, func(w io.Writer) error {
			io.WriteString(w, "new")
			filling <- true
			<-release
			return nil
		})
	}()
	<-filling
	Abandon()
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("after Abandon the directory holds %d files, want only the target", len(ents))
	}
	close(release)
	if err := <-done; !errors.Is(err, ErrAbandoned) {
		t.Errorf("abandoned Write returned %v, want ErrAbandoned", err)
	}
	if b, _ := os.ReadFile(p); string(b) != "old" {
		t.Errorf("target holds %q, want the old contents", b)
	}
	if err := Write(filepath.Join(dir, "later.txt"), nil, func(w io.Writer) error { return nil }); !errors.Is(err, ErrAbandoned) {
		t.Errorf("Write after Abandon returned %v, want ErrAbandoned", err)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("the directory holds %d files, want only the target", len(ents))
	}
}
