package budget_test

import (
	"testing"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/topology"
)

// The weight every grid kind declares prices its book mazes as the model
// by kind name did, and the two weight scales name the same classes.
func TestBookSectionByDeclaredWeight(t *testing.T) {
	for _, k := range topology.Kinds() {
		byName := budget.BookPuzzle("maze", k)
		byWeight := budget.BookSection("maze", budget.CellWeight(topology.CellWeight(k)))
		if byName != byWeight {
			t.Errorf("grid %s: by name %+v, by its weight %v %+v", k, byName, topology.CellWeight(k), byWeight)
		}
	}
	light, heavy := budget.BookSection("maze", budget.LightCells), budget.BookSection("maze", budget.HeavyCells)
	if plain := budget.BookSection("maze", budget.PlainCells); !(light.Cell < plain.Cell && plain.Cell < heavy.Cell) {
		t.Errorf("cell bytes light %v, plain %v, heavy %v: want rising", light.Cell, plain.Cell, heavy.Cell)
	}
	if got := budget.BookSection("cat", budget.HeavyCells); got != budget.BookPuzzle("cat", "") {
		t.Errorf("a cat section's model depends on a grid weight: %+v", got)
	}
}
