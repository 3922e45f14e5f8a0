package main

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTextFlagsAnyCharacter: a title and labels with Greek and Cyrillic
// letters, control characters and XML's special characters make a PDF, an
// SVG that is well-formed XML and a PNG; no panic and no temporary file
// left beside them. (Characters the fonts lack are refused: see the
// hostile invocations.)
func TestTextFlagsAnyCharacter(t *testing.T) {
	dir := t.TempDir()
	text := "Μaze Лабиринт \x01\x1b <&> ]]>"
	for _, name := range []string{"m.pdf", "m.svg", "m.png"} {
		_, stderr, code := runCLI(t, "maze", "--seed", "1", "--size", "6x6", "--title", text,
			"--markers", "labels", "--start-label", "Ω in", "--finish-label", "ж \x02out", "-o", filepath.Join(dir, name))
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", name, code, stderr)
		}
	}
	ents, _ := os.ReadDir(dir)
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	if strings.Join(names, " ") != "m.pdf m.png m.svg" {
		t.Errorf("files in the directory: %v, want the three outputs alone", names)
	}
	svg, _ := os.ReadFile(filepath.Join(dir, "m.svg"))
	dec := xml.NewDecoder(bytes.NewReader(svg))
	for {
		_, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the SVG is not well-formed XML: %v", err)
		}
	}
}

// TestLevelsWrittenTogether: quadtree --levels writes one file per level;
// when a later level's file cannot be written, the earlier ones are not
// replaced either, and no temporary is left.
func TestLevelsWrittenTogether(t *testing.T) {
	dir := t.TempDir()
	first := filepath.Join(dir, "w-1.txt")
	os.WriteFile(first, []byte("old level 1"), 0o644)
	if err := os.Mkdir(filepath.Join(dir, "w-3.txt"), 0o755); err != nil { // a directory where level 3 goes
		t.Fatal(err)
	}
	_, stderr, code := runCLI(t, "maze", "--algo", "quadtree", "--size", "8x8", "--levels", "1..3", "--seed", "1", "-o", filepath.Join(dir, "w.txt"))
	if code == 0 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "w-3.txt") {
		t.Errorf("exit %d, stderr %q; want one line naming w-3.txt", code, stderr)
	}
	if b, _ := os.ReadFile(first); string(b) != "old level 1" {
		t.Errorf("level 1 was replaced though level 3 could not be written")
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 2 {
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		t.Errorf("files in the directory: %v, want w-1.txt and w-3.txt alone", names)
	}
}
