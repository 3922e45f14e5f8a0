package serve

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/mazekit/mazekit/internal/i18n"
)

// The page speaks the browser's language by default and any other chosen
// from its list: its own words, and the sheets of a handout.
func TestPageLanguages(t *testing.T) {
	base := startServer(t, New(Limits{}))
	p := newTab(t, 1366, 768, false, "es-ES")
	p.open(base + "/?mode=handout&copies=2&seed=5")
	want := map[string]string{"es": "Fichas para la clase", "fr": "Fiches pour la classe", "de": "Arbeitsblätter", "en": "Classroom handout"}
	check := func(lang string) {
		t.Helper()
		if got := p.eval(`document.documentElement.lang + "|" + document.querySelector("#tab-handout").textContent`); got != lang+"|"+want[lang] {
			t.Errorf("page in %s: %q", lang, got)
		}
		if lang == "en" {
			return
		}
		// The handout's sheet, as previewed, is printed in the language.
		word := i18n.Text(lang, "name")
		js := `fetch(document.querySelector("#preview-img").src).then(r => r.text()).then(s => s.includes(` + "`" + word + "`" + `) ? "y" : "")`
		if _, err := p.poll(js, 15*time.Second); err != nil {
			t.Errorf("the handout preview in %s never showed %q", lang, word)
		}
		if href := p.eval(`document.querySelector("#h-pdf").href`); !strings.Contains(href, "lang="+lang) {
			t.Errorf("the PDF link in %s does not ask for it: %s", lang, href)
		}
	}
	check("es") // the browser's language
	for _, lang := range []string{"fr", "de", "en"} {
		p.do(chromedp.SetValue(chromedp.CSS("#lang"), lang), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := chromedp.Evaluate[bool](`document.querySelector("#lang").dispatchEvent(new Event("change"))`)(ctx, tg)
			return err
		}))
		p.settle()
		check(lang)
	}
	// A size typed wrongly is explained in the page's language, next to the field.
	p.do(chromedp.Navigate(base + "/?mode=maze&lang=de&size=9y&seed=3"))
	if msg, err := p.poll(`document.querySelector("#err-size").textContent`, 10*time.Second); err != nil || !strings.Contains(msg, "Breite x Höhe") {
		t.Errorf("size error in German: %q %v", msg, err)
	}
	if d := p.eval(`document.querySelector("#panel-maze a[data-format=pdf]").getAttribute("aria-disabled") || ""`); d != "true" {
		t.Errorf("downloads stay enabled while the size is wrong")
	}
}
