package layout_test

import (
	"context"
	"fmt"
	"io"
	"log"

	"github.com/mazekit/mazekit/layout"
)

// A book built from Go, without YAML: a Spec literal needs only the fields
// that differ from the defaults; Make validates it and fills the rest.
func ExampleMake() {
	spec := &layout.Spec{
		Title: "Pocket Mazes",
		Seed:  42,
		Paper: "a5",
		Sections: []layout.Section{
			{Title: "Squares", Count: 2, Size: "6x6..8x8", PerPage: 2},
			{Title: "Cats", Kind: layout.KindCat, Count: 1, Moves: 1, Size: "7x7"},
		},
	}
	book, err := layout.Make(context.Background(), spec, nil)
	if err != nil {
		log.Fatal(err)
	}
	if err := book.WritePDF(context.Background(), io.Discard, nil); err != nil { // or an *os.File
		log.Fatal(err)
	}
	fmt.Println(len(book.Puzzles), "puzzles on", len(book.Pages), "pages")
	fmt.Println("key per page:", book.Plan.Key.PerPage, "· margin:", book.Plan.Margin, "pt")
	// Output:
	// 3 puzzles on 7 pages
	// key per page: 6 · margin: 36 pt
}

// Validate fills the defaults and returns the typed plan.
func ExampleSpec_Validate() {
	spec := &layout.Spec{Orientation: "landscape", Sections: []layout.Section{{Grid: "hex", Size: "8x6..10x8"}}}
	plan, err := spec.Validate()
	if err != nil {
		log.Fatal(err)
	}
	sec := plan.Sections[0]
	fmt.Printf("%.0f x %.0f pt, %d %s mazes, sizes %v\n", plan.TrimW, plan.TrimH, sec.Count, sec.Kind.Name(), sec.Size)
	_, err = (&layout.Spec{Sections: []layout.Section{{PerPage: 5}}}).Validate()
	fmt.Println(err)
	// Output:
	// 792 x 612 pt, 6 maze mazes, sizes [[8 6] [10 8]]
	// spec: sections[0].per_page: 5 is not one of 1, 2, 4, 6, 9
}
