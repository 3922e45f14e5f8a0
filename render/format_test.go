package render

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/topology"
)

func TestFormatsListed(t *testing.T) {
	got := strings.Join(FormatNames(false), " ")
	for _, want := range []string{"json", "pdf", "png", "svg", "txt"} {
		if !strings.Contains(got, want) {
			t.Errorf("formats %q lack %s", got, want)
		}
	}
	for _, f := range Formats() {
		if f.Summary == "" {
			t.Errorf("format %s has no summary", f.Name)
		}
	}
	if n := strings.Join(FormatNames(true), " "); strings.Contains(n, "txt") || !strings.Contains(n, "png") {
		t.Errorf("picture formats = %q", n)
	}
}

func TestFormatLookup(t *testing.T) {
	if f, err := FormatOf("dir.v2/Out.PNG"); err != nil || f.Name != "png" {
		t.Errorf("FormatOf(Out.PNG) = %q, %v", f.Name, err)
	}
	var ue *UnknownFormatError
	if _, err := FormatOf("out.bmp"); !errors.As(err, &ue) || ue.Name != "bmp" || len(ue.Valid) == 0 {
		t.Errorf("FormatOf(out.bmp) = %v", err)
	}
	if _, err := FormatOf("out"); !errors.As(err, &ue) || ue.Name != "" {
		t.Errorf("FormatOf(out) = %v", err)
	}
	defer func() {
		if recover() == nil {
			t.Error("registering png twice did not panic")
		}
	}()
	RegisterFormat(Format{Name: "png", Encode: func(io.Writer, *Source) error { return nil }})
}

// TestEncodeMatchesWriters checks that the registry writes the same bytes
// as the writers it wraps, with the options it is given.
func TestEncodeMatchesWriters(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "rect", Width: 5, Height: 4}, "dfs", 1)
	s := MazeScene(m, &Style{})
	png := &PNGOptions{Scale: 7}
	src := &Source{Scene: s, Maze: m, Options: []Option{&SVGOptions{Scale: 3}, png}}
	for name, write := range map[string]func(w io.Writer) error{
		"png": func(w io.Writer) error { return WritePNG(w, s, png) },
		"svg": func(w io.Writer) error { return WriteSVG(w, s, &SVGOptions{Scale: 3}) },
		"pdf": func(w io.Writer) error { return WritePDF(w, s, nil) },
		"txt": func(w io.Writer) error { return WriteText(w, m, nil) },
	} {
		var a, b bytes.Buffer
		if err := Encode(&a, name, src); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := write(&b); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a.Bytes(), b.Bytes()) {
			t.Errorf("%s: the registry wrote %d bytes, the writer %d", name, a.Len(), b.Len())
		}
	}
}

func TestSourceFallbacks(t *testing.T) {
	built := 0
	src := &Source{
		MakeScene: func() (*Scene, error) { built++; return NewScene(1, 1), nil },
		Text:      func(w io.Writer) error { _, err := io.WriteString(w, "own text\n"); return err },
	}
	var b bytes.Buffer
	if err := Encode(&b, "txt", src); err != nil || b.String() != "own text\n" {
		t.Errorf("txt wrote %q, %v", b.String(), err)
	}
	if built != 0 {
		t.Error("the txt format built the scene")
	}
	if err := Encode(io.Discard, "json", src); err == nil {
		t.Error("json with nothing to write: no error")
	}
	if err := Encode(io.Discard, "svg", src); err != nil || built != 1 {
		t.Errorf("svg: %v, scene built %d times", err, built)
	}
	if err := Encode(io.Discard, "png", &Source{}); err == nil {
		t.Error("png with no scene: no error")
	}
}

func TestFormatFacts(t *testing.T) {
	for name, want := range map[string][2]bool{
		"pdf": {true, false}, "svg": {false, true}, "png": {false, false}, "json": {false, false}, "gif": {false, false}, "nosuch": {false, false},
	} {
		if got := [2]bool{IsPaged(name), IsVectorPicture(name)}; got != want {
			t.Errorf("%s: paged, vector picture = %v, want %v", name, got, want)
		}
	}
}
