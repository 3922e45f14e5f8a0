package conformance

import (
	"bytes"
	"encoding/binary"
	"encoding/xml"
	"fmt"
	"image"
	"image/gif"
	"image/png"
	"io"
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/mazekit/mazekit/internal/pdfread"
	"github.com/mazekit/mazekit/mask"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/puzzle"
)

// decoders read each format back as its readers would: an image decoder,
// an XML parser, the PDF reader, a mesh or drawing parser, the maze's own
// JSON reader. Each returns what is wrong with b, or "". A format not
// listed here fails the matrix, so a new format gets its reader.
var decoders = map[string]func(b []byte, p *puzzle.Puzzle) string{
	"png":      decodePNG,
	"plotpng":  decodePNG,
	"stlpng":   decodePNG,
	"apng":     decodePNG, // an APNG's first frame is a PNG
	"gif":      decodeGIF,
	"svg":      decodeSVG,
	"lasersvg": decodeSVG,
	"plotsvg":  decodeSVG,
	"pdf":      decodePDF,
	"stl":      decodeSTL,
	"dxf":      decodeDXF,
	"hpgl":     func(b []byte, _ *puzzle.Puzzle) string { return commands(b, "IN", "PD") },
	"gcode":    func(b []byte, _ *puzzle.Puzzle) string { return commands(b, "G0", "G1") },
	"json":     decodeJSON,
	"txt":      decodeText,
}

// decodePNG decodes b as a PNG and wants a picture that is not one colour.
func decodePNG(b []byte, _ *puzzle.Puzzle) string {
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		return fmt.Sprintf("PNG does not decode: %v", err)
	}
	return notBlank(img)
}

// notBlank returns "" when img has at least two colours.
func notBlank(img image.Image) string {
	r := img.Bounds()
	if r.Empty() {
		return "empty picture"
	}
	first := img.At(r.Min.X, r.Min.Y)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, a1 := img.At(x, y).RGBA()
			r0, g0, b0, a0 := first.RGBA()
			if r1 != r0 || g1 != g0 || b1 != b0 || a1 != a0 {
				return ""
			}
		}
	}
	return fmt.Sprintf("a blank %dx%d picture", r.Dx(), r.Dy())
}

// decodeGIF decodes every frame of b and wants a first frame (the whole
// picture) that is not blank.
func decodeGIF(b []byte, _ *puzzle.Puzzle) string {
	g, err := gif.DecodeAll(bytes.NewReader(b))
	if err != nil {
		return fmt.Sprintf("GIF does not decode: %v", err)
	}
	if len(g.Image) == 0 {
		return "GIF without frames"
	}
	return notBlank(g.Image[0]) // the later frames may draw only what changed
}

// decodeSVG parses b as XML to its end and wants an svg root that draws.
func decodeSVG(b []byte, _ *puzzle.Puzzle) string {
	d := xml.NewDecoder(bytes.NewReader(b))
	root, marks := "", 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return fmt.Sprintf("SVG is not XML: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok {
			if root == "" {
				root = se.Name.Local
			}
			switch se.Name.Local {
			case "path", "line", "polyline", "polygon", "rect", "circle", "use", "text":
				marks++
			}
		}
	}
	if root != "svg" || marks == 0 {
		return fmt.Sprintf("SVG root %q with %d marks", root, marks)
	}
	return ""
}

// decodePDF reads b with the PDF reader: one page or more, each with a
// page box and content.
func decodePDF(b []byte, _ *puzzle.Puzzle) string {
	f, err := pdfread.Open(b)
	if err != nil {
		return fmt.Sprintf("PDF does not open: %v", err)
	}
	pages := f.Pages()
	if len(pages) == 0 {
		return "PDF without pages"
	}
	for i, pg := range pages {
		if !pg.HasMedia || !(pg.Media[2] > pg.Media[0]) || !(pg.Media[3] > pg.Media[1]) {
			return fmt.Sprintf("PDF page %d has no page box", i+1)
		}
		if c, ok := f.Content(pg); !ok || len(bytes.TrimSpace(c)) == 0 {
			return fmt.Sprintf("PDF page %d draws nothing", i+1)
		}
	}
	if err := f.Err(); err != nil {
		return fmt.Sprintf("PDF: %v", err)
	}
	return ""
}

// decodeSTL reads b as a binary STL and wants a closed mesh: every edge in
// two triangles, once each way.
func decodeSTL(b []byte, _ *puzzle.Puzzle) string {
	if len(b) < 84 {
		return fmt.Sprintf("STL of %d bytes", len(b))
	}
	n := int(binary.LittleEndian.Uint32(b[80:]))
	if n == 0 || len(b) != 84+50*n {
		return fmt.Sprintf("STL says %d triangles in %d bytes", n, len(b))
	}
	type vertex [3]uint32
	edges := map[[2]vertex]int{}
	for i := range n {
		t := b[84+50*i+12:]
		var v [3]vertex
		for k := range 3 {
			for j := range 3 {
				bits := binary.LittleEndian.Uint32(t[12*k+4*j:])
				if f := math.Float32frombits(bits); f == 0 {
					bits = 0 // -0 is 0
				} else if math.IsNaN(float64(f)) || math.IsInf(float64(f), 0) {
					return fmt.Sprintf("STL triangle %d has a coordinate %v", i, f)
				}
				v[k][j] = bits
			}
		}
		for k := range 3 {
			edges[[2]vertex{v[k], v[(k+1)%3]}]++
		}
	}
	for e, c := range edges {
		if back := edges[[2]vertex{e[1], e[0]}]; c != back {
			return fmt.Sprintf("STL mesh not closed: an edge used %d times one way and %d the other", c, back)
		}
	}
	return ""
}

// decodeDXF reads b's group codes and values in pairs and wants drawing
// entities in its ENTITIES section and an EOF.
func decodeDXF(b []byte, _ *puzzle.Puzzle) string {
	lines := strings.Split(strings.ReplaceAll(string(b), "\r\n", "\n"), "\n")
	if len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines)%2 != 0 {
		return "DXF with an odd number of lines: not code and value pairs"
	}
	section, entities, eof := "", 0, false
	for i := 0; i < len(lines); i += 2 {
		code, val := strings.TrimSpace(lines[i]), strings.TrimSpace(lines[i+1])
		if code == "" || strings.Trim(code, "-0123456789") != "" {
			return fmt.Sprintf("DXF line %d: group code %q", i+1, code)
		}
		if code != "0" && code != "2" {
			continue
		}
		switch {
		case code == "2" && i >= 2 && strings.TrimSpace(lines[i-1]) == "SECTION":
			section = val
		case code == "0" && val == "EOF":
			eof = true
		case code == "0" && section == "ENTITIES" && slices.Contains([]string{"LINE", "LWPOLYLINE", "POLYLINE", "ARC", "CIRCLE", "SPLINE"}, val):
			entities++
		}
	}
	if entities == 0 || !eof {
		return fmt.Sprintf("DXF with %d drawing entities, EOF %v", entities, eof)
	}
	return ""
}

// commands wants each of cmds at the start of some line or statement.
func commands(b []byte, cmds ...string) string {
	s := string(b)
	for _, c := range cmds {
		if !strings.HasPrefix(s, c) && !strings.Contains(s, "\n"+c) && !strings.Contains(s, ";"+c) {
			return fmt.Sprintf("no %s command", c)
		}
	}
	return ""
}

// decodeJSON reads b with the maze's JSON reader and wants the maze that
// was made: the same open passages, doors and solution.
func decodeJSON(b []byte, p *puzzle.Puzzle) string {
	m, info, err := maze.ReadJSON(bytes.NewReader(b), mask.Build)
	if err != nil {
		if p.Maze == nil {
			return "" // a world of levels, not one maze
		}
		return fmt.Sprintf("JSON does not read back: %v", err)
	}
	if p.Maze == nil {
		return ""
	}
	want := p.Maze
	if m.Grid.NumEdges() != want.Grid.NumEdges() || m.Grid.NumCells() != want.Grid.NumCells() {
		return fmt.Sprintf("JSON grid has %d cells and %d edges, the maze %d and %d", m.Grid.NumCells(), m.Grid.NumEdges(), want.Grid.NumCells(), want.Grid.NumEdges())
	}
	for e := range want.Grid.NumEdges() {
		if m.IsOpen(e) != want.IsOpen(e) {
			return fmt.Sprintf("JSON edge %d open %v, in the maze %v", e, m.IsOpen(e), want.IsOpen(e))
		}
	}
	if m.Entrance != want.Entrance || m.Exit != want.Exit {
		return fmt.Sprintf("JSON doors %+v %+v, the maze's %+v %+v", m.Entrance, m.Exit, want.Entrance, want.Exit)
	}
	if want.Entrance.Valid() && !slices.Equal(info.Solution, maze.Solve(want)) {
		return "JSON solution is not the maze's"
	}
	return ""
}

// decodeText wants UTF-8 lines, as many as the drawing needs at least.
func decodeText(b []byte, _ *puzzle.Puzzle) string {
	if !utf8.Valid(b) {
		return "text is not UTF-8"
	}
	if n := bytes.Count(b, []byte("\n")); n < 2 {
		return fmt.Sprintf("text of %d lines", n)
	}
	return ""
}
