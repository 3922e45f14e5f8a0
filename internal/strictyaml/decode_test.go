package strictyaml_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/strictyaml"
	"gopkg.in/yaml.v3"
)

type spec struct {
	Title    string    `yaml:"title"`
	Count    int       `yaml:"count"`
	Sections []section `yaml:"sections"`
}

type section struct {
	Size  string  `yaml:"size"`
	Braid float64 `yaml:"braid"`
}

func decode(t *testing.T, src string) (*spec, *strictyaml.Decoder, error) {
	t.Helper()
	var root yaml.Node
	if err := yaml.Unmarshal([]byte(src), &root); err != nil {
		t.Fatal(err)
	}
	var s spec
	d := strictyaml.New("book.yaml")
	return &s, d, d.Decode(&root, "", reflect.ValueOf(&s).Elem())
}

// TestDecodeFillsAndRemembersLines fills nested fields and remembers the
// line of each, for errors found later.
func TestDecodeFillsAndRemembersLines(t *testing.T) {
	s, d, err := decode(t, "title: Mazes\ncount: 3\nsections:\n  - size: 8x8\n    braid: 0.5\n")
	if err != nil {
		t.Fatal(err)
	}
	if s.Title != "Mazes" || s.Count != 3 || len(s.Sections) != 1 || s.Sections[0].Braid != 0.5 {
		t.Errorf("decoded %+v", s)
	}
	if got := d.At("sections[0].braid", "too much").Error(); got != "book.yaml:5: sections[0].braid: too much" {
		t.Errorf("At = %q", got)
	}
}

// TestDecodeErrorsNameFieldAndLine refuses unknown fields, wrong types and
// fields given twice, naming the file, line and field.
func TestDecodeErrorsNameFieldAndLine(t *testing.T) {
	for src, want := range map[string]string{
		"title: a\ncolour: red\n":   "book.yaml:2: colour: unknown field (valid: count, sections, title)",
		"count: many\n":             `book.yaml:1: count: want a whole number, got "many"`,
		"sections:\n  - braid: x\n": `book.yaml:2: sections[0].braid: want a finite number, got "x"`,
		"title: a\ntitle: b\n":      "book.yaml:2: title: given twice (first on line 1)",
		"sections:\n  size: 8x8\n":  "book.yaml:2: sections: want a list",
	} {
		_, _, err := decode(t, src)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: err = %v, want %s", src, err, want)
		}
	}
}

// TestUTF8ErrorNamesField names the field whose value holds bytes that
// are not UTF-8, at its line.
func TestUTF8ErrorNamesField(t *testing.T) {
	err := strictyaml.UTF8Error([]byte("title: ok\nsections:\n  - size: \xff8x8\n"), "book.yaml")
	if err == nil || !strings.Contains(err.Error(), "book.yaml:3: sections[0].size") {
		t.Errorf("err = %v", err)
	}
}
