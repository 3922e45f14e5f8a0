package sticky

import (
	"errors"
	"fmt"
	"syscall"
	"testing"
)

type failAfter struct{ n int }

func (f *failAfter) Write(p []byte) (int, error) {
	if f.n <= 0 {
		return 0, syscall.ENOSPC
	}
	f.n--
	return len(p), nil
}

// TestWriterKeepsFirstError: writes after a failed one fail too, and Err
// reports the failure even when every caller ignored it.
func TestWriterKeepsFirstError(t *testing.T) {
	w := &Writer{W: &failAfter{n: 1}}
	fmt.Fprintln(w, "one")
	if w.Err() != nil {
		t.Fatalf("Err after a good write: %v", w.Err())
	}
	fmt.Fprintln(w, "two")
	fmt.Fprintln(w, "three")
	if !errors.Is(w.Err(), syscall.ENOSPC) {
		t.Errorf("Err = %v, want ENOSPC", w.Err())
	}
}
