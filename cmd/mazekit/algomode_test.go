package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/pattern"
)

// TestJSONKeepsMode: the JSON of a maze names the mode it was made with,
// and the list says which two algorithms make the same mazes.
func TestJSONKeepsMode(t *testing.T) {
	out, stderr, code := runCLI(t, "maze", "--algo", "growing-tree", "--mode", "oldest", "--size", "4x4", "--seed", "1", "--format", "json", "-o", "-")
	if code != 0 {
		t.Fatal(stderr)
	}
	var doc struct{ Algorithm, Mode string }
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Algorithm != "growing-tree" || doc.Mode != "oldest" {
		t.Errorf("algorithm %q mode %q, want growing-tree oldest", doc.Algorithm, doc.Mode)
	}
	a, _, _ := runCLI(t, "maze", "--algo", "prim-simplified", "--size", "8x8", "--seed", "5", "--format", "txt", "-o", "-")
	b, _, _ := runCLI(t, "maze", "--algo", "growing-tree", "--mode", "random", "--size", "8x8", "--seed", "5", "--format", "txt", "-o", "-")
	list, _, _ := runCLI(t, "list")
	if says := strings.Contains(list, "same mazes as growing-tree --mode random"); says != (a == b) {
		t.Errorf("prim-simplified and growing-tree random give the same maze: %v; the list says so: %v", a == b, says)
	}
}

// TestListNamesEveryPattern: the list names every registered pattern kind
// with its summary (it once left out labyrinth and truchet), and so does
// the pattern command's usage line.
func TestListNamesEveryPattern(t *testing.T) {
	list, _, _ := runCLI(t, "list")
	_, section, ok := strings.Cut(list, "\nPatterns ")
	if !ok {
		t.Fatalf("the list has no Patterns section:\n%s", list)
	}
	section, _, _ = strings.Cut(section, "\n\n")
	help, _, _ := runCLI(t, "help", "pattern")
	usage := strings.Fields(strings.SplitN(help, "\n", 2)[0])
	if len(usage) < 4 {
		t.Fatalf("usage line %q", usage)
	}
	if len(pattern.Names()) < 5 {
		t.Fatalf("only %d pattern kinds registered: %v", len(pattern.Names()), pattern.Names())
	}
	for _, k := range pattern.Kinds() {
		if !strings.Contains(section, "  "+k.Name+" ") || !strings.Contains(section, k.Summary) {
			t.Errorf("the list's patterns do not name %s with its summary:\n%s", k.Name, section)
		}
		if !slices.Contains(strings.Split(usage[3], "|"), k.Name) {
			t.Errorf("the usage line %q does not name the pattern %s", usage, k.Name)
		}
	}
}
