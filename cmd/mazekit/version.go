// The program's version: set at link time by release builds, else read from
// the build information the go command records.

package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
)

// version, commit and date describe the build. Release builds set them
// with -ldflags "-X main.version=1.2.3 -X main.commit=... -X main.date=...";
// other builds keep "dev" and take what they can from the build
// information: the module version for 'go install ...@v1.2.3', and the
// VCS revision and time for a build in a checkout.
var (
	version = "dev"
	commit  = ""
	date    = ""
)

// versionLine returns the line --version prints, such as
// "mazekit 1.2.3 (commit 0123abc, built 2026-12-05T12:00:00Z, go1.26.8 linux/amd64)".
func versionLine() string {
	v, c, d := version, commit, date
	if info, ok := debug.ReadBuildInfo(); ok && v == "dev" {
		if mv := info.Main.Version; mv != "" && mv != "(devel)" {
			v = mv
		}
		modified := false
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				if c == "" {
					c = s.Value
				}
			case "vcs.time":
				if d == "" {
					d = s.Value
				}
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
		if modified && c != "" {
			c += "+changes"
		}
	}
	if c == "none" { // a snapshot built where git gave no commit
		c = ""
	}
	if strings.HasPrefix(d, "0001-") { // nor a date
		d = ""
	}
	if len(c) > 12 {
		c = c[:12]
	}
	line := "mazekit " + v + " ("
	if c != "" {
		line += "commit " + c + ", "
	}
	if d != "" {
		line += "built " + d + ", "
	}
	return line + fmt.Sprintf("%s %s/%s)", runtime.Version(), runtime.GOOS, runtime.GOARCH)
}
