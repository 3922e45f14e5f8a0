//go:build !js || !wasm

// The page as one HTML file: its style, its scripts, Go's loader and the
// library compiled to WebAssembly (gzip-compressed, in base64) inline, so
// that it opens from disk with a double click, with no server and no
// network.

package serve

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// pageScripts are the page's own scripts in the order index.html loads them.
var pageScript = regexp.MustCompile(`<script src="([a-z0-9_]+\.js)"></script>`)

// exportFile writes the page as the one HTML file path, written to a
// temporary beside it and renamed into place when whole.
func exportFile(ctx context.Context, path string, build func(ctx context.Context, wasm string) error, out io.Writer) error {
	gz, loader, err := wasmModule(ctx, build)
	if err != nil {
		return err
	}
	page, err := oneFile(gz, loader)
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".mazekit-export-*.html")
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	defer os.Remove(f.Name()) // gone once renamed
	if _, err := f.Write(page); err != nil {
		f.Close()
		return fmt.Errorf("export: %w", err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	if err := os.Chmod(f.Name(), 0o644&^umask()); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	if err := os.Rename(f.Name(), path); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	fmt.Fprintf(out, "mazekit: wrote the page to %s (%.1f MB); open it in a web browser: it needs no server and no network\n", path, float64(len(page))/(1<<20))
	return nil
}

// umask returns the process's file mode creation mask, 022 where it
// cannot be read.
func umask() os.FileMode {
	dir, err := os.MkdirTemp("", ".mazekit-umask-")
	if err != nil {
		return 0o022
	}
	defer os.RemoveAll(dir)
	p := filepath.Join(dir, "f")
	if err := os.WriteFile(p, nil, 0o666); err != nil {
		return 0o022
	}
	st, err := os.Stat(p)
	if err != nil {
		return 0o022
	}
	return 0o666 &^ st.Mode().Perm()
}

// wasmModule returns the library compiled to WebAssembly, gzip-compressed,
// and Go's loader for it: those built into this program (see wasmdist.go),
// or else made by build and the Go toolchain.
func wasmModule(ctx context.Context, build func(ctx context.Context, wasm string) error) (gz, loader []byte, err error) {
	if embeddedWasm != nil {
		return embeddedWasm, embeddedWasmExec, nil
	}
	loader, err = wasmExec(ctx)
	if err != nil {
		return nil, nil, err
	}
	dir, err := os.MkdirTemp("", ".mazekit-wasm-")
	if err != nil {
		return nil, nil, fmt.Errorf("export: %w", err)
	}
	defer os.RemoveAll(dir)
	p := filepath.Join(dir, "mazekit.wasm")
	if err := build(ctx, p); err != nil {
		return nil, nil, err
	}
	raw, err := os.ReadFile(p)
	if err != nil {
		return nil, nil, fmt.Errorf("export: %w", err)
	}
	gz, err = gzipBytes(raw)
	return gz, loader, err
}

// gzipBytes compresses b at the best level, with no name or time in the
// header, so the same module gives the same bytes.
func gzipBytes(b []byte) ([]byte, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(b); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// oneFile is the page's index.html with everything it loads inline: the
// style sheet, its scripts (local.js before them), the worker's script
// (Go's loader and worker.js) and the module gz, with a content policy
// that allows those inline parts, by their hashes, and nothing else.
func oneFile(gz, loader []byte) ([]byte, error) {
	sub, _ := fs.Sub(pageFS, "page")
	read := func(name string) (string, error) {
		b, err := fs.ReadFile(sub, name)
		return string(b), err
	}
	html, err := read("index.html")
	if err != nil {
		return nil, err
	}
	css, err := read("style.css")
	if err != nil {
		return nil, err
	}
	worker, err := read("worker.js")
	if err != nil {
		return nil, err
	}
	var hashes []string
	inline := func(kind, attrs, body string) (string, error) {
		if strings.Contains(strings.ToLower(body), "</"+kind) {
			return "", fmt.Errorf("a %s cannot be inlined: it holds </%s", kind, kind)
		}
		if attrs == "" {
			sum := sha256.Sum256([]byte(body))
			hashes = append(hashes, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'")
		}
		return "<" + kind + attrs + ">" + body + "</" + kind + ">", nil
	}
	link := `<link rel="stylesheet" href="style.css">`
	if !strings.Contains(html, link) || !strings.Contains(html, `<script src="i18n.js"></script>`) {
		return nil, fmt.Errorf("index.html has no place for the style sheet or the library's scripts")
	}
	style, err := inline("style", "", css)
	if err != nil {
		return nil, err
	}
	styleHash := hashes[0]
	hashes = hashes[:0]
	html = strings.Replace(html, link, style, 1)
	const i18n = `<script src="i18n.js"></script>`
	// Data the scripts read: not run, so not hashed.
	work, err := inline("script", ` type="text/plain" id="mazekit-worker"`, string(loader)+"\n"+worker)
	if err != nil {
		return nil, err
	}
	mod := `<script type="application/octet-stream" id="mazekit-wasm">` + base64.StdEncoding.EncodeToString(gz) + `</script>`
	// Before the scripts, which read them as they run.
	data, err := metaBlock()
	if err != nil {
		return nil, err
	}
	html = strings.Replace(html, i18n, work+"\n"+mod+"\n"+data+"\n"+`<script src="local.js"></script>`+"\n"+i18n, 1)
	var ierr error
	html = pageScript.ReplaceAllStringFunc(html, func(tag string) string {
		name := pageScript.FindStringSubmatch(tag)[1]
		body, err := read(name)
		if err == nil {
			tag, err = inline("script", "", body)
		}
		if err != nil && ierr == nil {
			ierr = err
		}
		return tag
	})
	if ierr != nil {
		return nil, ierr
	}

	policy := fmt.Sprintf("default-src 'none'; script-src %s 'wasm-unsafe-eval'; worker-src blob:; style-src %s; "+
		"img-src blob: data:; connect-src blob: data:; object-src 'none'; base-uri 'none'; form-action 'none'",
		strings.Join(hashes, " "), styleHash)
	charset := `<meta charset="utf-8">`
	html = strings.Replace(html, charset, charset+"\n"+`<meta http-equiv="Content-Security-Policy" content="`+policy+`">`, 1)
	return []byte(html), nil
}

// folderModule writes Go's loader, wasm_exec.js, and the module,
// mazekit.wasm, into the folder dir: those built into this program, or
// made by build and the Go toolchain.
func folderModule(ctx context.Context, build func(ctx context.Context, wasm string) error, dir string) error {
	loader := embeddedWasmExec
	if embeddedWasm == nil {
		var err error
		if loader, err = wasmExec(ctx); err != nil {
			return err
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "wasm_exec.js"), loader, 0o644); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	if embeddedWasm == nil {
		return build(ctx, filepath.Join(dir, "mazekit.wasm"))
	}
	zr, err := gzip.NewReader(bytes.NewReader(embeddedWasm))
	if err != nil {
		return fmt.Errorf("export: the module built in: %w", err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		return fmt.Errorf("export: the module built in: %w", err)
	}
	return os.WriteFile(filepath.Join(dir, "mazekit.wasm"), raw, 0o644)
}
