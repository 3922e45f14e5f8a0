// Package cputest lets tests bound work by the CPU time it takes instead
// of the time on the wall clock, so that they pass on a busy machine (where
// a second of work may take ten on the wall) and still fail when the work
// does not stop or grows past its bound.
package cputest

import (
	"math"
	"runtime"
	"syscall"
	"time"
)

// Process returns the user and system CPU time the process has used so
// far, over all its threads.
func Process() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// hang is how long WaitFor waits on the wall clock for a condition that
// stays false while the process uses no CPU: only a deadlock gets there.
const hang = 10 * time.Minute

// WaitFor polls cond until it holds and reports the CPU time the process
// used meanwhile and true; it gives up and reports false once the process
// has used more than budget of CPU time since the call (work that should
// have stopped has not), or after a long wall-clock wait with cond still
// false (nothing happens at all).
func WaitFor(cond func() bool, budget time.Duration) (time.Duration, bool) {
	c0, w0 := Process(), time.Now()
	for {
		if cond() {
			return Process() - c0, true
		}
		if used := Process() - c0; used > budget || time.Since(w0) > hang {
			return used, false
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// Reference returns the CPU time of a fixed piece of work (sorting a
// quarter of a million numbers through a heap, some tens of milliseconds),
// the least of three tries. Tests that hold work to a speed
// target state it as a multiple of this, so that a slower or busier
// computer scales both alike.
func Reference() time.Duration {
	best := time.Duration(1<<63 - 1)
	for range 3 {
		c0 := Process()
		referenceWork()
		best = min(best, Process()-c0)
	}
	return best
}

// Stretch returns how much longer work takes on the wall clock than in
// CPU time now, at least 1: about the number of busy threads per core on a
// loaded machine. It is measured on the reference work, the most of three
// tries (patience errs on the long side). Tests that must wait on the wall clock for something outside the
// process (a browser, a child process) scale their patience by it.
func Stretch() float64 {
	most := 1.0
	for range 3 {
		c0, w0 := Process(), time.Now()
		referenceWork()
		if c := Process() - c0; c > 0 {
			most = math.Max(most, float64(time.Since(w0))/float64(c))
		}
	}
	return most
}

// referenceWork pushes 262 144 pseudo-random numbers onto a binary
// heap and pops them all: memory and branches, as carving is.
func referenceWork() {
	const n = 1 << 18
	h := make([]uint64, 0, n)
	x := uint64(0x9E3779B97F4A7C15)
	for range n {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		h = append(h, x)
		for i := len(h) - 1; i > 0; {
			p := (i - 1) / 2
			if h[p] <= h[i] {
				break
			}
			h[p], h[i] = h[i], h[p]
			i = p
		}
	}
	var sum uint64
	for len(h) > 0 {
		sum += h[0]
		last := len(h) - 1
		h[0] = h[last]
		h = h[:last]
		for i := 0; ; {
			l, s := 2*i+1, i
			if l < len(h) && h[l] < h[s] {
				s = l
			}
			if l+1 < len(h) && h[l+1] < h[s] {
				s = l + 1
			}
			if s == i {
				break
			}
			h[i], h[s] = h[s], h[i]
			i = s
		}
	}
	runtime.KeepAlive(sum) // the work is not optimised away
}
