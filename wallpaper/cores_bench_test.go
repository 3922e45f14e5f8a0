package wallpaper

import (
	"context"
	"io"
	"runtime"
	"syscall"
	"testing"
	"time"
)

// cpuTime returns the CPU time (user and system) the process has used.
func cpuTime(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkWallpaper8KCores makes the default 8K wallpaper (7680×4320,
// 4-pixel cells, shaded) with GOMAXPROCS 1 and 2 in turn, and reports for
// each the wall and CPU seconds of the whole job (make and encode) and of
// encoding alone (drawing in bands, deflating in bands).
func BenchmarkWallpaper8KCores(b *testing.B) {
	o := &Options{Width: 7680, Height: 4320, Cell: 4, Seed: 3}
	var wall, cpu, encWall, encCPU [3]time.Duration
	runs := 0
	for b.Loop() {
		for _, procs := range []int{1, 2} {
			prev := runtime.GOMAXPROCS(procs)
			t0, c0 := time.Now(), cpuTime(b)
			p, err := Make(context.Background(), o)
			if err != nil {
				b.Fatal(err)
			}
			t1, c1 := time.Now(), cpuTime(b)
			if err := p.Encode(context.Background(), io.Discard, "png"); err != nil {
				b.Fatal(err)
			}
			t2, c2 := time.Now(), cpuTime(b)
			runtime.GOMAXPROCS(prev)
			wall[procs] += t2.Sub(t0)
			cpu[procs] += c2 - c0
			encWall[procs] += t2.Sub(t1)
			encCPU[procs] += c2 - c1
		}
		runs++
	}
	n := float64(runs)
	for _, procs := range []int{1, 2} {
		p := string(rune('0' + procs))
		b.ReportMetric(wall[procs].Seconds()/n, "wall-s/procs"+p)
		b.ReportMetric(cpu[procs].Seconds()/n, "cpu-s/procs"+p)
		b.ReportMetric(encWall[procs].Seconds()/n, "encode-wall-s/procs"+p)
		b.ReportMetric(encCPU[procs].Seconds()/n, "encode-cpu-s/procs"+p)
	}
}
