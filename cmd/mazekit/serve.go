package main

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"runtime"

	"github.com/spf13/pflag"
	"golang.org/x/term"

	"github.com/mazekit/mazekit/serve"
)

// serveCommand is the serve subcommand.
var serveCommand = &command{
	Name:      "serve",
	UsageLine: "mazekit serve [flags]",
	Short:     "open a web page for making mazes, classroom handouts and books",
	Long: `Serve a web page (and its API) where mazes, number and letter mazes,
classroom handouts with a teacher's key and whole books are made with a live
preview and downloaded as PNG, SVG, PDF, JSON or YAML, in English, Spanish,
French or German. Everything is built in: no network is needed. Open the
printed address in a browser; every page state is a link that makes the same
files again. Started with no terminal (by a double-click), it opens the page in
the default browser. The server listens on this computer only unless --addr
names another address, and warns when it listens on every network interface.
Ctrl-C stops it.

--export DIR writes the page as static files instead (index.html, its scripts,
and the library compiled to WebAssembly with the Go toolchain, which must be
installed and run inside a mazekit checkout): any static web host, or
"python3 -m http.server" in DIR, serves it with no mazekit server, and it makes
the same files as the command line.

Examples:
  mazekit serve
  mazekit serve --addr 127.0.0.1:9000 --open
  mazekit serve --workers 1
  mazekit serve --export site`,
	Flags: serveFlags,
}

func serveFlags(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on (host:port)")
	workers := fs.Int("workers", 0, "mazes and books made at once; more requests wait briefly or get 503 (default: one per CPU)")
	open := fs.Bool("open", false, "open the page in the default browser (the default when no terminal is attached)")
	export := fs.String("export", "", "write the page as static files with the library in WebAssembly to this new folder, and stop")
	return func(ctx context.Context, args []string) error {
		if len(args) > 0 {
			return usagef("serve: unexpected argument %q", args[0])
		}
		if *export != "" {
			for _, f := range []string{"addr", "workers", "open"} {
				if fs.Changed(f) {
					return usagef("--%s cannot be combined with --export: the static page has no server", f)
				}
			}
			if err := serve.Export(ctx, *export, serve.BuildWasm); err != nil {
				return err
			}
			fmt.Fprintf(e.stderr, "mazekit: wrote the page to %s; serve it with any static web host, e.g. python3 -m http.server -d %s\n", *export, *export)
			return nil
		}
		if _, _, err := net.SplitHostPort(*addr); err != nil {
			return usagef("--addr %q: want host:port, e.g. 127.0.0.1:8080", *addr)
		}
		if *workers < 0 || *workers > 256 {
			return usagef("--workers %d: want between 1 and 256", *workers)
		}
		l := serve.DefaultLimits
		l.Concurrent = *workers
		ln, err := net.Listen("tcp", *addr)
		if err != nil {
			return err
		}
		if *open || !fs.Changed("open") && !attended(e) {
			openBrowser(serve.PageURL(ln.Addr()), e)
		}
		return serve.New(l).Serve(ctx, ln, e.stderr)
	}
}

// attended reports whether a person may be at a terminal: the command's
// input or output is one, or is not a file of the process at all (the
// command run from another program). Started by a double-click, all three
// are files and none is a terminal.
func attended(e *env) bool {
	for _, s := range []any{e.stdin, e.stdout, e.stderr} {
		f, ok := s.(*os.File)
		if !ok || term.IsTerminal(int(f.Fd())) {
			return true
		}
	}
	return false
}

// openBrowser opens url in the default browser, saying so when it cannot.
func openBrowser(url string, e *env) {
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
		fmt.Fprintf(e.stderr, "mazekit: could not open a browser (%v); open %s\n", err, url)
		return
	}
	go cmd.Wait()
}
