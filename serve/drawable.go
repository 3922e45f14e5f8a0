// Text the page prints: refused up front when the embedded fonts cannot
// draw some of its characters, rather than printed with stand-ins.

package serve

import (
	"strings"
	"unicode"

	"github.com/mazekit/mazekit/fonts"
)

// undrawable returns the characters of s, each once in the order met,
// that the fonts titles and labels are printed in cannot draw.
func undrawable(s string) string {
	var out []rune
	for _, r := range s {
		if r == ' ' || unicode.IsControl(r) || strings.ContainsRune(string(out), r) {
			continue
		}
		if !fonts.Has(fonts.Regular, r) || !fonts.Has(fonts.Bold, r) {
			out = append(out, r)
		}
	}
	return string(out)
}

// checkDrawable is a 400 naming key and the characters of v the fonts
// cannot draw, or nil.
func checkDrawable(key, v string) error {
	if bad := undrawable(v); bad != "" {
		return badf("%s: the fonts cannot draw %q; use Latin, Greek or Cyrillic letters", key, bad)
	}
	return nil
}
