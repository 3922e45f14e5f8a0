package mask

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/limits"
	"github.com/mazekit/mazekit/topology"
)

// lyingPNG returns a small PNG whose header claims w×h pixels.
func lyingPNG(t testing.TB, w, h uint32) []byte {
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 1, 1))); err != nil {
		t.Fatal(err)
	}
	data := b.Bytes()
	// IHDR: 8-byte signature, 4 length, 4 "IHDR", then width and height.
	binary.BigEndian.PutUint32(data[16:], w)
	binary.BigEndian.PutUint32(data[20:], h)
	binary.BigEndian.PutUint32(data[29:], crc32.ChecksumIEEE(data[12:29]))
	return data
}

// TestPNGRefusesHugeHeader: a file of a few dozen bytes that claims
// 100000×100000 pixels is refused from its header, before Decode asks for
// a 10 GB block.
func TestPNGRefusesHugeHeader(t *testing.T) {
	p := filepath.Join(t.TempDir(), "lie.png")
	if err := os.WriteFile(p, lyingPNG(t, 100000, 100000), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := PNG(p)
	if err == nil || !strings.Contains(err.Error(), "100000x100000") || !strings.Contains(err.Error(), "at most") {
		t.Fatalf("PNG(100000x100000 header) = %v", err)
	}
}

func FuzzPNG(f *testing.F) {
	var b bytes.Buffer
	png.Encode(&b, image.NewGray(image.Rect(0, 0, 4, 3)))
	f.Add(b.Bytes())
	f.Add(lyingPNG(f, 100000, 100000))
	f.Add(lyingPNG(f, 1, 70000))
	f.Add([]byte("\x89PNG\r\n\x1a\n"))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		if slowToDecode(data) {
			return
		}
		p := filepath.Join(dir, "f.png")
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := PNG(p)
		if err != nil {
			return
		}
		if _, err := s(unitBox()); err != nil {
			t.Fatal(err)
		}
	})
}

// slowToDecode reports whether data is a picture the caps let through that
// is big enough to take up to a second to decode. The fuzz targets skip
// those, so that every input stays quick and a run ends on time; pictures
// over the caps still go through, and are refused from their header.
func slowToDecode(data []byte) bool {
	c, err := png.DecodeConfig(bytes.NewReader(data))
	n := c.Width * c.Height
	return err == nil && n > 1<<18 && n <= limits.ImagePixels
}

func unitBox() topology.Box {
	return topology.Box{Min: topology.Point{X: 0, Y: 0}, Max: topology.Point{X: 10, Y: 10}}
}
