// A picture sent from the page (a PNG or JPEG read in memory, never
// written anywhere) made a picture maze, whose way draws it, or the shape
// a maze is cut to.

package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/draw"
	_ "image/jpeg" // the pictures a phone takes
	_ "image/png"
	"math"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/internal/limits"
	"github.com/mazekit/mazekit/mask"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/picmaze"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// The bounds of an uploaded picture: its file's bytes, its pixels (read
// from its header before anything is decoded, so a small file that claims
// a huge picture is refused unread: a phone's 12-megapixel photo fits),
// and its shortest side. Its pixels are bounded as a picture read from a
// file is (limits.ImagePixels).
const (
	UploadBytes   = 10 << 20
	UploadPixels  = limits.ImagePixels
	uploadMinSide = 16
)

// workSide is the longest side, in pixels, a picture is averaged down to
// before its cells are read: the cells of a maze (at most picmaze.MaxSide
// a side) then each cover several pixels, and reading them stays quick.
const workSide = 800

// The uses of a picture.
const (
	usePicture = "picture" // a picture maze: the way through draws it
	useShape   = "shape"   // a maze cut to the shape of its dark part
)

// defaultSide is the longer side, in cells, of a maze made from a picture
// when no size is asked.
var defaultSide = map[string]int{usePicture: 40, useShape: 30}

// uploadAnswer answers an uploaded picture: raw is the query string (the
// options, as for /api/maze), data the file's bytes. It returns the
// status, the media type and the body: the maze in its format, the cells
// the picture gives as JSON (format=cells), or {"error": "..."}, one line
// naming what to change. Same query and bytes, same answer.
func (s *Server) uploadAnswer(ctx context.Context, raw string, data []byte) (status int, ctype string, body []byte) {
	res, err := s.generate(ctx, s.slots, func(ctx context.Context) (*result, error) {
		return s.upload(ctx, raw, data)
	})
	if err != nil {
		st, msg := statusBadRequest, err.Error()
		var he *httpError
		if errors.As(err, &he) {
			st, msg = he.status, he.msg
		}
		if i := strings.IndexByte(msg, '\n'); i >= 0 {
			msg = msg[:i]
		}
		b, _ := json.Marshal(map[string]string{"error": msg})
		return st, "application/json", append(b, '\n')
	}
	return statusOK, res.ctype, res.body
}

// upload reads the picture and makes what the query asks for.
func (s *Server) upload(ctx context.Context, raw string, data []byte) (*result, error) {
	q, err := url.ParseQuery(raw)
	if err != nil {
		return nil, badf("the query string is not well formed: %v", err)
	}
	use := q.Get("use")
	if use == "" {
		use = usePicture
	}
	if use != usePicture && use != useShape {
		return nil, badf("use %q: want picture (a picture maze) or shape (a maze cut to the picture's shape)", use)
	}
	threshold := 0.0
	if v := q.Get("threshold"); v != "" && v != "auto" {
		threshold, err = strconv.ParseFloat(v, 64)
		if err != nil || !(threshold >= 0 && threshold < 1) {
			return nil, badf("threshold %q: want a number from 0 up to 1 (0.5 is the middle; 0 or auto finds one for the picture)", v)
		}
	}
	img, err := readUpload(data)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	iw, ih := img.Bounds().Dx(), img.Bounds().Dy()
	size := q.Get("size")
	var w, h int
	if size == "" {
		w, h = picmaze.FitSize(iw, ih, defaultSide[use])
	} else if w, h, err = puzzle.ParseSize(size); err != nil {
		return nil, optionError(err)
	}
	if w < 4 || h < 4 || w > picmaze.MaxSide || h > picmaze.MaxSide {
		return nil, badf("size %s: want 4x4 to %dx%d cells for a picture", size, picmaze.MaxSide, picmaze.MaxSide)
	}
	format := q.Get("format")
	if format == "" {
		format = "svg"
	}
	if format == "cells" {
		return cellsPreview(img, w, h, threshold, use == useShape)
	}
	if use == useShape {
		return s.shapeMaze(ctx, raw, img, w, h, threshold, format)
	}
	return s.pictureMaze(q, img, w, h, threshold, format)
}

// readUpload decodes a PNG or JPEG within the upload's bounds and returns
// it averaged down to at most workSide pixels a side, over white, and
// upright as its Exif orientation says.
func readUpload(data []byte) (image.Image, error) {
	if len(data) == 0 {
		return nil, &httpError{statusBadRequest, "picture: no file was sent; choose a PNG or JPEG picture"}
	}
	if len(data) > UploadBytes {
		st, msg := uploadTooBig()
		return nil, &httpError{st, msg}
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || !slices.Contains(pictureDecoders, format) {
		return nil, &httpError{statusUnsupportedMediaType, "picture: not a PNG or JPEG picture; choose a .png or .jpg file"}
	}
	if px := int64(cfg.Width) * int64(cfg.Height); px > UploadPixels {
		k := math.Sqrt(float64(UploadPixels) / float64(px))
		fw, fh := int(float64(cfg.Width)*k), int(float64(cfg.Height)*k)
		return nil, &httpError{statusRequestEntityTooLarge, fmt.Sprintf("picture: %dx%d is %d pixels, over the limit of %d; %dx%d pixels works", cfg.Width, cfg.Height, px, UploadPixels, fw, fh)}
	}
	if cfg.Width < uploadMinSide || cfg.Height < uploadMinSide {
		return nil, &httpError{statusBadRequest, fmt.Sprintf("picture: %dx%d pixels is too small; %dx%d pixels or more works", cfg.Width, cfg.Height, uploadMinSide, uploadMinSide)}
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, &httpError{statusUnsupportedMediaType, "picture: the file is damaged (not a whole PNG or JPEG picture); save it again and choose it"}
	}
	o := 1
	if format == "jpeg" {
		o = jpegOrientation(data) // a phone's photo, upright
	}
	return orient(shrink(img, workSide), o), nil
}

// pictureDecoders are the image package's decoders a picture sent may be
// read with.
var pictureDecoders = []string{"png", "jpeg"}

// uploadTooBig is the answer to a file over UploadBytes.
func uploadTooBig() (int, string) {
	return statusRequestEntityTooLarge, fmt.Sprintf("picture: the file is over the limit of %s; send a smaller one (a photo saved as JPEG of at most %s)", megabytes(UploadBytes), megabytes(UploadBytes))
}

// megabytes writes n bytes in megabytes.
func megabytes(n int) string { return fmt.Sprintf("%d MB", n>>20) }

// shrink returns img over white as an opaque *image.RGBA, each pixel the
// mean of a k×k block of img's (k the least that brings the longer side
// to at most side), read a band of k rows at a time.
func shrink(img image.Image, side int) *image.RGBA {
	b := img.Bounds()
	k := max(1, (max(b.Dx(), b.Dy())+side-1)/side)
	ow, oh := (b.Dx()+k-1)/k, (b.Dy()+k-1)/k
	out := image.NewRGBA(image.Rect(0, 0, ow, oh))
	band := image.NewRGBA(image.Rect(0, 0, b.Dx(), k))
	sums := make([]uint64, 4*ow)
	for oy := range oh {
		y0 := b.Min.Y + oy*k
		rows := min(k, b.Max.Y-y0)
		r := image.Rect(0, 0, b.Dx(), rows)
		draw.Draw(band, r, img, image.Pt(b.Min.X, y0), draw.Src)
		clear(sums)
		for y := range rows {
			row := band.Pix[y*band.Stride : y*band.Stride+4*b.Dx()]
			for x := range b.Dx() {
				p := row[4*x : 4*x+4]
				white := uint64(255 - p[3]) // premultiplied: over white adds the rest
				o := 4 * (x / k)
				sums[o] += uint64(p[0]) + white
				sums[o+1] += uint64(p[1]) + white
				sums[o+2] += uint64(p[2]) + white
				sums[o+3]++
			}
		}
		for ox := range ow {
			n := sums[4*ox+3]
			i := out.PixOffset(ox, oy)
			out.Pix[i] = uint8((sums[4*ox] + n/2) / n)
			out.Pix[i+1] = uint8((sums[4*ox+1] + n/2) / n)
			out.Pix[i+2] = uint8((sums[4*ox+2] + n/2) / n)
			out.Pix[i+3] = 255
		}
	}
	return out
}

// cellsJSON is the preview of the cells a picture gives.
type cellsJSON struct {
	Width     int     `json:"width"`
	Height    int     `json:"height"`
	Dark      int     `json:"dark"`
	Threshold float64 `json:"threshold"` // the ink from which a cell is dark
	Auto      bool    `json:"auto"`      // found for the picture (Otsu's method)
	Split     float64 `json:"split"`     // share of the contrast two tones keep
	Photo     bool    `json:"photo"`     // too little for a picture maze (see picmaze.MinSplit)
	SVG       string  `json:"svg"`       // the cells, dark ones filled
	// Kept, for a maze's shape, is the cells of squares a maze keeps: the
	// largest piece of the dark ones.
	Kept int `json:"kept,omitempty"`
}

// cellsPreview answers the cells the picture gives at w×h: which are
// dark, at which threshold, as figures and an SVG drawing, and for a
// maze's shape how many a maze of squares keeps.
func cellsPreview(img image.Image, w, h int, threshold float64, shape bool) (*result, error) {
	t, err := picmaze.FromImage(img, w, h, threshold, 1)
	if err != nil {
		return nil, optionError(err)
	}
	r3 := func(v float64) float64 { return math.Round(v*1000) / 1000 }
	c := cellsJSON{Width: w, Height: h, Dark: t.NumDark(), Threshold: r3(t.Threshold), Auto: threshold == 0,
		Split: r3(t.Split), Photo: t.Split < picmaze.MinSplit, SVG: cellsSVG(t)}
	if shape && c.Dark > 0 {
		g, err := topology.BuildMask(shapeSpec("rect", w, h), mask.Image(cellsImage(t)))
		if err != nil {
			return nil, err
		}
		c.Kept = g.NumCells()
	}
	return jsonResult(c)
}

// cellsImage draws a target one pixel a cell: dark cells black, light
// ones white.
func cellsImage(t *picmaze.Target) *image.Gray {
	img := image.NewGray(image.Rect(0, 0, t.W, t.H))
	for c := range t.Tone {
		if !t.Dark(c) {
			img.Pix[c] = 255
		}
	}
	return img
}

// shapeSpec is the grid of kind base, w×h, cut to a picture's shape.
func shapeSpec(base string, w, h int) topology.Spec {
	return topology.Spec{Kind: topology.MaskKind, Base: base, Width: w, Height: h, Image: "picture"}
}

// cellsSVG draws a target's cells: dark ones filled, a run of them in a
// row one rectangle, inside a frame.
func cellsSVG(t *picmaze.Target) string {
	const px = 8 // drawn size of a cell
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-0.5 -0.5 %d %d" width="%d" height="%d">`, t.W+1, t.H+1, (t.W+1)*px, (t.H+1)*px)
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="#ffffff" stroke="#767676" stroke-width="0.1"/><path fill="#282828" d="`, t.W, t.H)
	for y := range t.H {
		for x := 0; x < t.W; {
			if !t.Dark(y*t.W + x) {
				x++
				continue
			}
			x0 := x
			for x < t.W && t.Dark(y*t.W+x) {
				x++
			}
			fmt.Fprintf(&b, "M%d %dh%dv1h-%dz", x0, y, x-x0, x-x0)
		}
	}
	b.WriteString(`"/></svg>`)
	return b.String()
}

// errNoDark refuses a picture with no dark cell.
var errNoDark = &httpError{statusBadRequest, "picture: no dark part at this threshold; choose a dark drawing on a light ground, or a lower threshold"}

// pictureKeys are the query keys a picture maze takes.
var pictureKeys = []string{"use", "threshold", "size", "seed", "format", "download", "answer", "solution", "title", "paper", "lang", "sheet"}

// pictureMaze makes the picture maze of img at w×h cells, as the
// picture-maze command makes one of a PNG file, and writes it in format.
func (s *Server) pictureMaze(q url.Values, img image.Image, w, h int, threshold float64, format string) (*result, error) {
	for _, k := range queryOrder(q.Encode()) {
		if !slices.Contains(pictureKeys, k) {
			return nil, badf("%s: does not apply to a picture maze (it takes %s)", k, strings.Join(pictureKeys[1:], ", "))
		}
	}
	if !slices.Contains([]string{"svg", "png", "pdf", "json"}, format) {
		return nil, badf("format %q: want svg, png, pdf, json or cells", format)
	}
	seed, err := strconv.ParseUint(q.Get("seed"), 10, 64)
	if err != nil {
		return nil, badf("seed %q: want a whole number; every request names its seed so it can be made again", q.Get("seed"))
	}
	title := q.Get("title")
	if err := checkDrawable("title", title); err != nil {
		return nil, err
	}
	paper := q.Get("paper")
	if paper != "" {
		if _, err := render.LookupPaper(paper); err != nil {
			return nil, badf("paper %q: want one of %s", paper, strings.Join(paperNames(), ", "))
		}
	}
	solved := q.Get("answer") == "true" || q.Get("solution") == "true"
	if t, err := picmaze.FromImage(img, w, h, threshold, 1); err == nil && t.NumDark() == 0 {
		return nil, errNoDark
	}
	src := &picmaze.Image{Img: img, Threshold: threshold}
	res, err := picmaze.Generate(src, w, h, picmaze.DefaultLimits(), seed)
	if pe, ok := param.As(err); ok && pe.Field == "picture" {
		return nil, badf("picture: %s", pe.Want)
	} else if err != nil {
		return nil, optionError(err)
	}
	f, _ := render.LookupFormat(format)
	if f.Data {
		var b bytes.Buffer
		if err := maze.WriteJSON(&b, res.Maze, maze.Info{Algorithm: "picture-maze", Seed: seed, Solution: res.Way}); err != nil {
			return nil, err
		}
		return &result{body: b.Bytes(), ctype: "application/json", name: "picture-maze.json"}, nil
	}
	sc := render.PictureMazeScene(res.Maze, &render.PictureMazeStyle{Way: res.Way, Solved: solved, Colors: res.Target.Colors, Title: title})
	sc.Comment = fmt.Sprintf("mazekit picture-maze (a picture sent from the page) %dx%d seed %d", w, h, seed)
	const cell = 20
	out := &render.Source{Scene: sc, Options: []render.Option{&render.PNGOptions{Scale: cell}, &render.SVGOptions{Scale: cell}, &render.PDFOptions{Scale: cell, Paper: paper, Title: title}}}
	var b bytes.Buffer
	if err := render.Encode(&b, format, out); err != nil {
		return nil, err
	}
	body := b.Bytes()
	if f.MIME == svgType && paper != "" && q.Get("sheet") == "true" {
		if body, err = onPaper(body, paper, false, false); err != nil {
			return nil, err
		}
	}
	name := "picture-maze." + format
	if solved {
		name = "picture-maze-answer." + format
	}
	return &result{body: body, ctype: f.MIME, name: name}, nil
}

// shapeMaze makes a maze, with every option of /api/maze, on a grid cut
// to the dark part of img: its cells at w×h, dark from the threshold.
func (s *Server) shapeMaze(ctx context.Context, raw string, img image.Image, w, h int, threshold float64, format string) (*result, error) {
	f, err := render.LookupFormat(format)
	if err != nil || !slices.Contains(mazeFormats, format) {
		return nil, badf("format %q: want svg, png, pdf, json, txt or cells", format)
	}
	q, _ := url.ParseQuery(raw)
	mq, err := s.parseMazeQuery(raw, "format", "download", "sheet", "lang", "use", "threshold", "answer")
	if err != nil {
		return nil, err
	}
	if base := mq.v["grid"]; !slices.Contains(topology.MaskBases(), base) {
		return nil, badf("grid %s: a picture's shape cuts a grid of %s", base, topology.OrList(topology.MaskBases()))
	}
	mq.lang = q.Get("lang")
	mq.v["size"] = fmt.Sprintf("%dx%d", w, h)
	t, err := picmaze.FromImage(img, w, h, threshold, 1)
	if err != nil {
		return nil, optionError(err)
	}
	if t.NumDark() == 0 {
		return nil, errNoDark
	}
	mq.shape = mask.Image(cellsImage(t))
	if q.Get("answer") == "true" {
		mq.opts.Solution = true
	}
	body, err := s.makeMaze(ctx, mq, format)
	if err != nil {
		return nil, optionError(err)
	}
	if q.Get("sheet") == "true" && f.MIME == svgType && mq.v["paper"] != "" {
		trueSize := mq.v["age"] != "" || mq.v["large-print"] == "true"
		if body, err = onPaper(body, mq.v["paper"], mq.opts.Picture.Landscape, trueSize); err != nil {
			return nil, err
		}
	}
	return &result{body: body, ctype: f.MIME, name: "maze." + format}, nil
}
