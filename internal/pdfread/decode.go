// Stream filters, decoded within the limits.

package pdfread

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
)

// Decode undoes a stream's filters (Flate, with no predictor, or none); it
// returns nil for filters it does not know and for data that would pass
// the size limits, and then sets f.err: inflating stops at the limit, so
// a small stream that would inflate to gigabytes costs at most the limit
// in memory and time.
func (f *File) Decode(d Dict, raw []byte) []byte {
	if f.err != nil {
		return nil
	}
	var filters []any
	switch v := f.Resolve(d["Filter"]).(type) {
	case Name:
		filters = []any{v}
	case Array:
		filters = v
	}
	data := raw
	for _, fl := range filters {
		switch f.Resolve(fl) {
		case Name("FlateDecode"), Name("Fl"):
			zr, err := zlib.NewReader(bytes.NewReader(data))
			if err != nil {
				return nil
			}
			room := min(f.maxStream, f.maxDecoded-f.decoded)
			out, over, err := inflate(zr, room)
			if over {
				if room == f.maxStream {
					f.err = fmt.Errorf("a compressed stream inflates to more than %d MB, the most one stream may hold", f.maxStream>>20)
				} else {
					f.err = fmt.Errorf("compressed streams inflate to more than %d MB in all, the most one file may hold", f.maxDecoded>>20)
				}
				return nil
			}
			if err != nil && len(out) == 0 {
				return nil
			}
			f.decoded += len(out)
			data = out
		default:
			return nil
		}
		if p := f.Dict(d["DecodeParms"]); p != nil {
			if pr, _ := f.Number(p["Predictor"]); pr > 1 {
				return nil
			}
		}
	}
	return data
}

// inflate reads r to its end, in chunks joined once at the end: it
// allocates about twice what it returns. A stream longer than max bytes
// is reported by over after reading max+1 bytes, whatever it would
// inflate to.
func inflate(r io.Reader, max int) (data []byte, over bool, err error) {
	var chunks [][]byte
	n := 0
	for n <= max && err == nil {
		c := make([]byte, min(1<<20, max+1-n))
		var k int
		k, err = io.ReadFull(r, c)
		chunks = append(chunks, c[:k])
		n += k
	}
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		err = nil
	}
	if n > max {
		return nil, true, err
	}
	return bytes.Join(chunks, nil), false, err
}
