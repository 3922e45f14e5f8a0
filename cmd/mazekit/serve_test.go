package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

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
	for mi, q := range mazes {
		args := []string{"maze"}
		for part := range strings.SplitSeq(q, "&") {
			part, _ = url.QueryUnescape(part)
			args = append(args, "--"+part)
		}
		for ei, ext := range []string{"svg", "png", "pdf", "json"} {
			if testing.Short() && (mi+ei)%2 != 0 {
				continue // in -short each maze in half the formats, turning
			}
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

// syncBuffer is a bytes.Buffer safe to read while the server writes it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// mazekit serve prints the address to open, answers there, and stops
// cleanly when its context ends (SIGINT or SIGTERM in the program).
func TestServeCommand(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var stderr syncBuffer
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--addr", "127.0.0.1:0"}, strings.NewReader(""), io.Discard, &stderr)
	}()
	addr := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`)
	deadline := time.Now().Add(5 * time.Minute) // hang guards, here and below
	for addr.FindString(stderr.String()) == "" {
		if time.Now().After(deadline) {
			t.Fatalf("no address printed: %q", stderr.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	u := addr.FindString(stderr.String())
	if b := fetch(t, u+"api/maze?seed=1&format=txt"); len(b) == 0 {
		t.Fatal("empty maze")
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve stopped with %v", err)
		}
	case <-time.After(5 * time.Minute):
		t.Fatal("serve did not stop after its context ended")
	}
	for _, args := range [][]string{{"serve", "--addr", "localhost"}, {"serve", "--workers", "-1"}, {"serve", "extra"},
		{"serve", "--export", "site", "--addr", "127.0.0.1:1"}, {"serve", "--export", "site", "--open"}} {
		err := run(context.Background(), args, strings.NewReader(""), io.Discard, io.Discard)
		var ue *usageError
		if !errors.As(err, &ue) {
			t.Errorf("mazekit %s: %v, want a usage error", strings.Join(args, " "), err)
		}
	}
}
