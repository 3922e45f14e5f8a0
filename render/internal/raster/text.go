// A text chunk in PNG files, for the seed and options a picture was made with.

package raster

import (
	"encoding/binary"
	"hash/crc32"
	"io"
)

// pngHeaderLen is the length of the PNG signature and the IHDR chunk, which
// must come first; a text chunk may follow them.
const pngHeaderLen = 8 + 4 + 4 + 13 + 4

// pngTextWriter passes a PNG stream through to w, adding an iTXt chunk
// (UTF-8 text, uncompressed) right after the header.
type pngTextWriter struct {
	w       io.Writer
	chunk   []byte
	head    []byte
	written bool
	err     error
}

// TextWriter returns a writer that copies the PNG file written to it
// onto w with a text chunk (keyword key, text text) added after the
// header, so the file records how it was made; png.Decode ignores it. An
// empty text adds nothing.
func TextWriter(w io.Writer, key, text string) io.Writer {
	if text == "" {
		return w
	}
	data := make([]byte, 0, len(key)+len(text)+5)
	data = append(data, key...)
	data = append(data, 0, 0, 0, 0, 0) // end of keyword, no compression, method, no language, no translation
	data = append(data, text...)
	c := make([]byte, 0, len(data)+12)
	c = binary.BigEndian.AppendUint32(c, uint32(len(data)))
	c = append(c, "iTXt"...)
	c = append(c, data...)
	c = binary.BigEndian.AppendUint32(c, crc32.ChecksumIEEE(c[4:]))
	return &pngTextWriter{w: w, chunk: c}
}

func (p *pngTextWriter) Write(b []byte) (int, error) {
	if p.err != nil {
		return 0, p.err
	}
	if p.written {
		return p.w.Write(b)
	}
	n := len(b)
	take := min(pngHeaderLen-len(p.head), len(b))
	p.head = append(p.head, b[:take]...)
	b = b[take:]
	if len(p.head) < pngHeaderLen {
		return n, nil
	}
	p.written = true
	for _, part := range [][]byte{p.head, p.chunk, b} {
		if _, err := p.w.Write(part); err != nil {
			p.err = err
			return 0, err
		}
	}
	return n, nil
}
