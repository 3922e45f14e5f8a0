package serve

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	"github.com/mazekit/mazekit/internal/pdftest"
)

// staticHost serves dir as plain files on a loopback port until the test
// ends: with python3 -m http.server, as a person would, or without it with
// Go's file server.
func staticHost(t *testing.T, dir string) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	if py, err := exec.LookPath("python3"); err == nil {
		port := ln.Addr().(*net.TCPAddr).Port
		ln.Close()
		cmd := exec.Command(py, "-m", "http.server", "--bind", "127.0.0.1", "-d", dir, fmt.Sprint(port))
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
		base := fmt.Sprintf("http://127.0.0.1:%d", port)
		for deadline := time.Now().Add(patient(5 * time.Second)); time.Now().Before(deadline); {
			if resp, err := http.Get(base + "/index.html"); err == nil {
				resp.Body.Close()
				return base
			}
			time.Sleep(100 * time.Millisecond)
		}
		t.Fatal("python3 -m http.server never answered")
	}
	srv := &http.Server{Handler: http.FileServer(http.Dir(dir))}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return "http://" + ln.Addr().String()
}

// The page with no server: exported as static files and served as plain
// files, it makes a handout in the browser whose preview is its first
// sheet and whose PDF is byte for byte the command line's.
func TestStaticExport(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly module")
	}
	chromium(t)
	dir := filepath.Join(t.TempDir(), "site")
	start := time.Now()
	if err := Export(context.Background(), dir, BuildWasm, io.Discard); err != nil {
		t.Fatal(err)
	}
	t.Logf("exported in %v", time.Since(start).Round(time.Millisecond))
	var total int64
	for _, f := range []string{"index.html", "app.js", "i18n.js", "local.js", "wasm_exec.js", "mazekit.wasm", "style.css", "sw.js"} {
		st, err := os.Stat(filepath.Join(dir, f))
		if err != nil {
			t.Fatalf("the export lacks %s", f)
		}
		total += st.Size()
	}
	t.Logf("download size: %.1f MB (mazekit.wasm and the page)", float64(total)/(1<<20))
	if err := Export(context.Background(), dir, BuildWasm, io.Discard); err == nil {
		t.Errorf("export into a folder that is not empty succeeded")
	}

	base := staticHost(t, dir)
	p := newTab(t, 1366, 768, false, "")
	downloads := t.TempDir()
	p.do(chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.CallBrowser(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
			Behavior: browser.SetDownloadBehaviorBehaviorAllowAndName, DownloadPath: downloads, EventsEnabled: ptr(true)})
		return err
	}))
	start = time.Now()
	p.open(base + "/?mode=handout&copies=3&per=2&age=7-8&pictures=rocket&seed=2718")
	t.Logf("time to first preview: %v", time.Since(start).Round(time.Millisecond))

	pdf := awaitDownload(t, p.ctx, func() { p.do(chromedp.Click(chromedp.CSS("#h-pdf"))) }, downloads)
	got, err := os.ReadFile(pdf)
	if err != nil || !bytes.HasPrefix(got, []byte("%PDF-")) {
		t.Fatalf("the download is not a PDF: %v %.40q", err, got)
	}

	// The command line, given the spec the page shows, makes the same bytes.
	spec := p.eval(`window.mazekitLocal(document.querySelector("#panel-handout a[data-format=yaml]").getAttribute("href")).then(r => r.text())`)
	specFile := filepath.Join(t.TempDir(), "handout.yaml")
	os.WriteFile(specFile, []byte(spec), 0o644)
	cliPDF := filepath.Join(t.TempDir(), "cli.pdf")
	cmd := exec.Command("go", "run", "github.com/mazekit/mazekit/cmd/mazekit", "book", "--spec", specFile, "-o", cliPDF, "-q")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("mazekit book: %v\n%s", err, out)
	}
	want, _ := os.ReadFile(cliPDF)
	if !bytes.Equal(got, want) {
		t.Errorf("the static page's handout (%d bytes) differs from the command line's (%d bytes) for the spec:\n%s", len(got), len(want), spec)
	}

	// Its preview is the PDF's first sheet, by the seeds printed on it.
	previewed := seeds(p.eval(`fetch(document.querySelector("#preview-img").src).then(r => r.text())`))
	first := seeds(pdftest.Tool(t, "pdftotext", "-f", "1", "-l", "1", pdf, "-"))
	if len(first) == 0 || !slices.Equal(previewed, first) {
		t.Errorf("the static preview shows seeds %v, page 1 of the PDF %v", previewed, first)
	}
}

// The exported folder and its files get the modes of a web page anyone
// may read (0755 and 0644) less what the umask takes away, not the private
// folder of a temporary and an executable module.
func TestExportModes(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no Unix modes")
	}
	// A module as go build leaves it: executable.
	build := func(_ context.Context, out string) error { return os.WriteFile(out, []byte("\x00asm"), 0o755) }
	for _, c := range []struct {
		umask      int
		dir, files os.FileMode
	}{{0o022, 0o755, 0o644}, {0o027, 0o750, 0o640}, {0o002, 0o755, 0o644}} {
		old := syscall.Umask(c.umask)
		dir := filepath.Join(t.TempDir(), "site")
		err := Export(context.Background(), dir, build, io.Discard)
		syscall.Umask(old)
		if err != nil {
			t.Fatal(err)
		}
		fi, err := os.Stat(dir)
		if err != nil {
			t.Fatal(err)
		}
		if got := fi.Mode().Perm(); got != c.dir {
			t.Errorf("umask %03o: folder %03o, want %03o", c.umask, got, c.dir)
		}
		entries, _ := os.ReadDir(dir)
		if len(entries) < 3 {
			t.Fatalf("umask %03o: %d files exported", c.umask, len(entries))
		}
		for _, e := range entries {
			fi, err := e.Info()
			if err != nil {
				t.Fatal(err)
			}
			if got := fi.Mode().Perm(); got != c.files || !fi.Mode().IsRegular() {
				t.Errorf("umask %03o: %s is %v, want a file %03o", c.umask, e.Name(), fi.Mode(), c.files)
			}
		}
	}
}
