package serve

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// post sends data to the upload address with the query q.
func post(s *Server, q string, data []byte) *httptest.ResponseRecorder {
	w := httptest.NewRecorder()
	s.ServeHTTP(w, httptest.NewRequest("POST", "/api/upload?"+q, bytes.NewReader(data)))
	return w
}

// drawing is a child's drawing: a thick dark ring round a dark blob on
// white, w×h pixels.
func drawing(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	cx, cy, r := float64(w)/2, float64(h)/2, float64(min(w, h))*0.42
	for y := range h {
		for x := range w {
			d := math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cy)
			c := color.RGBA{255, 255, 255, 255}
			if (d < r && d > 0.7*r) || d < 0.3*r {
				c = color.RGBA{30, 30, 60, 255}
			}
			img.Set(x, y, c)
		}
	}
	return img
}

func encodePNG(t testing.TB, img image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func encodeJPEG(t testing.TB, img image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 85}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// pngHeader is the start of a PNG file that claims w×h pixels: the
// signature and its header chunk, nothing to decode.
func pngHeader(w, h uint32) []byte {
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 6 // 8 bits, RGBA
	chunk := append([]byte("IHDR"), ihdr[:]...)
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	binary.Write(&b, binary.BigEndian, uint32(len(ihdr)))
	b.Write(chunk)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	b.Write(make([]byte, 64))
	return b.Bytes()
}

// A drawing sent as a PNG and as a JPEG becomes a picture maze, its
// answer and a maze cut to its shape, in every format; the answer differs
// from the maze; the same seed and file give the same bytes twice.
func TestUploadPictureMaze(t *testing.T) {
	s := New(Limits{})
	img := drawing(240, 200)
	for name, data := range map[string][]byte{"png": encodePNG(t, img), "jpeg": encodeJPEG(t, img)} {
		for _, q := range []string{
			"use=picture&seed=5&format=svg",
			"use=picture&seed=5&format=pdf&paper=a4&title=Our+class",
			"use=picture&seed=5&format=png",
			"use=picture&seed=5&format=json",
			"use=shape&seed=5&format=svg&paper=letter&sheet=true",
			"use=shape&seed=5&format=pdf&grid=hex&algo=dfs",
		} {
			w := post(s, q, data)
			if w.Code != 200 {
				t.Fatalf("%s %s: %d %s", name, q, w.Code, w.Body)
			}
			if w2 := post(s, q, data); !bytes.Equal(w.Body.Bytes(), w2.Body.Bytes()) {
				t.Errorf("%s %s: two calls gave different bytes", name, q)
			}
			if strings.Contains(q, "pdf") && !bytes.HasPrefix(w.Body.Bytes(), []byte("%PDF-")) {
				t.Errorf("%s %s: not a PDF", name, q)
			}
		}
		maze := post(s, "use=picture&seed=5&format=pdf", data).Body.Bytes()
		answer := post(s, "use=picture&seed=5&format=pdf&answer=true", data).Body.Bytes()
		if bytes.Equal(maze, answer) || !bytes.HasPrefix(answer, []byte("%PDF-")) {
			t.Errorf("%s: the answer PDF is not its own PDF", name)
		}
		if other := post(s, "use=picture&seed=6&format=pdf", data).Body.Bytes(); bytes.Equal(maze, other) {
			t.Errorf("%s: seeds 5 and 6 made the same maze", name)
		}
	}
}

// The cells preview says which cells are dark and at which threshold: a
// drawing's is found and splits its tones; a photo-like gradient gets a
// threshold too, is marked a photo, makes a maze's shape and is refused
// as a picture maze with one line; a threshold given is kept.
func TestUploadCellsAndThreshold(t *testing.T) {
	s := New(Limits{})
	cells := func(q string, data []byte) cellsJSON {
		t.Helper()
		w := post(s, q, data)
		var c cellsJSON
		if w.Code != 200 || json.Unmarshal(w.Body.Bytes(), &c) != nil {
			t.Fatalf("%s: %d %s", q, w.Code, w.Body)
		}
		return c
	}
	d := encodePNG(t, drawing(240, 200))
	c := cells("format=cells&seed=1", d)
	if !c.Auto || c.Threshold <= 0 || c.Threshold >= 1 || c.Photo || c.Width != 40 || c.Height != 33 || c.Dark < 200 || !strings.Contains(c.SVG, "<path") {
		t.Errorf("a drawing's cells: %+v", c)
	}
	grad := image.NewRGBA(image.Rect(0, 0, 300, 300))
	for y := range 300 {
		for x := range 300 {
			v := uint8(math.Min(255, math.Hypot(float64(x-150), float64(y-150))*1.2))
			grad.Set(x, y, color.RGBA{v, v, v, 255})
		}
	}
	g := encodeJPEG(t, grad)
	gc := cells("format=cells&use=shape", g)
	if !gc.Auto || gc.Threshold <= 0.2 || gc.Threshold >= 0.8 || !gc.Photo || gc.Dark == 0 || gc.Dark == gc.Width*gc.Height {
		t.Errorf("a gradient's cells: %+v", gc)
	}
	// As a shape, the cells a maze keeps: the largest piece of a drawing
	// in two pieces (a ring round a blob), all of a single blob.
	if c := cells("format=cells&use=shape", d); c.Kept == 0 || c.Kept >= c.Dark {
		t.Errorf("a ring round a blob as a shape keeps %d of %d cells", c.Kept, c.Dark)
	}
	if c := cells("format=cells&use=shape", g); c.Kept != c.Dark {
		t.Errorf("a gradient as a shape keeps %d of %d cells", c.Kept, c.Dark)
	}
	if w := post(s, "use=shape&seed=2&format=svg", g); w.Code != 200 {
		t.Errorf("a gradient as a maze's shape: %d %s", w.Code, w.Body)
	}
	w := post(s, "use=picture&seed=2&format=svg", g)
	if msg := w.Body.String(); w.Code != 400 || !strings.HasPrefix(msg, `{"error":"picture: its tones do not split`) || strings.Count(msg, "\n") != 1 {
		t.Errorf("a gradient as a picture maze: %d %s", w.Code, msg)
	}
	if c := cells("format=cells&threshold=0.9", g); c.Auto || c.Threshold != 0.9 || c.Dark >= gc.Dark {
		t.Errorf("threshold 0.9: %+v (auto found %d dark)", c, gc.Dark)
	}
}

// Files that are not pictures, too big, with too many pixels or too few,
// and pictures a maze cannot draw are refused with one line saying what
// works.
func TestUploadRefusals(t *testing.T) {
	s := New(Limits{})
	d := encodePNG(t, drawing(240, 200))
	dots := image.NewRGBA(image.Rect(0, 0, 200, 200))
	for y := range 200 {
		for x := range 200 {
			c := color.RGBA{255, 255, 255, 255}
			if (x/5)%4 == 0 && (y/5)%4 == 0 {
				c = color.RGBA{0, 0, 0, 255}
			}
			dots.Set(x, y, c)
		}
	}
	blank := image.NewGray(image.Rect(0, 0, 50, 50))
	for i := range blank.Pix {
		blank.Pix[i] = 255
	}
	big := append(pngHeader(100, 100), make([]byte, UploadBytes)...)
	cases := []struct {
		name, q string
		data    []byte
		status  int
		want    string
	}{
		{"not an image", "seed=1", []byte("Dear parents, the trip is on Friday."), 415, "picture: not a PNG or JPEG picture"},
		{"a GIF", "seed=1", []byte("GIF89a\x10\x00\x10\x00\x00\x00\x00;"), 415, "picture: not a PNG or JPEG picture"},
		{"no file", "seed=1", nil, 400, "picture: no file was sent"},
		{"too many bytes", "seed=1", big, 413, "picture: the file is over the limit of 10 MB"},
		{"too many pixels", "seed=1", pngHeader(8000, 6000), 413, "picture: 8000x6000 is 48000000 pixels, over the limit of 16777216; 4729x3547 pixels works"},
		{"too few pixels", "seed=1", encodePNG(t, drawing(10, 10)), 400, "picture: 10x10 pixels is too small; 16x16 pixels or more works"},
		{"a damaged file", "seed=1", d[:len(d)/2], 415, "picture: the file is damaged"},
		{"too small a maze", "seed=1&size=8x7", d, 400, "size 8x7: too small for this picture"},
		{"dots", "seed=1&size=40x40", encodePNG(t, dots), 400, "size 40x40: "},
		{"blank", "seed=1", encodePNG(t, blank), 400, "picture: "},
		{"bad use", "use=wall&seed=1", d, 400, "use \"wall\": want picture"},
		{"bad threshold", "threshold=2&seed=1", d, 400, "threshold \"2\": want a number from 0 up to 1"},
		{"bad size", "size=300x300&seed=1", d, 400, "size 300x300: want 4x4 to 200x200 cells"},
		{"no seed", "format=pdf", d, 400, "seed \"\": want a whole number"},
		{"a maze option", "seed=1&braid=0.5", d, 400, "braid: does not apply to a picture maze"},
		{"a shape on rings", "use=shape&seed=1&grid=polar", d, 400, "grid polar: a picture's shape cuts a grid of rect, hex or tri"},
	}
	for _, c := range cases {
		w := post(s, c.q, c.data)
		var e struct{ Error string }
		json.Unmarshal(w.Body.Bytes(), &e)
		if w.Code != c.status || !strings.HasPrefix(e.Error, c.want) || strings.Contains(e.Error, "\n") {
			t.Errorf("%s: %d %q, want %d %q…", c.name, w.Code, e.Error, c.status, c.want)
		}
	}
	if w := call(s, "GET", "/api/upload?seed=1"); w.Code != 405 && w.Code != 404 {
		t.Errorf("GET /api/upload: %d", w.Code)
	}
	// Pictures sent while as many as the server reads at once are read
	// wait for none: a 503 that the page says as "busy".
	busy := New(Limits{})
	for range cap(busy.photos) {
		busy.photos <- struct{}{}
	}
	if w := post(busy, "seed=1&format=cells", d); w.Code != 503 || !strings.Contains(w.Body.String(), "server busy") {
		t.Errorf("a picture while the server reads others: %d %s", w.Code, w.Body)
	}
	// Another site's page may not send pictures to make work.
	req := httptest.NewRequest("POST", "/api/upload?seed=1&format=cells", bytes.NewReader(d))
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	w := httptest.NewRecorder()
	s.ServeHTTP(w, req)
	if w.Code != 403 {
		t.Errorf("a picture sent from another site: %d %s", w.Code, w.Body)
	}
	// The body limit of other calls holds.
	w = httptest.NewRecorder()
	s.ServeHTTP(w, httptest.NewRequest("POST", "/api/maze?seed=1", bytes.NewReader(d)))
	if w.Code < 400 {
		t.Errorf("POST to /api/maze with a picture: %d", w.Code)
	}
}

// Over the network, a file over the limit gets its one line too, not a
// connection cut while it is still being sent.
func TestUploadTooBigOverTheNetwork(t *testing.T) {
	base := startServer(t, New(Limits{}))
	data := append(encodeJPEG(t, drawing(64, 64)), make([]byte, UploadBytes+(2<<20))...)
	resp, err := http.Post(base+"/api/upload?seed=1", "image/jpeg", bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 413 || !strings.Contains(string(body), "over the limit of 10 MB") {
		t.Errorf("%d %s", resp.StatusCode, body)
	}
}

// withOrientation returns a JPEG file with an Exif orientation tag o, as
// a phone writes it.
func withOrientation(jpg []byte, o uint16) []byte {
	tiff := []byte("MM\x00\x2a\x00\x00\x00\x08\x00\x01\x01\x12\x00\x03\x00\x00\x00\x01")
	tiff = append(tiff, byte(o>>8), byte(o), 0, 0, 0, 0, 0, 0)
	seg := append([]byte("Exif\x00\x00"), tiff...)
	app1 := append([]byte{0xff, 0xe1, byte((len(seg) + 2) >> 8), byte(len(seg) + 2)}, seg...)
	return append(append([]byte{0xff, 0xd8}, app1...), jpg[2:]...)
}

// A phone's photo stored sideways with an orientation tag is read
// upright, as the browser shows it: its left side dark, turned a quarter
// clockwise, is its top.
func TestUploadOrientation(t *testing.T) {
	s := New(Limits{})
	img := image.NewRGBA(image.Rect(0, 0, 240, 200))
	for y := range 200 {
		for x := range 240 {
			c := color.RGBA{255, 255, 255, 255}
			if x < 60 {
				c = color.RGBA{20, 20, 20, 255}
			}
			img.Set(x, y, c)
		}
	}
	jpg := encodeJPEG(t, img)
	for _, c := range []struct {
		o    uint16
		w, h int
		run  string // the first run of dark cells
	}{{1, 40, 33, "M0 0h10v1"}, {6, 33, 40, "M0 0h33v1"}, {8, 33, 40, "M0 30h33v1"}, {3, 40, 33, "M30 0h10v1"}} {
		w := post(s, "format=cells", withOrientation(jpg, c.o))
		var got cellsJSON
		json.Unmarshal(w.Body.Bytes(), &got)
		first := ""
		if i := strings.Index(got.SVG, `d="`); i >= 0 {
			first = got.SVG[i+3:]
			first = first[:strings.IndexByte(first, 'z')]
		}
		if w.Code != 200 || got.Width != c.w || got.Height != c.h || !strings.HasPrefix(first, c.run) {
			t.Errorf("orientation %d: %d %dx%d, first dark run %q; want %dx%d, %q", c.o, w.Code, got.Width, got.Height, first, c.w, c.h, c.run)
		}
	}
}

// Any bytes sent as a picture get an answer: the cells, or one line.
func FuzzUpload(f *testing.F) {
	f.Add(encodePNG(f, drawing(40, 30)), uint8(0))
	f.Add(withOrientation(encodeJPEG(f, drawing(40, 30)), 6), uint8(1))
	f.Add(pngHeader(5000, 5000), uint8(2))
	s := New(Limits{})
	f.Fuzz(func(t *testing.T, data []byte, q uint8) {
		query := []string{"format=cells", "use=shape&seed=1&size=8x8", "use=picture&seed=1&size=12x12&format=json"}[int(q)%3]
		status, ctype, body := s.uploadAnswer(context.Background(), query, data)
		if status != 200 && (status < 400 || status > 415 || ctype != "application/json" || bytes.Count(body, []byte("\n")) != 1) {
			t.Errorf("%s: %d %s %.200q", query, status, ctype, body)
		}
	})
}
