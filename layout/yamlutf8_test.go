package layout

import (
	"strings"
	"testing"
)

// TestSpecInvalidUTF8NamesField: bytes that are not UTF-8 are refused with
// the line and the field (as a YAML path) that holds them.
func TestSpecInvalidUTF8NamesField(t *testing.T) {
	for _, c := range []struct{ yaml, want string }{
		{"title: T\nsections:\n  - count: 2\n  - count: 2\n  - count: 2\n    title: \"bad \xff here\"\n", "b.yaml:6: sections[2].title: not valid UTF-8 text (byte 0xff)"},
		{"title: T\nsections:\n  - count: 2\n    title: bad \xff plain\n", "b.yaml:4: sections[0].title: not valid UTF-8 text (byte 0xff)"},
		{"title: caf\xc3\n", "b.yaml:1: title: not valid UTF-8 text (byte 0xc3)"},
		{"author: A\nsubtitle: ok\ncover:\n  blurb: \"x\xed\xa0\x80\"\n", "b.yaml:4: cover.blurb: not valid UTF-8 text (byte 0xed)"},
		{"sections:\n  - kind: letter-maze\n    word: [\"\xfe\"]\n", "b.yaml:3: sections[0].word[0]: not valid UTF-8 text (byte 0xfe)"},
		{"sections:\n  - count: 2\n    sty\xffle: x\n", "b.yaml:3: sections[0]: a field name is not valid UTF-8 text (byte 0xff)"},
		{"title: T # a comment \xff\n", "b.yaml:1: not valid UTF-8 text (byte 0xff)"},
		{"title: \"\U0010FFFD\" \xff\n", "b.yaml:1: not valid UTF-8 text (byte 0xff)"},
	} {
		_, err := Parse([]byte(c.yaml), "b.yaml")
		if err == nil || err.Error() != c.want {
			t.Errorf("%q: got %v, want %q", c.yaml, err, c.want)
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: error is not one line", c.yaml)
		}
	}
}
