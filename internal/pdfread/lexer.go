// Tokens and values: the lexer shared by objects and content streams.

package pdfread

import (
	"bytes"
	"errors"
	"io"
	"strconv"
)

// PDF values as the reader returns them: nil, bool, float64, and the
// types below.
type (
	// Name is a name (/Type), without its slash and with #xx escapes undone.
	Name string
	// String is a literal or hex string, as bytes.
	String string
	// Array is an array of values.
	Array []any
	// Dict is a dictionary by key (without the slash).
	Dict map[string]any
	// Ref is a reference to an indirect object.
	Ref struct{ Num, Gen int }
	// Op is an operator of a content stream, or a stray delimiter.
	Op string
)

// Limits that keep a damaged or hostile file from costing much.
const (
	maxDepth = 64 // nesting of arrays and dictionaries
	// MaxStream is the most bytes one stream may decode to.
	MaxStream = 64 << 20
	// MaxDecoded is the most bytes all streams of one file may decode to.
	MaxDecoded = 256 << 20
	// MaxOps is the most content operators read from one file in all.
	MaxOps    = 50_000_000
	maxPages  = 100000
	maxObjStm = 1000000 // objects in one object stream
)

var errDepth = errors.New("objects nested too deeply")

// Lexer reads PDF tokens and values from b.
type Lexer struct {
	b   []byte
	pos int
}

// NewLexer returns a lexer reading b from its start.
func NewLexer(b []byte) *Lexer { return &Lexer{b: b} }

// Next reads the next value or operator; at the end of input it returns
// io.EOF. It always advances, whatever the bytes.
func (l *Lexer) Next() (any, error) { return l.value(0) }

// SkipInlineImage moves past an inline image's ID … EI after its BI.
func (l *Lexer) SkipInlineImage() {
	for {
		v, err := l.value(0)
		if err != nil {
			return
		}
		if v == Op("ID") {
			break
		}
	}
	l.SkipInlineData()
}

// SkipInlineData moves past an inline image's data and its EI, once its
// dictionary has been read up to ID.
func (l *Lexer) SkipInlineData() {
	for i := l.pos + 1; i+2 <= len(l.b); i++ {
		if l.b[i] == 'E' && l.b[i+1] == 'I' && IsSpace(l.b[i-1]) && (i+2 == len(l.b) || IsSpace(l.b[i+2])) {
			l.pos = i + 2
			return
		}
	}
	l.pos = len(l.b)
}

// IsSpace reports whether c is PDF white space.
func IsSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0
}

func isDelim(c byte) bool {
	switch c {
	case '(', ')', '<', '>', '[', ']', '{', '}', '/', '%':
		return true
	}
	return false
}

func (l *Lexer) skipSpace() {
	for l.pos < len(l.b) {
		c := l.b[l.pos]
		if IsSpace(c) {
			l.pos++
			continue
		}
		if c == '%' {
			for l.pos < len(l.b) && l.b[l.pos] != '\n' && l.b[l.pos] != '\r' {
				l.pos++
			}
			continue
		}
		return
	}
}

// word reads a run of regular characters.
func (l *Lexer) word() string {
	start := l.pos
	for l.pos < len(l.b) && !IsSpace(l.b[l.pos]) && !isDelim(l.b[l.pos]) {
		l.pos++
	}
	return string(l.b[start:l.pos])
}

// value reads one value; at the end of input it returns io.EOF. Closing
// brackets and unknown bytes are skipped, so a call always advances.
func (l *Lexer) value(depth int) (any, error) {
	if depth > maxDepth {
		return nil, errDepth
	}
	l.skipSpace()
	if l.pos >= len(l.b) {
		return nil, io.EOF
	}
	c := l.b[l.pos]
	switch {
	case c == '/':
		l.pos++
		return Name(unescapeName(l.word())), nil
	case c == '(':
		return l.literal(), nil
	case c == '<' && l.pos+1 < len(l.b) && l.b[l.pos+1] == '<':
		l.pos += 2
		d := Dict{}
		for {
			l.skipSpace()
			if l.pos >= len(l.b) {
				return d, nil
			}
			if l.b[l.pos] == '>' {
				l.pos += min(2, len(l.b)-l.pos)
				return d, nil
			}
			k, err := l.value(depth + 1)
			if err != nil {
				return d, err
			}
			name, ok := k.(Name)
			if !ok {
				continue // not a key: skip it
			}
			v, err := l.value(depth + 1)
			if err != nil {
				return d, err
			}
			if op, isOp := v.(Op); isOp && op == "null" {
				v = nil
			}
			d[string(name)] = v
		}
	case c == '<':
		return l.hex(), nil
	case c == '[':
		l.pos++
		var a Array
		for {
			l.skipSpace()
			if l.pos >= len(l.b) {
				return a, nil
			}
			if l.b[l.pos] == ']' {
				l.pos++
				return a, nil
			}
			v, err := l.value(depth + 1)
			if err != nil {
				return a, err
			}
			a = append(a, v)
		}
	case c == ']' || c == '>' || c == ')' || c == '{' || c == '}':
		l.pos++
		return Op(string(c)), nil
	}
	w := l.word()
	if w == "" {
		l.pos++
		return Op(string(c)), nil
	}
	if n, err := strconv.ParseFloat(w, 64); err == nil && isNumber(w) {
		// An integer may start a reference: N G R.
		if isUint(w) {
			save := l.pos
			l.skipSpace()
			g := l.word()
			if isUint(g) {
				l.skipSpace()
				if l.pos < len(l.b) && l.b[l.pos] == 'R' && (l.pos+1 == len(l.b) || IsSpace(l.b[l.pos+1]) || isDelim(l.b[l.pos+1])) {
					l.pos++
					num, _ := strconv.Atoi(w)
					gen, _ := strconv.Atoi(g)
					return Ref{num, gen}, nil
				}
			}
			l.pos = save
		}
		return n, nil
	}
	switch w {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return Op(w), nil
}

// isNumber reports whether s is written as a PDF number: a sign, digits
// and at most one point (ISO 32000-1, 7.3.3). "nan", "inf", exponents and
// hexadecimal are not numbers in PDF, though strconv reads them.
func isNumber(s string) bool {
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	digits, points := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c == '.':
			points++
		default:
			return false
		}
	}
	return digits > 0 && points <= 1
}

func isUint(s string) bool {
	if s == "" || len(s) > 9 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func unescapeName(s string) string {
	if !bytes.Contains([]byte(s), []byte("#")) {
		return s
	}
	var b []byte
	for i := 0; i < len(s); i++ {
		if s[i] == '#' && i+2 < len(s) {
			if v, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
				b = append(b, byte(v))
				i += 2
				continue
			}
		}
		b = append(b, s[i])
	}
	return string(b)
}

// literal reads a (string) with nested parentheses and escapes.
func (l *Lexer) literal() String {
	l.pos++ // (
	var out []byte
	depth := 1
	for l.pos < len(l.b) {
		c := l.b[l.pos]
		l.pos++
		switch c {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return String(out)
			}
		case '\\':
			if l.pos >= len(l.b) {
				return String(out)
			}
			e := l.b[l.pos]
			l.pos++
			switch e {
			case 'n':
				c = '\n'
			case 'r':
				c = '\r'
			case 't':
				c = '\t'
			case 'b':
				c = '\b'
			case 'f':
				c = '\f'
			case '\r':
				if l.pos < len(l.b) && l.b[l.pos] == '\n' {
					l.pos++
				}
				continue
			case '\n':
				continue
			default:
				if e >= '0' && e <= '7' {
					v := int(e - '0')
					for k := 0; k < 2 && l.pos < len(l.b) && l.b[l.pos] >= '0' && l.b[l.pos] <= '7'; k++ {
						v = v*8 + int(l.b[l.pos]-'0')
						l.pos++
					}
					c = byte(v)
				} else {
					c = e
				}
			}
		}
		out = append(out, c)
	}
	return String(out)
}

// hex reads a <hex string>.
func (l *Lexer) hex() String {
	l.pos++ // <
	var out []byte
	var hi int = -1
	for l.pos < len(l.b) {
		c := l.b[l.pos]
		l.pos++
		if c == '>' {
			break
		}
		var v int
		switch {
		case c >= '0' && c <= '9':
			v = int(c - '0')
		case c >= 'a' && c <= 'f':
			v = int(c-'a') + 10
		case c >= 'A' && c <= 'F':
			v = int(c-'A') + 10
		default:
			continue
		}
		if hi < 0 {
			hi = v
		} else {
			out = append(out, byte(hi<<4|v))
			hi = -1
		}
	}
	if hi >= 0 {
		out = append(out, byte(hi<<4))
	}
	return String(out)
}
