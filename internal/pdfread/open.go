// Opening a file: the header, the end of the file and encryption.

package pdfread

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strconv"
)

// Errors Open returns (wrapped with details): test with errors.Is.
var (
	// ErrNotPDF is a file that does not start with a PDF header.
	ErrNotPDF = errors.New("not a PDF file")
	// ErrEncrypted is a file whose streams and strings are encrypted.
	ErrEncrypted = errors.New("the PDF is encrypted")
	// ErrDamaged is a file cut short or with a broken cross-reference.
	ErrDamaged = errors.New("the PDF is damaged")
)

// Open reads a PDF. A file that is not a PDF, is encrypted (even with an
// empty password: its content cannot be read as written), or is cut short
// (no end-of-file marker in its last kilobyte, or a last cross-reference
// offset that points nowhere) is refused with one of the errors above; any
// other damage is read around. A stream that decodes past the limits
// refuses the file too.
func Open(data []byte) (*File, error) { return open(data, MaxStream, MaxDecoded) }

// OpenLimits is Open with the given decoding limits in place of
// MaxStream and MaxDecoded, which must be whole megabytes (the errors name
// them in MB): tests use smaller ones to refuse a bomb quickly.
func OpenLimits(data []byte, maxStream, maxDecoded int) (*File, error) {
	return open(data, maxStream, maxDecoded)
}

// open is Open with the given decoding limits.
func open(data []byte, maxStream, maxDecoded int) (*File, error) {
	if !bytes.HasPrefix(data, []byte("%PDF-")) {
		return nil, ErrNotPDF
	}
	if err := checkEnd(data); err != nil {
		return nil, err
	}
	f := read(data, maxStream, maxDecoded)
	if f.encrypted() {
		return nil, fmt.Errorf("%w: its pages cannot be checked without removing the encryption (qpdf --decrypt)", ErrEncrypted)
	}
	if f.err != nil {
		return nil, f.err
	}
	return f, nil
}

var startxrefRe = regexp.MustCompile(`startxref\s+(\d{1,12})\s+%%EOF`)

// checkEnd finds the end-of-file marker in the last kilobyte of data, as
// PDF readers require, and checks that the last cross-reference offset
// points at a table or a cross-reference stream.
func checkEnd(data []byte) error {
	tail := data[max(0, len(data)-1024):]
	if !bytes.Contains(tail, []byte("%%EOF")) {
		return fmt.Errorf("%w: it ends without %%%%EOF (%d bytes, cut short?)", ErrDamaged, len(data))
	}
	m := startxrefRe.FindAllSubmatch(tail, -1)
	if len(m) == 0 {
		return nil // no cross-reference to check: the objects are found by scanning
	}
	off, _ := strconv.Atoi(string(m[len(m)-1][1]))
	if off <= 0 || off >= len(data) {
		return fmt.Errorf("%w: the cross-reference offset %d is outside the file", ErrDamaged, off)
	}
	at := data[off:]
	if !bytes.HasPrefix(at, []byte("xref")) && objRe.FindIndex(at[:min(len(at), 32)]) == nil {
		return fmt.Errorf("%w: the cross-reference offset %d points at neither a table nor a stream", ErrDamaged, off)
	}
	return nil
}

var trailerRe = regexp.MustCompile(`trailer\s*<<`)

// encrypted reports whether a trailer or a cross-reference stream names
// an /Encrypt dictionary.
func (f *File) encrypted() bool {
	for _, m := range trailerRe.FindAllIndex(f.data, -1) {
		l := &Lexer{b: f.data, pos: m[1] - 2}
		if d, ok := mustValue(l).(Dict); ok && d["Encrypt"] != nil {
			return true
		}
	}
	for _, n := range f.nums {
		if d, ok := f.objs[n].value.(Dict); ok && d["Type"] == Name("XRef") && d["Encrypt"] != nil {
			return true
		}
	}
	return false
}

func mustValue(l *Lexer) any {
	v, _ := l.value(0)
	return v
}

// Err returns the first limit passed while decoding, if any: a file that
// passes one must be refused, since what was not decoded was not read.
func (f *File) Err() error { return f.err }

// Nums returns the numbers of the file's objects, in order.
func (f *File) Nums() []int { return f.nums }

// Object returns the value of object n (nil when there is none) and, for
// a stream, its raw data and true.
func (f *File) Object(n int) (value any, raw []byte, isStream bool) {
	o := f.objs[n]
	if o == nil {
		return nil, nil, false
	}
	return o.value, o.stream, o.isStm
}

// StreamDict returns the dictionary and decoded data of the stream v
// refers to, or nils.
func (f *File) StreamDict(v any) (Dict, []byte) {
	r, ok := v.(Ref)
	if !ok {
		return nil, nil
	}
	o := f.objs[r.Num]
	if o == nil || !o.isStm {
		return nil, nil
	}
	d, _ := o.value.(Dict)
	return d, f.Decode(d, o.stream)
}

// Trailer returns the last trailer dictionary (or cross-reference stream
// dictionary) of the file: /Root, /Info and /ID.
func (f *File) Trailer() Dict {
	var last Dict
	for _, m := range trailerRe.FindAllIndex(f.data, -1) {
		if d, ok := mustValue(&Lexer{b: f.data, pos: m[1] - 2}).(Dict); ok {
			last = d
		}
	}
	if last != nil {
		return last
	}
	for _, n := range f.nums {
		if d, ok := f.objs[n].value.(Dict); ok && d["Type"] == Name("XRef") {
			last = d
		}
	}
	return last
}

// Catalog returns the document catalog, or nil.
func (f *File) Catalog() Dict {
	if t := f.Trailer(); t != nil {
		if c := f.Dict(t["Root"]); c != nil {
			return c
		}
	}
	for _, n := range f.nums {
		if d, ok := f.objs[n].value.(Dict); ok && d["Type"] == Name("Catalog") {
			return d
		}
	}
	return nil
}

// Header returns the file's first line, "%PDF-1.x".
func (f *File) Header() []byte {
	end := bytes.IndexAny(f.data, "\r\n")
	if end < 0 {
		end = len(f.data)
	}
	return f.data[:min(end, 16)]
}
