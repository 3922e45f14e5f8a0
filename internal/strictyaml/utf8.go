// Specs that are not valid UTF-8: the error names the field that holds
// the bad bytes, not just the file.

package strictyaml

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"
)

// badText stands in for invalid bytes while the spec is parsed again to
// find the field that holds them: a private-use character no real spec
// uses (when one does, the error names the line alone).
const badText = "\U0010FFFD"

// UTF8Error returns the error for a spec that is not valid UTF-8: at the
// line of the first invalid byte, naming the field whose value (or name)
// holds it, e.g. "book.yaml:7: sections[2].title: not valid UTF-8 text
// (byte 0xff)".
func UTF8Error(data []byte, file string) error {
	off := 0
	for off < len(data) {
		r, n := utf8.DecodeRune(data[off:])
		if r == utf8.RuneError && n <= 1 {
			break
		}
		off += n
	}
	if off >= len(data) {
		return nil
	}
	line := bytes.Count(data[:off], []byte{'\n'}) + 1
	msg := fmt.Sprintf("not valid UTF-8 text (byte 0x%02x)", data[off])
	var root yaml.Node
	if bytes.Contains(data, []byte(badText)) || yaml.Unmarshal([]byte(strings.ToValidUTF8(string(data), badText)), &root) != nil {
		return fmt.Errorf("%s:%d: %s", file, line, msg)
	}
	path, key, ok := findBadText(&root, "")
	switch {
	case !ok: // in a comment
		return fmt.Errorf("%s:%d: %s", file, line, msg)
	case path == "":
		path = "(top level)"
	}
	if key {
		msg = "a field name is " + msg
	}
	return &Error{File: file, Line: line, Path: path, Msg: msg}
}

// findBadText returns the path, as the decoder names fields, of the first
// scalar under n that holds badText, and whether it is a field name.
func findBadText(n *yaml.Node, path string) (string, bool, bool) {
	switch n.Kind {
	case yaml.DocumentNode:
		for _, c := range n.Content {
			if p, k, ok := findBadText(c, path); ok {
				return p, k, true
			}
		}
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			key := n.Content[i]
			if strings.Contains(key.Value, badText) {
				return path, true, true
			}
			sub := key.Value
			if path != "" {
				sub = path + "." + key.Value
			}
			if p, k, ok := findBadText(n.Content[i+1], sub); ok {
				return p, k, true
			}
		}
	case yaml.SequenceNode:
		for i, c := range n.Content {
			if p, k, ok := findBadText(c, fmt.Sprintf("%s[%d]", path, i)); ok {
				return p, k, true
			}
		}
	case yaml.ScalarNode:
		if strings.Contains(n.Value, badText) {
			return path, false, true
		}
	}
	return "", false, false
}
