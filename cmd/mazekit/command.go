// What every subcommand is made of; the command files build on this and
// main.go lists them.

package main

import (
	"context"
	"io"

	"github.com/spf13/pflag"
)

// command is one subcommand: its help as data and its entry point.
type command struct {
	Name      string
	UsageLine string // e.g. "mazekit maze [flags]"
	Short     string // one line for the command list
	Long      string // help text shown by --help, examples included
	// Flags builds the command's flag set and returns the function that runs
	// it after parsing.
	Flags func(fs *pflag.FlagSet, env *env) func(ctx context.Context, args []string) error
}

// env carries the program's streams; nothing below main touches os.Std*.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
}
