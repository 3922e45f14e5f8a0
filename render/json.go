package render

import (
	"errors"
	"io"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/maze"
)

func init() {
	RegisterFormat(Format{Name: "json", Summary: "data (JSON: cells, walls, solution, stats)", MIME: "application/json", Data: true,
		Cost: Cost(budget.Data), Encode: encodeJSON})
}

// encodeJSON writes the subject's own JSON document, or the maze's.
func encodeJSON(w io.Writer, src *Source) error {
	switch {
	case src.JSON != nil:
		return src.JSON(w)
	case src.Maze != nil:
		var info maze.Info
		if src.Info != nil {
			info = *src.Info
		}
		return maze.WriteJSON(w, src.Maze, info)
	}
	return errors.New("render: json: nothing to write as JSON")
}
