// Package picturesheet makes one picture maze (the way through, shaded,
// draws a built-in picture, a word or a PNG) as a front end asks for it,
// and writes it as a picture, its answer or JSON. Books take their picture
// sources and colour-key words from here too.
package picturesheet

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image/color"
	"io"
	"math/rand/v2"
	"strings"

	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/mask"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/picmaze"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
)

// StreamKeys is the random stream of a colour picture maze's key letters
// off the way.
const StreamKeys = 0x6b657973 // "keys"

// maxPictureSide is the longest side of a picture maze's drawing, in
// pixels (PNG) or points (PDF, SVG), margin and key included.
const maxPictureSide = 20000

// Request is a picture maze as a front end takes it from its
// user. Zero values take the defaults.
type Request struct {
	Picture       string  // a built-in picture's name, text:WORD, or a PNG file (a name ending in .png)
	Width, Height int     // maze size in cells; 0 for the picture's own (a PNG: one cell a pixel)
	Threshold     float64 // PNG: ink from which a cell is dark, 0 to 1; 0 to find one (Otsu's method)
	Colors        int     // 0 or 1: one colour; 2 and up: a colour picture maze in at most that many colours
	Cell          float64 // cell size: points (PDF, SVG) or pixels (PNG); 0 for 20
	MinCoverage   float64 // least share of dark cells on the way, 0 to 1; 0 for the default
	MaxLight      float64 // most share of the way's cells light, 0 to 1; 0 for the default
	Title         string  // printed above the maze
	Lang          string  // language of the colour key; "" for English
	Seed          uint64
}

// Sheet is a picture maze ready to be written.
type Sheet struct {
	Result *picmaze.Result
	Keys   []uint8 // a colour maze's key letter tones, every cell; nil for one colour
	Name   string  // the picture: a built-in name or the file
	req    Request
}

// Formats lists the formats a picture maze is written in.
func Formats() []string { return []string{"pdf", "png", "svg", "json"} }

// Source returns the picture a spec or a flag names: a built-in
// picture, a word as text:WORD, or a PNG file when name ends in .png. Bad
// names and unreadable files are *param.Error for "picture".
func Source(name string, threshold float64, colors int) (picmaze.Source, error) {
	if !(threshold >= 0 && threshold < 1) {
		return nil, param.Errorf("threshold", threshold, "want a number from 0 up to 1 (0.5 is the middle; 0 finds one for the picture)")
	}
	if colors < 0 || colors > len(picmaze.Crayons()) {
		return nil, param.Errorf("colors", colors, "want 0 or 1 for one colour, or 2 to %d", len(picmaze.Crayons()))
	}
	if text, ok := strings.CutPrefix(name, "text:"); ok {
		if err := picmaze.CheckText("picture", text); err != nil {
			pe, _ := param.As(err)
			return nil, param.Textf("picture", name, "%s", pe.Want)
		}
		return picmaze.Text{Text: text}, nil
	}
	if strings.HasSuffix(strings.ToLower(name), ".png") {
		img, err := mask.ReadPNG(name, "picture")
		if err != nil {
			return nil, err
		}
		return &picmaze.Image{Img: img, Threshold: threshold, Colors: colors, Name: name}, nil
	}
	b, err := picmaze.LookupBuiltin(name)
	if err != nil {
		return nil, err
	}
	return toned{b, colors}, nil
}

// toned is a built-in picture in one colour (colors < 2) or at most
// colors of its own.
type toned struct {
	picmaze.Source
	colors int
}

func (t toned) Target(w, h int) (*picmaze.Target, error) {
	tg, err := t.Source.Target(w, h)
	if err != nil || t.colors < 2 {
		if err == nil {
			tg = tg.Mono()
		}
		return tg, err
	}
	if len(tg.Colors) > t.colors {
		for c, v := range tg.Tone {
			tg.Tone[c] = min(v, uint8(t.colors))
		}
		tg.Colors = tg.Colors[:t.colors]
	}
	return tg, nil
}

// Make checks r, fills in the defaults and makes the maze. Bad values are
// *param.Error; a picture the maze cannot draw well at the size is one for
// "size" that names a size that works.
func (r *Request) Make() (*Sheet, error) {
	if r.Picture == "" {
		r.Picture = "heart"
	}
	if r.Cell == 0 {
		r.Cell = 20
	}
	if err := param.Range("cell", r.Cell, render.MinCell, render.MaxCell, render.CellUnits); err != nil {
		return nil, err
	}
	lim := picmaze.DefaultLimits()
	if r.MinCoverage != 0 {
		lim.MinCoverage = r.MinCoverage
	}
	if r.MaxLight != 0 {
		lim.MaxLight = r.MaxLight
	}
	if !(lim.MinCoverage >= 0 && lim.MinCoverage <= 1) {
		return nil, param.Errorf("min-coverage", r.MinCoverage, "want a share from 0 to 1")
	}
	if !(lim.MaxLight >= 0 && lim.MaxLight <= 1) {
		return nil, param.Errorf("max-light", r.MaxLight, "want a share from 0 to 1")
	}
	if (r.Width == 0) != (r.Height == 0) {
		return nil, param.Errorf("size", fmt.Sprintf("%dx%d", r.Width, r.Height), "give both sides")
	}
	src, err := Source(r.Picture, r.Threshold, r.Colors)
	if err != nil {
		return nil, err
	}
	if im, ok := src.(*picmaze.Image); ok && r.Width == 0 {
		if err := im.CheckOwnSize(); err != nil {
			return nil, err
		}
	}
	w, h := r.Width, r.Height
	if w == 0 {
		w, h = src.Size()
	}
	if side := float64(max(w, h)+2) * r.Cell; side > maxPictureSide {
		return nil, param.Errorf("cell", r.Cell, "a %dx%d maze at this cell size is %.0f wide; at most %d (pixels or points): give a smaller cell", w, h, side, maxPictureSide)
	}
	res, err := picmaze.Generate(src, r.Width, r.Height, lim, r.Seed)
	if err != nil {
		return nil, err
	}
	p := &Sheet{Result: res, Name: r.Picture, req: *r}
	if r.Colors >= 2 && len(res.Target.Colors) >= 2 {
		p.Keys = res.Keys(rand.New(rand.NewPCG(r.Seed, StreamKeys)))
	}
	return p, nil
}

// Style returns how the maze is drawn, solved or not, with the key's
// colour names in language lang.
func (p *Sheet) Style(solved bool, lang string) *render.PictureMazeStyle {
	t := p.Result.Target
	st := &render.PictureMazeStyle{Way: p.Result.Way, Solved: solved, Colors: t.Colors, Keys: p.Keys, Title: p.req.Title}
	if p.Keys != nil {
		for _, c := range t.Colors {
			st.KeyNames = append(st.KeyNames, CrayonWord(lang, c))
		}
	}
	return st
}

// Write writes the maze in format (one of Formats): the sheet,
// or the answer with the way shaded when solved.
func (p *Sheet) Write(w io.Writer, format string, solved bool) error {
	if f, err := render.LookupFormat(format); err == nil && f.Data {
		return p.WriteJSON(w)
	}
	sc := render.PictureMazeScene(p.Result.Maze, p.Style(solved, p.req.Lang))
	sc.Comment = fmt.Sprintf("mazekit picture-maze %s seed %d", p.Name, p.req.Seed)
	cell := p.req.Cell
	src := &render.Source{Scene: sc, Options: []render.Option{&render.PNGOptions{Scale: cell}, &render.SVGOptions{Scale: cell}, &render.PDFOptions{Scale: cell}}}
	return render.Encode(w, format, src)
}

// WriteFiles writes the maze to f.Output and, when f.Answer is set, its
// answer to f.Answer: both or, when one fails, neither.
func (p *Sheet) WriteFiles(stdout io.Writer, f puzzle.Files) error {
	files := []atomicfile.File{{Path: f.Output, Fill: f.Fill(f.Format, func(w io.Writer) error { return p.Write(w, f.Format, false) })}}
	if f.Answer != "" {
		files = append(files, atomicfile.File{Path: f.Answer, Fill: f.Fill(f.AnswerFormat, func(w io.Writer) error { return p.Write(w, f.AnswerFormat, true) })})
	}
	return atomicfile.WriteAll(stdout, files...)
}

// pictureJSON is the picture part of a picture maze's JSON document.
type pictureJSON struct {
	Name   string   `json:"name"`
	Width  int      `json:"width"`
	Height int      `json:"height"`
	Colors []string `json:"colors"` // #rrggbb of tones 1, 2, …
	// Mask is the target, a row a string: "." for a light cell, "1" to
	// "9" for the tone of a dark one.
	Mask []string `json:"mask"`
	// Keys, for a colour maze, is the key letter every cell carries, a row
	// a string.
	Keys []string `json:"keys,omitempty"`
}

type qualityJSON struct {
	DarkCells  int     `json:"dark_cells"`
	WayCells   int     `json:"way_cells"`
	DarkOnWay  int     `json:"dark_on_way"`
	LightOnWay int     `json:"light_on_way"`
	Coverage   float64 `json:"coverage"`
	LightShare float64 `json:"light_share"`
	Similarity float64 `json:"similarity"`
	ThinCells  int     `json:"thin_cells"`
}

// WriteJSON writes the picture maze as JSON: the picture (its cell mask
// and colours), the quality figures, and the maze as the maze command
// writes it, with the way as its solution.
func (p *Sheet) WriteJSON(w io.Writer) error {
	r := p.Result
	t := r.Target
	var mz bytes.Buffer
	if err := maze.WriteJSON(&mz, r.Maze, maze.Info{Algorithm: "picture-maze", Seed: p.req.Seed, Solution: r.Way}); err != nil {
		return err
	}
	pj := pictureJSON{Name: p.Name, Width: t.W, Height: t.H}
	for _, c := range t.Colors {
		pj.Colors = append(pj.Colors, fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B))
	}
	for y := range t.H {
		var row, keys strings.Builder
		for x := range t.W {
			v := t.Tone[y*t.W+x]
			if v == 0 {
				row.WriteByte('.')
			} else {
				row.WriteByte(byte('0' + v))
			}
			if p.Keys != nil {
				keys.WriteString(picmaze.KeyLetter(int(p.Keys[y*t.W+x])))
			}
		}
		pj.Mask = append(pj.Mask, row.String())
		if p.Keys != nil {
			pj.Keys = append(pj.Keys, keys.String())
		}
	}
	q := r.Quality
	doc := struct {
		Kind    string          `json:"kind"`
		Picture pictureJSON     `json:"picture"`
		Quality qualityJSON     `json:"quality"`
		Maze    json.RawMessage `json:"maze"`
	}{"picture-maze", pj, qualityJSON{q.Dark, q.Way, q.DarkOnWay, q.LightOnWay, round3(q.Coverage), round3(q.LightShare), round3(q.Similarity), q.Thin}, mz.Bytes()}
	b, err := json.MarshalIndent(doc, "", " ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

func round3(v float64) float64 { return float64(int(v*1000+0.5)) / 1000 }

// CrayonWord is the name of crayon colour c in language lang.
func CrayonWord(lang string, c color.RGBA) string {
	name := picmaze.CrayonName(c)
	if name == "" {
		return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
	}
	return i18n.Text(lang, "crayon."+name)
}
