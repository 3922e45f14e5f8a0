package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
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
		{"maze", "--size", "200x200", "--max-memory", "150M", "-o", filepath.Join(dir, "a.gif")},
		{"maze", "--size", "200x200", "--max-memory", "150M", "-o", filepath.Join(dir, "a.apng")},
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
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("no /proc/self/status to read the peak from")
	}
	for _, args := range [][]string{
		{"maze", "--grid", "hex", "--size", "100x100", "--cell", "4", "-o", "x.png"},
		{"maze", "--grid", "hex", "--size", "200x200", "--cell", "4", "-o", "x.svg"},
		{"maze", "--grid", "hex", "--size", "200x200", "--cell", "4", "-o", "x.pdf"},
		{"maze", "--grid", "hex", "--size", "200x200", "-o", "x.json"},
		{"maze", "--size", "300x300", "--cell", "4", "--solution", "-o", "x.png"},
		{"wallpaper", "--size", "1080p", "--grid", "tri", "--cell", "12", "-o", "w.png"},
		{"maze", "--size", "60x60", "--max-frames", "12", "-o", "a.gif"},
		{"maze", "--size", "100x100", "-o", "x.stl"},
		{"maze", "--size", "100x100", "-o", "x.dxf"},
		{"maze", "--weave", "0.3", "--size", "150x150", "-o", "x.svg"},
		{"wallpaper", "--size", "1280x720", "--tile", "--grid", "hex", "-o", "w.png"},
		{"wallpaper", "--size", "1280x720", "--pattern", "truchet", "-o", "w.png"},
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
		peak := peakRSS(t, args...)
		t.Logf("%s: estimate %.0f MB, peak %.0f MB", name, est/(1<<20), peak/(1<<20))
		if est > 2*peak || peak > 2*est {
			t.Errorf("%s: estimate %.0f MB, measured peak %.0f MB: not within 2x", name, est/(1<<20), peak/(1<<20))
		}
	}
}

// peakRSS runs the program as its own process and returns its peak
// resident memory in bytes: VmHWM, which the process reads from
// /proc/self/status as it ends (rusage would count the test process, whose
// memory a vfork child shares until it execs).
func peakRSS(t *testing.T, args ...string) float64 {
	t.Helper()
	hwm := filepath.Join(t.TempDir(), "hwm")
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "MAZEKIT_RUN_MAIN=1", "MAZEKIT_HWM_FILE="+hwm)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v: %v %s", args, err, out)
	}
	b, err := os.ReadFile(hwm)
	if err != nil {
		t.Fatal(err)
	}
	kb, err := strconv.ParseFloat(strings.TrimSpace(string(b)), 64)
	if err != nil {
		t.Fatal(err)
	}
	return kb * 1024
}

// reportPeak writes this process's VmHWM in KB to the file named by
// MAZEKIT_HWM_FILE, if set.
func reportPeak() {
	path := os.Getenv("MAZEKIT_HWM_FILE")
	if path == "" {
		return
	}
	b, _ := os.ReadFile("/proc/self/status")
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == "VmHWM:" {
			os.WriteFile(path, []byte(f[1]), 0o644)
		}
	}
}
