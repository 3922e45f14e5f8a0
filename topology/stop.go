package topology

import "errors"

// ErrStopped is what building a grid returns when Spec.Stop was closed
// before it finished.
var ErrStopped = errors.New("topology: stopped before finishing")

// stopEvery is how many steps of long work pass between two looks at the
// stop channel: a few microseconds of work.
const stopEvery = 4096

// stopper lets the long loops of a grid build notice that their Spec.Stop
// was closed. A nil stopper, or one without a channel, never stops. One
// goroutine uses a stopper at a time.
type stopper struct {
	done <-chan struct{}
	n    int
	hit  bool
}

// newStopper returns the stopper of done (nil when done is nil).
func newStopper(done <-chan struct{}) *stopper {
	if done == nil {
		return nil
	}
	return &stopper{done: done}
}

// stopCheckHook, when set (by tests), is called before each look at the
// stop channel.
var stopCheckHook func()

// step counts one step of long work and reports, every stopEvery steps,
// whether the build was stopped; once it was, it keeps reporting so.
func (s *stopper) step() bool {
	if s == nil {
		return false
	}
	if s.hit {
		return true
	}
	s.n++
	if s.n%stopEvery != 0 {
		return false
	}
	return s.stopped()
}

// stopped reports now whether the build was stopped.
func (s *stopper) stopped() bool {
	if s == nil {
		return false
	}
	if s.hit {
		return true
	}
	if stopCheckHook != nil {
		stopCheckHook()
	}
	select {
	case <-s.done:
		s.hit = true
	default:
	}
	return s.hit
}

// err returns ErrStopped once the build was stopped, else nil.
func (s *stopper) err() error {
	if s.stopped() {
		return ErrStopped
	}
	return nil
}

// fork returns a stopper of the same channel for another goroutine.
func (s *stopper) fork() *stopper {
	if s == nil {
		return nil
	}
	return &stopper{done: s.done, hit: s.hit}
}
