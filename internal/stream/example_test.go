package stream_test

import (
	"fmt"

	"github.com/mazekit/mazekit/internal/stream"
)

// Each purpose draws from its own stream, so the carving does not move the
// doors.
func Example() {
	carve := stream.New(7, stream.Carve)
	doors := stream.New(7, stream.Doors)
	fmt.Println(carve.IntN(100), doors.IntN(100))
	// Output:
	// 86 76
}
