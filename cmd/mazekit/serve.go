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
	Long: `Serve a web page (and its API) where mazes, classroom handouts with a
teacher's key and whole books are made with a live preview and downloaded as
PNG, SVG, PDF, JSON or YAML. Everything is built in: no network is needed.
Open the printed address in a browser; every page state is a link that makes
the same files again. The server listens on this computer only unless --addr
names another address. Ctrl-C stops it.

Examples:
  mazekit serve
  mazekit serve --addr 127.0.0.1:9000
  mazekit serve --workers 1`,
	Flags: serveFlags,
}

func serveFlags(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on (host:port)")
	workers := fs.Int("workers", 0, "mazes and books made at once; more requests wait briefly or get 503 (default: one per CPU)")
	return func(ctx context.Context, args []string) error {
		if len(args) > 0 {
			return usagef("serve: unexpected argument %q", args[0])
		}
		if _, _, err := net.SplitHostPort(*addr); err != nil {
			return usagef("--addr %q: want host:port, e.g. 127.0.0.1:8080", *addr)
		}
		if *workers < 0 || *workers > 256 {
			return usagef("--workers %d: want between 1 and 256", *workers)
		}
		l := serve.DefaultLimits
		l.Concurrent = *workers
		return serve.New(l).Run(ctx, *addr, e.stderr)
	}
}
