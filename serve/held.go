package serve

import "sync"

// held bounds the bytes of answers made but not yet sent, so readers that
// never read cannot hold the server's memory. It also counts the answers
// made (sent or refused) and those being sent.
type held struct {
	mu      sync.Mutex
	n, at   int64 // bytes held; the most allowed
	made    int   // answers made, sent or refused for want of room
	sending int   // answers being sent now
}

// take reserves n bytes for an answer about to be sent and reports
// whether they fit; a single answer larger than the whole budget fits
// when nothing else is held. An answer of 0 bytes (a small one) always
// fits.
func (h *held) take(n int64) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.made++
	if n > 0 && h.n > 0 && h.n+n > h.at {
		return false
	}
	h.n += n
	h.sending++
	return true
}

// give releases what take reserved, once the answer is sent or cut off.
func (h *held) give(n int64) {
	h.mu.Lock()
	h.n -= n
	h.sending--
	h.mu.Unlock()
}

// counts returns the answers made and those being sent.
func (h *held) counts() (made, sending int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.made, h.sending
}
