package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/internal/pdftest"
)

// Number and letter mazes come from the page as the commands make them:
// the same bytes for the same options, the key with the way drawn.
func TestSequenceMazes(t *testing.T) {
	s := New(Limits{})
	for _, c := range []struct {
		query string
		req   classroom.SequenceRequest
	}{
		{"age=5-6&seed=7", classroom.SequenceRequest{Age: "5-6", Seed: 7}},
		{"letters=true&word=EMMA&grid=hex&size=7+x+7&seed=3", classroom.SequenceRequest{Letters: true, Word: "EMMA", Grid: "hex", Width: 7, Height: 7, Seed: 3}},
		{"sequence=count-by-5&size=7x7&length=16&seed=9&outline=true", classroom.SequenceRequest{Sequence: "count-by-5", Width: 7, Height: 7, Length: 16, Outline: true, Seed: 9}},
	} {
		p, err := c.req.Make(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		for _, format := range []string{"svg", "pdf"} {
			for _, answer := range []bool{false, true} {
				var want bytes.Buffer
				if err := p.Write(&want, format, answer); err != nil {
					t.Fatal(err)
				}
				q := "/api/sequence?" + c.query + "&format=" + format
				if answer {
					q += "&answer=true"
				}
				w := call(s, "GET", q)
				if w.Code != 200 || !bytes.Equal(w.Body.Bytes(), want.Bytes()) {
					t.Errorf("%s: %d, not the bytes the library makes (%.100s)", q, w.Code, w.Body)
				}
			}
		}
	}
	path := filepath.Join(t.TempDir(), "n.pdf")
	os.WriteFile(path, call(s, "GET", "/api/sequence?age=5-6&seed=7&format=pdf").Body.Bytes(), 0o644)
	pdftest.Check(t, path)
	for _, bad := range []struct{ q, want string }{
		{"seed=1&sequence=primes", "sequence"},
		{"seed=1&size=100x100", "size 100x100"},
		{"seed=1&age=99", `age "99"`},
		{"seed=1&format=gif", `format "gif"`},
		{"size=5x5", "seed: missing"},
	} {
		w := call(s, "GET", "/api/sequence?"+bad.q)
		if w.Code != 400 || !strings.Contains(apiErr(w), bad.want) {
			t.Errorf("%s: %d %s, want 400 naming %s", bad.q, w.Code, w.Body, bad.want)
		}
	}
}

// A handout or book in another language prints its own words in it.
func TestLanguageOfHandout(t *testing.T) {
	s := New(Limits{})
	for lang, word := range map[string]string{"es": i18n.Text("es", "name"), "fr": i18n.Text("fr", "name"), "de": i18n.Text("de", "name")} {
		w := call(s, "GET", "/api/handout?seed=4&copies=2&lang="+lang+"&format=svg")
		if w.Code != 200 || !strings.Contains(w.Body.String(), word) {
			t.Errorf("handout in %s: %d, no %q on the sheet", lang, w.Code, word)
		}
	}
	if w := call(s, "GET", "/api/handout?seed=4&lang=xx"); w.Code != 400 || !strings.Contains(apiErr(w), `lang "xx"`) {
		t.Errorf("lang xx: %d %s", w.Code, w.Body)
	}
	if w := call(s, "GET", "/api/book?seed=4&lang=de&sec=count:2&format=yaml"); downloadedSpec(t, w).Language != "de" {
		t.Errorf("book in de: %s", w.Body)
	}
}

// A single maze for an age level is the maze command's --age maze.
func TestMazeForAge(t *testing.T) {
	s := New(Limits{})
	w := call(s, "GET", "/api/maze?age=5-6&seed=3&paper=a4&format=svg")
	if w.Code != 200 || !strings.Contains(w.Body.String(), "<svg") {
		t.Fatalf("age 5-6 on a4: %d %s", w.Code, w.Body)
	}
	if w := call(s, "GET", "/api/maze?age=2&seed=3"); w.Code != 400 || !strings.Contains(w.Body.String(), "age") {
		t.Errorf("age 2: %d %s", w.Code, w.Body)
	}
}

// apiErr is the error an API answer carries.
func apiErr(w *httptest.ResponseRecorder) string {
	var e struct{ Error string }
	json.Unmarshal(w.Body.Bytes(), &e)
	return e.Error
}

// A maze on paper is previewed on that paper: a page of the PDF's size
// with the maze centred at the size it prints (an age level's corridors);
// its SVG download is the plain maze.
func TestMazeSheetPreview(t *testing.T) {
	s := New(Limits{})
	sheet := call(s, "GET", "/api/maze?age=5-6&seed=3&paper=a4&format=svg&sheet=true").Body.String()
	if !strings.Contains(sheet, `width="595.28" height="841.89"`) || !strings.Contains(sheet, `<g transform="translate(174.2540 271.6480) scale(30.846488)">`) {
		t.Errorf("the a4 sheet preview is not an a4 page:\n%.400s", sheet)
	}
	plain := call(s, "GET", "/api/maze?age=5-6&seed=3&paper=a4&format=svg").Body.String()
	if strings.Contains(plain, "595.28") || !strings.Contains(sheet, plain[strings.Index(plain, "<path"):][:200]) {
		t.Errorf("the download is not the plain maze, or the sheet does not hold it")
	}
}
