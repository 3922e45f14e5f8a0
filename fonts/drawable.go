// Which characters the embedded fonts can draw, and a safe stand-in for
// the rest.

package fonts

import (
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/image/font/sfnt"
)

// Fallback is the character drawn in place of one the fonts have no glyph
// for (an emoji, a CJK ideograph, a character above U+FFFF) and of bytes
// that are not UTF-8: the replacement character, which every embedded font
// has.
const Fallback = '\uFFFD'

// coverage[f] has bit r set when font f has a glyph for rune r (r < 0x10000).
var (
	coverageOnce sync.Once
	coverage     [3][0x10000 / 64]uint64
)

func loadCoverage() {
	var b sfnt.Buffer
	for _, f := range all {
		p, err := Parsed(f)
		if err != nil {
			continue
		}
		for r := rune(0); r < 0x10000; r++ {
			if i, err := p.GlyphIndex(&b, r); err == nil && i != 0 {
				coverage[f][r/64] |= 1 << (r % 64)
			}
		}
	}
}

// Has reports whether f has a glyph for r.
func Has(f Font, r rune) bool {
	if r < 0 || r >= 0x10000 || int(f) < 0 || int(f) >= len(coverage) {
		return false
	}
	coverageOnce.Do(loadCoverage)
	return coverage[f][r/64]&(1<<(r%64)) != 0
}

// Drawable returns s as f can draw it: control characters (C0, DEL, C1)
// are dropped, tabs and line breaks become spaces, and every other
// character f has no glyph for, and every byte that is not UTF-8, becomes
// Fallback. Text made of printable ASCII is returned as it is.
func Drawable(f Font, s string) string {
	plain := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f {
			plain = false
			break
		}
	}
	if plain {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		switch {
		case r == utf8.RuneError && n == 1:
			b.WriteRune(Fallback)
		case r == '\t' || r == '\n' || r == '\r' || r == '\u2028' || r == '\u2029':
			b.WriteByte(' ')
		case r < 0x20 || (r >= 0x7f && r < 0xa0):
			// a control character: nothing to draw
		case r == ' ' || Has(f, r):
			b.WriteRune(r)
		default:
			b.WriteRune(Fallback)
		}
	}
	return b.String()
}

// Plain returns s as Drawable shows it on the page, but with its letters
// left as they are: control characters dropped, tabs and line breaks made
// spaces, bytes that are not UTF-8 made U+FFFD. It is the text for a file's
// metadata (a PDF's title), which must match the page and hold no control
// characters.
func Plain(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		switch {
		case r == '\t' || r == '\n' || r == '\r' || r == '\u2028' || r == '\u2029':
			b.WriteByte(' ')
		case r < 0x20 || (r >= 0x7f && r < 0xa0):
		default:
			b.WriteRune(r) // utf8.RuneError for a bad byte
		}
	}
	return b.String()
}

// Coverage names the scripts every embedded font draws, for messages
// about characters they cannot.
const Coverage = "Latin, Greek and Cyrillic letters (the WGL4 set)"

// Missing returns the characters of s, each once in the order they come,
// that some embedded font has no glyph for: text a picture would show as
// Fallback boxes. Spaces and control characters are not counted.
func Missing(s string) []rune {
	var out []rune
	for _, r := range s {
		if r < 0x20 || (r >= 0x7f && r < 0xa0) || r == ' ' || strings.ContainsRune(string(out), r) {
			continue
		}
		for _, f := range all {
			if !Has(f, r) {
				out = append(out, r)
				break
			}
		}
	}
	return out
}

// CheckDrawable returns an error naming the characters of s (at most
// eight) that the fonts cannot draw, and what they can, or nil.
func CheckDrawable(s string) error {
	miss := Missing(s)
	if len(miss) == 0 {
		return nil
	}
	var parts []string
	for i, r := range miss {
		if i == 8 {
			parts = append(parts, "…")
			break
		}
		parts = append(parts, fmt.Sprintf("%c (U+%04X)", r, r))
	}
	return fmt.Errorf("the fonts cannot draw %s; they draw %s", strings.Join(parts, ", "), Coverage)
}
