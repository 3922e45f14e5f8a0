package preflight

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/pdfread"
)

// zeroBomb returns a zlib stream of about mb KB that inflates to about mb
// MB of zeros: one megabyte of zeros compressed and flushed, then the same
// flushed megabyte's bytes repeated (the window holds only zeros, so every
// repeat decodes alike). The stream has no end: the checker must stop at
// its limit long before.
func zeroBomb(t *testing.T, mb int) []byte {
	t.Helper()
	var b bytes.Buffer
	w, _ := zlib.NewWriterLevel(&b, zlib.BestCompression)
	zero := make([]byte, 1<<20)
	w.Write(zero)
	w.Flush()
	head := b.Len()
	w.Write(zero)
	w.Flush()
	chunk := append([]byte(nil), b.Bytes()[head:]...)
	out := append([]byte(nil), b.Bytes()...)
	for range mb - 2 {
		out = append(out, chunk...)
	}
	return out
}

// deflate compresses b with zlib.
func deflate(b []byte) []byte {
	var out bytes.Buffer
	w := zlib.NewWriter(&out)
	w.Write(b)
	w.Close()
	return out.Bytes()
}

// bombPDF returns a one-page PDF whose page content is the given streams
// (each a FlateDecode stream object); objStm puts the page tree inside a
// compressed object stream instead, made of the first stream's data.
func bombPDF(streams [][]byte, objStm bool) []byte {
	return bombPDFForm(streams, objStm, nil)
}

// bombPDFForm is bombPDF whose page also draws a form XObject with the
// given compressed content, when form is not nil.
func bombPDFForm(streams [][]byte, objStm bool, form []byte) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.5\n")
	b.WriteString("1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n")
	if objStm {
		fmt.Fprintf(&b, "5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length %d >>\nstream\n", len(streams[0]))
		b.Write(streams[0])
		b.WriteString("\nendstream endobj\n")
		b.WriteString("trailer << /Root 1 0 R >>\n%%EOF\n")
		return b.Bytes()
	}
	b.WriteString("2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n")
	var refs []string
	for i := range streams {
		refs = append(refs, fmt.Sprintf("%d 0 R", 10+i))
	}
	res := ""
	if form != nil {
		res = "/Resources << /XObject << /F1 4 0 R >> >>"
		fmt.Fprintf(&b, "4 0 obj << /Type /XObject /Subtype /Form /BBox [0 0 10 10] /Filter /FlateDecode /Length %d >>\nstream\n", len(form))
		b.Write(form)
		b.WriteString("\nendstream endobj\n")
	}
	fmt.Fprintf(&b, "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] %s /Contents [%s] >> endobj\n", res, strings.Join(refs, " "))
	for i, s := range streams {
		fmt.Fprintf(&b, "%d 0 obj << /Filter /FlateDecode /Length %d >>\nstream\n", 10+i, len(s))
		b.Write(s)
		b.WriteString("\nendstream endobj\n")
	}
	b.WriteString("trailer << /Root 1 0 R >>\n%%EOF\n")
	return b.Bytes()
}

// TestCheckRefusesCompressionBombs: a small PDF whose streams inflate to
// far more than the checker's limits (one content stream of 4 GB, an
// object stream of 4 GB, a form drawn by the page of 4 GB, many content streams each under the per-stream
// limit but over the per-file one) is refused with one line naming the
// limit, after inflating no more than the limit: the bytes allocated stay
// within a few times the limit, where inflating the stream would take
// gigabytes.
func TestCheckRefusesCompressionBombs(t *testing.T) {
	// Under -short the limits, the bombs and the memory allowed are a
	// sixteenth of the real ones (4 MB a stream, 16 MB a file), so that
	// the same refusals take a sixteenth of the inflating.
	scale := 1
	if testing.Short() {
		scale = 16
		defer func(open func([]byte) (*pdfread.File, error)) { openPDF = open }(openPDF)
		openPDF = func(b []byte) (*pdfread.File, error) {
			return pdfread.OpenLimits(b, pdfread.MaxStream/scale, pdfread.MaxDecoded/scale)
		}
	}
	stream := fmt.Sprintf("a compressed stream inflates to more than %d MB, the most one stream may hold", 64/scale)
	all := fmt.Sprintf("page 1: compressed streams inflate to more than %d MB in all, the most one file may hold", 256/scale)
	streamMost, allMost := uint64(200<<20/scale), uint64(1<<30/scale)
	big := zeroBomb(t, 4<<10/scale)
	part := zeroBomb(t, 48/scale) // under the per-stream limit
	for _, c := range []struct {
		name string
		pdf  []byte
		want string
		most uint64 // bytes Check may allocate
	}{
		{"content stream", bombPDF([][]byte{big}, false), "page 1: " + stream, streamMost},
		{"object stream", bombPDF([][]byte{big}, true), stream, streamMost},
		{"form", bombPDFForm([][]byte{deflate([]byte("q /F1 Do Q"))}, false, big), "page 1: " + stream, streamMost},
		{"many streams", bombPDF([][]byte{part, part, part, part, part, part, part, part}, false), all, allMost},
	} {
		t.Run(c.name, func(t *testing.T) {
			if len(c.pdf) > 8<<20 {
				t.Fatalf("the bomb is %d bytes; want a small file", len(c.pdf))
			}
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			rep, err := Check(c.pdf)
			runtime.ReadMemStats(&after)
			if err == nil || err.Error() != c.want {
				t.Fatalf("Check = %v, %v; want the error %q", rep, err, c.want)
			}
			t.Logf("%d KB file: %d MB allocated", len(c.pdf)>>10, (after.TotalAlloc-before.TotalAlloc)>>20)
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > c.most {
				t.Errorf("Check allocated %d MB refusing a %d KB file", alloc>>20, len(c.pdf)>>10)
			}
		})
	}
}
