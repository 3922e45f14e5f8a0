package bitset_test

import (
	"fmt"

	"github.com/mazekit/mazekit/internal/bitset"
)

func Example() {
	s := bitset.New(100)
	for _, i := range []int{3, 64, 99} {
		s.Add(i)
	}
	s.Remove(64)
	fmt.Println(s.Count(), s.Has(3), s.Has(64))
	for i := s.Next(0); i >= 0; i = s.Next(i + 1) {
		fmt.Print(i, " ")
	}
	fmt.Println()
	// Output:
	// 2 true false
	// 3 99
}
