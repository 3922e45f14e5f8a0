package serve

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

var (
	moduleOnce sync.Once
	modulePath string
	moduleErr  error
)

// testModule builds the WebAssembly module once for the tests that need
// it, and copies it where they ask.
func testModule(ctx context.Context, out string) error {
	moduleOnce.Do(func() {
		dir, err := os.MkdirTemp("", "mazekit-test-wasm-")
		if err != nil {
			moduleErr = err
			return
		}
		modulePath = filepath.Join(dir, "mazekit.wasm")
		moduleErr = BuildWasm(ctx, modulePath)
	})
	if moduleErr != nil {
		return moduleErr
	}
	b, err := os.ReadFile(modulePath)
	if err != nil {
		return err
	}
	return os.WriteFile(out, b, 0o644)
}

// The one-file page: written by Export for a name ending in .html, opened
// from disk with the network blocked, it shows a loading line and then its
// first maze, made in a Web Worker; a handout of 200 sheets shows a
// progress bar and a cancel button and leaves the page's own thread free
// (the longest task is logged, with the time to the first maze and the
// module's size).
func TestOneFile(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly module")
	}
	chromium(t)
	path := filepath.Join(t.TempDir(), "mazes.html")
	if err := Export(context.Background(), path, testModule, io.Discard); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("mazes.html: %.2f MB", float64(st.Size())/(1<<20))
	if m := st.Mode().Perm(); m&0o044 != 0o044 {
		t.Errorf("mazes.html has mode %v: want it readable by all", m)
	}
	page, _ := os.ReadFile(path)
	for _, ref := range []string{`<script src=`, `<link rel="stylesheet"`} {
		if strings.Contains(string(page), ref) {
			t.Errorf("mazes.html still loads a file: %s", ref)
		}
	}

	p := newTab(t, 1366, 768, false, "fr-FR")
	p.blockNetwork()
	p.do(chromedp.Navigate("file://" + path + "?mode=maze&seed=3"))
	if got := p.eval(`document.querySelector("#preview-caption").textContent + "|" + document.querySelector("#preview-img").hidden`); !strings.HasPrefix(got, "Chargement") && !strings.Contains(got, "telle qu") {
		t.Errorf("before the first maze the preview says %q, want a loading line", got)
	}
	if _, err := p.poll(`document.body.dataset.previewed`, 30*time.Second); err != nil {
		t.Fatalf("no first maze: %s", p.eval(`mazekitWorker.ready.then(() => "ready", e => "failed: " + e.message)`))
	}
	p.settle()
	firstMS := p.eval(`String(Math.round(performance.now()))`)
	t.Logf("first maze on screen %s ms after the file opened", firstMS)
	if got := p.eval(`String(typeof window.mazekitCall) + "|" + String(!!document.querySelector("#preview-img").src)`); got != "undefined|true" {
		t.Errorf("the library runs on the page's thread, or no preview: %q", got)
	}
	if got := p.eval(`window.mazekitLocal("api/meta").then(r => r.text()).then(t => t === document.getElementById("mazekit-meta").textContent ? "same" : t)`); got != "same" {
		t.Errorf("the facts written into the page differ from the library's own: %.300s", got)
	}
	p.shot("onefile-1366.png")

	// A 200-sheet handout: the page's thread stays free.
	p.eval(`window.longest = 0; window.tasks = []; new PerformanceObserver(l => l.getEntries().forEach(e => { longest = Math.max(longest, e.duration); tasks.push(Math.round(e.startTime) + "+" + Math.round(e.duration) + " " + JSON.stringify(e.attribution.map(a => a.containerType + a.containerSrc + a.name))); })).observe({type: "longtask"}); ""`)
	p.eval(`document.querySelector("#tab-handout").click(), ""`)
	p.settle()
	prev := p.eval(`document.body.dataset.checked`)
	p.eval(`(s => { s.value = "200"; s.dispatchEvent(new Event("input", {bubbles: true})); return ""; })(document.querySelector("#h-copies"))`)
	if _, err := p.poll(`!document.querySelector("#busy").hidden && "y"`, 30*time.Second); err != nil {
		t.Errorf("no progress bar while 200 sheets are made")
	}
	if _, err := p.poll(`(c => c && c !== "`+prev+`" && c)(document.body.dataset.checked)`, 80*time.Second); err != nil {
		t.Fatalf("the 200-sheet handout never finished: %v", err)
	}
	if info := p.eval(`document.querySelector("#h-info").textContent`); !strings.Contains(info, "200") {
		t.Errorf("200 sheets: %q", info)
	}
	longest, _ := strconv.ParseFloat(p.eval(`String(longest)`), 64)
	t.Logf("longest task on the page's thread while making 200 sheets: %.0f ms", longest)
	if *update {
		load, _ := os.ReadFile("/proc/loadavg")
		tasks := fmt.Sprintf("the longest task on the page's thread while a 200-sheet handout was made took %.0f ms", longest)
		if longest == 0 {
			tasks = "no task on the page's thread took over 50 ms (the browser's least long task) while a 200-sheet handout was made"
		}
		line := fmt.Sprintf("Measured by `go test ./serve -run TestOneFile -update` on %d CPUs at load average %s: the first maze was on screen %s ms after the one file opened, and %s.",
			runtime.NumCPU(), strings.Fields(string(load) + " ?")[0], firstMS, tasks)
		writeDocFigures(t, docTimings, line)
	}
	t.Logf("tasks over 200 ms: %s (the load average of the machine stretches every task)", p.eval(`tasks.filter(s => +s.split(" ")[0].split("+")[1] > 200).join(", ") || "none"`))
}

// docTimings is the place of the one-file page's timings in docs/serve.md.
var docTimings = regexp.MustCompile(`(?s)(<!-- page timings:[^>]*-->\n).*?(\n<!-- end of page timings -->)`)

// writeDocFigures puts line in docs/serve.md at the place re finds.
func writeDocFigures(t *testing.T, re *regexp.Regexp, line string) {
	t.Helper()
	doc, err := os.ReadFile("../docs/serve.md")
	if err != nil {
		t.Fatal(err)
	}
	m := re.FindSubmatchIndex(doc)
	if m == nil {
		t.Fatalf("docs/serve.md has no place for %s", re)
	}
	out := append(append(append([]byte{}, doc[:m[3]]...), line...), doc[m[4]:]...)
	if err := os.WriteFile("../docs/serve.md", out, 0o644); err != nil {
		t.Fatal(err)
	}
}
