//go:build !js || !wasm

package serve

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"

	"golang.org/x/term"
)

// Unattended reports whether no person is at a terminal: the command's
// input and outputs are all files of the process and none is a terminal,
// as when it was started by a double-click. Anything else (a terminal, or
// streams of a calling program) counts as attended.
func Unattended(streams ...any) bool {
	for _, s := range streams {
		f, ok := s.(*os.File)
		if !ok || term.IsTerminal(int(f.Fd())) {
			return false
		}
	}
	return len(streams) > 0
}

// OpenBrowser opens url in the default browser (open on macOS, the URL
// handler on Windows, xdg-open elsewhere) without waiting for it; when it
// cannot, it says so on out with the address to open.
func OpenBrowser(url string, out io.Writer) {
	var cmd *exec.Cmd
	switch runtime.GOOS {
	case "darwin":
		cmd = exec.Command("open", url)
	case "windows":
		cmd = exec.Command("rundll32", "url.dll,FileProtocolHandler", url)
	default:
		cmd = exec.Command("xdg-open", url)
	}
	if err := cmd.Start(); err != nil {
		fmt.Fprintf(out, "mazekit: could not open a browser (%v); open %s\n", err, url)
		return
	}
	go cmd.Wait()
}
