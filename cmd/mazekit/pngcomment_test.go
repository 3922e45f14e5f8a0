package main

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// TestPNGRecordsSeedAndFlags checks that a maze PNG carries the seed and
// the flags it was made with in a text chunk, and still decodes.
func TestPNGRecordsSeedAndFlags(t *testing.T) {
	p := filepath.Join(t.TempDir(), "m.png")
	if _, errs, code := runCLI(t, "maze", "--size", "8x8", "--seed", "41", "--title", "Happy Birthday, Alexandra!", "--solution", "-o", p); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"iTXtComment", "seed 41", "size=8x8", `title="Happy Birthday, Alexandra!"`, "solution=true"} {
		if !bytes.Contains(b, []byte(want)) {
			t.Errorf("PNG lacks %q", want)
		}
	}
	if _, err := png.Decode(bytes.NewReader(b)); err != nil {
		t.Fatal(err)
	}
}
