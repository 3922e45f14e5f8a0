package serve

import (
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/chromedp/chromedp"
)

// englishWords are words of the page's English that no French page has.
var englishWords = strings.Fields(`start finish maze mazes download shape size paper title loops squares hexagons circle
	rings floors worksheet book author answer key print preview sheet sheets difficulty easy medium hard none arrows auto
	farthest opposite aldous-broder binary-tree hunt-and-kill growing-tree sidewinder kruskal wilson eller prim dfs division
	prim-modified prim-simplified 10print maze-ca mazectric 3d forest grey midnight mint ocean rainbow sunset viridis neon
	letter legal bee dog mouse rocket apple bird boat butterfly cherries cup duck elephant fish heart house moon mushroom
	pear plane rabbit snail star strawberry tree turtle umbrella adult default random warm-up honeycomb count word
	rect hex tri polar planar torus hextorus uniform want limit error shading colour background wall walls`)

// pageWords are the words a person reads on the page: its visible text,
// every choice of every list, labels, placeholders and names for screen
// readers; the address to share is left out.
const pageWords = `(() => {
	const out = [];
	const panel = document.querySelector("[role=tabpanel]:not([hidden])");
	for (const root of [document.querySelector("header"), panel, document.querySelector("#preview-area"), document.querySelector("#err-general")]) {
		const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
		while (walk.nextNode()) {
			const n = walk.currentNode;
			if (n.parentElement.closest("#share, script, style, template, [hidden]")) continue;
			out.push(n.textContent);
		}
		for (const el of root.querySelectorAll("[aria-label], [placeholder], [title], img[alt], option[label]")) {
			out.push(el.getAttribute("aria-label") || "", el.getAttribute("placeholder") || "", el.getAttribute("title") || "", el.getAttribute("alt") || "", el.getAttribute("label") || "");
		}
	}
	return out.join("\n");
})()`

// On the French page no English word is left: every tab walked, every
// shape of the single maze with its own options, the words drawn in the
// preview (Start and Finish), and the handout's default title and paper.
func TestFrenchPageHasNoEnglish(t *testing.T) {
	base := startServer(t, New(Limits{}))
	p := newTab(t, 1366, 768, false, "fr-FR")
	var found []string
	check := func(where, text string) {
		t.Helper()
		for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' }) {
			w = strings.ToLower(strings.Trim(w, "-"))
			if slices.Contains(englishWords, w) {
				found = append(found, where+": "+w)
			}
		}
	}
	for _, mode := range []string{"maze", "numbers", "letters", "handout", "book"} {
		p.open(base + "/?mode=" + mode + "&lang=fr&seed=9")
		p.eval(`document.querySelectorAll("details").forEach(d => d.open = true), ""`)
		check(mode, p.eval(pageWords))
		if mode == "maze" {
			for _, kind := range strings.Split(p.eval(`Array.from(document.querySelectorAll("#m-grid option")).map(o => o.value).join(" ")`), " ") {
				p.eval(`(s => { s.value = "` + kind + `"; s.dispatchEvent(new Event("change", {bubbles: true})); return ""; })(document.querySelector("#m-grid"))`)
				check(mode+" "+kind, p.eval(pageWords))
			}
		}
	}
	// The words drawn on a maze, and a handout's title and paper.
	p.open(base + "/?mode=maze&lang=fr&markers=labels&seed=9")
	if _, err := p.poll(`fetch(document.querySelector("#preview-img").src).then(r => r.text()).then(s => s.includes("Départ") && s.includes("Arrivée") && !s.includes("Start") ? "y" : "")`, 15*time.Second); err != nil {
		t.Errorf("the French maze preview does not say Départ and Arrivée: %v", err)
	}
	p.open(base + "/?mode=handout&lang=fr&seed=9&copies=1")
	if got := p.eval(`document.querySelector("#h-paper").value + "|" + document.querySelector("#h-title").value`); got != "a4|Fiche de labyrinthes" {
		t.Errorf("French handout paper and title: %q", got)
	}
	// A title the fonts cannot draw: refused beside the field, in French,
	// naming the characters.
	p.do(chromedp.Navigate(base + "/?mode=maze&lang=fr&seed=9&title=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7"))
	if msg, err := p.poll(`document.querySelector("#err-title").textContent`, 15*time.Second); err != nil || !strings.Contains(msg, "polices") || !strings.Contains(msg, "مرحبا") {
		t.Errorf("an Arabic title on the French page: %q %v", msg, err)
	}
	if len(found) > 0 {
		slices.Sort(found)
		t.Errorf("English words on the French page:\n%s", strings.Join(slices.Compact(found), "\n"))
	}
}

// The API draws and titles in the language asked for: Start and Finish on
// a single maze, the default title of a handout and a book.
func TestAPILanguage(t *testing.T) {
	s := New(Limits{})
	for lang, want := range map[string][]string{"fr": {"Départ", "Arrivée"}, "es": {"Inicio", "Meta"}, "de": {"Start", "Ziel"}} {
		w := call(s, "GET", "/api/maze?markers=labels&seed=3&lang="+lang)
		for _, word := range want {
			if w.Code != 200 || !strings.Contains(w.Body.String(), word) {
				t.Errorf("maze in %s: %d, no %q", lang, w.Code, word)
			}
		}
		y := call(s, "GET", "/api/handout?seed=3&format=yaml&lang="+lang).Body.String()
		if !strings.Contains(y, "title: "+defaultTitles[lang][0]) {
			t.Errorf("handout in %s: title not %q:\n%s", lang, defaultTitles[lang][0], y)
		}
	}
	if w := call(s, "GET", "/api/maze?seed=3&lang=xx"); w.Code != 400 || !strings.Contains(w.Body.String(), "lang") {
		t.Errorf("lang=xx: %d %s", w.Code, w.Body)
	}
}

// A title in a script the fonts cannot draw is refused up front, in one
// line naming the characters, on a maze, a handout and a book.
func TestUndrawableTitles(t *testing.T) {
	s := New(Limits{})
	for _, q := range []string{
		"/api/maze?seed=1&title=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7",
		"/api/handout?seed=1&title=%E8%BF%B7%E5%AE%AB",
		"/api/book?seed=1&title=%F0%9F%99%82",
		"/api/book?seed=1&sec=title:%D7%A9%D7%9C%D7%95%D7%9D",
	} {
		w := call(s, "GET", q)
		if w.Code != 400 || !strings.Contains(w.Body.String(), "cannot draw") {
			t.Errorf("%s: %d %s, want a 400 naming the characters", q, w.Code, w.Body)
		}
	}
	if w := call(s, "GET", "/api/handout?seed=1&copies=1&format=yaml&title=%C3%89t%C3%A9+%CE%B1%CE%B2+%D0%9C%D0%B8%D1%80"); w.Code != 200 {
		t.Errorf("a Latin, Greek and Cyrillic title: %d %s", w.Code, w.Body)
	}
}
