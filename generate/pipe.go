// Row pipes: a row-by-row generator and the writer of its rows on two cores.

package generate

import "errors"

// PipeRows runs gen, which hands rows of width w to its emit, on its own
// goroutine, and gives the rows to sink in order on the calling one, so
// making the maze and drawing it share two cores. Rows travel in batches
// through a few reused buffers. The first error of either side stops both
// and is returned.
func PipeRows(w int, gen func(emit func(y int, east, south []bool) error) error, sink func(y int, east, south []bool) error) error {
	per := max(1, min(64, (1<<20)/max(w, 1)))
	type batch struct {
		y0, n       int
		east, south []bool
	}
	const inFlight = 3
	free := make(chan *batch, inFlight)
	full := make(chan *batch, inFlight)
	for range inFlight {
		free <- &batch{east: make([]bool, per*w), south: make([]bool, per*w)}
	}
	stop := make(chan struct{})
	genErr := make(chan error, 1)
	go func() {
		var b *batch
		err := gen(func(y int, east, south []bool) error {
			if b == nil {
				select {
				case b = <-free:
				case <-stop:
					return errStopped
				}
				b.y0, b.n = y, 0
			}
			copy(b.east[b.n*w:(b.n+1)*w], east)
			copy(b.south[b.n*w:(b.n+1)*w], south)
			b.n++
			if b.n == per {
				full <- b
				b = nil
			}
			return nil
		})
		if err == nil && b != nil {
			full <- b
		}
		close(full)
		genErr <- err
	}()
	var err error
	for b := range full {
		for i := 0; i < b.n && err == nil; i++ {
			err = sink(b.y0+i, b.east[i*w:(i+1)*w], b.south[i*w:(i+1)*w])
		}
		if err != nil {
			close(stop)
			for range full {
			}
			break
		}
		free <- b
	}
	if gerr := <-genErr; err == nil && gerr != errStopped {
		err = gerr
	}
	return err
}

// errStopped tells a generator its rows are no longer wanted.
var errStopped = errors.New("stopped")
