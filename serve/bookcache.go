package serve

import (
	"bytes"
	"context"
	"slices"
	"sync"

	"github.com/mazekit/mazekit/layout"
	"github.com/mazekit/mazekit/render"
)

// madeBook is a book or handout made for one spec, with its pages and PDF
// made once when first asked for: the preview pages through the very
// pages the download holds, without making the book again for each.
type madeBook struct {
	spec string
	mu   sync.Mutex
	book *layout.Book
	doc  *render.Document
	pdf  []byte
}

// bookCache keeps the last few books made, most recent first.
type bookCache struct {
	mu    sync.Mutex
	books []*madeBook
}

// cachedBooks is how many books the cache keeps.
const cachedBooks = 4

// get returns the entry of spec, made empty and put first when new.
func (c *bookCache) get(spec string) *madeBook {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, b := range c.books {
		if b.spec == spec {
			copy(c.books[1:i+1], c.books[:i])
			c.books[0] = b
			return b
		}
	}
	b := &madeBook{spec: spec}
	if len(c.books) < cachedBooks {
		c.books = append(c.books, nil)
	}
	copy(c.books[1:], c.books)
	c.books[0] = b
	return b
}

// has reports whether spec's book is made (or being made).
func (c *bookCache) has(spec string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.ContainsFunc(c.books, func(b *madeBook) bool { return b.spec == spec })
}

// make returns the book of sp, made now if it was not before. The caller
// holds mb.mu.
func (mb *madeBook) make(ctx context.Context, sp *layout.Spec) (*layout.Book, error) {
	if mb.book == nil {
		b, err := layout.Make(ctx, sp, &layout.Options{Workers: 1})
		if err != nil {
			return nil, err
		}
		mb.book = b
	}
	return mb.book, nil
}

// document returns the book's pages. The caller holds mb.mu.
func (mb *madeBook) document(ctx context.Context) (*render.Document, error) {
	if mb.doc == nil {
		d, err := mb.book.Document(ctx)
		if err != nil {
			return nil, err
		}
		mb.doc = d
	}
	return mb.doc, nil
}

// pdfBytes returns the book's PDF. The caller holds mb.mu.
func (mb *madeBook) pdfBytes(ctx context.Context) ([]byte, error) {
	if mb.pdf == nil {
		var buf bytes.Buffer
		if err := mb.book.WritePDF(ctx, &buf, nil); err != nil {
			return nil, err
		}
		mb.pdf = buf.Bytes()
	}
	return mb.pdf, nil
}
