// A PNG encoder that takes the image one row at a time.

package raster

import (
	"bufio"
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"image/color"
	"io"
	"runtime"
)

// Rows writes a paletted PNG image one row of pixels at a time, so an
// image of any height takes memory for a few rows only: the rows are
// gathered in batches of about 64 KiB, and with more than one core each
// batch is deflated on another core while the caller makes the next; the
// compressed data goes out in IDAT chunks of 32 KiB. The deflate stream is
// one stream, fed the same bytes either way, so the file does not depend
// on the number of cores.
//
// The file is the one image/png writes for an *image.Paletted with the same
// palette at png.BestSpeed, byte for byte: the same bit depth (1 bit a pixel
// for two colours, 2 for up to four, 4 for up to sixteen, else 8), no row
// filters, the same chunks. Call WriteRow once per row, top to bottom, then
// Close. Errors are sticky: after the first, every call returns it.
type Rows struct {
	w      io.Writer
	width  int
	height int
	depth  int
	y      int
	row    []byte // the filter byte, then the packed pixels
	// batch gathers rows for the deflater; spare is the batch in
	// flight, which zw deflates into z while busy, when not nil, waits
	// for its result.
	batch, spare []byte
	z            bytes.Buffer
	busy         chan error
	bw           *bufio.Writer
	zw           *zlib.Writer
	chunk        chunkWriter
	err          error
	closed       bool
}

// maxSide is the largest width or height of a PNG (the format allows
// 2³¹−1).
const maxSide = 1<<31 - 1

// NewRows writes the PNG signature and header of a width×height image
// with palette pal (1 to 256 colours; colours with alpha below 255 make a
// tRNS chunk) to w, and returns the writer for its rows.
func NewRows(w io.Writer, width, height int, pal color.Palette) (*Rows, error) {
	if width < 1 || height < 1 || width > maxSide || height > maxSide {
		return nil, fmt.Errorf("render: PNG size %dx%d out of range (1 to %d a side)", width, height, maxSide)
	}
	if len(pal) < 1 || len(pal) > 256 {
		return nil, fmt.Errorf("render: PNG palette of %d colours (want 1 to 256)", len(pal))
	}
	depth := 8
	switch {
	case len(pal) <= 2:
		depth = 1
	case len(pal) <= 4:
		depth = 2
	case len(pal) <= 16:
		depth = 4
	}
	p := &Rows{w: w, width: width, height: height, depth: depth}
	p.chunk = chunkWriter{w: w}
	p.row = make([]byte, 1+(depth*width+7)/8)
	p.chunk.header(width, height, byte(depth), 3) // paletted
	plte := make([]byte, 3*len(pal))
	alpha := make([]byte, len(pal))
	last := -1
	for i, c := range pal {
		n := color.NRGBAModel.Convert(c).(color.NRGBA)
		plte[3*i], plte[3*i+1], plte[3*i+2], alpha[i] = n.R, n.G, n.B, n.A
		if n.A != 0xff {
			last = i
		}
	}
	p.chunk.chunk("PLTE", plte)
	if last >= 0 {
		p.chunk.chunk("tRNS", alpha[:last+1])
	}
	p.chunk.idat = true
	p.bw = bufio.NewWriterSize(&p.chunk, 1<<15)
	p.zw, _ = zlib.NewWriterLevel(&p.z, zlib.BestSpeed)
	if p.chunk.err != nil {
		return nil, p.chunk.err
	}
	return p, nil
}

// Width returns the image width in pixels.
func (p *Rows) Width() int { return p.width }

// WriteRow adds the next row: pix holds one palette index per pixel, Width
// of them. Indexes beyond the palette are the caller's error; with a two
// colour palette only their lowest bit is kept.
func (p *Rows) WriteRow(pix []uint8) error {
	if p.err != nil {
		return p.err
	}
	if len(pix) != p.width {
		p.err = fmt.Errorf("render: PNG row of %d pixels, want %d", len(pix), p.width)
		return p.err
	}
	if p.y >= p.height {
		p.err = errors.New("render: PNG has more rows than its height")
		return p.err
	}
	packRow(p.row[1:], pix, p.depth)
	if p.batch == nil {
		p.batch = make([]byte, 0, min(batchBytes+len(p.row), p.height*len(p.row)))
	}
	p.batch = append(p.batch, p.row...)
	p.y++
	if len(p.batch) >= batchBytes {
		if err := p.deflate(); err != nil {
			p.err = err
			return err
		}
	}
	return nil
}

// batchBytes is about how many bytes of rows Rows gathers before they are
// deflated.
const batchBytes = 1 << 16

// deflate waits for the batch in flight, writes out what it deflated, and
// sets the gathered batch deflating: on another goroutine when there is
// more than one core (the caller goes on with the next batch meanwhile),
// else at once.
func (p *Rows) deflate() error {
	if err := p.wait(); err != nil {
		return err
	}
	data := p.batch
	if p.spare == nil {
		p.spare = make([]byte, 0, cap(data))
	}
	p.batch, p.spare = p.spare[:0], data
	if runtime.GOMAXPROCS(0) == 1 {
		if _, err := p.zw.Write(data); err != nil {
			return err
		}
		return p.drain()
	}
	p.busy = make(chan error, 1)
	go func() {
		_, err := p.zw.Write(data)
		p.busy <- err
	}()
	return nil
}

// wait waits for the batch in flight, if any, and writes out what it
// deflated.
func (p *Rows) wait() error {
	if p.busy == nil {
		return nil
	}
	err := <-p.busy
	p.busy = nil
	if err != nil {
		return err
	}
	return p.drain()
}

// drain moves the deflated bytes to the IDAT chunks, never more at a time
// than the chunk buffer has room for, so every chunk but the last holds
// exactly 32 KiB whatever the batches.
func (p *Rows) drain() error {
	b := p.z.Bytes()
	for len(b) > 0 {
		n := min(len(b), p.bw.Available())
		if n == 0 {
			if err := p.bw.Flush(); err != nil {
				return err
			}
			continue
		}
		if _, err := p.bw.Write(b[:n]); err != nil {
			return err
		}
		b = b[n:]
	}
	p.z.Reset()
	return nil
}

// Close finishes the compressed data and writes the end of the file. It
// fails if fewer rows than the height were written.
func (p *Rows) Close() error {
	if p.err != nil || p.closed {
		return p.err
	}
	p.closed = true
	if p.y != p.height {
		p.err = fmt.Errorf("render: PNG has %d rows, want %d", p.y, p.height)
		return p.err
	}
	if err := p.wait(); err != nil {
		p.err = err
		return err
	}
	if _, err := p.zw.Write(p.batch); err != nil {
		p.err = err
		return err
	}
	if err := p.zw.Close(); err != nil {
		p.err = err
		return err
	}
	if err := p.drain(); err != nil {
		p.err = err
		return err
	}
	if err := p.bw.Flush(); err != nil {
		p.err = err
		return err
	}
	p.chunk.idat = false
	p.chunk.chunk("IEND", nil)
	p.err = p.chunk.err
	return p.err
}

// packRow packs one palette index a pixel into depth bits a pixel, the
// first pixel in the high bits, and pads the last byte with zeros.
func packRow(dst, pix []uint8, depth int) {
	if depth == 8 {
		copy(dst, pix)
		return
	}
	if depth == 1 {
		// Eight pixels at a time: gather bit 0 of each byte into the top
		// byte with one multiply (the shifted copies never overlap there).
		n := len(pix) / 8
		for i := 0; i < n; i++ {
			v := binary.LittleEndian.Uint64(pix[8*i:]) & 0x0101010101010101
			dst[i] = byte((v * 0x8040201008040201) >> 56)
		}
		pix, dst = pix[8*n:], dst[n:]
	}
	if depth == 2 {
		// Four pixels at a time, gathered the same way.
		n := len(pix) / 4
		for i := 0; i < n; i++ {
			v := uint64(binary.LittleEndian.Uint32(pix[4*i:]) & 0x03030303)
			dst[i] = byte((v * (1<<30 | 1<<20 | 1<<10 | 1)) >> 24)
		}
		pix, dst = pix[4*n:], dst[n:]
	}
	per := 8 / depth
	var a uint8
	c, j := 0, 0
	for _, v := range pix {
		a = a<<depth | v&(1<<depth-1)
		c++
		if c == per {
			dst[j] = a
			j++
			a, c = 0, 0
		}
	}
	if c != 0 {
		dst[j] = a << (depth * (per - c))
	}
}

// chunkWriter writes PNG chunks; while idat is set, each Write becomes one
// IDAT chunk.
type chunkWriter struct {
	w    io.Writer
	idat bool
	err  error
}

func (c *chunkWriter) Write(b []byte) (int, error) {
	if !c.idat {
		return 0, errors.New("render: PNG data outside IDAT")
	}
	c.chunk("IDAT", b)
	if c.err != nil {
		return 0, c.err
	}
	return len(b), nil
}

// chunk writes one chunk: length, name, data and CRC.
// header writes the PNG signature and the IHDR chunk of a width×height
// picture of depth bits a sample in colour type kind (2 RGB, 3 paletted).
func (c *chunkWriter) header(width, height int, depth, kind byte) {
	c.write("\x89PNG\r\n\x1a\n", nil)
	var hdr [13]byte
	binary.BigEndian.PutUint32(hdr[0:4], uint32(width))
	binary.BigEndian.PutUint32(hdr[4:8], uint32(height))
	hdr[8], hdr[9] = depth, kind
	c.chunk("IHDR", hdr[:])
}

func (c *chunkWriter) chunk(name string, data []byte) {
	var head [8]byte
	binary.BigEndian.PutUint32(head[:4], uint32(len(data)))
	copy(head[4:], name)
	crc := crc32.NewIEEE()
	crc.Write(head[4:])
	crc.Write(data)
	var tail [4]byte
	binary.BigEndian.PutUint32(tail[:], crc.Sum32())
	c.write(string(head[:]), data)
	c.write(string(tail[:]), nil)
}

func (c *chunkWriter) write(s string, b []byte) {
	if c.err != nil {
		return
	}
	if s != "" {
		_, c.err = io.WriteString(c.w, s)
	}
	if c.err == nil && len(b) > 0 {
		_, c.err = c.w.Write(b)
	}
}
