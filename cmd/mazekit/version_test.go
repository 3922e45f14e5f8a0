package main

import (
	"strings"
	"testing"
)

// TestVersionFromLinker checks that the values a release build sets with
// -ldflags -X reach --version, and that a plain build says "dev".
func TestVersionFromLinker(t *testing.T) {
	out, _, code := runCLI(t, "--version")
	if code != 0 || !strings.HasPrefix(out, "mazekit dev ") && !strings.HasPrefix(out, "mazekit v") {
		t.Errorf("--version of a plain build: %d %q, want \"mazekit dev ...\" or a module version", code, out)
	}
	defer func(v, c, d string) { version, commit, date = v, c, d }(version, commit, date)
	version, commit, date = "1.2.3", "0123456789abcdef0123", "2026-12-05T10:00:00Z"
	out, _, code = runCLI(t, "--version")
	want := "mazekit 1.2.3 (commit 0123456789ab, built 2026-12-05T10:00:00Z, go"
	if code != 0 || !strings.HasPrefix(out, want) {
		t.Errorf("--version: %d %q, want prefix %q", code, out, want)
	}
}
