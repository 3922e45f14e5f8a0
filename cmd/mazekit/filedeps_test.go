package main

import (
	"testing"

	"github.com/mazekit/mazekit/internal/filedeps"
)

// TestFilesDependOneWay checks that the program's files use each other's
// top-level names without cycles: command.go and the helpers at the
// bottom, the command files above them, main.go on top.
func TestFilesDependOneWay(t *testing.T) {
	filedeps.Check(t, ".")
}
