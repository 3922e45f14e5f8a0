package render

import (
	"bytes"
	"image/png"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/topology"
)

// TestPNGComment checks that a PNG records the scene's comment in a text
// chunk after the header and still decodes to the same picture.
func TestPNGComment(t *testing.T) {
	m := testMaze(t, topology.Spec{Kind: "hex", Width: 4, Height: 3}, "dfs", 1)
	s := MazeScene(m, nil)
	var plain, noted bytes.Buffer
	if err := WritePNG(&plain, s, nil); err != nil {
		t.Fatal(err)
	}
	s.Comment = "mazekit maze: grid hex, seed 1, flags --size 4x3 ünïcode"
	if err := WritePNG(&noted, s, nil); err != nil {
		t.Fatal(err)
	}
	b := noted.Bytes()
	i := bytes.Index(b, []byte("iTXtComment\x00"))
	if i != (8+4+4+13+4)+4 {
		t.Fatalf("text chunk at %d, want right after the header at %d", i-4, (8 + 4 + 4 + 13 + 4))
	}
	if !strings.Contains(string(b), s.Comment) {
		t.Error("comment not in the file")
	}
	a, err := png.Decode(bytes.NewReader(plain.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	c, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("PNG with a comment does not decode: %v", err)
	}
	if a.Bounds() != c.Bounds() || !sameColour(a.At(5, 5), c.At(5, 5)) {
		t.Error("the comment changed the picture")
	}
	if noted.Len()-plain.Len() != 12+len("Comment")+5+len(s.Comment) {
		t.Errorf("file grew by %d bytes", noted.Len()-plain.Len())
	}
}
