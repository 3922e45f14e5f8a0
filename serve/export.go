//go:build !js || !wasm

package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// WasmPackage is the package of the page's WebAssembly module.
const WasmPackage = "github.com/mazekit/mazekit/serve/wasm"

// Export writes the page as one HTML file when dir ends in .html (see
// exportFile), or else as a folder of static files that works with no
// server: index.html, its scripts and style, Go's wasm_exec.js and the
// library compiled to WebAssembly (mazekit.wasm, made by build). Any static
// web host serves it, and it makes the same bytes as the command line.
// dir must not exist or be empty; the files are written to a temporary
// folder beside it and moved into place only when all are made, so a
// failure leaves nothing behind. It says on out where the page is and how
// to serve it.
func Export(ctx context.Context, dir string, build func(ctx context.Context, wasm string) error, out io.Writer) error {
	if strings.HasSuffix(strings.ToLower(dir), ".html") {
		return exportFile(ctx, dir, build, out)
	}
	if entries, err := os.ReadDir(dir); err == nil && len(entries) > 0 {
		return fmt.Errorf("export: %s is not empty; give a new or empty folder", dir)
	} else if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("export: %w", err)
	}
	parent := filepath.Dir(filepath.Clean(dir))
	tmp, err := os.MkdirTemp(parent, ".mazekit-export-")
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	defer os.RemoveAll(tmp) // gone once renamed
	sub, _ := fs.Sub(pageFS, "page")
	err = fs.WalkDir(sub, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(sub, p)
		if err != nil {
			return err
		}
		if p == "index.html" {
			if b, err = staticIndex(b); err != nil {
				return err
			}
		}
		return os.WriteFile(filepath.Join(tmp, p), b, 0o644)
	})
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	if err := folderModule(ctx, build, tmp); err != nil {
		return err
	}
	if err := listOffline(tmp); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	if err := publicModes(tmp); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	os.Remove(dir) // an empty folder given is replaced
	if err := os.Rename(tmp, dir); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	fmt.Fprintf(out, "mazekit: wrote the page to %s; serve it with any static web host, e.g. python3 -m http.server -d %s\n", dir, dir)
	return nil
}

// listOffline writes the names of the files in dir into its service
// worker (sw.js), which keeps a copy of each for when the page is offline.
func listOffline(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	files := []string{"./"}
	for _, e := range entries {
		if !e.IsDir() {
			files = append(files, e.Name())
		}
	}
	list, err := json.Marshal(files)
	if err != nil {
		return err
	}
	sw := filepath.Join(dir, "sw.js")
	b, err := os.ReadFile(sw)
	if err != nil {
		return err
	}
	const at = `const FILES = ["./"];`
	if !bytes.Contains(b, []byte(at)) {
		return errors.New("sw.js has no place for the page's files")
	}
	return os.WriteFile(sw, bytes.Replace(b, []byte(at), []byte("const FILES = "+string(list)+";"), 1), 0o644)
}

// publicModes gives the folder dir (made private by os.MkdirTemp) and
// the files in it (the WebAssembly module made executable by go build)
// the modes of a web page anyone may read: 0755 and 0644, less what the
// umask takes away, as a folder and files made by hand would have.
func publicModes(dir string) error {
	probe := filepath.Join(dir, ".umask")
	if err := os.Mkdir(probe, 0o777); err != nil {
		return err
	}
	fi, err := os.Stat(probe)
	os.Remove(probe)
	if err != nil {
		return err
	}
	allowed := fi.Mode().Perm() // 0777 less the umask
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		mode := 0o644 & allowed
		if e.IsDir() {
			mode = 0o755 & allowed
		}
		if err := os.Chmod(filepath.Join(dir, e.Name()), mode); err != nil {
			return err
		}
	}
	return os.Chmod(dir, 0o755&allowed)
}

// staticIndex is the page's index.html loading the WebAssembly library
// before its own scripts, with the server's content policy as a meta tag.
func staticIndex(b []byte) ([]byte, error) {
	at := []byte(`<script src="i18n.js"></script>`)
	charset := []byte(`<meta charset="utf-8">`)
	if !bytes.Contains(b, at) || !bytes.Contains(b, charset) {
		return nil, errors.New("index.html has no place for the library's scripts")
	}
	data, err := metaBlock()
	if err != nil {
		return nil, err
	}
	b = bytes.Replace(b, at, append([]byte(data+"\n<script src=\"wasm_exec.js\"></script>\n<script src=\"local.js\"></script>\n"), at...), 1)
	policy := "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " + staticPolicy
	meta := fmt.Sprintf("\n<meta http-equiv=\"Content-Security-Policy\" content=\"%s\">", policy)
	return bytes.Replace(b, charset, append(charset, meta...), 1), nil
}

// metaBlock is /api/meta's answer as data in the page (a script element
// that is not run), so that the static page builds its form while the
// library is still starting.
func metaBlock() (string, error) {
	b, err := json.Marshal(New(Limits{}).metaData()) // escapes <, > and &
	if err != nil {
		return "", err
	}
	return `<script type="application/json" id="mazekit-meta">` + string(b) + `</script>`, nil
}

// wasmExec returns Go's loader of WebAssembly modules, wasm_exec.js, from
// the Go toolchain that builds the module (lib/wasm since Go 1.24, before
// that misc/wasm).
func wasmExec(ctx context.Context) ([]byte, error) {
	out, err := exec.CommandContext(ctx, "go", "env", "GOROOT").Output()
	if err != nil {
		return nil, fmt.Errorf("export: the Go toolchain is needed to build the page's WebAssembly (https://go.dev/dl): %v", err)
	}
	root := strings.TrimSpace(string(out))
	for _, p := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} {
		if b, err := os.ReadFile(filepath.Join(root, p)); err == nil {
			return b, nil
		}
	}
	return nil, fmt.Errorf("export: no wasm_exec.js in the Go toolchain at %s", root)
}

// BuildWasm builds the page's WebAssembly module to out with the Go
// toolchain (GOOS=js GOARCH=wasm) from the mazekit source the current
// folder is in, the way a checkout or CI has it: without symbols, file
// paths or inlining (-gcflags=all=-l), which makes the module an eighth
// smaller gzipped (its tables of inlined calls compress badly) for work
// at much the same speed.
func BuildWasm(ctx context.Context, out string) error {
	dir, err := exec.CommandContext(ctx, "go", "list", "-m", "-f", "{{.Dir}}", "github.com/mazekit/mazekit").Output()
	if err != nil || len(bytes.TrimSpace(dir)) == 0 {
		return errors.New("export: building the page's WebAssembly needs the Go toolchain and the mazekit source: run this inside a mazekit checkout, or use a release of mazekit, which carries the module (go generate ./serve && go build -tags embedwasm ./cmd/mazekit)")
	}
	cmd := exec.CommandContext(ctx, "go", "build", "-trimpath", "-gcflags=all=-l", "-ldflags=-s -w", "-o", out, WasmPackage)
	cmd.Dir = strings.TrimSpace(string(dir))
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("export: building the WebAssembly module: %v\n%s", err, msg)
	}
	return nil
}
