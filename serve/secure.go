//go:build !js || !wasm

package serve

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"
)

// contentPolicy is the page's Content-Security-Policy: its own files only,
// no inline script or style, previews as blob: images, and never inside
// another site's frame.
const contentPolicy = "default-src 'self'; script-src 'self'; style-src 'self'; " + staticPolicy + "; frame-ancestors 'none'"

// staticPolicy is the rest of the policy, which the static build also
// states in its index.html (where frame-ancestors has no effect), there
// with WebAssembly compiled from its own module.
const staticPolicy = "img-src 'self' blob: data:; connect-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'self'"

// secureHeaders sets the headers every answer carries.
func secureHeaders(h http.Header) {
	h.Set("Content-Security-Policy", contentPolicy)
	h.Set("X-Frame-Options", "DENY")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
}

// hostAllowed reports whether a request's Host names the server: the
// address it listens on, or localhost on its port, or (when it listens on
// every interface) one of the machine's addresses. A page of another
// site that renames itself to this address (DNS rebinding) is refused.
// With no listener known (the server used as a plain handler) every host
// is allowed.
func (s *Server) hostAllowed(host string) bool {
	s.hostsMu.RLock()
	defer s.hostsMu.RUnlock()
	if s.hosts == nil {
		return true
	}
	return slices.Contains(s.hosts, strings.ToLower(host))
}

// listenHosts are the Host values a server listening on addr answers.
func listenHosts(addr net.Addr, ifaces []net.IP) []string {
	ta, ok := addr.(*net.TCPAddr)
	if !ok {
		return nil
	}
	port := fmt.Sprint(ta.Port)
	hosts := []string{"localhost:" + port, "127.0.0.1:" + port, "[::1]:" + port}
	if ta.IP.IsUnspecified() {
		for _, ip := range ifaces {
			hosts = append(hosts, net.JoinHostPort(ip.String(), port))
		}
	} else {
		hosts = append(hosts, net.JoinHostPort(ta.IP.String(), port))
	}
	return hosts
}

// interfaceIPs are the machine's own addresses, IPv4 first.
func interfaceIPs() []net.IP {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return nil
	}
	var v4, v6 []net.IP
	for _, a := range addrs {
		n, ok := a.(*net.IPNet)
		if !ok || n.IP.IsLoopback() {
			continue
		}
		if n.IP.To4() != nil {
			v4 = append(v4, n.IP)
		} else if !n.IP.IsLinkLocalUnicast() {
			v6 = append(v6, n.IP)
		}
	}
	return append(v4, v6...)
}

// PageURL is the address to open for a server listening on addr:
// localhost when it listens on every interface.
func PageURL(addr net.Addr) string {
	ta, ok := addr.(*net.TCPAddr)
	if !ok {
		return "http://" + addr.String() + "/"
	}
	if ta.IP.IsUnspecified() {
		return fmt.Sprintf("http://localhost:%d/", ta.Port)
	}
	return "http://" + ta.String() + "/"
}

// listenMessage is what the server prints once it listens on addr: the
// address to open, and a warning with the machine's network address when
// it listens on every interface, where anyone on the network can use it.
func listenMessage(addr net.Addr, ifaces []net.IP) string {
	ta, ok := addr.(*net.TCPAddr)
	if !ok {
		return fmt.Sprintf("mazekit: serving on %s (Ctrl-C to stop)\n", addr)
	}
	if !ta.IP.IsUnspecified() {
		return fmt.Sprintf("mazekit: serving on http://%s/ (Ctrl-C to stop)\n", ta)
	}
	msg := fmt.Sprintf("mazekit: serving on http://localhost:%d/ (Ctrl-C to stop)\n", ta.Port)
	msg += "mazekit: warning: listening on every network interface, so anyone on your network can use this page"
	if len(ifaces) > 0 {
		msg += fmt.Sprintf(" at http://%s/", net.JoinHostPort(ifaces[0].String(), fmt.Sprint(ta.Port)))
	}
	return msg + "; use --addr 127.0.0.1:PORT to keep it to this computer\n"
}

// crossSite reports whether a request comes from a page of another site:
// an <img> or a link on another site must not start expensive work. It
// trusts the browser's Sec-Fetch-Site, and where that is missing (older
// browsers) an Origin or Referer naming another host.
func crossSite(r *http.Request) bool {
	switch r.Header.Get("Sec-Fetch-Site") {
	case "same-origin", "none":
		return false
	case "":
	default: // same-site, cross-site
		return true
	}
	for _, h := range []string{"Origin", "Referer"} {
		v := r.Header.Get(h)
		if v == "" {
			continue
		}
		u, err := url.Parse(v)
		if err != nil || !strings.EqualFold(u.Host, r.Host) {
			return true
		}
	}
	return false
}
