package puzzle

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"testing"

	"github.com/mazekit/mazekit/topology"
)

// peakJobEnv names, in a child run of the test binary, the job
// TestBigPNGPeakMemory measures: "algo side" (side 0: a tiny maze).
const peakJobEnv = "MAZEKIT_PEAK_JOB"

// TestMain runs the job of a child process and exits, or the tests.
func TestMain(m *testing.M) {
	if job := os.Getenv(peakJobEnv); job != "" {
		var algo string
		var side int
		fmt.Sscan(job, &algo, &side)
		o := Defaults()
		o.Grid = topology.Spec{Kind: "rect", Width: max(side, 4), Height: max(side, 4)}
		o.Algorithm, o.Seed = algo, 5
		o.Picture.Cell = 2
		if err := Write(context.Background(), io.Discard, "png", &o); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// peakRSS runs job in a child process and returns its peak resident
// memory in bytes.
func peakRSS(t *testing.T, job string) float64 {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), peakJobEnv+"="+job, "GOGC=", "GOMEMLIMIT=")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", job, err, out)
	}
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		t.Skip("no resource usage on this system")
	}
	return float64(ru.Maxrss) * 1024 // kilobytes on Linux
}

// TestBigPNGPeakMemory makes 4000×4000 DFS and Eller mazes with the default
// doors and writes them as PNGs (two pixels a cell), each in a process of
// its own, and holds the peak resident memory above that of a tiny maze's
// run to 0.75 bytes a cell: the maze's passages take a quarter of a byte,
// DFS's visited bits and stack up to three eighths more while it carves;
// the doors and the picture must fit in what the carving has given back.
// (With the carving's garbage left to the collector's pace and the door
// walk's stack of pending branches, DFS took 1.36 bytes a cell here and
// Eller 0.98.)
func TestBigPNGPeakMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("carves two 16-million-cell mazes")
	}
	const side = 4000
	base := peakRSS(t, "dfs 0")
	for _, algo := range []string{"dfs", "eller"} {
		peak := peakRSS(t, algo+" "+strconv.Itoa(side))
		perCell := (peak - base) / (side * side)
		t.Logf("%s: peak %.1f MB, %.1f MB over a tiny maze's, %.2f bytes a cell", algo, peak/1e6, (peak-base)/1e6, perCell)
		if perCell > 0.75 {
			t.Errorf("%s %d²: peak memory %.1f MB over a tiny maze's run, %.2f bytes a cell; want at most 0.75", algo, side, (peak-base)/1e6, perCell)
		}
	}
}
