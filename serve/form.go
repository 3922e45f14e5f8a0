// The query of a book or handout request, read field by field, and the
// book spec written from it as YAML.

package serve

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mazekit/mazekit/layout"
	"gopkg.in/yaml.v3"
)

// form reads a book or handout query: every key known, given once, text.
// The first bad value is kept in err, and later reads give their defaults
// (checked once, after the reads).
type form struct {
	q    url.Values
	text int
	err  error
}

func (s *Server) newForm(q url.Values, keys ...string) (*form, error) {
	for k, vs := range q {
		if !slices.Contains(keys, k) {
			return nil, badf("%s: unknown option", k)
		}
		if k != "sec" && len(vs) != 1 {
			return nil, badf("%s: given %d times; give it once", k, len(vs))
		}
		for _, v := range vs {
			if !utf8.ValidString(v) {
				return nil, badf("%s: not valid UTF-8 text", k)
			}
		}
	}
	return &form{q: q, text: s.limits.Text}, nil
}

// failf keeps a bad value's error, unless one came before.
func (f *form) failf(format string, args ...any) {
	if f.err == nil {
		f.err = badf(format, args...)
	}
}

// value returns k's value, and false when it is not given or an earlier
// value was bad.
func (f *form) value(k string) (string, bool) {
	v, ok := f.q[k]
	if !ok || f.err != nil {
		return "", false
	}
	return v[0], true
}

func (f *form) str(k, def string) string {
	v, ok := f.value(k)
	if !ok {
		return def
	}
	if n := utf8.RuneCountInString(v); n > f.text {
		f.failf("%s: %d characters is too long (limit %d)", k, n, f.text)
		return def
	}
	return v
}

// printed is str for a value printed on the page: refused when the fonts
// cannot draw some of its characters.
func (f *form) printed(k, def string) string {
	v := f.str(k, def)
	if err := checkDrawable(k, v); err != nil && f.err == nil {
		f.err = err
	}
	return v
}

// choice is str for a value that must be one of allowed ("" always is);
// want says what is allowed.
func (f *form) choice(k, def string, allowed []string, want string) string {
	v := f.str(k, def)
	if v != "" && !slices.Contains(allowed, v) {
		f.failf("%s %q: want %s", k, v, want)
	}
	return v
}

func (f *form) int(k string, def, lo, hi int, what string) int {
	v, ok := f.value(k)
	if !ok {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		f.failf("%s %q: want a whole number from %d to %d", k, v, lo, hi)
	} else if n < lo || n > hi {
		f.failf("%s %d: want %d to %d %s", k, n, lo, hi, what)
	}
	return n
}

func (f *form) bool(k string, def bool) bool {
	v, ok := f.value(k)
	if !ok {
		return def
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		f.failf("%s %q: want true or false", k, v)
	}
	return b
}

func (f *form) seed() uint64 {
	if _, ok := f.q["seed"]; !ok {
		f.failf("seed: missing; every request names its seed so it can be made again")
	}
	v, ok := f.value("seed")
	if !ok {
		return 0
	}
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		f.failf("seed %q: want a whole number", v)
	}
	return n
}

// paper reads the paper size, letter by default.
func (f *form) paper() string {
	paper := f.str("paper", "letter")
	if _, _, err := layout.ParsePaper(paper); err != nil {
		f.failf("paper: %v", err)
	}
	return paper
}

// specYAML writes a book spec as YAML, the fields given and no others, as
// the book parser reads it back.
func specYAML(sp *layout.Spec) (string, error) {
	var b strings.Builder
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(sp); err != nil {
		return "", err
	}
	if err := enc.Close(); err != nil {
		return "", err
	}
	return b.String(), nil
}
