package serve

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mazekit/mazekit/internal/pdftest"
)

// delivery is one way a teacher gets the page: from mazekit serve, from
// the exported folder on any web host, or as the one file opened from
// disk with no network.
type delivery struct {
	name    string
	w, h    int64
	mobile  bool
	offline bool
	url     func(t *testing.T) string
}

// teacherDeliveries are the three ways the page reaches a teacher, each
// at one of the three screen sizes the page is checked at.
func teacherDeliveries() []delivery {
	return []delivery{
		{name: "served", w: 1366, h: 768, url: func(t *testing.T) string {
			return startServer(t, New(Limits{})) + "/"
		}},
		{name: "folder", w: 768, h: 1024, url: func(t *testing.T) string {
			dir := filepath.Join(t.TempDir(), "site")
			if err := Export(context.Background(), dir, testModule, io.Discard); err != nil {
				t.Fatal(err)
			}
			return staticHost(t, dir) + "/"
		}},
		{name: "onefile", w: 390, h: 844, mobile: true, offline: true, url: func(t *testing.T) string {
			path := filepath.Join(t.TempDir(), "mazes.html")
			if err := Export(context.Background(), path, testModule, io.Discard); err != nil {
				t.Fatal(err)
			}
			return "file://" + path
		}},
	}
}

// grabJS fetches a download link's file as the page makes it (from the
// server, or from the library in the worker) and gives its status and
// bytes in base64.
const grabJS = `(async sel => {
  const a = document.querySelector(sel);
  if (!a) return "0 no link " + sel;
  if (a.getAttribute("aria-disabled") === "true") return "0 the link is disabled";
  const href = a.getAttribute("href");
  const r = window.mazekitLocal ? await window.mazekitLocal(href) : await fetch(href);
  const b = new Uint8Array(await r.arrayBuffer());
  let s = "";
  for (let i = 0; i < b.length; i += 8192) s += String.fromCharCode.apply(null, b.subarray(i, i + 8192));
  return r.status + " " + btoa(s);
})`

// grab returns the file behind the download link sel, written to a file
// of the test, failing unless it is a PDF that qpdf accepts.
func (p *tab) grabPDF(sel, name string) string {
	p.t.Helper()
	out := p.eval(grabJS + `(` + strconv.Quote(sel) + `)`)
	status, b64, _ := strings.Cut(out, " ")
	if status != "200" {
		p.t.Fatalf("%s: the download answered %s %.200s; errors on the page: %s", sel, status, b64, p.errors())
	}
	body, err := base64.StdEncoding.DecodeString(b64)
	if err != nil || !strings.HasPrefix(string(body), "%PDF-") {
		p.t.Fatalf("%s: the download is not a PDF (%v): %.40q", sel, err, body)
	}
	path := filepath.Join(p.t.TempDir(), name)
	if err := os.WriteFile(path, body, 0o644); err != nil {
		p.t.Fatal(err)
	}
	pdftest.Check(p.t, path)
	return path
}

// errors lists the error lines the page shows.
func (p *tab) errors() string {
	return p.eval(`Array.from(document.querySelectorAll(".err")).filter(e => e.textContent).map(e => e.id + ": " + e.textContent).join("; ")`)
}

// setField sets a form control as a person would and tells the page.
func (p *tab) setField(sel, value string) {
	p.t.Helper()
	p.eval(fmt.Sprintf(`(el => { if (el.type === "checkbox") el.checked = %[2]s === "true"; else el.value = %[2]s; el.dispatchEvent(new Event("input", {bubbles: true})); el.dispatchEvent(new Event("change", {bubbles: true})); return ""; })(document.querySelector(%[1]s))`, strconv.Quote(sel), strconv.Quote(value)))
}

// refreshed waits for a preview newer than the one before the change
// made by act, then for the page to settle.
func (p *tab) refreshed(act func()) {
	p.t.Helper()
	before := p.eval(`String(document.body.dataset.previewed || "")`)
	act()
	js := fmt.Sprintf(`(b => b.dataset.previewed && b.dataset.previewed !== %q && "y")(document.body)`, before)
	if _, err := p.poll(js, 60*time.Second); err != nil {
		p.t.Fatalf("the preview never followed the change: %v; errors: %s", err, p.errors())
	}
	p.settle()
}

// pdfPages counts a PDF's pages with pdfinfo.
func pdfPages(t *testing.T, path string) int {
	t.Helper()
	for _, l := range strings.Split(pdftest.Tool(t, "pdfinfo", path), "\n") {
		if v, ok := strings.CutPrefix(l, "Pages:"); ok {
			n, _ := strconv.Atoi(strings.TrimSpace(v))
			return n
		}
	}
	t.Fatalf("pdfinfo gives no page count for %s", path)
	return 0
}

// axeClean runs axe-core on the page as it is, when axe-core is at hand,
// and fails on any violation.
func (p *tab) axeClean(where string) {
	p.t.Helper()
	if axeSource == "" {
		return
	}
	p.eval(axeSource + `; ""`)
	out := p.eval(`axe.run(document, {resultTypes: ["violations"]}).then(r => JSON.stringify(r.violations))`)
	var vs []axeViolation
	if err := json.Unmarshal([]byte(out), &vs); err != nil {
		p.t.Fatalf("%s: %v", where, err)
	}
	for _, v := range vs {
		p.t.Errorf("%s: axe-core: %s (%s) %s", where, v.ID, v.Impact, v.Help)
	}
}

// axeSource is axe-core's script, when the test found it.
var axeSource string

// The teacher's path on every delivery of the page: a maze with an age and
// a paper, a 25-pupil handout in large print, a number maze, a letter
// maze, a book, and a picture-maze handout, each previewed and downloaded
// as a PDF that qpdf and poppler accept, with as many pages as the
// preview's pager says; no error line on the way, no accessibility
// violation at any step, and a screenshot of each step in
// $MAZEKIT_SCREENSHOTS. The served page runs at 1366×768, the folder
// export at 768×1024 and the one file, opened from disk with the network
// blocked, on a 390×844 phone.
func TestTeacherPath(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly module and walks three pages in a browser")
	}
	chromium(t)
	if os.Getenv("MAZEKIT_AXE") != "" || fileExists(filepath.Join("..", "node_modules", "axe-core", "axe.min.js")) {
		axeSource = axeScript(t)
	}
	for _, d := range teacherDeliveries() {
		t.Run(d.name, func(t *testing.T) {
			base := d.url(t)
			p := newTab(t, d.w, d.h, d.mobile, "en-GB")
			if d.offline {
				p.blockNetwork()
			}
			shot := func(step string) { p.shot(fmt.Sprintf("teacher-%s-%d-%s.png", d.name, d.w, step)) }

			// A maze for a seven-year-old on A4.
			p.open(base + "?mode=maze&seed=11")
			p.refreshed(func() { p.setField("#m-age", "7-8") })
			p.refreshed(func() { p.setField("#m-paper", "a4") })
			pdf := p.grabPDF(`#panel-maze a[data-format=pdf]`, "maze.pdf")
			if n := pdfPages(t, pdf); n != 1 {
				t.Errorf("the maze PDF has %d pages, want 1", n)
			}
			p.axeClean("maze")
			shot("maze")

			// A handout for 25 pupils, large print.
			p.refreshed(func() { p.eval(`document.querySelector("#tab-handout").click(), ""`) })
			p.refreshed(func() { p.setField("#h-copies", "25") })
			p.refreshed(func() { p.setField("#h-large", "true") })
			if errs := p.errors(); errs != "" {
				t.Fatalf("large print on a 25-pupil handout: %s", errs)
			}
			pdf = p.grabPDF(`#h-pdf`, "handout.pdf")
			status := p.eval(`document.querySelector("#page-status").textContent`)
			n := pdfPages(t, pdf)
			if !strings.HasSuffix(status, " "+strconv.Itoa(n)) {
				t.Errorf("the handout's pager says %q, its PDF has %d pages", status, n)
			}
			if n < 25 {
				t.Errorf("a 25-pupil handout has %d pages", n)
			}
			p.axeClean("handout")
			shot("handout")

			// A number maze and a letter maze.
			for _, tab := range []string{"numbers", "letters"} {
				p.refreshed(func() { p.eval(`document.querySelector("#tab-` + tab + `").click(), ""`) })
				pdf = p.grabPDF(`#panel-`+tab+` a[data-format=pdf]`, tab+".pdf")
				if n := pdfPages(t, pdf); n < 1 {
					t.Errorf("the %s PDF has no page", tab)
				}
				p.axeClean(tab)
				shot(tab)
			}

			// A book.
			p.refreshed(func() { p.eval(`document.querySelector("#tab-book").click(), ""`) })
			pdf = p.grabPDF(`#b-pdf`, "book.pdf")
			status = p.eval(`document.querySelector("#page-status").textContent`)
			n = pdfPages(t, pdf)
			if n < 2 || !strings.HasSuffix(status, " "+strconv.Itoa(n)) {
				t.Errorf("the book's pager says %q, its PDF has %d pages", status, n)
			}
			p.axeClean("book")
			shot("book")

			// A picture-maze handout.
			p.refreshed(func() { p.eval(`document.querySelector("#tab-handout").click(), ""`) })
			p.refreshed(func() { p.setField("#h-large", "false") })
			p.refreshed(func() { p.setField("#h-copies", "2") })
			p.refreshed(func() { p.setField("#h-picmaze", "any") })
			pdf = p.grabPDF(`#h-pdf`, "picmaze.pdf")
			if n := pdfPages(t, pdf); n < 2 {
				t.Errorf("the picture-maze handout has %d pages", n)
			}
			p.axeClean("picture maze")
			shot("picmaze")
			if errs := p.errors(); errs != "" {
				t.Errorf("errors on the page at the end: %s", errs)
			}
		})
	}
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
