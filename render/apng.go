// Animated PNG output: frames written as APNG chunks.

package render

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"io"

	"github.com/mazekit/mazekit/maze"
)

func init() {
	RegisterFormat(Format{Name: "apng", Summary: "animation (APNG) of the maze being generated or solved",
		Encode: func(w io.Writer, src *Source) error { return animEncode(w, src, writeAPNG) }})
}

// writeAPNG writes the same animation as writeGIF as an animated PNG.
// Frames are compressed as they are drawn, so the memory held is two
// frames and the compressed file.
func writeAPNG(w io.Writer, m *maze.Maze, steps []maze.Step, o *AnimOptions) error {
	type encoded struct {
		rect   image.Rectangle
		chunks map[string][][]byte
	}
	var frames []encoded
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	fps, err := animate(m, steps, o, func(f *image.Paletted) error {
		var buf bytes.Buffer
		if err := enc.Encode(&buf, f); err != nil {
			return err
		}
		frames = append(frames, encoded{f.Rect, pngChunks(buf.Bytes())})
		return nil
	})
	if err != nil {
		return err
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
