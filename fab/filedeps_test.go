package fab

import (
	"testing"

	"github.com/mazekit/mazekit/internal/filedeps"
)

// TestFilesDependOneWay checks that the package's files use each other's
// top-level names without cycles.
func TestFilesDependOneWay(t *testing.T) {
	filedeps.Check(t, ".")
}
