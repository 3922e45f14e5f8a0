package layout

import (
	"reflect"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/topology"
)

// gridSection parses a book of one maze section with the given fields.
func gridSection(fields string) (*Spec, error) {
	y := "title: T\nseed: 3\nsections:\n  - count: 2\n    size: 6x6\n    " + strings.ReplaceAll(strings.TrimSpace(fields), "\n", "\n    ") + "\n"
	return Parse([]byte(y), "t.yaml")
}

// TestSectionGridParams sets grid kinds' parameters that Section has no
// field for (hex flat tops, a planar layout) in a maze section: they reach
// the grid of every puzzle, and a bad one is one line naming its field.
func TestSectionGridParams(t *testing.T) {
	for _, c := range []struct {
		fields string
		check  func(s topology.Spec) bool
	}{
		{"grid: hex\nflat: true", func(s topology.Spec) bool { return s.Kind == "hex" && s.Flat }},
		{"grid: planar\nlayout: triangles", func(s topology.Spec) bool { return s.Kind == "planar" && s.Layout == "triangles" }},
	} {
		spec, err := gridSection(c.fields)
		if err != nil {
			t.Fatalf("%s: %v", c.fields, err)
		}
		ps, err := Puzzles(spec, 1)
		if err != nil {
			t.Fatalf("%s: %v", c.fields, err)
		}
		for _, p := range ps {
			if s := p.Maze.Grid.Spec(); !c.check(s) {
				t.Errorf("%s: puzzle grid %+v", c.fields, s)
			}
		}
	}
	for _, c := range []struct{ fields, want string }{
		{"grid: rect\nwrap: x", "t.yaml:7: sections[0].wrap: torus joins its opposite sides, which a page cannot show as one puzzle with doors"},
		{"grid: hex\nwrap: xy", "sections[0].wrap: hextorus joins its opposite sides"},
		{"grid: polar\nwrap: x", "sections[0].wrap: applies only to grid"},
		{"grid: rect\nflat: true", "sections[0].flat: applies only to grid hex"},
		{"grid: hex\nflat: maybe", `t.yaml:7: sections[0].flat: "maybe": want true or false`},
		{"grid: planar\nlayout: swirl", `sections[0].layout: swirl: want poisson, uniform, triangles`},
		{"grid: mask\nimage: a.png", "sections[0].image: a book cuts a mask by shape or text"},
		{"grid: hex\nflatt: true", "sections[0].flatt: unknown field (valid: age, algorithm,"},
		{"kind: number-maze\nflat: true", "sections[0].flat: applies only to kind maze"},
		{"grid: hex\nflat: [true]", "sections[0].flat: want a single value"},
	} {
		_, err := gridSection(c.fields)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: %v; want one line with %q", c.fields, err, c.want)
		}
	}
}

// TestSectionFieldsOfTheTable checks that every row of the maze options
// table that books take names a field of a maze section: one of
// Section's (style fields under style.), a grid parameter of topology's
// registry, or an option a section takes by its book key.
func TestSectionFieldsOfTheTable(t *testing.T) {
	reg := registryParams()
	n := 0
	for _, op := range puzzle.Table() {
		if op.Field == "" {
			continue
		}
		n++
		typ, name := reflectSection, op.Field
		if s, f, ok := strings.Cut(op.Field, "."); ok {
			i, has := yamlFields(typ)[s]
			if !has {
				t.Errorf("option %s: book field %s: no section field %s", op.Name, op.Field, s)
				continue
			}
			typ, name = typ.Field(i).Type, f
		}
		if _, field := yamlFields(typ)[name]; field {
			continue
		}
		if _, opt := tableOptions()[name]; opt && typ == reflectSection {
			continue
		}
		if _, param := reg[name]; !param || op.Grid == nil || op.Grid.Name != name {
			t.Errorf("option %s: book field %s is neither a section field nor a grid parameter", op.Name, op.Field)
		}
	}
	if n < 15 {
		t.Errorf("only %d options of the table name a book field", n)
	}
}

// TestSectionParamsMarshal writes a section with registry parameters as
// YAML and reads it back: the parameters are fields of the section, as a
// user writes them.
func TestSectionParamsMarshal(t *testing.T) {
	in := &Spec{Title: "T", Seed: 3, Sections: []Section{{Count: 2, Grid: "hex", Size: "6x6", Params: map[string]string{"flat": "true"}}}}
	out, err := yaml.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), "\n      flat: \"true\"\n") && !strings.Contains(string(out), "\n    flat: \"true\"\n") {
		t.Errorf("flat is not a field of the section:\n%s", out)
	}
	back, err := Parse(out, "t.yaml")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !reflect.DeepEqual(back.Sections[0].Params, in.Sections[0].Params) {
		t.Errorf("read back %v, want %v", back.Sections[0].Params, in.Sections[0].Params)
	}
}
