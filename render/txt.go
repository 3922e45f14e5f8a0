package render

import (
	"errors"
	"io"

	"github.com/mazekit/mazekit/internal/budget"
)

func init() {
	RegisterFormat(Format{Name: "txt", Summary: "text (box-drawing characters)", MIME: "text/plain; charset=utf-8", Streams: true,
		Cost: Cost(budget.Data), Encode: encodeText})
}

// encodeText writes the subject's own text form, or the maze as text.
func encodeText(w io.Writer, src *Source) error {
	switch {
	case src.Stream != nil:
		return writeStreamText(w, src.Stream)
	case src.Text != nil:
		return src.Text(w)
	case src.Maze != nil:
		return WriteText(w, src.Maze, src.Solution)
	}
	return errors.New("render: txt: nothing to write as text")
}
