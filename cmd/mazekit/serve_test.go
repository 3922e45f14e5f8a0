package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/serve"
)

func fetch(t *testing.T, u string) []byte {
	t.Helper()
	resp, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		t.Fatalf("GET %s: %d %s", u, resp.StatusCode, b)
	}
	return b
}

// The web page's files are the command's files: the same options give the
// same bytes, for mazes in every format and for handouts and books (whose
// YAML spec the page offers).
func TestServeMatchesCommand(t *testing.T) {
	srv := httptest.NewServer(serve.New(serve.Limits{}))
	defer srv.Close()
	dir := t.TempDir()
	mazes := []string{
		"seed=42",
		"grid=hex&size=9x7&seed=5&markers=labels&title=Bees%20and%20honey",
		"grid=polar&rings=6&algo=dfs&seed=3&solution=true&solution-color=%230000ff",
		"grid=tri&size=12x8&braid=0.5&shade=distance&palette=viridis&seed=11",
		"grid=mask&mask-shape=heart&size=20x18&seed=9&doors=farthest",
		"size=10x10&weave=0.4&seed=8&wall-color=navy&background=%23ffeecc",
	}
	for _, q := range mazes {
		args := []string{"maze"}
		for part := range strings.SplitSeq(q, "&") {
			part, _ = url.QueryUnescape(part)
			args = append(args, "--"+part)
		}
		for _, ext := range []string{"svg", "png", "pdf", "json"} {
			out := filepath.Join(dir, "m."+ext)
			var stderr bytes.Buffer
			if err := run(context.Background(), append(args, "-o", out), strings.NewReader(""), io.Discard, &stderr); err != nil {
				t.Fatalf("mazekit %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
			}
			want, _ := os.ReadFile(out)
			got := fetch(t, srv.URL+"/api/maze?"+q+"&format="+ext)
			if !bytes.Equal(got, want) {
				t.Errorf("%s as %s: the server's %d bytes differ from the command's %d", q, ext, len(got), len(want))
			}
		}
	}
	books := []string{
		"handout?copies=3&per=2&seed=7&difficulty=easy&title=Class%205B",
		"handout?copies=2&grid=hex&seed=1&name=false&key=false&paper=a4",
		"handout?copies=2&seed=3&age=5-6&pictures=bee&large=true",
		"book?seed=2&sec=age:7-8,count:3",
		"book?title=Trip&author=Ann&seed=4&sec=title:Warm-up,count:3,size:8x8..10x10,per:2&sec=kind:cat,count:2&bleed=true",
	}
	for _, q := range books {
		spec := fetch(t, srv.URL+"/api/"+q+"&format=yaml")
		path := filepath.Join(dir, "spec.yaml")
		os.WriteFile(path, spec, 0o644)
		out := filepath.Join(dir, "b.pdf")
		var stderr bytes.Buffer
		if err := run(context.Background(), []string{"book", "-q", "--spec", path, "-o", out}, strings.NewReader(""), io.Discard, &stderr); err != nil {
			t.Fatalf("mazekit book --spec of %s: %v\n%s\n%s", q, err, stderr.String(), spec)
		}
		want, _ := os.ReadFile(out)
		if got := fetch(t, srv.URL+"/api/"+q+"&format=pdf"); !bytes.Equal(got, want) {
			t.Errorf("%s: the server's PDF (%d bytes) differs from mazekit book --spec (%d bytes)", q, len(got), len(want))
		}
	}
}
