package render

import (
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/mazekit/mazekit/maze"
)

// Format is an output format: a file extension, the facts about the file
// it writes that a caller needs to decide what to do with it, and the
// encoder that writes a Source in it. Each format lives in its own file and
// registers itself from init with RegisterFormat, the way image formats do;
// callers ask a format's fields (Raster, Animated, Machine, Cost, …) rather
// than compare its name.
type Format struct {
	// Name is the format's name and file extension, lower case, without
	// the dot: "png".
	Name string
	// Summary is a short description for listings.
	Summary string
	// MIME is the media type of the files it writes: "image/png".
	MIME string
	// Draws says the format draws the Source's scene (a picture); formats
	// that do not (text, data, machine paths) never ask for it.
	Draws bool
	// Raster says the file is made of pixels (sized by a cell size in
	// pixels), not vectors, text or data.
	Raster bool
	// Animated says the file is an animation of the maze being made or
	// solved; it records the carving as it happens (maze.Record).
	Animated bool
	// Paged says the file holds pages of paper: a booklet of puzzles, or
	// one puzzle printed at its true size on a sheet, is written in it.
	Paged bool
	// Data says the file is the maze as data for programs (its cells,
	// walls, solution and facts), not a picture: it carries the solution
	// whether or not one is drawn.
	Data bool
	// Streams says a maze too large to hold can be written in the format
	// row by row as it is carved (see NewTextRows and the PNG row writer).
	Streams bool
	// Machine is the machine the file is for, sized in millimetres, or
	// NoMachine for a file to look at or print on paper.
	Machine Machine
	// Cost is the memory model of writing one maze in the format; RectCost,
	// when not zero, replaces it on a grid of squares, and RowCost there
	// when nothing is drawn over the walls (see MemoryCost). A zero Cost
	// prices the format as the program's base memory alone.
	Cost, RectCost, RowCost Cost
	// Encode writes src to w.
	Encode func(w io.Writer, src *Source) error
}

// Machine is what a machine format is for.
type Machine uint8

// The machines formats are written for.
const (
	NoMachine Machine = iota // a picture, text or data
	Plotter                  // a pen plotter or drag knife: strokes (--single-line shapes them)
	Cutter                   // a laser cutter: closed outlines of the walls
	Printer                  // a 3D printer: a closed solid
)

// IsPaged reports whether the format named name holds pages of paper (see
// Format.Paged): a PDF; false for a name not registered.
func IsPaged(name string) bool {
	f, err := LookupFormat(name)
	return err == nil && f.Paged
}

// IsVectorPicture reports whether the format named name is a picture drawn
// in vectors on one canvas, to look at: SVG; not a paged document, pixels,
// data or a machine's file. False for a name not registered.
func IsVectorPicture(name string) bool {
	f, err := LookupFormat(name)
	return err == nil && f.Draws && !f.Raster && !f.Paged && !f.Data && !f.Animated && f.Machine == NoMachine
}

// Physical reports whether the format is for a machine: sized in
// millimetres by a cell size, not laid out on a page.
func (f Format) Physical() bool { return f.Machine != NoMachine }

// Cost is a format's linear memory model for writing one maze: Fixed
// bytes, plus PerCell bytes a cell of the maze, plus PerPixel bytes a
// pixel of a raster. Its fields are those of internal/budget's Cost, which
// a Cost converts to.
type Cost struct {
	PerCell  float64 // bytes per maze cell
	PerPixel float64 // bytes per output pixel
	Fixed    float64 // bytes whatever the size
}

// MemoryCost returns f's memory model for a maze: rect says its grid is of
// squares (a kind topology.Streams), overlay that something (a solution,
// shading, crossings) is drawn over its walls.
func (f Format) MemoryCost(rect, overlay bool) Cost {
	switch {
	case rect && !overlay && f.RowCost != (Cost{}):
		return f.RowCost
	case rect && f.RectCost != (Cost{}):
		return f.RectCost
	}
	return f.Cost
}

// Source is what a format writes from. A picture format reads the scene;
// a format that needs more than pen strokes (the maze's walls for a
// plotter or a 3D model, its text or JSON form) reads the other fields.
type Source struct {
	// Scene is the drawing. When it is nil, Drawing calls MakeScene.
	Scene *Scene
	// MakeScene builds the drawing on demand, so formats that do not draw
	// never pay for it.
	MakeScene func() (*Scene, error)
	// Maze is the maze the drawing shows, if any.
	Maze *maze.Maze
	// Info describes Maze (algorithm, seed, solution, stats) for data formats.
	Info *maze.Info
	// Solution is the path shown, as cells, or nil when it is hidden.
	Solution []int
	// Style, when set, says the drawing is MazeScene(Maze, Style) with
	// Comment as its comment, so a format may draw Maze straight from it
	// without the scene (png does for square grids).
	Style   *Style
	Comment string
	// Stream, if not nil, is a square-grid maze given a row at a time,
	// which png and txt write without holding it (see MazeStream).
	Stream *MazeStream
	// Text, if not nil, writes the subject's own text form (the txt format
	// falls back to the maze's text picture).
	Text func(w io.Writer) error
	// JSON, if not nil, writes the subject's own JSON document (the json
	// format falls back to the maze's JSON).
	JSON func(w io.Writer) error
	// Options holds format options, one value per format that has them:
	// *PNGOptions, *SVGOptions, *PDFOptions, or a later format's own type.
	// An encoder takes the first of its type with OptionOf; a format without
	// one uses its defaults.
	Options []Option
}

// Option is an encoder's settings, passed in Source.Options. A settings
// type is an Option by a FormatOption method on its pointer (*PNGOptions,
// *SVGOptions, *PDFOptions, *AnimOptions here; a format registered
// elsewhere declares its own), so a value where a pointer is meant, or a
// type that is no format's settings, does not compile instead of being
// ignored.
type Option interface {
	// FormatOption marks the type as a format's settings; it does nothing.
	FormatOption()
}

// FormatOption marks *PNGOptions as the png format's settings.
func (*PNGOptions) FormatOption() {}

// FormatOption marks *SVGOptions as the svg format's settings.
func (*SVGOptions) FormatOption() {}

// FormatOption marks *PDFOptions as the pdf format's settings.
func (*PDFOptions) FormatOption() {}

// FormatOption marks *AnimOptions as the gif and apng formats' settings.
func (*AnimOptions) FormatOption() {}

// Drawing returns src's scene, building it with MakeScene when needed.
func (src *Source) Drawing() (*Scene, error) {
	if src.Scene != nil {
		return src.Scene, nil
	}
	if src.MakeScene == nil {
		return nil, fmt.Errorf("render: nothing to draw")
	}
	s, err := src.MakeScene()
	if err != nil {
		return nil, err
	}
	src.Scene = s
	return s, nil
}

// OptionOf returns the first option in src of type T, and whether there was one.
func OptionOf[T Option](src *Source) (T, bool) {
	for _, o := range src.Options {
		if v, ok := o.(T); ok {
			return v, true
		}
	}
	var zero T
	return zero, false
}

var (
	formatsMu sync.RWMutex
	formats   = map[string]Format{}
)

// RegisterFormat adds f to the formats. It is meant to be called from init;
// registering a name twice, or a format without a name or an encoder, panics.
func RegisterFormat(f Format) {
	formatsMu.Lock()
	defer formatsMu.Unlock()
	if f.Name == "" || f.Name != strings.ToLower(f.Name) || f.Encode == nil {
		panic(fmt.Sprintf("render: RegisterFormat %q: needs a lower-case name and an encoder", f.Name))
	}
	if _, dup := formats[f.Name]; dup {
		panic("render: RegisterFormat called twice for " + f.Name)
	}
	formats[f.Name] = f
}

// Formats returns the registered formats sorted by name.
func Formats() []Format {
	formatsMu.RLock()
	defer formatsMu.RUnlock()
	out := make([]Format, 0, len(formats))
	for _, f := range formats {
		out = append(out, f)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// FormatNames returns the names of the registered formats, sorted; with
// drawsOnly, only the picture formats.
func FormatNames(drawsOnly bool) []string {
	var n []string
	for _, f := range Formats() {
		if f.Draws || !drawsOnly {
			n = append(n, f.Name)
		}
	}
	return n
}

// UnknownFormatError is returned for a format name or file extension that
// no registered format has.
type UnknownFormatError struct {
	Name  string   // the name or extension asked for ("" when the path had none)
	Valid []string // the names that would do
}

func (e *UnknownFormatError) Error() string {
	if e.Name == "" {
		return fmt.Sprintf("render: no format given (valid: %s)", strings.Join(e.Valid, ", "))
	}
	return fmt.Sprintf("render: unknown format %q (valid: %s)", e.Name, strings.Join(e.Valid, ", "))
}

// LookupFormat returns the format with the given name (case-insensitive).
func LookupFormat(name string) (Format, error) {
	formatsMu.RLock()
	f, ok := formats[strings.ToLower(name)]
	formatsMu.RUnlock()
	if !ok {
		return Format{}, &UnknownFormatError{Name: name, Valid: FormatNames(false)}
	}
	return f, nil
}

// FormatOf returns the format named by path's extension.
func FormatOf(path string) (Format, error) {
	ext := strings.TrimPrefix(filepath.Ext(path), ".")
	if ext == "" {
		return Format{}, &UnknownFormatError{Valid: FormatNames(false)}
	}
	return LookupFormat(ext)
}

// Encode writes src to w in the named format.
func Encode(w io.Writer, format string, src *Source) error {
	f, err := LookupFormat(format)
	if err != nil {
		return err
	}
	return f.Encode(w, src)
}

// FileKind returns the media type of the files a format writes, so that
// the formats that write SVG or PNG under a name of their own (a plot, a
// laser outline, a preview, an animation) compare equal to svg or png. A
// name no format has is returned as it is.
func FileKind(format string) string {
	if f, err := LookupFormat(format); err == nil && f.MIME != "" {
		return f.MIME
	}
	return format
}
