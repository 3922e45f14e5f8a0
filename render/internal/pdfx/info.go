// The document information dictionary: read from the text fpdf writes,
// cleaned, and written again so that the XMP metadata can match it.

package pdfx

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf16"
)

// infoKeys are the text entries of the document information, in the order
// they are written.
var infoKeys = []string{"Title", "Author", "Subject", "Keywords", "Creator", "Producer"}

var infoKeyRe = regexp.MustCompile(`/(Title|Author|Subject|Keywords|Creator|Producer|CreationDate|ModDate)\s*([(<])`)

// readInfo returns the string entries of a document information
// dictionary's text, decoded (UTF-16BE with its mark, or PDFDocEncoding
// read as Latin-1) and cleaned for XML (see cleanText).
func readInfo(dict string) map[string]string {
	out := map[string]string{}
	for _, m := range infoKeyRe.FindAllStringSubmatchIndex(dict, -1) {
		key := dict[m[2]:m[3]]
		var raw []byte
		if dict[m[4]] == '(' {
			raw = literalString(dict[m[5]:])
		} else {
			raw = hexString(dict[m[5]:])
		}
		out[key] = cleanText(decodeText(raw))
	}
	return out
}

// literalString reads the body of a literal string up to its closing
// parenthesis, resolving escapes.
func literalString(s string) []byte {
	var b []byte
	depth := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s):
			i++
			switch e := s[i]; e {
			case 'n':
				b = append(b, '\n')
			case 'r':
				b = append(b, '\r')
			case 't':
				b = append(b, '\t')
			case 'b':
				b = append(b, '\b')
			case 'f':
				b = append(b, '\f')
			case '\r', '\n': // a line continuation
				if e == '\r' && i+1 < len(s) && s[i+1] == '\n' {
					i++
				}
			default:
				if e >= '0' && e <= '7' {
					v := 0
					for k := 0; k < 3 && i < len(s) && s[i] >= '0' && s[i] <= '7'; k++ {
						v = v*8 + int(s[i]-'0')
						i++
					}
					i--
					b = append(b, byte(v))
				} else {
					b = append(b, e)
				}
			}
		case c == '(':
			depth++
			b = append(b, c)
		case c == ')':
			if depth == 0 {
				return b
			}
			depth--
			b = append(b, c)
		default:
			b = append(b, c)
		}
	}
	return b
}

// hexString reads the body of a hexadecimal string up to its '>'.
func hexString(s string) []byte {
	var b []byte
	var digits []byte
	for i := 0; i < len(s) && s[i] != '>'; i++ {
		c := s[i]
		var v byte
		switch {
		case c >= '0' && c <= '9':
			v = c - '0'
		case c >= 'a' && c <= 'f':
			v = c - 'a' + 10
		case c >= 'A' && c <= 'F':
			v = c - 'A' + 10
		default:
			continue
		}
		digits = append(digits, v)
	}
	if len(digits)%2 == 1 {
		digits = append(digits, 0)
	}
	for i := 0; i < len(digits); i += 2 {
		b = append(b, digits[i]<<4|digits[i+1])
	}
	return b
}

// decodeText decodes a PDF text string: UTF-16BE after the mark FE FF,
// otherwise one byte a character.
func decodeText(b []byte) string {
	if len(b) >= 2 && b[0] == 0xFE && b[1] == 0xFF {
		u := make([]uint16, 0, len(b)/2)
		for i := 2; i+1 < len(b); i += 2 {
			u = append(u, uint16(b[i])<<8|uint16(b[i+1]))
		}
		return string(utf16.Decode(u))
	}
	r := make([]rune, len(b))
	for i, c := range b {
		r[i] = rune(c)
	}
	return string(r)
}

// cleanText makes s fit both the document information and XML 1.0: line
// breaks and tabs become spaces, other control characters, unpaired
// surrogates and non-characters are dropped, and runs of spaces are one.
func cleanText(s string) string {
	var b strings.Builder
	space := false
	for _, r := range s {
		switch {
		case r == '\t' || r == '\n' || r == '\r' || unicode.IsSpace(r):
			space = b.Len() > 0
			continue
		case r < 0x20 || r == 0x7F || (r >= 0x80 && r < 0xA0):
			continue
		case r >= 0xD800 && r <= 0xDFFF, r == 0xFFFE, r == 0xFFFF:
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// textString writes s as a PDF text string: a literal string when it is
// printable ASCII, otherwise UTF-16BE with its mark in hexadecimal.
func textString(s string) string {
	ascii := true
	for _, r := range s {
		if r < 0x20 || r > 0x7E {
			ascii = false
			break
		}
	}
	if ascii {
		return "(" + pdfEscape(s) + ")"
	}
	var b strings.Builder
	b.WriteString("<FEFF")
	for _, u := range utf16.Encode([]rune(s)) {
		fmt.Fprintf(&b, "%04X", u)
	}
	b.WriteString(">")
	return b.String()
}
