// Command mazekit generates mazes and maze-like puzzles and prints them as
// PNG, SVG, PDF, JSON or text, up to whole puzzle books with an answer key.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/pflag"

	_ "github.com/mazekit/mazekit/fab" // the plotter, laser and 3D-print formats
	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/internal/sticky"
	"github.com/mazekit/mazekit/param"
)

// gracePeriod is how long an interrupted command gets to stop by itself
// before the program gives up its work and exits.
const gracePeriod = 300 * time.Millisecond

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT)
	err := interruptible(ctx, stop, func() error {
		return run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	})
	os.Exit(exitCode(err, os.Stderr))
}

// interruptible runs f until it returns or ctx is done (SIGINT, SIGTERM, SIGHUP, SIGQUIT).
// Then f gets gracePeriod to notice the context and return; after that its
// output files are abandoned (no temporaries stay, existing files keep
// their contents) and interruptible returns errInterrupted, which exits
// 130, without waiting for f. stop restores the default signal handling,
// so a second Ctrl-C ends the program at once.
func interruptible(ctx context.Context, stop func(), f func() error) error {
	done := make(chan error, 1)
	go func() { done <- f() }()
	select {
	case err := <-done:
		stop()
		return err
	case <-ctx.Done():
	}
	stop()
	select {
	case <-done:
	case <-time.After(gracePeriod):
	}
	atomicfile.Abandon()
	return errInterrupted
}

// commands lists every subcommand, sorted by name.
func commands() []*command {
	return []*command{bookCommand, catCommand, letterMazeCommand, listCommand, mazeCommand, numberMazeCommand, patternCommand, pictureMazeCommand, puzzleboxCommand, serveCommand, wallpaperCommand}
}

// lookupCommand returns the subcommand with the given name.
func lookupCommand(name string) (*command, bool) {
	for _, c := range commands() {
		if c.Name == name {
			return c, true
		}
	}
	return nil, false
}

func commandNames() []string {
	var names []string
	for _, c := range commands() {
		names = append(names, c.Name)
	}
	return names
}

func exitCode(err error, stderr io.Writer) int {
	if err == nil {
		return 0
	}
	if errors.Is(err, errInterrupted) {
		fmt.Fprintln(stderr, "mazekit: interrupted")
		return 130
	}
	line, _, _ := strings.Cut(err.Error(), "\n")
	fmt.Fprintln(stderr, "mazekit: "+line)
	var ue *usageError
	if errors.As(err, &ue) {
		return 2
	}
	return 1
}

func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	out := &sticky.Writer{W: stdout} // a lost output is an error, even if no write checked
	if err := runCommand(ctx, args, stdin, out, stderr); err != nil || out.Err() == nil {
		return err
	}
	return fmt.Errorf("cannot write standard output: %w", out.Err())
}

func runCommand(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr}
	if len(args) == 0 {
		return usagef("no command given (valid: %s); run 'mazekit help'", strings.Join(commandNames(), ", "))
	}
	switch args[0] {
	case "-h", "--help", "help":
		if len(args) > 1 && args[0] == "help" {
			c, ok := lookupCommand(args[1])
			if !ok {
				return unknownf(args[1], commandNames(), "unknown command %q (valid: %s)", args[1], strings.Join(commandNames(), ", "))
			}
			io.WriteString(stdout, helpText(c, e))
			return nil
		}
		io.WriteString(stdout, mainHelp())
		return nil
	case "-v", "--version", "version":
		fmt.Fprintln(stdout, versionLine())
		return nil
	}
	c, ok := lookupCommand(args[0])
	if !ok {
		return unknownf(args[0], commandNames(), "unknown command %q (valid: %s)", args[0], strings.Join(commandNames(), ", "))
	}
	fs := pflag.NewFlagSet(c.Name, pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.SortFlags = false
	exec := c.Flags(fs, e)
	if err := singleDash(c.Name, fs, args[1:]); err != nil {
		return err
	}
	if err := fs.Parse(args[1:]); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			io.WriteString(stdout, helpText(c, e))
			return nil
		}
		if pe, ok := param.As(err); ok { // a row of the options table refused its value
			return usagef("--%s %s", pe.Field, pe.Sentence())
		}
		return flagError(c.Name, fs, err)
	}
	if err := checkText(fs); err != nil {
		return err
	}
	return cliErrorGiven(exec(ctx, fs.Args()), fs.Changed)
}

// helpText returns the full help of c: usage line, long text and flags.
func helpText(c *command, e *env) string {
	fs := pflag.NewFlagSet(c.Name, pflag.ContinueOnError)
	fs.SortFlags = false
	c.Flags(fs, e)
	var b strings.Builder
	fmt.Fprintf(&b, "usage: %s\n\n%s\n", c.UsageLine, strings.TrimSpace(c.Long))
	if u := fs.FlagUsages(); u != "" {
		fmt.Fprintf(&b, "\nFlags:\n%s", u)
	}
	return b.String()
}

func mainHelp() string {
	var b strings.Builder
	b.WriteString("mazekit makes mazes and maze-like puzzles and prints them.\n\nusage: mazekit <command> [flags]\n\nCommands:\n")
	width := 0
	for _, c := range commands() {
		width = max(width, len(c.Name))
	}
	for _, c := range commands() {
		fmt.Fprintf(&b, "  %-*s  %s\n", width, c.Name, c.Short)
	}
	b.WriteString("\nRun 'mazekit help <command>' or 'mazekit <command> --help' for a command's flags and examples.\n'mazekit --version' prints the version.\n")
	return b.String()
}
