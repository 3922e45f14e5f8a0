package serve

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Details a teacher meets: a round maze has no width and height to give,
// a size typed as "8 x 8" is taken, and removing a book section leaves the
// keyboard's focus on the next section, not lost.
func TestPageDetails(t *testing.T) {
	base := startServer(t, New(Limits{}))
	p := newTab(t, 390, 844, true, "")
	start := time.Now()
	p.open(base + "/?mode=maze&grid=polar&seed=3")
	t.Logf("time to first preview (served, phone): %v", time.Since(start).Round(time.Millisecond))
	if d := p.eval(`getComputedStyle(document.querySelector("#m-size-field")).display`); d != "none" {
		t.Errorf("the size field shows on a round grid (display %s)", d)
	}
	// The preview stays in view while the form scrolls under it.
	p.eval(`document.querySelector("details").open = true; window.scrollTo(0, document.scrollingElement.scrollHeight); ""`)
	p.poll(`(y => y > 0 && Math.round(document.querySelector("#preview").getBoundingClientRect().top) === 0 && "y")(window.scrollY)`, 5*time.Second)
	got := p.eval(`window.scrollY + " " + Math.round(document.querySelector("#preview").getBoundingClientRect().top)`)
	if f := strings.Fields(got); f[0] == "0" || f[1] != "0" {
		t.Errorf("on a phone, scrolled down the form, the preview's top is not at the top of the screen (scrollY, top: %s)", got)
	}

	// A maze for an age on paper is previewed as its printed page.
	p.open(base + "/?mode=maze&age=7-8&paper=a4&title=Find+the+way&seed=3")
	if svg := p.eval(`fetch(document.querySelector("#preview-img").src).then(r => r.text())`); !strings.Contains(svg, `width="595.28" height="841.89"`) {
		t.Errorf("the maze on a4 is not previewed on an a4 page:\n%.300s", svg)
	}
	p.shot("maze-a4-390.png")

	p.open(base + "/?mode=maze&size=8+x+8&seed=3")
	if e := p.eval(`document.querySelector("#err-size").textContent`); e != "" {
		t.Errorf(`"8 x 8" refused: %s`, e)
	}

	// A book section's error shows beside its field, numbered as shown.
	p.do(chromedp.Navigate(base + "/?mode=book&seed=3&sec=count:2&sec=count:2,size:abc"))
	msg, err := p.poll(`(e => e && e.textContent)(document.querySelector("#b-sections > li:nth-child(2) [data-f=size] + .err"))`, 10*time.Second)
	if err != nil || !strings.HasPrefix(msg, "Section 2: Write the size") {
		t.Errorf("the second section's bad size says %q (%v)", msg, err)
	}
	if d := p.eval(`document.querySelector("#b-pdf").getAttribute("aria-disabled") || ""`); d != "true" {
		t.Errorf("the book's PDF link stays enabled while a section is wrong")
	}

	p.open(base + "/?mode=book&seed=3")
	p.do(chromedp.Click(chromedp.CSS("#b-sections > li:first-child [data-act=remove]")))
	if got := p.eval(`(a => a.tagName + " " + a.getAttribute("aria-label"))(document.activeElement)`); got != "BUTTON Remove, section 1" {
		t.Errorf("after Remove the focus is on %q, want the next section's Remove button", got)
	}
	p.do(chromedp.Click(chromedp.CSS("#b-sections > li:first-child [data-act=remove]")))
	if got := p.eval(`document.activeElement.id`); got != "b-add" {
		t.Errorf("after removing the last section the focus is on %q, want Add section", got)
	}
}
