package limits

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestReadFile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "x")
	os.WriteFile(p, []byte("12345"), 0o644)
	if b, err := ReadFile(p, 5); err != nil || string(b) != "12345" {
		t.Fatalf("ReadFile at the cap = %q, %v", b, err)
	}
	_, err := ReadFile(p, 4)
	var tb *TooBigError
	if !errors.As(err, &tb) || err.Error() != p+" is larger than the 4 bytes limit" {
		t.Fatalf("ReadFile over the cap: %v", err)
	}
}

// TestReadAllEndless: an input that never ends (a pipe, standard input)
// is read to the cap and no further, instead of growing until the process
// dies.
func TestReadAllEndless(t *testing.T) {
	_, err := ReadAll(endless{}, "stdin", 1<<20)
	if err == nil || err.Error() != "stdin is larger than the 1 MB limit" {
		t.Fatalf("ReadAll(endless) = %v", err)
	}
}

type endless struct{}

func (endless) Read(p []byte) (int, error) { clear(p); return len(p), nil }
