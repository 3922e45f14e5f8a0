package serve

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
)

// sequence answers /api/sequence: a number maze, or with letters=true a
// letter maze, as the number-maze and letter-maze commands make it; with
// answer=true its key, the way drawn.
func (s *Server) sequence(w writer, r *request) {
	f, err := s.newForm(r.URL.Query(), "letters", "sequence", "word", "grid", "size", "length", "age", "cell", "outline", "large", "seed", "answer", "format", "download", "paper", "sheet")
	if err != nil {
		fail(w, err)
		return
	}
	req := classroom.SequenceRequest{Letters: f.bool("letters", false)}
	req.Sequence = f.str("sequence", "")
	req.Word = f.str("word", "")
	req.Grid = f.choice("grid", "", classroom.SequenceGrids(), "one of "+strings.Join(classroom.SequenceGrids(), ", "))
	if size := f.str("size", ""); size != "" && f.err == nil {
		if req.Width, req.Height, err = puzzle.ParseSize(size); err != nil {
			fail(w, optionError(err))
			return
		}
		if req.Width*req.Height > 2500 {
			fail(w, badf("size %s: %d cells is over the limit of 2500 cells for a number or letter maze", size, req.Width*req.Height))
			return
		}
	}
	req.Length = f.int("length", 0, 2, 2500, "cells on the way")
	req.Age = f.choice("age", "", classroom.AgeLevelNames(), "one of "+strings.Join(classroom.AgeLevelNames(), ", "))
	req.Cell = float64(f.int("cell", 0, 4, 200, "points"))
	req.Outline = f.bool("outline", false)
	req.LargePrint = f.bool("large", false)
	req.Seed = f.seed()
	paper := ""
	if _, ok := f.q["paper"]; ok {
		paper = f.paper()
	}
	sheet := f.bool("sheet", false)
	answer := f.bool("answer", false)
	format := f.choice("format", "svg", []string{"svg", "png", "pdf"}, "svg, png or pdf")
	if f.err != nil {
		fail(w, f.err)
		return
	}
	name := "numbers"
	if req.Letters {
		name = "letters"
	}
	if answer {
		name += "-key"
	}
	s.respond(w, r, true, func(ctx context.Context) (*result, error) {
		p, err := req.Make(ctx)
		if errors.Is(err, pattern.ErrNoPath) {
			return nil, badf("length %d: %v", req.Length, err)
		}
		if err != nil {
			return nil, optionError(err)
		}
		var buf bytes.Buffer
		switch {
		case paper != "" && render.IsPaged(format):
			if err := sequenceSheet(&buf, p, paper, answer); err != nil {
				return nil, err
			}
		case paper != "" && render.IsVectorPicture(format) && sheet:
			// The preview: the page the PDF prints.
			if err := p.Write(&buf, format, answer); err != nil {
				return nil, err
			}
			b, err := onPaper(buf.Bytes(), paper, false, true)
			if err != nil {
				return nil, err
			}
			buf.Reset()
			buf.Write(b)
		default:
			if err := p.Write(&buf, format, answer); err != nil {
				return nil, err
			}
		}
		f, err := render.LookupFormat(format)
		if err != nil {
			return nil, err
		}
		return &result{body: buf.Bytes(), ctype: f.MIME, name: name + "." + format}, nil
	})
}

// sequenceNames are the sequences of number mazes and of letter mazes.
func sequenceNames(letters bool) []string {
	if letters {
		return []string{"alphabet", "word"}
	}
	return []string{"count", "count-by-2", "count-by-5", "count-by-10", "even", "odd"}
}

// sequenceSheet writes a number or letter maze on a page of paper as PDF,
// true to size (its cell as the age level sets it) and centred, or fitted
// inside the margins when it is bigger than they hold.
func sequenceSheet(w io.Writer, p *classroom.SequencePuzzle, paper string, solved bool) error {
	pp, err := render.LookupPaper(paper)
	if err != nil {
		return badf("paper %q: %v", paper, err)
	}
	sc := p.Scene(solved)
	pw, ph := pp.W, pp.H
	dw, dh := sc.W*p.CellPt(), sc.H*p.CellPt()
	if k := min((pw-2*sheetMargin)/dw, (ph-2*sheetMargin)/dh); k < 1 {
		dw, dh = dw*k, dh*k
	}
	d := &render.Document{Title: sc.Comment}
	pg := d.AddPage(pw, ph)
	pg.Scene.Place(sc, (pw-dw)/2, (ph-dh)/2, dw, dh)
	return render.WriteDocumentPDF(w, d, nil)
}
