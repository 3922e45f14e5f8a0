package layout

import (
	"testing"

	"github.com/mazekit/mazekit/internal/filedeps"
)

// TestFilesDependOneWay checks that the package's files use each other's
// top-level names without cycles: the spec, the plan and the section kind
// seam at the bottom, the kinds above them, the book's generation, pages
// and jobs on top.
func TestFilesDependOneWay(t *testing.T) {
	filedeps.Check(t, ".")
}
