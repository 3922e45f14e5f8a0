package serve

import (
	"context"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The exported folder keeps working when its web host goes away: once
// loaded, the page opens again from its service worker's copy and makes
// mazes with no network.
func TestFolderOffline(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly module")
	}
	chromium(t)
	dir := filepath.Join(t.TempDir(), "site")
	if err := Export(context.Background(), dir, testModule, io.Discard); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: http.FileServer(http.Dir(dir))}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	base := "http://" + ln.Addr().String()

	p := newTab(t, 1366, 768, false, "en-GB")
	p.open(base + "/?mode=maze&seed=5")
	if got, err := p.poll(`navigator.serviceWorker.ready.then(r => r.active && r.active.state === "activated" && caches.open("mazekit-page")).then(c => c && c.match("mazekit.wasm")).then(m => m ? "kept" : "")`, 30*time.Second); err != nil || got != "kept" {
		t.Fatalf("the page's files are not kept for offline use: %q %v", got, err)
	}
	first := p.eval(`fetch(document.querySelector("#preview-img").src).then(r => r.text())`)

	srv.Close() // the web host goes away
	if _, err := http.Get(base + "/index.html"); err == nil {
		t.Fatal("the web host still answers")
	}
	p.open(base + "/?mode=maze&seed=5")
	again := p.eval(`fetch(document.querySelector("#preview-img").src).then(r => r.text())`)
	if again != first || !strings.Contains(again, "<path") {
		t.Errorf("offline, the page shows another maze or none (%d bytes, was %d)", len(again), len(first))
	}
	p.refreshed(func() { p.setField("#m-seed", "6") })
	if other := p.eval(`fetch(document.querySelector("#preview-img").src).then(r => r.text())`); other == first {
		t.Error("offline, a new seed makes no new maze")
	}
	p.shot("offline-folder.png")
}
