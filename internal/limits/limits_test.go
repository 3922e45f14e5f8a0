package limits

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
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

// TestReadFileEndless: /dev/zero never ends and reports no size; the
// reader stops at the cap instead of growing until the process dies.
func TestReadFileEndless(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	_, err := ReadFile("/dev/zero", 1<<20)
	if err == nil || !strings.Contains(err.Error(), "larger than the 1 MB limit") {
		t.Fatalf("ReadFile(/dev/zero) = %v", err)
	}
}
