package serve

import (
	"strconv"
	"strings"
	"testing"
	"time"
)

// A teacher ticks large print on the default handout, in French: it
// prints (a preview and a check, the PDF link on), and where a shape and
// paper hold fewer large-print mazes a sheet the form greys out the
// others with the reason beside them, in French. A refusal from the
// server sits next to its field, in view, in French, and takes the old
// preview and "ready" line away.
func TestLargePrintPage(t *testing.T) {
	base := startServer(t, New(Limits{}))
	for _, size := range []struct {
		w, h   int64
		mobile bool
	}{{1366, 768, false}, {390, 844, true}} {
		p := newTab(t, size.w, size.h, size.mobile, "fr-FR")
		p.open(base + "/?mode=handout&lang=fr&copies=2&large=true&difficulty=hard&seed=4")
		if got := p.eval(`document.querySelector("#h-paper").value`); got != "a4" {
			t.Errorf("the French page's paper is %q, want a4", got)
		}
		if d := p.eval(`document.querySelector("#h-pdf").getAttribute("aria-disabled") || ""`); d != "" {
			t.Errorf("large print on the default handout: the PDF link is off; errors: %s", p.eval(`document.querySelector("#err-general").textContent`))
		}
		if info := p.eval(`document.querySelector("#h-info").textContent`); !strings.Contains(info, "Prêt") {
			t.Errorf("large print on the default handout: %q", info)
		}
		p.shot("largeprint-" + itoa64(size.w) + ".png")
		// A round maze on A4 holds one large-print maze a sheet.
		prev := p.eval(`document.body.dataset.previewed`)
		p.eval(`(s => { s.value = "polar"; s.dispatchEvent(new Event("change", {bubbles: true})); return ""; })(document.querySelector("#h-grid"))`)
		if _, err := p.poll(`(g => g && g !== "`+prev+`" && document.querySelector("#preview").getAttribute("aria-busy") === "false" && g)(document.body.dataset.previewed)`, 15*time.Second); err != nil {
			t.Fatalf("no preview of the round handout: %v", err)
		}
		got := p.eval(`Array.from(document.querySelectorAll("#h-per option")).filter(o => o.disabled).map(o => o.value).join(",") + "|" + document.querySelector("#h-per").value + "|" + document.querySelector("#h-large-note").textContent`)
		if !strings.HasPrefix(got, "2,3,4|1|") || !strings.Contains(got, "un seul") {
			t.Errorf("polar on A4 with large print: disabled per sheet, value and note %q", got)
		}
		p.shot("largeprint-polar-" + itoa64(size.w) + ".png")
		// A refusal: too many sheets, typed past the form's limit.
		p.eval(`(s => { s.value = "500"; s.dispatchEvent(new Event("input", {bubbles: true})); return ""; })(document.querySelector("#h-copies"))`)
		msg, err := p.poll(`document.querySelector("#err-h-copies").textContent`, 10*time.Second)
		if err != nil || !strings.Contains(msg, "1 à 200") {
			t.Errorf("500 copies in French: %q %v", msg, err)
		}
		state := p.eval(`[document.querySelector("#preview-img").hidden, document.querySelector("#h-info").textContent, document.querySelector("#h-pdf").getAttribute("aria-disabled"),
			(r => r.top >= 0 && r.bottom <= innerHeight)(document.querySelector("#err-h-copies").getBoundingClientRect())].join("|")`)
		if state != "true||true|true" {
			t.Errorf("after a refusal: preview hidden, info, PDF off, error in view = %q, want true||true|true", state)
		}
		p.shot("largeprint-error-" + itoa64(size.w) + ".png")
	}
}

func itoa64(n int64) string { return strconv.FormatInt(n, 10) }
