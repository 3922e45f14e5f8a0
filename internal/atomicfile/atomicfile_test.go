package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWriteReplacesOnlyOnSuccess(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.txt")
	if err := os.WriteFile(p, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := Write(p, nil, func(w io.Writer) error {
		io.WriteString(w, "partial")
		return errors.New("boom")
	})
	if err == nil {
		t.Fatal("Write returned nil for a failing fill")
	}
	if b, _ := os.ReadFile(p); string(b) != "old" {
		t.Fatalf("after a failed write the file holds %q, want %q", b, "old")
	}
	if err := Write(p, nil, func(w io.Writer) error { _, err := io.WriteString(w, "new"); return err }); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(p); string(b) != "new" {
		t.Fatalf("file holds %q, want %q", b, "new")
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Fatalf("directory holds %d entries, want 1 (temporary file left behind)", len(ents))
	}
}

func TestWriteUnwritableDir(t *testing.T) {
	err := Write("/nonexistent-dir/x.txt", nil, func(w io.Writer) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "/nonexistent-dir/x.txt") {
		t.Fatalf("err = %v, want one naming the path", err)
	}
}

func TestWriteStdout(t *testing.T) {
	var sb strings.Builder
	if err := Write("-", &sb, func(w io.Writer) error { _, err := io.WriteString(w, "hi"); return err }); err != nil {
		t.Fatal(err)
	}
	if sb.String() != "hi" {
		t.Fatalf("stdout got %q, want %q", sb.String(), "hi")
	}
}

func TestWriteDevice(t *testing.T) {
	st, err := os.Stat(os.DevNull)
	if err != nil || st.Mode().IsRegular() {
		t.Skip("no device file to write to")
	}
	if err := Write(os.DevNull, nil, func(w io.Writer) error { _, err := io.WriteString(w, "x"); return err }); err != nil {
		t.Fatal(err)
	}
	st2, err := os.Stat(os.DevNull)
	if err != nil || st2.Mode() != st.Mode() {
		t.Fatalf("%s was replaced: mode %v, was %v", os.DevNull, st2.Mode(), st.Mode())
	}
}
