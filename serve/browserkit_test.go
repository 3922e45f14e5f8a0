package serve

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/mazekit/mazekit/internal/cputest"
)

// tab is one headless Chromium tab for a test, with the helpers the
// page's tests share.
type tab struct {
	t   *testing.T
	ctx context.Context
}

// newTab starts Chromium (skipping without it, as chromium does) with a
// w×h window, emulating a phone when mobile and speaking lang ("": the
// browser's own); it ends with the test.
func newTab(t *testing.T, w, h int64, mobile bool, lang string) *tab {
	exe := chromium(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(int(w), int(h)),
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	bctx, cancelB := chromedp.NewContext(actx)
	if err := chromedp.Do(bctx); err != nil {
		cancelB()
		cancelA()
		t.Fatal(err)
	}
	ctx, cancelT := context.WithTimeout(bctx, patient(90*time.Second))
	t.Cleanup(func() { cancelT(); cancelB(); cancelA() })
	p := &tab{t: t, ctx: ctx}
	vp := chromedp.EmulateViewport(w, h)
	if mobile {
		vp = chromedp.EmulateViewport(w, h, chromedp.EmulateMobile, chromedp.EmulateScale(2))
	}
	p.do(vp)
	if lang != "" {
		// The browser's language, as navigator.languages gives it.
		p.do(chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
			_, err := chromedp.Call(ctx, emulation.SetUserAgentOverride, emulation.SetUserAgentOverrideParams{
				UserAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome", AcceptLanguage: lang})
			return err
		}))
	}
	return p
}

// blockNetwork makes every http and https request of the tab fail, as
// with no network.
func (p *tab) blockNetwork() {
	p.t.Helper()
	p.do(chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
			return err
		}
		_, err := chromedp.Call(ctx, network.SetBlockedURLs, network.SetBlockedURLsParams{URLPatterns: []*network.BlockPattern{
			{URLPattern: "http://*:*/*", Block: true}, {URLPattern: "https://*:*/*", Block: true}}})
		return err
	}))
}

func (p *tab) do(steps ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, steps...); err != nil {
		p.t.Fatal(err)
	}
}

func (p *tab) eval(js string) string {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("%.200s: %v", js, err)
	}
	return v
}

// poll waits until js is truthy and returns it.
func (p *tab) poll(js string, d time.Duration) (string, error) {
	deadline := time.Now().Add(patient(d))
	for {
		pctx, cancel := context.WithDeadline(p.ctx, deadline.Add(time.Second))
		v, err := chromedp.Run(pctx, chromedp.Poll[string](js, chromedp.WithPollingTimeout(time.Until(deadline))))
		cancel()
		if err == nil || !strings.Contains(err.Error(), "context") || time.Now().After(deadline) {
			return v, err
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// open goes to the page at url and waits for its first preview (and for a
// handout or book, its page count).
func (p *tab) open(url string) {
	p.t.Helper()
	p.do(chromedp.Navigate(url))
	p.settle()
}

// settle waits until the preview is drawn and no request is pending.
func (p *tab) settle() {
	p.t.Helper()
	js := `(b => b.dataset.previewed && document.querySelector("#preview").getAttribute("aria-busy") === "false" && (!["handout", "book"].includes(b.dataset.mode) || b.dataset.checked) && "y")(document.body)`
	if _, err := p.poll(js, 20*time.Second); err != nil {
		p.t.Fatalf("the page never settled: %v; errors: %s", err, p.eval(`Array.from(document.querySelectorAll(".err")).map(e => e.id + ": " + e.textContent).filter(s => !s.endsWith(": ")).join("; ")`))
	}
}

// shot saves a screenshot as name in $MAZEKIT_SCREENSHOTS, when set.
func (p *tab) shot(name string) {
	dir := os.Getenv("MAZEKIT_SCREENSHOTS")
	if dir == "" {
		return
	}
	time.Sleep(200 * time.Millisecond)
	png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
		p.t.Fatal(err)
	}
}

// stretch is how much slower than its CPU time work runs on the wall clock
// now (cputest.Stretch), measured once.
var stretch = sync.OnceValue(cputest.Stretch)

// patient scales d, a wait on the browser, by how busy the machine is, so
// that a page that would answer on a quiet machine is not failed on a
// busy one.
func patient(d time.Duration) time.Duration {
	return time.Duration(float64(d) * max(1, 2*stretch()))
}
