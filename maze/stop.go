package maze

import "errors"

// ErrStopped is what long work on a maze returns when it was stopped (see
// StopOn) before it finished; the maze is then incomplete.
var ErrStopped = errors.New("maze: stopped before finishing")

// StopOn makes long work on m stop soon after done is closed: generators
// poll Stopped every few thousand steps and return ErrStopped. A caller
// with a context passes ctx.Done(); nil (the default) never stops.
func (m *Maze) StopOn(done <-chan struct{}) { m.stop = done }

// Done returns the channel given to StopOn (nil if none), so that work
// that carves a helper maze on the way can make it stop with m.
func (m *Maze) Done() <-chan struct{} { return m.stop }

// Stopped reports whether the channel given to StopOn is closed. It is
// cheap enough to call every few thousand steps.
func (m *Maze) Stopped() bool {
	select {
	case <-m.stop:
		return true
	default:
		return false
	}
}

// pollEvery is how many steps long loops take between two calls of
// Stopped: a few microseconds of work.
const pollEvery = 4096

// Poll counts one step of long work on m in *n and reports ErrStopped
// once every pollEvery steps if m was stopped; otherwise nil. A loop
// calls it as `if err := m.Poll(&steps); err != nil { return err }`.
func (m *Maze) Poll(n *int) error {
	*n++
	if *n&(pollEvery-1) != 0 || m.stop == nil || !m.Stopped() {
		return nil
	}
	return ErrStopped
}
