package puzzle_test

import (
	"fmt"

	"github.com/mazekit/mazekit/puzzle"
)

// A front end sets options from text by their names in the table, and
// says which option a bad value was given to.
func ExampleTable() {
	o := puzzle.Defaults()
	braid, _ := puzzle.LookupOption("braid")
	if err := braid.Set(&o, "0.25"); err != nil {
		fmt.Println(err)
	}
	fmt.Println(o.Braid)
	op, _ := puzzle.LookupOption("fps")
	fmt.Println(op.Set(&o, "fast"))
	fmt.Println(op.Default, op.Drawing)
	// Output:
	// 0.25
	// fps "fast": want a whole number
	// 20 true
}
