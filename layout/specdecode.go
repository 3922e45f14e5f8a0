// Spec decoding goes through package strictyaml; these adapters keep the
// names the validation code uses.

package layout

import (
	"reflect"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/internal/strictyaml"
	"gopkg.in/yaml.v3"
)

// decoder is the strict YAML decoder of a spec file, with the line of
// every field it set.
type decoder struct {
	file  string
	lines map[string]int
	// origin is the decoder of the file the spec was parsed from, when
	// Validate checks it again; errors found only while the puzzles are
	// made name its file and lines.
	origin *decoder
}

func (d *decoder) strict() *strictyaml.Decoder {
	return &strictyaml.Decoder{File: d.file, Lines: d.lines, Drawn: fonts.CheckDrawable}
}

func (d *decoder) decode(n *yaml.Node, path string, v reflect.Value) error {
	return d.strict().Decode(n, path, v)
}

// errorf returns an error at node n, for the field at path.
func (d *decoder) errorf(n *yaml.Node, path, format string, args ...any) error {
	return d.strict().Errorf(n, path, format, args...)
}

// yamlFields returns the YAML field names of struct type t.
func yamlFields(t reflect.Type) map[string]int { return strictyaml.Fields(t) }

// describe names the kind of node n for an error.
func describe(n *yaml.Node) string { return strictyaml.Describe(n) }

// at returns an error for a field decoded earlier, at its line.
func (d *decoder) at(path, format string, args ...any) error {
	return d.strict().At(path, format, args...)
}

// utf8Error is the error of a spec that is not valid UTF-8, naming the
// field that holds the bad bytes.
func utf8Error(data []byte, file string) error { return strictyaml.UTF8Error(data, file) }
