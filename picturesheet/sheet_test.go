package picturesheet

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/picmaze"
)

// TestSheetSameBytesAndJSON makes a built-in picture maze twice: the same
// request writes the same PDF, and its JSON names the picture and the way.
func TestSheetSameBytesAndJSON(t *testing.T) {
	name := picmaze.BuiltinNames()[0]
	write := func(format string) []byte {
		p, err := (&Request{Picture: name, Width: 24, Height: 24, Seed: 7}).Make()
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if format == "json" {
			err = p.WriteJSON(&buf)
		} else {
			err = p.Write(&buf, format, false)
		}
		if err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	if a, b := write("pdf"), write("pdf"); !bytes.Equal(a, b) || !bytes.HasPrefix(a, []byte("%PDF")) {
		t.Errorf("two PDFs of one request differ or are no PDF (%d and %d bytes)", len(a), len(b))
	}
	var v map[string]any
	if err := json.Unmarshal(write("json"), &v); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(write("json")), name) {
		t.Errorf("the JSON does not name the picture %s", name)
	}
}

// TestSourceRefusesUnknownPicture names the picture field and the choices.
func TestSourceRefusesUnknownPicture(t *testing.T) {
	_, err := Source("no-such-picture", 0, 0)
	if err == nil || !strings.Contains(err.Error(), "picture") {
		t.Errorf("err = %v, want one naming the picture field", err)
	}
}
