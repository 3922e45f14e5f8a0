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
// SIGTERM, SIGHUP or SIGQUIT, and checks that it stops within a second of the
// signal (beyond what a process doing nothing takes) with exit status
// 130, keeps the existing output file as it was and leaves no temporary
// file.
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
				if err := waitForTemp(dir, 30*time.Second); err != nil {
					cmd.Process.Kill()
					cmd.Wait()
					t.Fatalf("%v (stderr %q)", err, stderr.String())
				}
				sent := time.Now()
				if err := cmd.Process.Signal(sig); err != nil {
					t.Fatal(err)
				}
				done := make(chan error, 1)
				go func() { done <- cmd.Wait() }()
				var err error
				select {
				case err = <-done:
				case <-time.After(5 * time.Second):
					cmd.Process.Kill()
					<-done
					t.Fatalf("still running 5 s after %v", sig)
				}
				// A second for the program, plus what the machine takes now to
				// run a process that does nothing (a loaded machine is slow
				// to schedule and reap any process).
				took := time.Since(sent)
				if idle := trivialRun(t); took > time.Second+idle {
					t.Errorf("stopped %v after %v, want within a second (a process doing nothing took %v)", took.Round(time.Millisecond), sig, idle.Round(time.Millisecond))
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

// trivialRun returns how long the program takes now to start, print its
// version and exit.
func trivialRun(t *testing.T) time.Duration {
	cmd := exec.Command(os.Args[0], "--version")
	cmd.Env = append(os.Environ(), "MAZEKIT_RUN_MAIN=1")
	start := time.Now()
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	return time.Since(start)
}

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
