package serve

import (
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
)

// Every answer, page and API, carries the policy that keeps it out of
// other sites' frames and scripts out of its own markup.
func TestSecurityHeaders(t *testing.T) {
	s := New(Limits{})
	for _, target := range []string{"/", "/app.js", "/api/meta", "/api/maze?seed=1&size=5x5", "/api/maze?seed=x", "/nope"} {
		h := call(s, "GET", target).Header()
		csp := h.Get("Content-Security-Policy")
		for _, want := range []string{"frame-ancestors 'none'", "default-src 'self'", "script-src 'self'", "object-src 'none'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: Content-Security-Policy %q lacks %q", target, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe-inline") {
			t.Errorf("%s: the policy allows inline code: %q", target, csp)
		}
		if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("X-Frame-Options") != "DENY" {
			t.Errorf("%s: X-Content-Type-Options %q, X-Frame-Options %q", target, h.Get("X-Content-Type-Options"), h.Get("X-Frame-Options"))
		}
	}
	// The page itself has no inline script or style for the policy to block.
	page := call(s, "GET", "/").Body.String()
	if strings.Contains(page, "<script>") || strings.Contains(page, "<style") || strings.Contains(page, " style=") || strings.Contains(page, " on") && strings.Contains(page, "onclick=") {
		t.Errorf("the page has inline script or style")
	}
}

// The server answers only requests addressed to it (its listen address or
// localhost), so a site that renames itself to this address cannot read
// its answers; and another site's <img> or link cannot start work.
func TestHostAndSiteChecks(t *testing.T) {
	base := startServer(t, New(Limits{}))
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(base, "http://"))
	do := func(host, path string, hdr map[string]string) (int, string) {
		req, _ := http.NewRequest("GET", base+path, nil)
		req.Host = host
		for k, v := range hdr {
			req.Header.Set(k, v)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	maze := "/api/maze?seed=1&size=5x5"
	for _, host := range []string{"127.0.0.1:" + port, "localhost:" + port, "LOCALHOST:" + port} {
		if code, body := do(host, maze, nil); code != 200 {
			t.Errorf("Host %s: %d %s, want 200", host, code, body)
		}
	}
	for _, host := range []string{"evil.example:" + port, "evil.example", "127.0.0.1:1", "10.1.2.3:" + port} {
		if code, body := do(host, "/", nil); code != http.StatusMisdirectedRequest || !strings.Contains(body, "host") {
			t.Errorf("Host %s: %d %s, want 421 naming the host", host, code, body)
		}
	}
	host := "127.0.0.1:" + port
	cases := []struct {
		hdr  map[string]string
		want int
	}{
		{map[string]string{"Sec-Fetch-Site": "cross-site"}, 403},
		{map[string]string{"Sec-Fetch-Site": "same-site"}, 403},
		{map[string]string{"Origin": "http://evil.example"}, 403},
		{map[string]string{"Referer": "http://evil.example/page.html"}, 403},
		{map[string]string{"Sec-Fetch-Site": "same-origin"}, 200},
		{map[string]string{"Sec-Fetch-Site": "none"}, 200}, // a link opened from the address bar
		{map[string]string{"Referer": base + "/?mode=maze"}, 200},
	}
	for _, c := range cases {
		if code, body := do(host, maze, c.hdr); code != c.want {
			t.Errorf("%v: %d %s, want %d", c.hdr, code, body, c.want)
		}
	}
}

// Bound to every interface, the server says so and gives the address
// others on the network would use; on loopback it prints one plain line.
func TestListenMessage(t *testing.T) {
	lan := []net.IP{net.ParseIP("192.168.1.20")}
	all := listenMessage(&net.TCPAddr{IP: net.IPv6unspecified, Port: 8080}, lan)
	for _, want := range []string{"http://localhost:8080/", "warning", "http://192.168.1.20:8080/", "--addr 127.0.0.1"} {
		if !strings.Contains(all, want) {
			t.Errorf("message on every interface %q lacks %q", all, want)
		}
	}
	if strings.Contains(all, "[::]") {
		t.Errorf("message names the unspecified address: %q", all)
	}
	local := listenMessage(&net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 8080}, lan)
	if strings.Contains(local, "warning") || !strings.Contains(local, "http://127.0.0.1:8080/") {
		t.Errorf("loopback message %q", local)
	}
	hosts := listenHosts(&net.TCPAddr{IP: net.IPv4zero, Port: 9}, lan)
	if !strings.Contains(strings.Join(hosts, " "), "192.168.1.20:9") {
		t.Errorf("hosts on every interface %v lack the LAN address", hosts)
	}
}

// Answers not yet read are bounded in all: past the bound the server says
// it is busy instead of holding more.
func TestHeldAnswersBounded(t *testing.T) {
	h := held{at: 100}
	if !h.take(60) || h.take(60) {
		t.Fatal("held let 120 bytes past a bound of 100")
	}
	h.give(60)
	if !h.take(500) {
		t.Fatal("one answer over the bound refused when nothing is held")
	}
}
