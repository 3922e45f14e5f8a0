package serve

import (
	"net/url"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/puzzle"
)

// TestQueryFollowsTheTable asks for a maze with every option the page
// offers, one at a time at its default: each is a query parameter named
// as the maze command's flag. A value that is not of an option's type is
// a 400 naming the option and what it takes, never dropped.
func TestQueryFollowsTheTable(t *testing.T) {
	s := New(Limits{})
	web := 0
	for _, op := range puzzle.Table() {
		if !op.Web {
			if w := call(s, "GET", "/api/maze?seed=1&format=txt&"+op.Name+"="+url.QueryEscape(op.Default)); w.Code != 400 || apiErr(w) != op.Name+": unknown option" {
				t.Errorf("%s: %d %q; the page does not offer it", op.Name, w.Code, apiErr(w))
			}
			continue
		}
		web++
		if op.Chooses() && op.Name != "grid" && op.Name != "size" {
			continue // a grid parameter chooses its own kind of grid
		}
		q := "/api/maze?format=txt&seed=1&" + op.Name + "=" + url.QueryEscape(op.Default)
		bad := "/api/maze?format=txt&seed=1&" + op.Name + "=zz"
		if op.Name == "seed" {
			q, bad = "/api/maze?format=txt&seed=1", "/api/maze?format=txt&seed=zz"
		}
		if w := call(s, "GET", q); w.Code != 200 {
			t.Errorf("%s (its default): %d %s", q, w.Code, apiErr(w))
		}
		want := map[puzzle.OptionType]string{puzzle.IntOption: "want a whole number", puzzle.UintOption: "want a whole number from 0",
			puzzle.FloatOption: "want a number", puzzle.BoolOption: "want true or false"}[op.Type]
		if want == "" {
			continue
		}
		w := call(s, "GET", bad)
		if msg := apiErr(w); w.Code != 400 || !strings.HasPrefix(msg, op.Name+` "zz": `+want) {
			t.Errorf("%s=zz: %d %q; want 400 %s", op.Name, w.Code, msg, want)
		}
	}
	if web < 30 {
		t.Errorf("the page offers only %d options of the table", web)
	}
	if w := call(s, "GET", "/api/maze?format=txt&seed=1&flat=maybe&grid=hex"); w.Code != 400 || !strings.HasPrefix(apiErr(w), `flat "maybe": want true or false`) {
		t.Errorf("flat=maybe: %d %q", w.Code, apiErr(w))
	}
}
