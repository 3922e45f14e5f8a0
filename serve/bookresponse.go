// Answers to book and handout requests: the PDF, the spec, the print
// check, or one page as SVG.

package serve

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/layout"
	"github.com/mazekit/mazekit/preflight"
	"github.com/mazekit/mazekit/render"
)

// handout answers /api/handout.
func (s *Server) handout(w writer, r *request) {
	// The preview shows a sheet of the very handout the download holds:
	// which mazes go on which sheet depends on the number of copies.
	spec, err := s.handoutSpec(r.URL.Query())
	if err != nil {
		fail(w, err)
		return
	}
	s.bookResponse(w, r, spec, "handout")
}

// book answers /api/book.
func (s *Server) book(w writer, r *request) {
	spec, err := s.bookSpec(r.URL.Query())
	if err != nil {
		fail(w, err)
		return
	}
	s.bookResponse(w, r, spec, "book")
}

// BookCheck is what format=check answers: the book's size and the print
// rules it breaks, before anyone downloads it.
type BookCheck struct {
	Pages    int      `json:"pages"`
	Puzzles  int      `json:"puzzles"`
	Warnings []string `json:"warnings"`
	// Problems are print rules any printing breaks.
	Problems []string `json:"problems"`
	// Bound are the rules of a bound (print-on-demand) book it breaks,
	// which a booklet or handout printed at school need not meet.
	Bound  []string `json:"bound"`
	Report string   `json:"report"`
}

// boundRule reports whether a check's message is about a bound book.
func boundRule(msg string) bool { return strings.Contains(msg, "bound book") }

// bookAnswer is what a book request answers with.
type bookAnswer uint8

const (
	bookPDF   bookAnswer = iota // the book as PDF
	bookYAML                    // the spec itself
	bookCheck                   // the print-rule check, as JSON
	bookPage                    // one page as SVG
)

// bookAnswers are the answers by the format query parameter's value (one
// of bookFormats).
var bookAnswers = map[string]bookAnswer{"pdf": bookPDF, "yaml": bookYAML, "check": bookCheck, "svg": bookPage}

// bookResponse makes the book of a spec and answers in the format asked:
// the PDF, the spec itself as YAML, or the print-rule check.
func (s *Server) bookResponse(w writer, r *request, spec, name string) {
	format := r.URL.Query().Get("format")
	if format == "" {
		format = "pdf"
	}
	answer, ok := bookAnswers[format]
	if !ok {
		fail(w, badf("format %q: want %s", format, strings.Join(bookFormats, ", ")))
		return
	}
	sp, err := layout.Parse([]byte(spec), name+".yaml")
	if err != nil {
		fail(w, badf("%s", err))
		return
	}
	if answer == bookYAML {
		w.Header().Set("Content-Type", "text/yaml; charset=utf-8")
		if r.URL.Query().Get("download") != "" {
			w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=%q", name+".yaml"))
		}
		w.Write([]byte(spec))
		return
	}
	if !s.books.has(name + "\n" + spec) {
		if err := trialBook(r.Context(), sp); err != nil {
			fail(w, badf("%s", err))
			return
		}
	}
	s.respond(w, r, false, func(ctx context.Context) (*result, error) {
		mb := s.books.get(name + "\n" + spec)
		mb.mu.Lock()
		defer mb.mu.Unlock()
		cut := func(err error) error {
			if ctx.Err() != nil {
				return &httpError{statusServiceUnavailable, "request cancelled or over the time limit"}
			}
			return err
		}
		b, err := mb.make(ctx, sp)
		if err != nil {
			return nil, cut(badf("%s", err))
		}
		if answer == bookPage {
			d, err := mb.document(ctx)
			if err != nil {
				return nil, cut(err)
			}
			return pageSVG(b, d, r.URL.Query().Get("page"))
		}
		pdf, err := mb.pdfBytes(ctx)
		if err != nil {
			return nil, cut(err)
		}
		if answer == bookPDF {
			return &result{body: pdf, ctype: "application/pdf", name: name + ".pdf"}, nil
		}
		rep, err := preflight.Check(pdf)
		if err != nil {
			return nil, err
		}
		c := &BookCheck{Pages: len(b.Pages), Puzzles: len(b.Puzzles), Warnings: []string{}, Problems: []string{}, Bound: []string{}, Report: rep.String()}
		for _, p := range rep.Problems {
			if boundRule(p) {
				c.Bound = append(c.Bound, p)
			} else {
				c.Problems = append(c.Problems, p)
			}
		}
		for _, w := range b.Warnings {
			if !boundRule(w) { // said once, as a rule of bound books
				c.Warnings = append(c.Warnings, w)
			}
		}
		return jsonResult(c)
	})
}

// pageSVG draws one page of a book (laid out as d) as SVG, one point per
// unit: the page numbered by page (from 1), or by default the first page
// of puzzles. The result says which page it is and how many there are.
func pageSVG(b *layout.Book, d *render.Document, page string) (*result, error) {
	n := 0
	if page != "" {
		var err error
		if n, err = strconv.Atoi(page); err != nil || n < 1 || n > len(b.Pages) {
			return nil, badf("page %q: the book has pages 1 to %d", page, len(b.Pages))
		}
	} else {
		for i, p := range b.Pages {
			if p.Kind == layout.PagePuzzles {
				n = i + 1
				break
			}
		}
		n = max(n, 1)
	}
	pg := d.Pages[n-1]
	var buf bytes.Buffer
	src := &render.Source{Scene: pg.Scene, Options: []render.Option{&render.SVGOptions{Scale: 1}}}
	if err := render.Encode(&buf, "svg", src); err != nil {
		return nil, err
	}
	return &result{body: buf.Bytes(), ctype: svgType, page: n, pages: len(d.Pages)}, nil
}

// trialBook makes a small book of sp first, at most two puzzles of each
// section (its first and last size), so that a
// book whose mazes are too dense to print is refused in a moment, before
// the work of all its puzzles.
func trialBook(ctx context.Context, sp *layout.Spec) error {
	small := *sp
	small.Sections = slices.Clone(sp.Sections)
	cut := false
	for i := range small.Sections {
		if small.Sections[i].Count > 2 {
			small.Sections[i].Count, cut = 2, true
		}
	}
	if sp.Handout != nil || !cut {
		// A handout's sheets are all alike: the form's mixes print (see
		// fitLarge), and a trial of fewer sheets draws other mazes.
		return nil // the book itself is as small
	}
	if _, err := layout.Make(ctx, &small, &layout.Options{Workers: 1}); err != nil && strings.Contains(err.Error(), "too dense") {
		return err
	}
	return nil
}
