package param_test

import (
	"fmt"

	"github.com/mazekit/mazekit/param"
)

func Example() {
	var err error = param.Errorf("mode", "sideways", "want newest, random, oldest or mixed")
	fmt.Println(err)
	if e, ok := param.As(fmt.Errorf("growing-tree: %w", err)); ok {
		fmt.Printf("field %s, value %s\n", e.Field, e.Value)
	}
	// Output:
	// mode "sideways": want newest, random, oldest or mixed
	// field mode, value sideways
}
