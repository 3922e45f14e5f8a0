package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"io"
	"math"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
)

// uploadFiles writes the pictures the browser tests choose: a drawing
// (a dark ring round a dark blob on white) and a letter that is no
// picture.
func uploadFiles(t *testing.T) (drawingPNG, letter string, data []byte) {
	dir := t.TempDir()
	data = encodePNG(t, drawing(240, 200))
	drawingPNG, letter = filepath.Join(dir, "drawing.png"), filepath.Join(dir, "letter.png")
	if err := os.WriteFile(drawingPNG, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(letter, []byte("Dear parents, the trip is on Friday."), 0o644); err != nil {
		t.Fatal(err)
	}
	return drawingPNG, letter, data
}

// choose picks file in the page's picture chooser and waits for the
// preview of the picture and its cells.
func (p *tab) choose(file, caption string) {
	p.t.Helper()
	p.eval(`delete document.body.dataset.previewed, ""`)
	p.do(chromedp.SetUploadFiles(chromedp.CSS("#m-picture"), []string{file}))
	js := `(c => document.body.dataset.previewed && c.includes(` + fmt.Sprintf("%q", caption) + `) && !document.querySelector("#m-cells").hidden && document.querySelector("#m-cells-caption").textContent)(document.querySelector("#preview-caption").textContent)`
	if _, err := p.poll(js, 30*time.Second); err != nil {
		p.t.Fatalf("the picture's preview never showed: %v; caption %q, errors: %s", err, p.eval(`document.querySelector("#preview-caption").textContent`),
			p.eval(`Array.from(document.querySelectorAll(".err")).map(e => e.textContent).join(" ")`))
	}
}

// axeViolations runs axe-core (when it is installed) on the page and
// returns its serious and critical findings.
func (p *tab) axeViolations() []string {
	_, here, _, _ := runtime.Caller(0)
	var script []byte
	for _, f := range []string{os.Getenv("MAZEKIT_AXE"), filepath.Join(filepath.Dir(here), "..", "node_modules", "axe-core", "axe.min.js")} {
		if b, err := os.ReadFile(f); f != "" && err == nil {
			script = b
			break
		}
	}
	if script == nil {
		p.t.Log("axe-core not found: accessibility not checked (set MAZEKIT_AXE)")
		return nil
	}
	p.eval(string(script) + `; ""`)
	var vs []axeViolation
	if err := json.Unmarshal([]byte(p.eval(`axe.run(document, {resultTypes: ["violations"]}).then(r => JSON.stringify(r.violations))`)), &vs); err != nil {
		p.t.Fatal(err)
	}
	var out []string
	for _, v := range vs {
		if v.Impact == "serious" || v.Impact == "critical" {
			out = append(out, v.ID+": "+v.Help)
		}
	}
	return out
}

// A teacher chooses a drawing on the single maze tab, at desktop and phone
// width: the preview is its picture maze and the cells it gives are shown
// with the darkness found; the PDF and its key download, the very bytes
// the server makes of the same file; as the maze's shape it previews too;
// a darkness set by hand changes the cells; a file that is no picture is
// refused beside the chooser; axe-core finds nothing serious.
func TestUploadInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("a browser at two widths")
	}
	s := New(Limits{})
	base := startServer(t, s)
	file, letter, data := uploadFiles(t)
	for _, size := range []struct {
		w, h   int64
		mobile bool
	}{{1366, 768, false}, {390, 844, true}} {
		p := newTab(t, size.w, size.h, size.mobile, "en-US")
		p.open(base + "/?mode=maze&seed=7")
		p.choose(file, "Picture maze")
		cells := p.eval(`document.querySelector("#m-cells-caption").textContent`)
		if !strings.Contains(cells, "found for this picture") || !strings.Contains(cells, "40 × 33 cells") {
			t.Errorf("%d: the cells caption says %q", size.w, cells)
		}
		for _, v := range p.axeViolations() {
			t.Errorf("%d with a picture: %s", size.w, v)
		}
		if size.mobile {
			p.eval(`document.querySelector("#m-threshold").scrollIntoView({block: "center"}), ""`)
			p.shot(fmt.Sprintf("upload-%d.png", size.w))
			continue
		}
		p.shot(fmt.Sprintf("upload-%d.png", size.w))
		if q := p.eval(`location.search`); strings.Contains(q, "size=") {
			t.Errorf("the address, which reopens without the picture, keeps its empty size: %s", q)
		}
		// The preview is the picture maze the server makes of the file.
		href := p.eval(`document.querySelector("#panel-maze .downloads a[data-format=pdf]:not([data-answer])").getAttribute("href")`)
		u, _ := url.Parse(href)
		if u.Path != "api/upload" || u.Query().Get("use") != "picture" || u.Query().Get("seed") != "7" {
			t.Fatalf("the PDF link is %q", href)
		}
		dir := t.TempDir()
		p.do(chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
			_, err := chromedp.CallBrowser(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
				Behavior: browser.SetDownloadBehaviorBehaviorAllowAndName, DownloadPath: dir, EventsEnabled: ptr(true)})
			return err
		}))
		for _, link := range []string{"a[data-format=pdf]:not([data-answer])", "a[data-format=pdf][data-answer]"} {
			sel := "#panel-maze .downloads " + link
			got, err := os.ReadFile(awaitDownload(t, p.ctx, func() { p.do(chromedp.Click(chromedp.CSS(sel))) }, dir))
			if err != nil {
				t.Fatal(err)
			}
			want := post(New(Limits{}), strings.TrimPrefix(p.eval(`document.querySelector("`+sel+`").getAttribute("href")`), "api/upload?"), data).Body.Bytes()
			if !bytes.HasPrefix(got, []byte("%PDF-")) || !bytes.Equal(got, want) {
				t.Errorf("%s: the download (%d bytes, %.8q) is not the server's PDF of the file (%.200q)", link, len(got), got, want)
			}
		}
		// As the maze's shape.
		p.eval(`(s => { s.value = "shape"; s.dispatchEvent(new Event("change", {bubbles: true})); return ""; })(document.querySelector("#m-use"))`)
		if _, err := p.poll(`document.querySelector("#preview-caption").textContent.includes("shape of your picture") && document.body.dataset.previewed && !document.querySelector("#err-general").textContent && "y"`, 30*time.Second); err != nil {
			t.Errorf("the maze in the picture's shape never showed: %v", err)
		}
		// A darkness set by hand: fewer dark cells, and said so.
		auto := p.eval(`document.querySelector("#m-cells-caption").textContent`)
		p.eval(`(() => { const a = document.querySelector("#m-threshold-auto"); a.checked = false; a.dispatchEvent(new Event("change", {bubbles: true}));
			const r = document.querySelector("#m-threshold"); r.value = "0.7"; r.dispatchEvent(new Event("input", {bubbles: true})); return ""; })()`)
		if got, err := p.poll(`(c => !c.includes("found") && c.includes("0.70") && c)(document.querySelector("#m-cells-caption").textContent)`, 30*time.Second); err != nil || got == auto {
			t.Errorf("a darkness set by hand: the cells say %q (auto: %q) %v", got, auto, err)
		}
		p.shot("upload-shape-1366.png")
		// A photo: its darkness is found and its cells shown, and as a
		// picture maze it is refused with a way out.
		photo := filepath.Join(t.TempDir(), "photo.jpg")
		grad := image.NewRGBA(image.Rect(0, 0, 320, 240))
		for y := range 240 {
			for x := range 320 {
				v := uint8(math.Min(255, math.Hypot(float64(x-160), float64(y-120))*1.3))
				grad.Set(x, y, color.RGBA{v, v / 2, 255 - v/3, 255})
			}
		}
		if err := os.WriteFile(photo, encodeJPEG(t, grad), 0o644); err != nil {
			t.Fatal(err)
		}
		p.eval(`(() => { const a = document.querySelector("#m-threshold-auto"); a.checked = true; a.dispatchEvent(new Event("change", {bubbles: true}));
			const s = document.querySelector("#m-use"); s.value = "picture"; s.dispatchEvent(new Event("change", {bubbles: true})); return ""; })()`)
		p.do(chromedp.SetUploadFiles(chromedp.CSS("#m-picture"), []string{photo}))
		if got, err := p.poll(`(e => e.includes("like a photo") && document.querySelector("#m-cells-caption").textContent.includes("looks like a photo") && e + " | " + document.querySelector("#m-cells-caption").textContent)(document.querySelector("#err-picture").textContent)`, 30*time.Second); err != nil {
			t.Errorf("a photo as a picture maze: %q %v", got, err)
		}
		p.shot("upload-photo-1366.png")
		// A file that is no picture.
		p.do(chromedp.SetUploadFiles(chromedp.CSS("#m-picture"), []string{letter}))
		if msg, err := p.poll(`(m => m.includes("not a PNG") && m)(document.querySelector("#err-picture").textContent)`, 30*time.Second); err != nil {
			t.Errorf("a letter as a picture: %q %v", msg, err)
		}
		// A file over the limit, refused before it is sent.
		huge := filepath.Join(t.TempDir(), "huge.jpg")
		if err := os.WriteFile(huge, append(encodeJPEG(t, drawing(64, 64)), make([]byte, UploadBytes)...), 0o644); err != nil {
			t.Fatal(err)
		}
		p.do(chromedp.SetUploadFiles(chromedp.CSS("#m-picture"), []string{huge}))
		if msg, err := p.poll(`(m => m.includes("too big") && m)(document.querySelector("#err-picture").textContent)`, 30*time.Second); err != nil || !strings.Contains(msg, "at most 10 MB") {
			t.Errorf("a file of 10 MB and more: %q %v", msg, err)
		}
	}
}

// On the French page the picture's controls, the cells it gives and its
// refusals are in French: no word of the English list is left.
func TestFrenchUpload(t *testing.T) {
	if testing.Short() {
		t.Skip("a browser")
	}
	base := startServer(t, New(Limits{}))
	file, letter, _ := uploadFiles(t)
	p := newTab(t, 1366, 768, false, "fr-FR")
	p.open(base + "/?mode=maze&lang=fr&seed=9")
	var found []string
	check := func(where, text string) {
		text = strings.ReplaceAll(text, filepath.Base(file), "") // the teacher's own file name
		for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' }) {
			if w = strings.ToLower(strings.Trim(w, "-")); slices.Contains(englishWords, w) || slices.Contains(uploadWords, w) {
				found = append(found, where+": "+w)
			}
		}
	}
	check("no picture", p.eval(pageWords))
	p.choose(file, "Labyrinthe")
	check("a picture maze", p.eval(pageWords)+" "+p.eval(`document.querySelector("#m-cells").alt`))
	if c := p.eval(`document.querySelector("#m-cells-caption").textContent`); !regexp.MustCompile(`noirceur 0,\d\d \(trouvée`).MatchString(c) {
		t.Errorf("the French cells caption: %q", c)
	}
	p.eval(`(s => { s.value = "shape"; s.dispatchEvent(new Event("change", {bubbles: true})); return ""; })(document.querySelector("#m-use"))`)
	if _, err := p.poll(`document.querySelector("#preview-caption").textContent.includes("forme") && document.body.dataset.previewed && "y"`, 30*time.Second); err != nil {
		t.Errorf("the shape's preview never showed: %v", err)
	}
	check("a shape", p.eval(pageWords))
	p.shot("upload-fr-1366.png")
	// Refusals: a letter, and a picture maze too small for the drawing.
	p.do(chromedp.SetUploadFiles(chromedp.CSS("#m-picture"), []string{letter}))
	msg, err := p.poll(`(m => m.includes("PNG ou JPEG") && m)(document.querySelector("#err-picture").textContent)`, 30*time.Second)
	if err != nil {
		t.Errorf("a letter as a picture on the French page: %q %v", msg, err)
	}
	check("a letter", msg)
	p.choose(file, "")
	p.eval(`(s => { s.value = "picture"; s.dispatchEvent(new Event("change", {bubbles: true})); return ""; })(document.querySelector("#m-use"))`)
	p.do(chromedp.SetValue(chromedp.CSS("#m-size"), "8x7"))
	p.eval(`document.querySelector("#m-size").dispatchEvent(new Event("input", {bubbles: true})), ""`)
	msg, err = p.poll(`(m => /Trop petit .* \d+x\d+ cases convient/.test(m) && m)(document.querySelector("#err-size").textContent)`, 30*time.Second)
	if err != nil {
		t.Errorf("too small a picture maze on the French page: %q %v", msg, err)
	}
	check("too small", msg)
	if len(found) > 0 {
		slices.Sort(found)
		t.Errorf("English words on the French page with a picture:\n%s", strings.Join(slices.Compact(found), "\n"))
	}
}

// uploadWords are English words of the picture's controls and refusals.
var uploadWords = strings.Fields(`picture pictures your own choose remove cells dark darkness light found file photo-like threshold drawing thick`)

// The one-file page opened from disk with the network blocked makes the
// picture maze of a drawing in its worker: the PDF and its key download
// byte for byte as the server makes them of the same file and seed.
func TestOneFileUpload(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly module")
	}
	chromium(t)
	path := filepath.Join(t.TempDir(), "mazes.html")
	if err := Export(context.Background(), path, testModule, io.Discard); err != nil {
		t.Fatal(err)
	}
	file, _, data := uploadFiles(t)
	p := newTab(t, 1366, 768, false, "en-US")
	dir := t.TempDir()
	p.blockNetwork()
	p.do(chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.CallBrowser(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
			Behavior: browser.SetDownloadBehaviorBehaviorAllowAndName, DownloadPath: dir, EventsEnabled: ptr(true)})
		return err
	}))
	p.do(chromedp.Navigate("file://" + path + "?mode=maze&seed=7"))
	if _, err := p.poll(`document.body.dataset.previewed`, 60*time.Second); err != nil {
		t.Fatalf("no first maze: %v", err)
	}
	p.choose(file, "Picture maze")
	p.shot("upload-onefile-1366.png")
	server := New(Limits{})
	for _, link := range []string{"a[data-format=pdf]:not([data-answer])", "a[data-format=pdf][data-answer]", "a[data-format=png][data-answer]"} {
		sel := "#panel-maze .downloads " + link
		got, err := os.ReadFile(awaitDownload(t, p.ctx, func() { p.do(chromedp.Click(chromedp.CSS(sel))) }, dir))
		if err != nil {
			t.Fatal(err)
		}
		want := post(server, strings.TrimPrefix(p.eval(`document.querySelector("`+sel+`").getAttribute("href")`), "api/upload?"), data)
		if want.Code != 200 || !bytes.Equal(got, want.Body.Bytes()) {
			t.Errorf("%s: the one-file page's download (%d bytes) is not the server's (%d: %d bytes)", link, len(got), want.Code, want.Body.Len())
		}
	}
}
