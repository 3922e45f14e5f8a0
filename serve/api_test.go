package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/topology"
)

func call(s *Server, method, target string) *httptest.ResponseRecorder {
	w := httptest.NewRecorder()
	s.ServeHTTP(w, httptest.NewRequest(method, target, nil))
	return w
}

// Bad requests get one line of JSON naming what is wrong, with the status
// the package documents, never a stack trace or a file of the server.
func TestBadRequests(t *testing.T) {
	s := New(Limits{})
	cases := []struct {
		method, target string
		status         int
		want           string // the error starts with this
		also           string // and contains this
	}{
		{"GET", "/api/maze?size=abc&seed=1", 400, `size "abc"`, "WxH"},
		{"GET", "/api/maze?size=1000x1000&seed=1", 400, "size 1000x1000", "limit of 250000 cells"},
		{"GET", "/api/maze?grid=hex&radius=5000&seed=1", 400, "radius", ""},
		{"GET", "/api/maze?grid=polar&rings=4000&seed=1", 400, "rings 4000", "limit"},
		{"GET", "/api/maze?grid=mask&mask-image=/etc/passwd&seed=1", 400, "mask-image", "reads no files"},
		{"GET", "/api/maze?seed=1&colour=red", 400, "colour: unknown option", ""},
		{"GET", "/api/maze?size=5x5", 400, "seed: missing", ""},
		{"GET", "/api/maze?seed=1&seed=2", 400, "seed: given 2 times", ""},
		{"GET", "/api/maze?seed=-1", 400, `seed "-1"`, ""},
		{"GET", "/api/maze?seed=1&format=exe", 400, `format "exe"`, "svg"},
		{"GET", "/api/maze?seed=1&braid=NaN", 400, `braid "NaN"`, ""},
		{"GET", "/api/maze?seed=1&braid=2", 400, "braid 2", "between 0 and 1"},
		{"GET", "/api/maze?seed=1&algo=quadtree", 400, `algo "quadtree"`, "wilson"},
		{"GET", "/api/maze?seed=1&grid=hex&algo=eller", 400, `algo "eller": runs only on rect grids`, "not hex"},
		{"GET", "/api/maze?seed=1&wall-color=plaid", 400, `wall-color "plaid"`, ""},
		{"GET", "/api/maze?seed=1&size=400x400&cell=100&format=png", 400, "cell 100", "over the limit"},
		{"GET", "/api/maze?grid=hex&size=500x500&cell=4&format=png&seed=1", 400, "size 500x500: a png of 250000 cells", "memory, over the limit of 256 MB"},
		{"GET", "/api/maze?seed=1&title=" + strings.Repeat("x", 300), 400, "title: 300 characters", "limit 200"},
		{"GET", "/api/maze?seed=1&title=%ff", 400, "title: not valid UTF-8", ""},
		{"GET", "/api/handout?seed=1&copies=1000", 400, "copies 1000", "200"},
		{"GET", "/api/handout?seed=1&per=9", 400, "per 9", ""},
		{"GET", "/api/handout?seed=1&difficulty=brutal", 400, `difficulty "brutal"`, "easy"},
		{"GET", "/api/handout?seed=1&paper=napkin", 400, "paper", ""},
		{"GET", "/api/book?seed=1", 400, "sec: a book needs", ""},
		{"GET", "/api/book?seed=1&sec=count:1000", 400, `sec 1 count "1000"`, ""},
		{"GET", "/api/book?seed=1&sec=count:300&sec=count:300", 400, "sec: 600 puzzles", "limit of 400"},
		{"GET", "/api/book?seed=1&sec=size:500x500,count:100", 400, "sec: about", "cells"},
		{"GET", "/api/book?seed=1&sec=kind:poem", 400, `sec 1 kind "poem"`, "maze"},
		{"GET", "/api/book?seed=1&sec=colour:red", 400, `sec 1: unknown field "colour"`, ""},
		{"GET", "/api/book?seed=1&sec=size:0x3", 400, "", "size"},
		{"GET", "/api/book?seed=1&sec=count:2&format=docx", 400, `format "docx"`, ""},
		{"GET", "/api/maze?seed=1&title=" + strings.Repeat("x", 70_000), 413, "request too big", "65536"},
		{"POST", "/api/maze?seed=1", 404, "POST /api/maze", ""},
		{"POST", "/", 405, "POST", ""},
		{"GET", "/api/nothing", 404, "GET /api/nothing", ""},
	}
	for _, c := range cases {
		w := call(s, c.method, c.target)
		if w.Code != c.status {
			t.Errorf("%s %.80s: status %d, want %d: %s", c.method, c.target, w.Code, c.status, w.Body)
			continue
		}
		if ct := w.Header().Get("Content-Type"); ct != "application/json" {
			t.Errorf("%s %.80s: content type %q", c.method, c.target, ct)
		}
		var e struct{ Error string }
		if err := json.Unmarshal(w.Body.Bytes(), &e); err != nil || e.Error == "" {
			t.Errorf("%s %.80s: not a JSON error: %s", c.method, c.target, w.Body)
			continue
		}
		if !strings.HasPrefix(e.Error, c.want) || !strings.Contains(e.Error, c.also) || strings.Contains(e.Error, "\n") || strings.Contains(e.Error, "goroutine") {
			t.Errorf("%s %.80s: error %q, want it to start %q and mention %q on one line", c.method, c.target, e.Error, c.want, c.also)
		}
	}
}

// The page's files come from the binary: paths cannot climb out of them.
func TestNoServerFiles(t *testing.T) {
	s := New(Limits{})
	for _, p := range []string{"/../../../../etc/passwd", "/..%2f..%2f..%2fetc%2fpasswd", "/serve.go", "/page/index.html"} {
		w := call(s, "GET", p)
		if w.Code == 200 || strings.Contains(w.Body.String(), "root:") {
			t.Errorf("GET %s: %d %.80s", p, w.Code, w.Body)
		}
	}
	w := call(s, "GET", "/")
	if w.Code != 200 || !strings.Contains(w.Body.String(), "<title>mazekit</title>") {
		t.Errorf("GET /: %d %.80s", w.Code, w.Body)
	}
	for _, p := range []string{"/app.js", "/style.css"} {
		if w := call(s, "GET", p); w.Code != 200 {
			t.Errorf("GET %s: %d", p, w.Code)
		}
	}
}

// The meta call lists every grid kind's parameters from the registry, and
// hides what the server will not do (read files, quadtree worlds).
func TestMeta(t *testing.T) {
	w := call(New(Limits{}), "GET", "/api/meta")
	var m Meta
	if err := json.Unmarshal(w.Body.Bytes(), &m); err != nil {
		t.Fatal(err)
	}
	kinds := map[string]MetaKind{}
	for _, k := range m.Kinds {
		kinds[k.Name] = k
	}
	for _, want := range []string{"rect", "hex", "tri", "polar", "planar", "mask"} {
		if _, ok := kinds[want]; !ok {
			t.Errorf("meta has no grid kind %s", want)
		}
	}
	if len(kinds["hex"].Params) == 0 || kinds["polar"].Sized {
		t.Errorf("hex params %v, polar sized %v", kinds["hex"].Params, kinds["polar"].Sized)
	}
	for _, p := range kinds["mask"].Params {
		if p.Key == "mask-image" {
			t.Errorf("meta offers mask-image, which names a file")
		}
	}
	for _, a := range m.Algorithms {
		if a.Name == "quadtree" {
			t.Errorf("meta offers quadtree")
		}
	}
	if w.Code != http.StatusOK || len(m.Papers) == 0 || len(m.SectionKinds) == 0 {
		t.Errorf("meta: %d %+v", w.Code, m)
	}
}

// A maze from the page is the file the library writes for the same
// options (the command line makes it the same way), comment included.
func TestMazeIsPuzzles(t *testing.T) {
	s := New(Limits{})
	for _, c := range []struct {
		query, format string
		opts          func(o *puzzle.Options)
	}{
		{"grid=hex&size=7x5&seed=3&solution=true", "svg", func(o *puzzle.Options) {
			o.Grid = topology.Spec{Kind: "hex", Width: 7, Height: 5}
			o.Solution = true
		}},
		{"grid=rect&wrap=x&size=6x6&seed=4", "txt", func(o *puzzle.Options) {
			o.Grid = topology.Spec{Kind: "torus", Width: 6, Height: 6, Wrap: "x"}
		}},
		{"size=9x9&weave=0.5&seed=5&shade=distance&palette=ocean", "png", func(o *puzzle.Options) {
			o.Grid, o.Weave = topology.Spec{Kind: "weave", Base: "rect", Width: 9, Height: 9}, 0.5
			o.Picture.Shade, o.Picture.Palette = "distance", "ocean"
		}},
	} {
		w := call(s, "GET", "/api/maze?format="+c.format+"&"+c.query)
		o := puzzle.Defaults()
		o.Seed = uint64(c.query[strings.Index(c.query, "seed=")+5] - '0')
		c.opts(&o)
		mq, err := s.parseMazeQuery(c.query)
		if err != nil {
			t.Fatal(err)
		}
		o.Comment = mq.flags()
		var want bytes.Buffer
		if err := puzzle.Write(context.Background(), &want, c.format, &o); err != nil {
			t.Fatalf("%s: %v", c.query, err)
		}
		if w.Code != 200 || !bytes.Equal(w.Body.Bytes(), want.Bytes()) {
			t.Errorf("%s: status %d, %d bytes; puzzle writes %d other bytes", c.query, w.Code, w.Body.Len(), want.Len())
		}
	}
}
