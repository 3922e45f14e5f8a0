package serve

import (
	"net/http/httptest"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/layout"
)

// downloadedSpec reads a YAML download back with the book parser, as
// mazekit book reads the file a user saved.
func downloadedSpec(t *testing.T, w *httptest.ResponseRecorder) *layout.Spec {
	t.Helper()
	if w.Code != 200 {
		t.Fatalf("YAML download: %d %s", w.Code, w.Body)
	}
	sp, err := layout.Parse(w.Body.Bytes(), "download.yaml")
	if err != nil {
		t.Fatalf("the book parser refuses the download: %v\n%s", err, w.Body)
	}
	if len(sp.Sections) == 0 {
		t.Fatalf("the download has no sections:\n%s", w.Body)
	}
	return sp
}

// TestSpecDownloadRoundTrips writes the page's book and handout forms as
// YAML and reads them back with the book parser: every field the form
// gave comes back as given, text that YAML would take for something else
// (a colon, a quote, a #, a number, yes) included.
func TestSpecDownloadRoundTrips(t *testing.T) {
	s := New(Limits{})
	title := `Maze: "the #1 book" yes`
	q := url.Values{"title": {title}, "author": {"123"}, "seed": {"42"}, "paper": {"a4"}, "bleed": {"true"},
		"key": {"false"}, "lang": {"fr"}, "format": {"yaml"},
		"sec": {"title:no,kind:maze,count:3,grid:hex,size:8x8..10x10,algo:dfs,per:2", "kind:maze,count:2,age:5-6"}}
	sp := downloadedSpec(t, call(s, "GET", "/api/book?"+q.Encode()))
	f := false
	want := &layout.Spec{Title: title, Author: "123", Seed: 42, Paper: "a4", Bleed: true, Language: "fr",
		Key: layout.KeySpec{Enabled: &f},
		Sections: []layout.Section{
			{Title: "no", Kind: "maze", Count: 3, Grid: "hex", Size: "8x8..10x10", Algorithms: []string{"dfs"}, PerPage: 2},
			{Kind: "maze", Count: 2, Age: "5-6"},
		}}
	// The parser fills defaults in place; compare what the form gave.
	got := &layout.Spec{Title: sp.Title, Author: sp.Author, Seed: sp.Seed, Paper: sp.Paper, Bleed: sp.Bleed, Language: sp.Language, Key: layout.KeySpec{Enabled: sp.Key.Enabled}}
	for _, sec := range sp.Sections {
		got.Sections = append(got.Sections, layout.Section{Title: sec.Title, Kind: sec.Kind, Count: sec.Count, Grid: sec.Grid, Size: sec.Size, Algorithms: sec.Algorithms, PerPage: sec.PerPage, Age: sec.Age})
	}
	got.Sections[1].Grid, got.Sections[1].Algorithms = "", nil // filled in by the age level
	got.Sections[1].Size, got.Sections[1].PerPage = "", 0
	if !reflect.DeepEqual(got, want) {
		t.Errorf("book download read back as\n%+v\nwant\n%+v", got, want)
	}

	h := url.Values{"title": {"Class 3: #mazes"}, "copies": {"3"}, "per": {"2"}, "name": {"false"}, "seed": {"7"},
		"grid": {"polar"}, "difficulty": {"easy"}, "pictures": {"bee"}, "large": {"true"}, "format": {"yaml"}}
	hw := call(s, "GET", "/api/handout?"+h.Encode())
	hs := downloadedSpec(t, hw)
	sec := hs.Sections[0]
	if hs.Title != "Class 3: #mazes" || hs.Seed != 7 || hs.Handout.Copies != 3 || hs.Handout.PerSheet != 2 || *hs.Handout.NameLine ||
		sec.Grid != "polar" || sec.Rings != "5" || sec.PictureSet != "bee" || sec.Markers != "pictures" || !sec.LargePrint {
		t.Errorf("handout download read back as %+v, section %+v", hs, sec)
	}
	if strings.Contains(hw.Body.String(), "subtitle") || strings.Contains(hw.Body.String(), "cover") {
		t.Errorf("the download writes fields the form did not give:\n%s", hw.Body)
	}
}
