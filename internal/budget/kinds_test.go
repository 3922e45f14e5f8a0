package budget_test

import (
	"testing"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/topology"
)

// The weight every grid kind declares prices its book mazes as measured
// (bytes a cell: squares and triangles light, irregular polygons and
// crossings heavy), and the two weight scales name the same classes. A
// kind measured here must keep the weight it was measured at; the kinds
// declared since then carry their weight's price.
func TestBookMazeByDeclaredWeight(t *testing.T) {
	measured := map[string]float64{"rect": 250, "tri": 250, "torus": 250, "mask": 250,
		"hex": 600, "hextorus": 600, "polar": 600, "planar": 1500, "weave": 1500, "3d": 250, "cube": 250}
	for _, k := range topology.Kinds() {
		byWeight := budget.BookMaze(budget.CellWeight(topology.CellWeight(k)))
		if want, ok := measured[k]; ok && byWeight.Cell != want {
			t.Errorf("grid %s: its weight %v prices a cell at %v bytes, want %v", k, topology.CellWeight(k), byWeight.Cell, want)
		}
	}
	light, heavy := budget.BookMaze(budget.LightCells), budget.BookMaze(budget.HeavyCells)
	if plain := budget.BookMaze(budget.PlainCells); !(light.Cell < plain.Cell && plain.Cell < heavy.Cell) {
		t.Errorf("cell bytes light %v, plain %v, heavy %v: want rising", light.Cell, plain.Cell, heavy.Cell)
	}
}
