// Drawing a picture in bands of pixel rows on every core.

package raster

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// InBands calls draw for the bands [y0, y1) of rows of a picture height
// rows tall, rows rows a band (the last band shorter), one goroutine a
// core taking bands in turn; it returns when every band is drawn. draw
// must change only its band's pixels, so the picture does not depend on
// the number of cores or on which goroutine drew which band.
func InBands(height, rows int, draw func(y0, y1 int)) {
	rows = max(rows, 1)
	n := (height + rows - 1) / rows
	workers := min(runtime.GOMAXPROCS(0), n)
	if workers <= 1 {
		for i := range n {
			draw(i*rows, min((i+1)*rows, height))
		}
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				draw(i*rows, min((i+1)*rows, height))
			}
		})
	}
	wg.Wait()
}
