package layout

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

// decoder fills structs from YAML nodes strictly: unknown fields and wrong
// types are errors that name the field's path and line, and the line of
// every field set is remembered for later range checks.
type decoder struct {
	file  string
	lines map[string]int // field path → line
}

// fieldError is a spec error at a line of the file.
type fieldError struct {
	file string
	line int
	path string
	msg  string
}

func (e *fieldError) Error() string {
	if e.line > 0 {
		return fmt.Sprintf("%s:%d: %s: %s", e.file, e.line, e.path, e.msg)
	}
	return fmt.Sprintf("%s: %s: %s", e.file, e.path, e.msg)
}

func (d *decoder) errorf(n *yaml.Node, path, format string, args ...any) error {
	line := 0
	if n != nil {
		line = n.Line
	}
	return &fieldError{file: d.file, line: line, path: path, msg: fmt.Sprintf(format, args...)}
}

// at returns an error for a field decoded earlier, at its line.
func (d *decoder) at(path, format string, args ...any) error {
	return &fieldError{file: d.file, line: d.lines[path], path: path, msg: fmt.Sprintf(format, args...)}
}

func yamlFields(t reflect.Type) map[string]int {
	m := map[string]int{}
	for i := 0; i < t.NumField(); i++ {
		if tag := t.Field(i).Tag.Get("yaml"); tag != "" && tag != "-" {
			m[strings.Split(tag, ",")[0]] = i
		}
	}
	return m
}

func (d *decoder) decode(n *yaml.Node, path string, v reflect.Value) error {
	if n.Kind == yaml.DocumentNode {
		if len(n.Content) == 0 {
			return nil
		}
		n = n.Content[0]
	}
	if n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	d.lines[path] = n.Line
	name := path
	if name == "" {
		name = "(top level)"
	}
	switch v.Kind() {
	case reflect.Struct:
		if n.Kind != yaml.MappingNode {
			return d.errorf(n, name, "want a mapping of fields, got %s", describe(n))
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
				return d.errorf(k, sub, "given twice (first on line %d)", first)
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
				return d.errorf(k, sub, "unknown field (valid: %s)", strings.Join(names, ", "))
			}
			if err := d.decode(val, sub, v.Field(fi)); err != nil {
				return err
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
			return d.errorf(n, name, "want a list, got %s", describe(n))
		}
		if len(n.Content) > limits.Sections {
			return d.errorf(n, name, "%d entries; at most %d", len(n.Content), limits.Sections)
		}
		s := reflect.MakeSlice(v.Type(), len(n.Content), len(n.Content))
		for i, c := range n.Content {
			if err := d.decode(c, fmt.Sprintf("%s[%d]", path, i), s.Index(i)); err != nil {
				return err
			}
		}
		v.Set(s)
		return nil
	case reflect.Pointer:
		p := reflect.New(v.Type().Elem())
		if err := d.decode(n, path, p.Elem()); err != nil {
			return err
		}
		v.Set(p)
		return nil
	}
	if n.Kind != yaml.ScalarNode {
		return d.errorf(n, name, "want a single value, got %s", describe(n))
	}
	switch v.Kind() {
	case reflect.String:
		if n.Tag == "!!null" && strings.HasPrefix(n.LineComment, "#") {
			// "colour: #336699" is a key with no value and a comment.
			return d.errorf(n, name, "no value; quote values that start with #, e.g. \"%s\"", strings.Fields(n.LineComment)[0])
		}
		if n.Tag == "!!null" {
			v.SetString("") // "title:" or "title: ~": the default
			return nil
		}
		if utf8.RuneCountInString(n.Value) > limits.TextRunes {
			return d.errorf(n, name, "%d characters; at most %d", utf8.RuneCountInString(n.Value), limits.TextRunes)
		}
		v.SetString(n.Value)
	case reflect.Bool:
		b, err := strconv.ParseBool(n.Value)
		if err != nil || n.Tag != "!!bool" {
			return d.errorf(n, name, "want true or false, got %q", n.Value)
		}
		v.SetBool(b)
	case reflect.Int:
		i, err := strconv.Atoi(n.Value)
		if err != nil {
			return d.errorf(n, name, "want a whole number, got %q", n.Value)
		}
		v.SetInt(int64(i))
	case reflect.Uint64:
		u, err := strconv.ParseUint(n.Value, 10, 64)
		if err != nil {
			return d.errorf(n, name, "want a whole number from 0, got %q", n.Value)
		}
		v.SetUint(u)
	case reflect.Float64:
		f, err := num.ParseFloat(n.Value)
		if err != nil {
			return d.errorf(n, name, "want a finite number, got %q", n.Value)
		}
		v.SetFloat(f)
	default:
		return d.errorf(n, name, "unsupported field type %s", v.Kind())
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
