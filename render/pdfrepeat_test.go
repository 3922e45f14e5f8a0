package render

import (
	"bytes"
	"testing"

	"github.com/mazekit/mazekit/fonts"
)

// TestPDFSameBytesTwiceInOneProcess writes one drawing with text twice in
// the same process: the PDF backend must not carry anything from one
// document into the next (it once subset the shared font bytes in place).
func TestPDFSameBytesTwiceInOneProcess(t *testing.T) {
	var out [3][]byte
	for i := range out {
		sc := NewScene(40, 20)
		sc.Text(2, 10, "Maze 1 · Ünïcode Start", TextStyle{Font: fonts.Bold, Size: 2})
		sc.Text(2, 16, "Finish 0123", TextStyle{Font: fonts.Regular, Size: 2})
		sc.MoveTo(1, 1)
		sc.LineTo(39, 19)
		sc.Stroke(Pen{Width: 0.2})
		var b bytes.Buffer
		if err := WritePDF(&b, sc, nil); err != nil {
			t.Fatal(err)
		}
		out[i] = b.Bytes()
	}
	if !bytes.Equal(out[0], out[1]) || !bytes.Equal(out[1], out[2]) {
		t.Error("the same drawing written three times gave different PDFs")
	}
}
