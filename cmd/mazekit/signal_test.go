package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestMain lets the test binary run the program itself, so signal tests
// can start it as a real process.
func TestMain(m *testing.M) {
	if os.Getenv("MAZEKIT_RUN_MAIN") == "1" {
		if os.Getenv("MAZEKIT_HWM_FILE") != "" {
			err := run(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
			code := exitCode(err, os.Stderr)
			reportPeak()
			os.Exit(code)
		}
		main()
		return
	}
	os.Exit(m.Run())
}

// TestInterrupt starts long runs as real processes, waits until each has
// begun writing (its temporary file appears), interrupts it with SIGINT,
// SIGTERM, SIGHUP or SIGQUIT, and checks that it stops within a second of
// CPU time after the signal with exit status 130, keeps the existing output
// file as it was and leaves no temporary file.
func TestInterrupt(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT to send on Windows")
	}
	spec := filepath.Join(t.TempDir(), "long.yaml")
	long := "title: Long\nseed: 3\nsections:\n  - grid: rect\n    size: 60x80..80x100\n    count: 300\n    algorithm: wilson\n"
	if err := os.WriteFile(spec, []byte(long), 0o644); err != nil {
		t.Fatal(err)
	}
	runs := []struct {
		name string
		args []string
		out  string
	}{
		{"book", []string{"book", "-q", "--spec", spec}, "book.pdf"},
		{"giant maze", []string{"maze", "--algo", "eller", "--size", "100000x100000", "--cell", "1", "--seed", "1"}, "maze.png"},
		{"wallpaper", []string{"wallpaper", "--size", "4k", "--cell", "3", "--grid", "hex", "--seed", "1"}, "wall.png"},
	}
	for ri, r := range runs {
		for si, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT} {
			if testing.Short() && (ri+si)%len(runs) != 0 {
				continue // in -short each run meets a signal, and each signal a run
			}
			t.Run(r.name+"/"+sig.String(), func(t *testing.T) {
				dir := t.TempDir()
				out := filepath.Join(dir, r.out)
				old := []byte("the previous output\n")
				if err := os.WriteFile(out, old, 0o644); err != nil {
					t.Fatal(err)
				}
				cmd := exec.Command(os.Args[0], append(r.args, "-o", out)...)
				cmd.Env = append(os.Environ(), "MAZEKIT_RUN_MAIN=1")
				var stderr bytes.Buffer
				cmd.Stderr = &stderr
				if err := cmd.Start(); err != nil {
					t.Fatal(err)
				}
				if err := waitForTemp(dir, 5*time.Minute); err != nil { // a hang guard
					cmd.Process.Kill()
					cmd.Wait()
					t.Fatalf("%v (stderr %q)", err, stderr.String())
				}
				before, err := procCPU(cmd.Process.Pid)
				if err != nil {
					t.Skipf("no CPU time of the child: %v", err)
				}
				if err := cmd.Process.Signal(sig); err != nil {
					t.Fatal(err)
				}
				done := make(chan error, 1)
				go func() { done <- cmd.Wait() }()
				select {
				case err = <-done:
				case <-time.After(5 * time.Minute): // a hang guard: the CPU time below is the bound
					cmd.Process.Kill()
					<-done
					t.Fatalf("still running 5 minutes after %v", sig)
				}
				// The CPU time the program used after the signal, which a busy
				// machine does not stretch as it stretches the wall clock.
				if took := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime() - before; took > time.Second {
					t.Errorf("stopped after %v of CPU time since %v, want within a second", took.Round(time.Millisecond), sig)
				}
				var ee *exec.ExitError
				if !errors.As(err, &ee) || ee.ExitCode() != 130 {
					t.Errorf("exit: %v, want status 130 (stderr %q)", err, stderr.String())
				}
				if !strings.Contains(stderr.String(), "mazekit: interrupted") {
					t.Errorf("stderr %q does not say it was interrupted", stderr.String())
				}
				if got, _ := os.ReadFile(out); !bytes.Equal(got, old) {
					t.Errorf("the existing %s was changed (%d bytes)", r.out, len(got))
				}
				ents, _ := os.ReadDir(dir)
				if len(ents) != 1 {
					var names []string
					for _, e := range ents {
						names = append(names, e.Name())
					}
					t.Errorf("files left in the directory: %v, want only %s", names, r.out)
				}
			})
		}
	}
}

// procCPU returns the user and system CPU time process pid has used so
// far, from /proc (Linux).
func procCPU(pid int) (time.Duration, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	// The fields after the command's name in parentheses, from the third.
	_, rest, ok := strings.Cut(string(b), ") ")
	f := strings.Fields(rest)
	if !ok || len(f) < 13 {
		return 0, fmt.Errorf("/proc/%d/stat: %q", pid, b)
	}
	var ticks int64
	for _, s := range f[11:13] { // utime, stime in clock ticks
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return 0, err
		}
		ticks += n
	}
	return time.Duration(ticks) * time.Second / clockTicks, nil
}

// clockTicks is the kernel's USER_HZ, the unit of /proc's CPU times: 100
// on every Linux that Go runs on.
const clockTicks = 100

// waitForTemp polls dir until a temporary output file (.NAME.PID-N.tmp)
// appears, the sign that the command has started its work, or limit
// passes.
func waitForTemp(dir string, limit time.Duration) error {
	for start := time.Now(); time.Since(start) < limit; time.Sleep(5 * time.Millisecond) {
		ents, _ := os.ReadDir(dir)
		for _, e := range ents {
			if strings.HasPrefix(e.Name(), ".") && strings.Contains(e.Name(), ".tmp") {
				return nil
			}
		}
	}
	return fmt.Errorf("no temporary file in %s after %v: the work did not start", dir, limit)
}
