package main

import (
	"slices"
	"strings"
	"testing"
)

// TestMainHelpAligned checks that the command list of 'mazekit help' starts
// every description in one column, however long a command's name is.
func TestMainHelpAligned(t *testing.T) {
	text := mainHelp()
	_, list, ok := strings.Cut(text, "Commands:\n")
	if !ok {
		t.Fatalf("no command list in:\n%s", text)
	}
	list, _, _ = strings.Cut(list, "\n\n")
	col := -1
	for _, line := range strings.Split(list, "\n") {
		c := commandNames()
		name := strings.Fields(line)[0]
		if !slices.Contains(c, name) {
			t.Fatalf("line %q does not start with a command name", line)
		}
		rest := strings.TrimLeft(line[strings.Index(line, name)+len(name):], " ")
		at := len(line) - len(rest)
		if col >= 0 && at != col {
			t.Errorf("description of %s starts at column %d, others at %d:\n%s", name, at, col, list)
		}
		col = at
	}
}
