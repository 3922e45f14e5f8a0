// The built-in books: the default activity book, classroom handouts and a
// book of trap-the-cat puzzles. Their own words (title, subtitle, licence,
// blurb, section titles) are book text, so a preset prints in the language
// it is asked for.

package layout

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/internal/i18n"
)

// presetNames are the built-in books, the default first.
var presetNames = []string{"activity", "handout", "cats"}

// Preset returns a built-in book spec in English: "activity" (the default
// book), "handout" (classroom sheets; copies sets the number of sheets) or
// "cats" (a book of trap-the-cat puzzles from one block to four).
func Preset(name string, copies int) (*Spec, error) {
	return PresetIn(name, i18n.DefaultLanguage, copies)
}

// PresetIn is Preset with the preset's own text in language lang (one of
// Languages; "" for English).
func PresetIn(name, lang string, copies int) (*Spec, error) {
	if lang == "" {
		lang = i18n.DefaultLanguage
	}
	if !slices.Contains(i18n.Languages(), lang) {
		return nil, fmt.Errorf("unknown language %q (valid: %s)", lang, strings.Join(i18n.Languages(), ", "))
	}
	var y string
	switch name {
	case "activity", "":
		y = activityYAML
	case "handout":
		y = handoutYAML
	case "cats":
		y = catsYAML
	default:
		return nil, fmt.Errorf("unknown preset %q (valid: %s)", name, strings.Join(presetNames, ", "))
	}
	s, err := Parse([]byte(presetText(y, lang)), "preset "+name)
	if err != nil {
		return nil, err
	}
	s.Language = lang
	if copies > 0 {
		if s.Handout == nil {
			return nil, fmt.Errorf("--copies applies only to the handout preset")
		}
		if copies > 500 {
			return nil, fmt.Errorf("--copies %d: want between 1 and 500", copies)
		}
		s.Handout.Copies = copies
	}
	return s, nil
}

// presetText replaces each {key} in a preset's YAML by the book text of
// key in lang, quoted for YAML; {key:N} passes N to the text's %d.
func presetText(y, lang string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(y, '{')
		if i < 0 {
			b.WriteString(y)
			return b.String()
		}
		j := strings.IndexByte(y[i:], '}')
		b.WriteString(y[:i])
		key, arg, hasArg := strings.Cut(y[i+1:i+j], ":")
		t := i18n.Text(lang, key)
		if hasArg {
			n, _ := strconv.Atoi(arg)
			t = fmt.Sprintf(t, n)
		}
		b.WriteString(strconv.Quote(t))
		y = y[i+j+1:]
	}
}

// activityYAML is the default book: 60 mazes on US Letter, one to a page,
// in one order of difficulty from the first to the last, mixing every kind
// of grid, with the answers four to a page at the back and no seeds printed
// (the copyright page names the book's seed, which remakes every puzzle).
// See the README
// ("The default book") for why it has this shape.
const activityYAML = `
title: {preset.activity.title}
subtitle: {preset.activity.subtitle:60}
seed: 2026
paper: letter
order: difficulty
seeds: hidden
copyright:
  year: 2026
  license: {preset.license}
cover:
  blurb: {preset.activity.blurb:60}
sections:
  - grid: rect
    count: 14
    size: 6x8..28x36
    algorithm: [dfs, hunt-and-kill, wilson]
  - grid: hex
    count: 10
    size: 6x7..20x24
    algorithm: [dfs, wilson]
  - grid: tri
    count: 8
    size: 10x7..34x22
    algorithm: [dfs, wilson]
  - grid: polar
    count: 8
    rings: 4..14
    algorithm: [dfs, wilson]
  - grid: mask
    count: 6
    shape: [heart, circle, star]
    size: 12x12..30x30
    algorithm: [dfs, wilson]
  - grid: planar
    count: 6
    size: 16x20
    cells: 80..600
    algorithm: [dfs, wilson]
  - grid: rect
    count: 8
    size: 24x30..32x40
    algorithm: [wilson, growing-tree]
    braid: 0.12
answer_key:
  per_page: 4
`

const handoutYAML = `
title: {preset.handout.title}
seed: 7
handout:
  copies: 20
  per_sheet: 2
sections:
  - grid: rect
    size: 14x14
    algorithm: wilson
`

const catsYAML = `
title: {preset.cats.title}
subtitle: {preset.cats.subtitle}
seed: 2026
paper: letter
seeds: end
copyright:
  year: 2026
  license: {preset.license}
sections:
  - title: {preset.cats.1}
    kind: cat
    moves: 1
    count: 8
    per_page: 4
    section_page: true
  - title: {preset.cats.2}
    kind: cat
    moves: 2
    count: 12
    per_page: 4
    section_page: true
  - title: {preset.cats.3}
    kind: cat
    moves: 3
    count: 12
    per_page: 4
    section_page: true
  - title: {preset.cats.4}
    kind: cat
    moves: 4
    count: 8
    per_page: 4
    section_page: true
    size: 9x9..11x11
answer_key:
  per_page: 4
`
