// Frames that hold what changed, assembled as GIF or APNG.

package anim

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"image/png"
	"io"
)

// Differ turns whole pictures into animation frames: the first whole, the
// others as what changed since the one before (see Delta); frames without
// a change are left out. Only two frames are held at once.
type Differ struct {
	Palette     color.Palette // every frame's palette
	Transparent uint8         // its index of "unchanged"; the colours before it draw the pictures
	Emit        func(*image.Paletted) error
	prev        *image.Paletted
}

// Add turns img into the next frame and hands it to Emit, if it changed.
func (d *Differ) Add(img image.Image) error {
	full := image.NewPaletted(img.Bounds(), d.Palette[:d.Transparent])
	draw.Draw(full, full.Rect, img, img.Bounds().Min, draw.Src)
	full.Palette = d.Palette
	prev := d.prev
	d.prev = full
	if prev == nil {
		return d.Emit(full)
	}
	if f := Delta(prev, full, d.Transparent); f != nil {
		return d.Emit(f)
	}
	return nil
}

// Delta returns the part of cur that differs from prev (the same size and
// palette), with unchanged pixels at palette index transparent, or nil when
// nothing changed.
func Delta(prev, cur *image.Paletted, transparent uint8) *image.Paletted {
	r := image.Rectangle{}
	b := cur.Rect
	for y := b.Min.Y; y < b.Max.Y; y++ {
		po, co := prev.PixOffset(b.Min.X, y), cur.PixOffset(b.Min.X, y)
		pr, cr := prev.Pix[po:po+b.Dx()], cur.Pix[co:co+b.Dx()]
		if bytes.Equal(pr, cr) {
			continue
		}
		x0, x1 := 0, b.Dx()-1
		for pr[x0] == cr[x0] {
			x0++
		}
		for pr[x1] == cr[x1] {
			x1--
		}
		r = r.Union(image.Rect(b.Min.X+x0, y, b.Min.X+x1+1, y+1))
	}
	if r.Empty() {
		return nil
	}
	d := image.NewPaletted(r, cur.Palette)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p, c := prev.ColorIndexAt(x, y), cur.ColorIndexAt(x, y)
			if p == c {
				d.SetColorIndex(x, y, transparent)
			} else {
				d.SetColorIndex(x, y, c)
			}
		}
	}
	return d
}

// GIF builds an animated GIF a frame at a time: each frame is encoded
// when the next one comes (its delay depends on whether it is the last),
// so two frames and the encoded file are held.
type GIF struct {
	pal     color.Palette
	delay   int // hundredths of a second a frame but the last
	out     bytes.Buffer
	pending *image.Paletted
}

// NewGIF starts a looping GIF in palette pal whose frames stay delay
// hundredths of a second.
func NewGIF(pal color.Palette, delay int) *GIF { return &GIF{pal: pal, delay: delay} }

// Add adds the next frame: the first whole, the others what changed
// (see Delta).
func (g *GIF) Add(f *image.Paletted) error {
	if g.pending != nil {
		if err := g.put(g.pending, g.delay); err != nil {
			return err
		}
	}
	g.pending = f
	return nil
}

// Close writes the GIF to w, its last frame staying lastDelay hundredths
// of a second.
func (g *GIF) Close(w io.Writer, lastDelay int) error {
	if g.pending == nil {
		return errors.New("render: an animation with no frames")
	}
	if err := g.put(g.pending, lastDelay); err != nil {
		return err
	}
	g.out.WriteByte(0x3b)
	_, err := w.Write(g.out.Bytes())
	return err
}

// put encodes one frame as a one-frame GIF and keeps its image block
// (and, for the first, the header and the loop extension).
func (g *GIF) put(f *image.Paletted, delay int) error {
	out := &g.out
	var b bytes.Buffer
	one := &gif.GIF{Image: []*image.Paletted{f}, Delay: []int{delay}, Disposal: []byte{gif.DisposalNone},
		Config: image.Config{ColorModel: g.pal, Width: f.Rect.Max.X, Height: f.Rect.Max.Y}}
	if out.Len() > 0 {
		one.Config.Width, one.Config.Height = gifWidth(out.Bytes())
	}
	if err := gif.EncodeAll(&b, one); err != nil {
		return err
	}
	data := b.Bytes()
	head := 13
	if data[10]&0x80 != 0 {
		head += 3 << (data[10]&7 + 1)
	}
	if out.Len() == 0 {
		out.Write(data[:head])
		out.Write([]byte("\x21\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00")) // loop forever
	}
	out.Write(data[head : len(data)-1]) // without the trailer
	return nil
}

// gifWidth returns the logical screen size of an encoded GIF.
func gifWidth(b []byte) (int, int) {
	return int(b[6]) | int(b[7])<<8, int(b[8]) | int(b[9])<<8
}

// APNG builds an animated PNG a frame at a time: each frame is compressed
// when it comes, so two frames and the compressed file are held.
type APNG struct {
	frames []apngFrame
}

type apngFrame struct {
	rect   image.Rectangle
	chunks map[string][][]byte
}

// Add compresses the next frame: the first whole, the others what changed
// (see Delta), all in the first frame's palette.
func (a *APNG) Add(f *image.Paletted) error {
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	var buf bytes.Buffer
	if err := enc.Encode(&buf, f); err != nil {
		return err
	}
	a.frames = append(a.frames, apngFrame{f.Rect, pngChunks(buf.Bytes())})
	return nil
}

// Close writes the animation to w at fps frames a second, looping
// forever; the last frame stays two seconds.
func (a *APNG) Close(w io.Writer, fps int) error {
	frames := a.frames
	if len(frames) == 0 {
		return errors.New("render: an animation with no frames")
	}
	ew := &errWriter{w: w}
	chunk := func(typ string, data []byte) {
		if ew.err != nil {
			return
		}
		var hdr [8]byte
		binary.BigEndian.PutUint32(hdr[:4], uint32(len(data)))
		copy(hdr[4:], typ)
		crc := crc32.NewIEEE()
		crc.Write(hdr[4:])
		crc.Write(data)
		var tail [4]byte
		binary.BigEndian.PutUint32(tail[:], crc.Sum32())
		for _, b := range [][]byte{hdr[:], data, tail[:]} {
			if _, err := ew.w.Write(b); err != nil {
				ew.err = err
				return
			}
		}
	}
	seq := uint32(0)
	for i, f := range frames {
		chunks := f.chunks
		if i == 0 {
			if _, err := w.Write([]byte("\x89PNG\r\n\x1a\n")); err != nil {
				return err
			}
			chunk("IHDR", chunks["IHDR"][0])
			actl := make([]byte, 8)
			binary.BigEndian.PutUint32(actl, uint32(len(frames)))
			chunk("acTL", actl) // plays forever (0 loops)
			chunk("PLTE", chunks["PLTE"][0])
			if t := chunks["tRNS"]; t != nil {
				chunk("tRNS", t[0])
			}
		}
		fc := make([]byte, 26)
		binary.BigEndian.PutUint32(fc[0:], seq)
		seq++
		binary.BigEndian.PutUint32(fc[4:], uint32(f.rect.Dx()))
		binary.BigEndian.PutUint32(fc[8:], uint32(f.rect.Dy()))
		binary.BigEndian.PutUint32(fc[12:], uint32(f.rect.Min.X))
		binary.BigEndian.PutUint32(fc[16:], uint32(f.rect.Min.Y))
		num := uint16(1)
		den := uint16(fps)
		if i == len(frames)-1 {
			num, den = 2, 1
		}
		binary.BigEndian.PutUint16(fc[20:], num)
		binary.BigEndian.PutUint16(fc[22:], den)
		fc[24] = 0 // dispose: none
		fc[25] = 1 // blend: over, so transparent pixels keep the last frame
		chunk("fcTL", fc)
		for _, data := range chunks["IDAT"] {
			if i == 0 {
				chunk("IDAT", data)
				continue
			}
			fd := make([]byte, 4+len(data))
			binary.BigEndian.PutUint32(fd, seq)
			seq++
			copy(fd[4:], data)
			chunk("fdAT", fd)
		}
	}
	chunk("IEND", nil)
	return ew.err
}

// pngChunks splits an encoded PNG into its chunks' data by type.
func pngChunks(b []byte) map[string][][]byte {
	out := map[string][][]byte{}
	for p := 8; p+12 <= len(b); {
		n := int(binary.BigEndian.Uint32(b[p:]))
		typ := string(b[p+4 : p+8])
		out[typ] = append(out[typ], b[p+8:p+8+n])
		p += 12 + n
	}
	return out
}

// errWriter remembers the first write error.
type errWriter struct {
	w   io.Writer
	err error
}
