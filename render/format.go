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

// Format is an output format: a file extension and the encoder that writes
// a Source in it. Each format lives in its own file and registers itself
// from init with RegisterFormat, the way image formats do.
type Format struct {
	// Name is the format's name and file extension, lower case, without
	// the dot: "png".
	Name string
	// Summary is a short description for listings.
	Summary string
	// Draws says the format draws the Source's scene (a picture); formats
	// that do not (text, data) never ask for it.
	Draws bool
	// Encode writes src to w.
	Encode func(w io.Writer, src *Source) error
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

// Option is an encoder's settings, passed in Source.Options. Only the
// settings types of render's formats (pointers: *PNGOptions, *SVGOptions,
// *PDFOptions, *AnimOptions, *PlotOptions, *LaserOptions, *STLOptions)
// are Options, so a value where a pointer is meant, or a type no format
// reads, does not compile instead of being ignored.
type Option interface{ option() }

func (*PNGOptions) option()   {}
func (*SVGOptions) option()   {}
func (*PDFOptions) option()   {}
func (*AnimOptions) option()  {}
func (*PlotOptions) option()  {}
func (*LaserOptions) option() {}
func (*STLOptions) option()   {}

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

// FileKind returns the kind of file a format writes, which is its file
// extension: the formats that write SVG or PNG under a name of their own
// (a plot, a laser outline, a preview, an animation) give "svg" or "png".
func FileKind(format string) string {
	switch format {
	case "plotsvg", "lasersvg":
		return "svg"
	case "plotpng", "stlpng", "apng":
		return "png"
	}
	return format
}
