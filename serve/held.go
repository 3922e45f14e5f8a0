package serve

import "sync"

// held bounds the bytes of answers made but not yet sent, so readers that
// never read cannot hold the server's memory.
type held struct {
	mu    sync.Mutex
	n, at int64 // bytes held; the most allowed
}

// take reserves n bytes and reports whether they fit; a single answer
// larger than the whole budget fits when nothing else is held.
func (h *held) take(n int64) bool {
	if n == 0 {
		return true
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.n > 0 && h.n+n > h.at {
		return false
	}
	h.n += n
	return true
}

func (h *held) give(n int64) {
	h.mu.Lock()
	h.n -= n
	h.mu.Unlock()
}
