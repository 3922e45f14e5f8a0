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
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/mazekit/mazekit/internal/pdftest"
	"github.com/mazekit/mazekit/layout"
)

// chromium returns the path of a Chromium to drive; the test skips without
// one unless MAZEKIT_REQUIRE_BROWSER is set (as CI does), and with -short,
// which keeps the quick loop to the server's own tests (CI runs them all).
func chromium(t *testing.T) string {
	if testing.Short() {
		t.Skip("drives a browser; runs without -short")
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("MAZEKIT_REQUIRE_BROWSER") != "" {
		t.Fatal("Chromium is required but not installed (apt-get install chromium)")
	}
	t.Skip("Chromium not installed (apt-get install chromium)")
	return ""
}

// startServer serves s on a random loopback port until the test ends.
func startServer(t testing.TB, s *Server) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln, nil) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("shutdown: %v", err)
		}
	})
	return "http://" + ln.Addr().String()
}

func get(t *testing.T, url string) []byte {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != 200 {
		t.Fatalf("GET %s: %d %s", url, resp.StatusCode, b)
	}
	return b
}

// The page in a real browser: change the grid and size and see the preview
// follow, reopen the shared link and get the same bytes, make a handout
// and download its PDF.
func TestBrowser(t *testing.T) {
	exe := chromium(t)
	base := startServer(t, New(Limits{}))
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(1280, 900),
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelA()
	bctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	if err := chromedp.Do(bctx); err != nil { // start the browser
		t.Fatal(err)
	}
	ctx, cancelT := context.WithTimeout(bctx, patient(50*time.Second))
	defer cancelT()
	do := func(steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(ctx, steps...); err != nil {
			t.Fatal(err)
		}
	}
	eval := func(js string) string {
		t.Helper()
		v, err := chromedp.Run(ctx, chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatalf("%s: %v", js, err)
		}
		return v
	}
	// poll waits until js is truthy. Right after a navigation the page's
	// script context can be replaced under the poll: then it polls again.
	poll := func(js string, d time.Duration) (string, error) {
		deadline := time.Now().Add(patient(d))
		for {
			pctx, cancel := context.WithDeadline(ctx, deadline.Add(time.Second))
			v, err := chromedp.Run(pctx, chromedp.Poll[string](js, chromedp.WithPollingTimeout(time.Until(deadline))))
			cancel()
			if err == nil || !strings.Contains(err.Error(), "context") || time.Now().After(deadline) {
				return v, err
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	// change tells the page a control changed, as the browser does when a
	// person picks from a list.
	change := func(sel string) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := chromedp.Evaluate[bool](`document.querySelector("`+sel+`").dispatchEvent(new Event("change", {bubbles: true}))`)(ctx, t)
			return err
		})
	}

	// clear empties a text field.
	clear := func(sel string) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := chromedp.Evaluate[string](`(el => { el.value = ""; return "" })(document.querySelector("`+sel+`"))`)(ctx, t)
			return err
		})
	}

	// preview waits until the preview shows a generation after the given
	// one and returns that generation and the preview's bytes.
	preview := func(after int) (int, string) {
		t.Helper()
		gen, err := poll(fmt.Sprintf(`(g => g > %d && document.querySelector("#preview").getAttribute("aria-busy") === "false" && String(g))(+(document.body.dataset.previewed || 0))`, after), 10*time.Second)
		if err != nil {
			errs := eval(`"previewed " + document.body.dataset.previewed + " busy " + document.querySelector("#preview").getAttribute("aria-busy") + " size " + document.querySelector("#m-size").value + "\n" + Array.from(document.querySelectorAll(".err")).filter(e => e.textContent).map(e => e.id + ": " + e.textContent).join("\n")`)
			t.Fatalf("the preview did not change after generation %d (%v); errors on the page:\n%s", after, err, errs)
		}
		n, _ := strconv.Atoi(gen)
		return n, eval(`fetch(document.querySelector("#preview-img").src).then(r => r.text())`)
	}

	do(chromedp.Navigate(base + "/?mode=maze&seed=42"))
	gen, svg := preview(0)
	if !strings.Contains(svg, "grid rect, algorithm wilson, seed 42") {
		t.Fatalf("first preview is not the default maze of seed 42:\n%.300s", svg)
	}

	// Change the grid kind and the size as a person would: pick from the
	// list, type a new size.
	start := time.Now()
	do(chromedp.SetValue(chromedp.CSS("#m-grid"), "hex"), change("#m-grid"))
	gen, svg = preview(gen)
	if !strings.Contains(svg, "grid hex") {
		t.Fatalf("preview did not follow the grid kind:\n%.300s", svg)
	}
	do(clear("#m-size"), chromedp.SendKeys(chromedp.CSS("#m-size"), "9x7"))
	for !strings.Contains(svg, "size=9x7") {
		gen, svg = preview(gen)
	}
	t.Logf("grid and size changed, preview redrawn in %v", time.Since(start).Round(time.Millisecond))
	if !strings.Contains(svg, "<path") {
		t.Fatalf("preview has no walls:\n%.300s", svg)
	}

	// A bad size is reported next to the size field.
	do(clear("#m-size"), chromedp.SendKeys(chromedp.CSS("#m-size"), "9y"))
	sizeErr, err := poll(`document.querySelector("#err-size").textContent`, 5*time.Second)
	if err != nil {
		t.Fatalf("no error shown next to the size field: %v", err)
	}
	if !strings.Contains(sizeErr, "size") || !strings.Contains(sizeErr, "width x height") {
		t.Errorf("size error %q does not say what is wrong", sizeErr)
	}
	if eval(`document.querySelector("#m-size").getAttribute("aria-invalid") || ""`) != "true" {
		t.Errorf("the size field is not marked invalid")
	}
	do(clear("#m-size"), chromedp.SendKeys(chromedp.CSS("#m-size"), "9x7"))
	_, svg = preview(gen)

	// The shared link reproduces the same bytes, in the browser and from
	// the download link.
	share := eval(`document.querySelector("#share").href`)
	svgLink := eval(`document.querySelector("#panel-maze a[data-format=svg]").href`)
	if got := get(t, svgLink); string(got) != svg {
		t.Errorf("the SVG download differs from the preview")
	}
	do(chromedp.Navigate("about:blank"), chromedp.Navigate(share))
	_, again := preview(0)
	if again != svg {
		t.Errorf("the shared link %s drew another maze:\n%.200s\nwant\n%.200s", share, again, svg)
	}

	// "New maze" changes the seed and nothing else.
	do(chromedp.Click(chromedp.CSS("#panel-maze .new-seed")))
	after, err := poll(`(h => h !== "`+share+`" && h)(document.querySelector("#share").href)`, 5*time.Second)
	if err != nil {
		t.Fatalf("New maze did not change the link: %v", err)
	}
	seedless := regexp.MustCompile(`&seed=\d+`)
	if seedless.ReplaceAllString(after, "") != seedless.ReplaceAllString(share, "") {
		t.Errorf("New maze changed more than the seed:\n%s\n%s", share, after)
	}

	// A classroom handout: 3 sheets of 2 mazes, downloaded by clicking.
	dir := t.TempDir()
	do(chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.CallBrowser(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
			Behavior: browser.SetDownloadBehaviorBehaviorAllowAndName, DownloadPath: dir, EventsEnabled: ptr(true)})
		return err
	}))
	do(chromedp.Click(chromedp.CSS("#tab-handout")),
		chromedp.SetValue(chromedp.CSS("#h-copies"), "3"),
		chromedp.SetValue(chromedp.CSS("#h-per"), "2"), change("#h-per"))
	info, err := poll(`(t => /^\d+ pages/.test(t) && document.querySelector("#h-pdf").href.includes("copies=3") && t)(document.querySelector("#h-info").textContent)`, 15*time.Second)
	if err != nil {
		t.Fatalf("the handout's page count never showed: %v", err)
	}
	wantPages, _ := strconv.Atoi(regexp.MustCompile(`^(\d+) pages`).FindStringSubmatch(info)[1])
	pdf := awaitDownload(t, ctx, func() { do(chromedp.Click(chromedp.CSS("#h-pdf"))) }, dir)
	data, err := os.ReadFile(pdf)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Fatalf("the download is not a PDF: %.100q", data)
	}
	if want := get(t, eval(`document.querySelector("#h-pdf").href`)); !bytes.Equal(data, want) {
		t.Errorf("the handout downloaded twice differs")
	}
	pages := pdftest.Tool(t, "pdfinfo", pdf)
	if !regexp.MustCompile(fmt.Sprintf(`(?m)^Pages:\s+%d$`, wantPages)).MatchString(pages) {
		t.Errorf("the page said %d pages; pdfinfo says:\n%s", wantPages, pages)
	}
	if wantPages < 4 {
		t.Errorf("3 sheets and a key in %d pages", wantPages)
	}
	pdftest.Check(t, pdf)

	// The preview is the download's first sheet, and the next page button
	// shows its second page: the same mazes, by the seeds they print.
	previewed := func() []string {
		return seeds(eval(`fetch(document.querySelector("#preview-img").src).then(r => r.text())`))
	}
	pdfPage := func(n int) []string {
		return seeds(pdftest.Tool(t, "pdftotext", "-f", fmt.Sprint(n), "-l", fmt.Sprint(n), pdf, "-"))
	}
	if got, want := previewed(), pdfPage(1); len(want) == 0 || !slices.Equal(got, want) {
		t.Errorf("the handout preview shows seeds %v, page 1 of its PDF %v", got, want)
	}
	if st := eval(`document.querySelector("#page-status").textContent`); st != fmt.Sprintf("Page 1 of %d", wantPages) {
		t.Errorf("the pager says %q, want Page 1 of %d", st, wantPages)
	}
	prev := eval(`document.body.dataset.previewed`)
	do(chromedp.Click(chromedp.CSS("#page-next")))
	if _, err := poll(`(g => g !== "`+prev+`" && document.querySelector("#page-status").textContent.startsWith("Page 2 ") && g)(document.body.dataset.previewed)`, 10*time.Second); err != nil {
		t.Fatalf("Next page did not show page 2: %v", err)
	}
	if got, want := previewed(), pdfPage(2); len(want) == 0 || !slices.Equal(got, want) {
		t.Errorf("page 2 of the preview shows seeds %v, of the PDF %v", got, want)
	}
	prev = eval(`document.body.dataset.previewed`)
	do(chromedp.Click(chromedp.CSS("#page-prev")))
	if _, err := poll(`(g => g !== "`+prev+`" && document.querySelector("#page-status").textContent.startsWith("Page 1 ") && g)(document.body.dataset.previewed)`, 10*time.Second); err != nil {
		t.Fatalf("Previous page did not go back to page 1: %v", err)
	}

	// Print: the sheet alone, at the paper's size (letter: 612 x 792 pt).
	eval(`window.print = () => { window.printed = true }; ""`)
	do(chromedp.Click(chromedp.CSS("#print")))
	do(chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"})
		return err
	}))
	if got := eval(`String(window.printed) + " " + getComputedStyle(document.querySelector("#controls")).display + " " + document.adoptedStyleSheets.map(s => s.cssRules[0].cssText).join("")`); !strings.HasPrefix(got, "true none @page { size: 612pt 792pt; margin: 0") {
		t.Errorf("printing the handout: %q", got)
	}
	if w := eval(`String(document.querySelector("#preview-img").getBoundingClientRect().width)`); w != "816" { // 8.5 in at 96 px per inch
		t.Errorf("the printed sheet is %s px wide, want 816 (8.5 in)", w)
	}
	// Printed, the sheet is one page of its paper: no blank page after it.
	var printed []byte
	do(chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		r, err := chromedp.Call(ctx, page.PrintToPDF, page.PrintToPDFParams{PreferCSSPageSize: ptr(true)})
		printed = r.Data
		return err
	}))
	printedPath := filepath.Join(dir, "printed.pdf")
	os.WriteFile(printedPath, printed, 0o644)
	if info := pdftest.Tool(t, "pdfinfo", printedPath); !regexp.MustCompile(`(?m)^Pages:\s+1$`).MatchString(info) || !strings.Contains(info, "612 x 792 pts") {
		t.Errorf("printing the sheet gave:\n%s", info)
	}
	do(chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: ""})
		return err
	}))

	// A book: add a section, move it to the front, see the page count and
	// the print-rule check, and get the YAML of what is on screen.
	do(chromedp.Click(chromedp.CSS("#tab-book")))
	if _, err := poll(`(t => /^\d+ pages/.test(t) && t)(document.querySelector("#b-info").textContent)`, 15*time.Second); err != nil {
		t.Fatalf("the book's page count never showed: %v", err)
	}
	do(chromedp.Click(chromedp.CSS("#b-add")),
		chromedp.SendKeys(chromedp.CSS("#b-sections > li:last-child [data-f=title]"), "Stars"),
		chromedp.SetValue(chromedp.CSS("#b-sections > li:last-child [data-f=count]"), "2"),
		chromedp.Click(chromedp.CSS("#b-sections > li:last-child [data-act=up]")),
		chromedp.Click(chromedp.CSS("#b-sections > li:nth-child(2) [data-act=up]")),
	)
	spec, err := poll(`(a => a.href.includes("title%3AStars") && fetch(a.href).then(r => r.text()))(document.querySelector("#panel-book a[data-format=yaml]"))`, 10*time.Second)
	if err != nil {
		t.Fatalf("the book's YAML link never showed the new section: %v", err)
	}
	if sp, err := layout.Parse([]byte(spec), "book.yaml"); err != nil || len(sp.Sections) < 2 || sp.Sections[0].Title != "Stars" || sp.Sections[1].Title != "Warm-up" {
		t.Errorf("the moved section is not first in the spec:\n%s", spec)
	}
	if _, err := poll(`(t => /^\d+ pages, 10 puzzles\. /.test(t) && t)(document.querySelector("#b-info").textContent)`, 15*time.Second); err != nil {
		t.Errorf("the check of the new book never showed: %v (%s)", err, eval(`document.querySelector("#b-info").textContent`))
	}

	if dir := os.Getenv("MAZEKIT_SCREENSHOTS"); dir != "" {
		screenshots(t, ctx, base, dir)
	}
}

func ptr[T any](v T) *T { return &v }

// screenshots saves the page at desktop and phone width for the README.
func screenshots(t *testing.T, ctx context.Context, base, dir string) {
	shots := []struct {
		name          string
		w, h          int64
		mobile        bool
		url           string
		waitForChecks bool
	}{
		{"serve-desktop.png", 1280, 860, false, "/?mode=maze&grid=hex&size=16x12&markers=labels&seed=2026", false},
		{"serve-handout.png", 1280, 860, false, "/?mode=handout&copies=25&age=5-6&pictures=bee&seed=7", true},
		{"serve-phone.png", 390, 844, true, "/?mode=maze&size=12x12&markers=arrows&seed=7", false},
	}
	for _, s := range shots {
		var png []byte
		vp := chromedp.EmulateViewport(s.w, s.h)
		if s.mobile {
			vp = chromedp.EmulateViewport(s.w, s.h, chromedp.EmulateMobile, chromedp.EmulateScale(2))
		}
		err := chromedp.Do(ctx, vp, chromedp.Navigate(base+s.url))
		if err == nil {
			_, err = chromedp.Run(ctx, chromedp.Poll[string](`document.body.dataset.previewed`, chromedp.WithPollingTimeout(patient(10*time.Second))))
		}
		if err == nil && s.waitForChecks {
			_, err = chromedp.Run(ctx, chromedp.Poll[string](`document.body.dataset.checked`, chromedp.WithPollingTimeout(patient(15*time.Second))))
		}
		if err == nil {
			time.Sleep(300 * time.Millisecond)
			png, err = chromedp.Run(ctx, chromedp.CaptureScreenshot())
		}
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if err := os.WriteFile(filepath.Join(dir, s.name), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// awaitDownload runs click, which starts a download in the browser of ctx,
// waits until the download completes and returns its file in dir.
func awaitDownload(t *testing.T, ctx context.Context, click func(), dir string) string {
	t.Helper()
	progress := chromedp.BrowserEvents(ctx, browser.DownloadProgress)
	click()
	for ev, err := range progress {
		if err != nil {
			t.Fatalf("the handout PDF never finished downloading: %v", err)
		}
		if ev.State == browser.DownloadProgressStateCompleted {
			return filepath.Join(dir, ev.GUID)
		}
	}
	t.Fatal("the browser stopped before the download completed")
	return ""
}
