package main

import (
	"context"
	"net"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/serve"
)

// serveCommand is the serve subcommand.
var serveCommand = &command{
	Name:      "serve",
	UsageLine: "mazekit serve [flags]",
	Short:     "open a web page for making mazes, classroom handouts and books",
	Long: `Serve a web page where mazes, number and letter mazes, classroom handouts
with a teacher's key and books are made with a live preview, in English,
Spanish, French or German, and downloaded as PNG, SVG, PDF, JSON or YAML.
Nothing needs the network; every page state is a link that makes the same
files again. With no terminal (a double-click) it opens the default browser.
It listens on this computer only unless --addr says otherwise. Ctrl-C stops it.

--export NAME.html writes the page as one file that opens from disk with no
server and no network; --export DIR writes it as static files for any static
web host. Both carry the library built to WebAssembly: a release has it
built in; otherwise the Go toolchain builds it in a mazekit checkout.

Examples:
  mazekit serve --addr 127.0.0.1:9000 --open   # serves until Ctrl-C (long)
  mazekit serve --export mazes.html            # the page as one file (long)
  mazekit serve --export site                  # the page as a folder (long)`,
	Flags: serveFlags,
}

func serveFlags(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on (host:port)")
	workers := fs.Int("workers", 0, "mazes and books made at once; more requests wait briefly or get 503 (default: one per CPU)")
	open := fs.Bool("open", false, "open the page in the default browser (the default when no terminal is attached)")
	export := fs.String("export", "", "write the page with the library in WebAssembly as one file (a name ending in .html) or as static files in this new folder, and stop")
	return func(ctx context.Context, args []string) error {
		if len(args) > 0 {
			return usagef("serve: unexpected argument %q", args[0])
		}
		if *export != "" {
			if fs.Changed("addr") || fs.Changed("workers") || fs.Changed("open") {
				return usagef("--export cannot be combined with --addr, --workers or --open: the static page has no server")
			}
			return serve.Export(ctx, *export, serve.BuildWasm, e.stderr)
		}
		if _, _, err := net.SplitHostPort(*addr); err != nil {
			return usagef("--addr %q: want host:port, e.g. 127.0.0.1:8080", *addr)
		}
		if *workers < 0 || *workers > 256 {
			return usagef("--workers %d: want between 1 and 256", *workers)
		}
		l := serve.DefaultLimits()
		l.Concurrent = *workers
		ln, err := net.Listen("tcp", *addr)
		if err != nil {
			return err
		}
		if *open || !fs.Changed("open") && serve.Unattended(e.stdin, e.stdout, e.stderr) {
			serve.OpenBrowser(serve.PageURL(ln.Addr()), e.stderr)
		}
		return serve.New(l).Serve(ctx, ln, e.stderr)
	}
}
