package cputest

import (
	"testing"
	"time"
)

// WaitFor gives up once the process has spent its CPU budget on work
// that never ends, and returns at once when the condition already holds.
func TestWaitFor(t *testing.T) {
	if used, ok := WaitFor(func() bool { return true }, time.Second); !ok || used > time.Second {
		t.Errorf("WaitFor(true) = %v, %v; want true at once", used, ok)
	}
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		for {
			select {
			case <-stop:
				return
			default:
				referenceWork()
			}
		}
	}()
	if used, ok := WaitFor(func() bool { return false }, 50*time.Millisecond); ok || used <= 50*time.Millisecond {
		t.Errorf("WaitFor(false) beside busy work = %v, %v; want false after 50ms of CPU", used, ok)
	}
}

// The reference work takes some CPU time.
func TestReference(t *testing.T) {
	r := Reference()
	if r <= 0 {
		t.Fatalf("Reference() = %v, want > 0", r)
	}
	t.Logf("reference work: %v of CPU", r)
}

// The stretch is at least 1.
func TestStretch(t *testing.T) {
	s := Stretch()
	if s < 1 {
		t.Fatalf("Stretch() = %v, want at least 1", s)
	}
	t.Logf("wall clock over CPU time now: %.2f", s)
}
