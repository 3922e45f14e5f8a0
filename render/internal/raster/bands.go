// A PNG encoder for big opaque pictures that uses every core: the rows are
// cut into bands of about a mebibyte, each band is filtered and deflated on
// its own, and the bands are joined into one zlib stream.

package raster

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"hash/adler32"
	"image"
	"image/png"
	"io"
	"runtime"
	"sync"
)

// Encode writes img as a PNG at the fastest compression; big opaque or
// many-coloured pictures are deflated in bands on every core (see
// writeBands), with the same bytes whatever the number of cores. Other
// big paletted pictures (two-colour mazes) go through Rows, which writes
// the bytes image/png writes, deflated beside the rows' packing.
func Encode(w io.Writer, img image.Image) error {
	switch img := img.(type) {
	case *image.RGBA:
		if pngBands(img) {
			return writePNGBands(w, img)
		}
	case *image.Paletted:
		if palettedBands(img) {
			return writePalettedBands(w, img)
		}
		if n := len(img.Palette); n >= 1 && n <= 256 && img.Rect.Dx()*img.Rect.Dy() >= 2*batchBytes {
			return writePalettedRows(w, img)
		}
	}
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	return enc.Encode(w, img)
}

// bandBytes is about how much filtered image data one band holds. It is
// fixed, not taken from the number of cores, so the file is the same
// whatever the machine.
const bandBytes = 1 << 20

// pngBands reports whether img is big and opaque enough for
// writePNGBands: at least two bands.
func pngBands(img *image.RGBA) bool {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	if (1+3*w)*h < 2*bandBytes {
		return false
	}
	for y := 0; y < h; y++ {
		row := img.Pix[y*img.Stride : y*img.Stride+4*w]
		for i := 3; i < len(row); i += 4 {
			if row[i] != 0xff {
				return false
			}
		}
	}
	return true
}

// writePNGBands writes opaque img as an 8-bit RGB PNG. Each band's rows
// get the filter with the smallest sum of absolute differences (as
// image/png chooses). See writeBands for how the bands are joined.
func writePNGBands(w io.Writer, img *image.RGBA) error {
	width, height := img.Rect.Dx(), img.Rect.Dy()
	cw := &chunkWriter{w: w}
	cw.header(width, height, 8, 2) // 8 bits, RGB
	if cw.err != nil {
		return cw.err
	}
	return writeBands(cw, height, 1+3*width, func(f *rowFilter, dst []byte, y int) []byte {
		return f.append(dst, img, y)
	})
}

// palettedBands reports whether img is big enough for writePalettedBands
// (at least two bands of 8-bit rows) and has more than two colours: two-
// colour pictures, plain mazes, keep the one stream the square-grid
// maze's own row writer (Rows) makes, byte for byte.
func palettedBands(img *image.Paletted) bool {
	n := len(img.Palette)
	return n > 2 && n <= 256 && (1+img.Rect.Dx())*img.Rect.Dy() >= 2*bandBytes
}

// writePalettedBands writes img as the paletted PNG image/png writes (the
// same bit depth, palette and transparency chunks, rows unfiltered), its
// rows deflated in bands as writeBands does.
func writePalettedBands(w io.Writer, img *image.Paletted) error {
	width, height := img.Rect.Dx(), img.Rect.Dy()
	p, err := NewRows(w, width, height, img.Palette) // the signature and header chunks
	if err != nil {
		return err
	}
	rowLen := len(p.row)
	return writeBands(&p.chunk, height, rowLen, func(_ *rowFilter, dst []byte, y int) []byte {
		dst = append(dst, make([]byte, rowLen)...)
		row := img.Pix[y*img.Stride : y*img.Stride+width]
		packRow(dst[len(dst)-rowLen+1:], row, p.depth)
		return dst
	})
}

// writePalettedRows writes img through Rows, a row at a time.
func writePalettedRows(w io.Writer, img *image.Paletted) error {
	width, height := img.Rect.Dx(), img.Rect.Dy()
	p, err := NewRows(w, width, height, img.Palette)
	if err != nil {
		return err
	}
	for y := range height {
		if err := p.WriteRow(img.Pix[y*img.Stride : y*img.Stride+width]); err != nil {
			return err
		}
	}
	return p.Close()
}

// writeBands writes the image data of a PNG of height rows, each rowLen
// bytes once filtered, as IDAT chunks to cw (whose header chunks are
// written), then the end chunk. The rows are cut into bands of about
// bandBytes; one goroutine a core takes bands in turn, appends their rows
// with appendRow and deflates them at the fastest level, ending each with
// a sync flush (the last band with the final block) so the bands simply
// follow one another in one zlib stream; their Adler-32 sums are combined
// into the stream's. The fastest level keeps no window across a flush it
// did not make, so each band starts its matches afresh; at a mebibyte a
// band that costs well under one per cent of the file. The bytes do not
// depend on the number of cores.
func writeBands(cw *chunkWriter, height, rowLen int, appendRow func(f *rowFilter, dst []byte, y int) []byte) error {
	return writeBandsOf(cw, height, rowLen, func(dst []byte, y0, y1 int) []byte {
		var f rowFilter
		for y := y0; y < y1; y++ {
			dst = appendRow(&f, dst, y)
		}
		return dst
	})
}

// writeBandsOf is writeBands with the rows of a band made at once:
// appendBand appends rows [y0, y1), filtered, to dst.
func writeBandsOf(cw *chunkWriter, height, rowLen int, appendBand func(dst []byte, y0, y1 int) []byte) error {
	perBand := max(1, bandBytes/rowLen)
	nb := (height + perBand - 1) / perBand
	type band struct {
		z    bytes.Buffer
		sum  uint32
		n    int
		done chan struct{}
	}
	bands := make([]band, nb)
	for i := range bands {
		bands[i].done = make(chan struct{})
	}
	next := make(chan int, nb)
	for i := range nb {
		next <- i
	}
	close(next)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), nb) {
		wg.Go(func() {
			for b := range next {
				y0, y1 := b*perBand, min(height, (b+1)*perBand)
				raw := appendBand(make([]byte, 0, (y1-y0)*rowLen), y0, y1)
				fw, _ := flate.NewWriter(&bands[b].z, flate.BestSpeed)
				fw.Write(raw)
				if b == nb-1 {
					fw.Close()
				} else {
					fw.Flush()
				}
				bands[b].sum, bands[b].n = adler32.Checksum(raw), len(raw)
				close(bands[b].done)
			}
		})
	}
	cw.idat = true
	sum := uint32(1)
	for i := range bands {
		<-bands[i].done
		data := bands[i].z.Bytes()
		if i == 0 {
			data = append([]byte{0x78, 0x01}, data...) // zlib header: deflate, 32 KiB window, fastest
		}
		sum = adler32Combine(sum, bands[i].sum, bands[i].n)
		if i == nb-1 {
			data = binary.BigEndian.AppendUint32(data, sum)
		}
		cw.Write(data)
		bands[i].z = bytes.Buffer{}
	}
	wg.Wait()
	cw.idat = false
	cw.chunk("IEND", nil)
	return cw.err
}

// adler32Combine returns the Adler-32 sum of a stream whose first part
// sums to a and whose second part, n bytes long, sums to b (as zlib's
// adler32_combine).
func adler32Combine(a, b uint32, n int) uint32 {
	const mod = 65521
	rem := uint64(n % mod)
	s1a, s2a := uint64(a&0xffff), uint64(a>>16)
	s1b, s2b := uint64(b&0xffff), uint64(b>>16)
	s1 := (s1a + s1b + mod - 1) % mod
	s2 := (s2a + s2b + rem*s1a + 2*mod - rem) % mod
	return uint32(s2<<16 | s1)
}

// rowFilter filters RGB rows of an opaque RGBA image.
type rowFilter struct {
	cur, prev []byte
	try       [5][]byte
}

// append appends row y of img, filtered, to dst: the filter type byte,
// then the filtered pixels.
func (f *rowFilter) append(dst []byte, img *image.RGBA, y int) []byte {
	w := img.Rect.Dx()
	n := 3 * w
	f.cur = rgbRow(f.cur[:0], img, y)
	if y > 0 {
		f.prev = rgbRow(f.prev[:0], img, y-1)
	} else {
		f.prev = append(f.prev[:0], make([]byte, n)...)
	}
	cur, prev := f.cur, f.prev
	for k := range f.try {
		if cap(f.try[k]) < n {
			f.try[k] = make([]byte, n)
		}
		f.try[k] = f.try[k][:n]
	}
	none, sub, up, avg, paeth := f.try[0], f.try[1], f.try[2], f.try[3], f.try[4]
	var sums [5]int
	for i := range n {
		a, b, c := byte(0), prev[i], byte(0)
		if i >= 3 {
			a, c = cur[i-3], prev[i-3]
		}
		x := cur[i]
		none[i] = x
		sub[i] = x - a
		up[i] = x - b
		avg[i] = x - byte((int(a)+int(b))/2)
		paeth[i] = x - paethPredict(a, b, c)
		sums[0] += abs8(none[i])
		sums[1] += abs8(sub[i])
		sums[2] += abs8(up[i])
		sums[3] += abs8(avg[i])
		sums[4] += abs8(paeth[i])
	}
	best := 0
	for k := 1; k < 5; k++ {
		if sums[k] < sums[best] {
			best = k
		}
	}
	dst = append(dst, byte(best))
	return append(dst, f.try[best]...)
}

// rgbRow appends the red, green and blue bytes of row y of img to dst.
func rgbRow(dst []byte, img *image.RGBA, y int) []byte {
	w := img.Rect.Dx()
	row := img.Pix[y*img.Stride : y*img.Stride+4*w]
	for i := 0; i < len(row); i += 4 {
		dst = append(dst, row[i], row[i+1], row[i+2])
	}
	return dst
}

// abs8 is the size of a filtered byte taken as signed.
func abs8(d byte) int {
	if d < 128 {
		return int(d)
	}
	return 256 - int(d)
}

// paethPredict is the Paeth predictor of PNG filter type 4.
func paethPredict(a, b, c byte) byte {
	p := int(a) + int(b) - int(c)
	pa, pb, pc := p-int(a), p-int(b), p-int(c)
	if pa < 0 {
		pa = -pa
	}
	if pb < 0 {
		pb = -pb
	}
	if pc < 0 {
		pc = -pc
	}
	if pa <= pb && pa <= pc {
		return a
	}
	if pb <= pc {
		return b
	}
	return c
}

// BandRows returns how many rows of an opaque picture width pixels wide
// one band of EncodeBands holds.
func BandRows(width int) int { return max(1, bandBytes/(1+3*width)) }

// BandsFit reports whether an opaque width×height picture is big enough
// for EncodeBands to write the bytes Encode writes for it.
func BandsFit(width, height int) bool { return (1+3*width)*height >= 2*bandBytes }

// EncodeBands writes an opaque width×height picture that is never held
// whole: draw paints rows [y0, y0+img.Rect.Dy()) of it into img (at its
// origin, every pixel opaque), one band of BandRows(width) rows (and the
// row before it, which the band's filter reads) at a time, on every core.
// The bytes are those Encode writes for the whole picture (see
// writePNGBands), whatever the number of cores, as long as draw paints
// the same pixels for the same rows.
func EncodeBands(w io.Writer, width, height int, draw func(img *image.RGBA, y0 int)) error {
	cw := &chunkWriter{w: w}
	cw.header(width, height, 8, 2) // 8 bits, RGB
	if cw.err != nil {
		return cw.err
	}
	return writeBandsOf(cw, height, 1+3*width, func(dst []byte, y0, y1 int) []byte {
		top := max(0, y0-1)
		img := image.NewRGBA(image.Rect(0, 0, width, y1-top))
		draw(img, top)
		var f rowFilter
		for y := y0; y < y1; y++ {
			dst = f.append(dst, img, y-top)
		}
		return dst
	})
}
