// Package strictyaml decodes YAML into Go structs strictly, naming the
// field and line of every error.
package strictyaml

import (
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mazekit/mazekit/internal/limits"

	"github.com/mazekit/mazekit/internal/num"

	"gopkg.in/yaml.v3"
)

// Decoder fills structs from YAML nodes strictly: unknown fields and
// wrong types are errors that name the field's path and line, and the line
// of every field set is remembered for later range checks. Fields are
// matched by their yaml tags; values are strings, booleans, whole numbers,
// finite floats, lists and nested structs.
type Decoder struct {
	File  string         // the file name errors give
	Lines map[string]int // field path → line, filled by Decode
	// Drawn, when set, checks the text of every struct field tagged
	// `drawn:"true"` (a string, a *string or a []string): text that is
	// printed, whose letters the fonts must have. Its error is reported
	// at the field's line.
	Drawn func(text string) error
}

// New returns a Decoder for the named file.
func New(file string) *Decoder { return &Decoder{File: file, Lines: map[string]int{}} }

// Error is a spec error at a line of the file: "book.yaml:7:
// sections[2].count: want a whole number, got "x"".
type Error struct {
	File string
	Line int // 0 when unknown
	Path string
	Msg  string
}

// Error implements error.
func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s: %s", e.File, e.Line, e.Path, e.Msg)
	}
	return fmt.Sprintf("%s: %s: %s", e.File, e.Path, e.Msg)
}

// Errorf returns an error for the field at path, at node n's line.
func (d *Decoder) Errorf(n *yaml.Node, path, format string, args ...any) error {
	line := 0
	if n != nil {
		line = n.Line
	}
	return &Error{File: d.File, Line: line, Path: path, Msg: fmt.Sprintf(format, args...)}
}

// At returns an error for a field decoded earlier, at its line.
func (d *Decoder) At(path, format string, args ...any) error {
	return &Error{File: d.File, Line: d.Lines[path], Path: path, Msg: fmt.Sprintf(format, args...)}
}

// Fields returns the YAML field names of struct type t with the index of
// the field each names.
func Fields(t reflect.Type) map[string]int { return yamlFields(t) }

// Describe names the kind of node n for an error: "a list", "a mapping"...
func Describe(n *yaml.Node) string { return describe(n) }

func yamlFields(t reflect.Type) map[string]int {
	m := map[string]int{}
	for i := 0; i < t.NumField(); i++ {
		if tag := t.Field(i).Tag.Get("yaml"); tag != "" && tag != "-" {
			m[strings.Split(tag, ",")[0]] = i
		}
	}
	return m
}

// Decode fills v, the value at path, from n.
func (d *Decoder) Decode(n *yaml.Node, path string, v reflect.Value) error {
	if n.Kind == yaml.DocumentNode {
		if len(n.Content) == 0 {
			return nil
		}
		n = n.Content[0]
	}
	if n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	d.Lines[path] = n.Line
	name := path
	if name == "" {
		name = "(top level)"
	}
	switch v.Kind() {
	case reflect.Struct:
		if n.Kind != yaml.MappingNode {
			return d.Errorf(n, name, "want a mapping of fields, got %s", describe(n))
		}
		fields := yamlFields(v.Type())
		seen := map[string]int{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, val := n.Content[i], n.Content[i+1]
			fi, ok := fields[k.Value]
			sub := k.Value
			if path != "" {
				sub = path + "." + k.Value
			}
			if first, dup := seen[k.Value]; dup {
				return d.Errorf(k, sub, "given twice (first on line %d)", first)
			}
			seen[k.Value] = k.Line
			if val.Tag == "!!null" && val.LineComment == "" {
				val.LineComment = k.LineComment // "key: #..." puts the comment on the key
			}
			if !ok {
				var names []string
				for f := range fields {
					names = append(names, f)
				}
				sort.Strings(names)
				return d.Errorf(k, sub, "unknown field (valid: %s)", strings.Join(names, ", "))
			}
			if err := d.Decode(val, sub, v.Field(fi)); err != nil {
				return err
			}
			if d.Drawn != nil && v.Type().Field(fi).Tag.Get("drawn") == "true" {
				if err := d.checkDrawn(val, sub, v.Field(fi)); err != nil {
					return err
				}
			}
		}
		return nil
	case reflect.Slice:
		if n.Kind == yaml.ScalarNode && v.Type().Elem().Kind() == reflect.String {
			// A single string where a list is allowed.
			v.Set(reflect.Append(reflect.MakeSlice(v.Type(), 0, 1), reflect.ValueOf(n.Value)))
			return nil
		}
		if n.Kind != yaml.SequenceNode {
			return d.Errorf(n, name, "want a list, got %s", describe(n))
		}
		if len(n.Content) > limits.Sections {
			return d.Errorf(n, name, "%d entries; at most %d", len(n.Content), limits.Sections)
		}
		s := reflect.MakeSlice(v.Type(), len(n.Content), len(n.Content))
		for i, c := range n.Content {
			if err := d.Decode(c, fmt.Sprintf("%s[%d]", path, i), s.Index(i)); err != nil {
				return err
			}
		}
		v.Set(s)
		return nil
	case reflect.Pointer:
		p := reflect.New(v.Type().Elem())
		if err := d.Decode(n, path, p.Elem()); err != nil {
			return err
		}
		v.Set(p)
		return nil
	}
	if n.Kind != yaml.ScalarNode {
		return d.Errorf(n, name, "want a single value, got %s", describe(n))
	}
	switch v.Kind() {
	case reflect.String:
		if n.Tag == "!!null" && strings.HasPrefix(n.LineComment, "#") {
			// "colour: #336699" is a key with no value and a comment.
			return d.Errorf(n, name, "no value; quote values that start with #, e.g. \"%s\"", strings.Fields(n.LineComment)[0])
		}
		if n.Tag == "!!null" {
			v.SetString("") // "title:" or "title: ~": the default
			return nil
		}
		if utf8.RuneCountInString(n.Value) > limits.TextRunes {
			return d.Errorf(n, name, "%d characters; at most %d", utf8.RuneCountInString(n.Value), limits.TextRunes)
		}
		v.SetString(n.Value)
	case reflect.Bool:
		b, err := strconv.ParseBool(n.Value)
		if err != nil || n.Tag != "!!bool" {
			return d.Errorf(n, name, "want true or false, got %q", n.Value)
		}
		v.SetBool(b)
	case reflect.Int:
		i, err := strconv.Atoi(n.Value)
		if err != nil {
			return d.Errorf(n, name, "want a whole number, got %q", n.Value)
		}
		v.SetInt(int64(i))
	case reflect.Uint64:
		u, err := strconv.ParseUint(n.Value, 10, 64)
		if err != nil {
			return d.Errorf(n, name, "want a whole number from 0, got %q", n.Value)
		}
		v.SetUint(u)
	case reflect.Float64:
		f, err := num.ParseFloat(n.Value)
		if err != nil {
			return d.Errorf(n, name, "want a finite number, got %q", n.Value)
		}
		v.SetFloat(f)
	default:
		return d.Errorf(n, name, "unsupported field type %s", v.Kind())
	}
	return nil
}

func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		return fmt.Sprintf("%q", n.Value)
	}
	return "something else"
}

// MappingValue returns the value of key in the mapping n (a document's
// mapping when n is a document), or nil.
func MappingValue(n *yaml.Node, key string) *yaml.Node {
	if n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
		n = n.Content[0]
	}
	if n.Kind != yaml.MappingNode {
		return nil
	}
	for j := 0; j+1 < len(n.Content); j += 2 {
		if n.Content[j].Value == key {
			v := n.Content[j+1]
			if v.Kind == yaml.AliasNode {
				v = v.Alias
			}
			return v
		}
	}
	return nil
}

// checkDrawn runs d.Drawn on the text of the field v at path, decoded from
// n: a string, a *string or each entry of a []string.
func (d *Decoder) checkDrawn(n *yaml.Node, path string, v reflect.Value) error {
	var texts []string
	switch {
	case v.Kind() == reflect.String:
		texts = []string{v.String()}
	case v.Kind() == reflect.Pointer && !v.IsNil() && v.Elem().Kind() == reflect.String:
		texts = []string{v.Elem().String()}
	case v.Kind() == reflect.Slice && v.Type().Elem().Kind() == reflect.String:
		for i := range v.Len() {
			texts = append(texts, v.Index(i).String())
		}
	}
	for _, t := range texts {
		if err := d.Drawn(t); err != nil {
			return d.Errorf(n, path, "%q: %v", t, err)
		}
	}
	return nil
}
