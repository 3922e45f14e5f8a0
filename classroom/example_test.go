package classroom_test

import (
	"fmt"

	"github.com/mazekit/mazekit/classroom"
)

// An age level says how wide a corridor must be for a crayon and how big
// the boards of that age are.
func ExampleLookupAge() {
	a, err := classroom.LookupAge("5-6")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s: corridors %.0f mm, walls %.1f pt, boards %dx%d to %dx%d cells\n",
		a.Name, a.CorridorMM, a.WallPt, a.Size[0][0], a.Size[0][1], a.Size[1][0], a.Size[1][1])
	_, err = classroom.LookupAge("2-3")
	fmt.Println(err)
	// Output:
	// 5-6: corridors 10 mm, walls 2.5 pt, boards 5x5 to 6x6 cells
	// "2-3" is not one of 3-4, 5-6, 7-8, 9-10, 11-12, adult
}
