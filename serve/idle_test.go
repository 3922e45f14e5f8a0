//go:build unix

package serve

import (
	"cmp"
	"fmt"
	"io"
	"net"
	"net/http"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Forty clients that ask for a big answer (a 300×300 maze as JSON, 5 MB)
// and never read it hold at most 64 MB of the server's memory: past its
// bound on answers waiting to be sent it refuses with a 503 and
// Retry-After. Meanwhile another client is answered, and the forty are
// cut off once they have taken nothing for the send limit.
func TestIdleReaders(t *testing.T) {
	if testing.Short() {
		t.Skip("forty big answers")
	}
	l := DefaultLimits()
	// The machine may be busy: only the memory and the cut-off are tested.
	l.Time, l.Queue = 10*time.Minute, 10*time.Minute
	l.Send = 500 * time.Millisecond
	s := New(l)
	base := startServer(t, s)
	addr := strings.TrimPrefix(base, "http://")
	heap := func() int64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return int64(m.HeapInuse)
	}
	before := heap()
	// A small receive window, so that the loopback's buffers take little
	// of each answer and the server really waits on the reader.
	d := net.Dialer{Control: func(_, _ string, c syscall.RawConn) error {
		var serr error
		err := c.Control(func(fd uintptr) {
			serr = syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_RCVBUF, 4096)
		})
		return cmp.Or(err, serr)
	}}
	const idle = 40
	conns := make([]net.Conn, idle)
	for i := range conns {
		c, err := d.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		conns[i] = c
		fmt.Fprintf(c, "GET /api/maze?size=300x300&seed=%d&format=json HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n\r\n", i+1, addr)
	}
	// Every answer made, and each being sent (blocked on its reader) or
	// refused.
	for {
		if made, _ := s.out.counts(); made >= idle {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	extra := heap() - before
	t.Logf("%d clients that never read: %.1f MB more heap in use", idle, float64(extra)/(1<<20))
	if extra > 64<<20 {
		t.Errorf("%d idle readers hold %.1f MB of the server's memory, want at most 64 MB", idle, float64(extra)/(1<<20))
	}
	resp, err := http.Get(base + "/api/maze?size=10x10&seed=1&format=svg")
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Errorf("a client that reads, while %d do not: status %d", idle, resp.StatusCode)
	}
	for {
		if _, sending := s.out.counts(); sending == 0 {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	cut, refused := 0, 0
	for i, c := range conns {
		c.SetReadDeadline(time.Now().Add(time.Minute)) // a hang guard only
		b, err := io.ReadAll(c)
		if ne, ok := err.(net.Error); ok && ne.Timeout() {
			t.Errorf("client %d: the server never cut it off", i)
			continue
		}
		head, body, _ := strings.Cut(string(b), "\r\n\r\n")
		switch {
		case strings.HasPrefix(head, "HTTP/1.1 503"):
			refused++
			if !strings.Contains(head, "\r\nRetry-After: ") || !strings.Contains(body, "server busy") {
				t.Errorf("client %d: a refusal without Retry-After or its reason: %.300s", i, b)
			}
		case strings.HasPrefix(head, "HTTP/1.1 200"):
			if strings.HasSuffix(body, "\r\n0\r\n\r\n") {
				t.Errorf("client %d: got its whole answer without reading it", i)
			}
			cut++
		default:
			t.Errorf("client %d: %.200q", i, b)
		}
	}
	t.Logf("%d cut off, %d refused", cut, refused)
	if cut == 0 {
		t.Errorf("none of the %d clients was answered", idle)
	}
}
