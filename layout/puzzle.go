// Helpers every kind uses: puzzle seeds and random streams, the caption
// words for grids, and drawing a puzzle through its Body.

package layout

import (
	"strings"

	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// Random streams of a puzzle, as in the maze command.
const (
	streamCarve = 0x6361727665 // "carve"
	streamBraid = 0x6272616964 // "braid"
	streamForms = 0x666f726d73 // "forms"
	streamCover = 0x636f766572 // "cover": the maze behind the front cover
)

// PuzzleSeed derives puzzle i's seed from the book seed (SplitMix64), so
// every puzzle can be regenerated alone.
func PuzzleSeed(bookSeed uint64, i int) uint64 {
	z := bookSeed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return (z ^ (z >> 31)) % 1_000_000_000_000
}

// gridName is the word captions use for a grid kind.
func gridName(kind string) string { return topology.Noun(kind) }

// shapeName is the word captions use for a puzzle's grid: the grid's, or a
// mask's shape.
func shapeName(s topology.Spec) string {
	switch {
	case s.Kind != topology.MaskKind:
		return "grid." + s.Kind
	case s.Text != "":
		return "shape.letters"
	case s.Shape != "":
		return "shape." + s.Shape
	}
	return "grid." + s.Kind
}

// scene draws p into its slot.
func (p *Puzzle) scene(o DrawOptions) *render.Scene { return p.Body.Scene(o) }

// minCell returns the smallest size in points one cell of p may have on
// paper at maze wall width wall.
func (p *Puzzle) minCell(wall float64) float64 { return p.Body.MinCell(wall) }

// levelText is the book text of a difficulty label (Easy, Medium, Hard,
// Expert, as maze.LevelOf gives them).
func levelText(lang, level string) string {
	if level == "" {
		return ""
	}
	return i18n.Text(lang, "level."+strings.ToLower(level))
}
