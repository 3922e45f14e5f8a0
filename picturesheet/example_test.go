package picturesheet_test

import (
	"fmt"
	"strings"

	"github.com/mazekit/mazekit/picturesheet"
)

// A picture maze as a front end asks for it: a built-in picture whose way,
// once solved, draws the picture.
func ExampleRequest_Make() {
	r := &picturesheet.Request{Picture: "heart", Width: 16, Height: 16, Seed: 1}
	sheet, err := r.Make()
	if err != nil {
		fmt.Println(err)
		return
	}
	res := sheet.Result
	fmt.Printf("%s: %d cells, the way through crosses %d of them\n", sheet.Name, res.Grid.NumCells(), len(res.Way))
	var svg strings.Builder
	if err := sheet.Write(&svg, "svg", false); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(strings.HasPrefix(svg.String(), "<svg") || strings.HasPrefix(svg.String(), "<?xml"))
	// Output:
	// heart: 256 cells, the way through crosses 133 of them
	// true
}
