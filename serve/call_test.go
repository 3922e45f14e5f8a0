package serve

import (
	"bytes"
	"context"
	"os/exec"
	"strings"
	"testing"
)

// Call, the WebAssembly module's way in, answers as the server does: the
// same status, type and bytes; a body over the limit is refused, and
// only the API is answered.
func TestCall(t *testing.T) {
	s := New(Limits{})
	for _, target := range []string{
		"api/maze?seed=7&size=6x5&format=svg",
		"/api/maze?seed=7&grid=hex&size=5x5&format=png",
		"api/handout?seed=3&copies=2&format=yaml",
		"api/maze?seed=1&braid=2",
		"api/nothing",
	} {
		a := s.Call(context.Background(), "", target, nil)
		w := call(s, "GET", "/"+strings.TrimPrefix(target, "/"))
		if a.Status != w.Code || a.Header["Content-Type"] != w.Header().Get("Content-Type") || !bytes.Equal(a.Body, w.Body.Bytes()) {
			t.Errorf("%s: Call gives %d %q %d bytes, the server %d %q %d bytes", target, a.Status, a.Header["Content-Type"], len(a.Body), w.Code, w.Header().Get("Content-Type"), w.Body.Len())
		}
	}
	for _, c := range []struct {
		method, target string
		body           []byte
		status         int
		want           string
	}{
		{"POST", "api/maze?seed=1", []byte("x"), 404, "POST /api/maze: no such API call"},
		{"POST", "api/nothing", make([]byte, 70_000), 413, "request too big"},
		{"POST", "api/upload", make([]byte, 70_000), 415, "not a PNG or JPEG"},
		{"POST", "api/upload", make([]byte, UploadBytes+1), 413, "picture: the file is over the limit"},
		{"GET", "index.html", nil, 404, "only the API"},
		{"GET", "api/maze?seed=1&size=%zz", nil, 400, "query string"},
	} {
		a := s.Call(context.Background(), c.method, c.target, c.body)
		if a.Status != c.status || !strings.Contains(string(a.Body), c.want) || a.Header["Content-Type"] != "application/json" {
			t.Errorf("%s %s: %d %s, want %d mentioning %q", c.method, c.target, a.Status, a.Body, c.status, c.want)
		}
	}
}

// The WebAssembly module links none of the server's network code, TLS,
// process starting, big integers or machine formats, which the page does
// not use and which would make it much bigger.
func TestModuleDeps(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	cmd := exec.Command("go", "list", "-deps", WasmPackage)
	cmd.Env = append(cmd.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	deps := strings.Fields(string(out))
	for _, p := range []string{"net", "net/http", "crypto/tls", "crypto/x509", "os/exec", "mime/multipart", "math/big", "github.com/mazekit/mazekit/fab"} {
		for _, d := range deps {
			if d == p {
				t.Errorf("the WebAssembly module links %s", p)
			}
		}
	}
}
