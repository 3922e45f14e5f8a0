package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// TestBudgetRefusesBeforeWork: sizes the machine cannot hold are refused
// at once, with the size, the estimate and the limit on one line.
func TestBudgetRefusesBeforeWork(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"maze", "--grid", "hex", "--size", "3000x3000", "--cell", "4", "-o", filepath.Join(dir, "x.png")},
		{"wallpaper", "--grid", "polar", "--size", "4000x4000", "--cell", "2", "-o", filepath.Join(dir, "w.png")},
		{"wallpaper", "--size", "a2-poster", "--grid", "tri", "--cell", "3", "-o", filepath.Join(dir, "w.png")},
		{"maze", "--grid", "hex", "--size", "100x100", "--max-memory", "1M", "-o", filepath.Join(dir, "x.svg")},
	} {
		_, stderr, code := runCLI(t, args...)
		if code != 2 || strings.Count(stderr, "\n") != 1 || !regexp.MustCompile(`needs about [0-9.]+ [GMK]B of memory, over the limit of [0-9.]+ [GMK]B`).MatchString(stderr) {
			t.Errorf("%v: exit %d, %q", args, code, stderr)
		}
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Errorf("files made: %v", ents)
	}
}

// TestBudgetEstimates holds each output's estimate within a factor of two
// of the peak memory measured when the command runs as its own process.
func TestBudgetEstimates(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program several times")
	}
	dir := t.TempDir()
	re := regexp.MustCompile(`needs about ([0-9.]+) (GB|MB|KB)`)
	for _, args := range [][]string{
		{"maze", "--grid", "hex", "--size", "100x100", "--cell", "4", "-o", "x.png"},
		{"maze", "--grid", "hex", "--size", "200x200", "--cell", "4", "-o", "x.svg"},
		{"maze", "--grid", "hex", "--size", "200x200", "--cell", "4", "-o", "x.pdf"},
		{"maze", "--grid", "hex", "--size", "200x200", "-o", "x.json"},
		{"maze", "--size", "300x300", "--cell", "4", "--solution", "-o", "x.png"},
		{"wallpaper", "--size", "1080p", "--grid", "tri", "--cell", "12", "-o", "w.png"},
	} {
		name := strings.Join(args, " ")
		args = append(append([]string(nil), args...), "--seed", "1")
		args[len(args)-3] = filepath.Join(dir, args[len(args)-3])
		_, stderr, _ := runCLI(t, append(args, "--max-memory", "1K")...)
		m := re.FindStringSubmatch(stderr)
		if m == nil {
			t.Fatalf("%s: no estimate in %q", name, stderr)
		}
		est, _ := strconv.ParseFloat(m[1], 64)
		est *= map[string]float64{"GB": 1 << 30, "MB": 1 << 20, "KB": 1 << 10}[m[2]]
		cmd := exec.Command(os.Args[0], args...)
		cmd.Env = append(os.Environ(), "MAZEKIT_RUN_MAIN=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v %s", name, err, out)
		}
		peak := float64(cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss) * 1024
		t.Logf("%s: estimate %.0f MB, peak %.0f MB", name, est/(1<<20), peak/(1<<20))
		if est > 2*peak || peak > 2*est {
			t.Errorf("%s: estimate %.0f MB, measured peak %.0f MB: not within 2x", name, est/(1<<20), peak/(1<<20))
		}
	}
}
