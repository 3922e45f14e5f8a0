// The activity book for an age range: mazes, number and letter mazes,
// picture mazes and trap-the-cat puzzles mixed on one rising ramp, about a
// hundred pages with a how-to page per kind and the answers at the back.

package layout

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/param"
)

// AgeRange is the span of children a book is made for: the youngest and the
// oldest year, or Adult.
type AgeRange struct {
	From, To int  // years, From < To
	Adult    bool // grown-ups (From and To are 0)
}

// String returns the range as given: "6-8" or "adult".
func (a AgeRange) String() string {
	if a.Adult {
		return "adult"
	}
	return fmt.Sprintf("%d-%d", a.From, a.To)
}

// ParseAgeRange reads an age range for a book: "A-B" with 3 ≤ A < B ≤ 12
// (the years it spans: "6-8", "4-6", "9-12"), or "adult".
func ParseAgeRange(s string) (AgeRange, error) {
	if s == "adult" {
		return AgeRange{Adult: true}, nil
	}
	a, b, ok := strings.Cut(s, "-")
	from, err1 := strconv.Atoi(a)
	to, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || from < 3 || to > 12 || from >= to {
		return AgeRange{}, param.Textf("age", s, "want a range of years A-B with 3 ≤ A < B ≤ 12 (such as 4-6, 6-8 or 9-12), or adult")
	}
	return AgeRange{From: from, To: to}, nil
}

// levels returns the classroom age levels the range spans, youngest first:
// from the level holding its first year to the one holding its last.
func (a AgeRange) levels() []string {
	if a.Adult {
		return []string{"11-12", "adult"}
	}
	var out []string
	for _, l := range classroom.AgeLevels() {
		lo, hi, ok := strings.Cut(l.Name, "-")
		if !ok {
			continue
		}
		x, _ := strconv.Atoi(lo)
		y, _ := strconv.Atoi(hi)
		if y >= a.From && x <= a.To {
			out = append(out, l.Name)
		}
	}
	return out
}

// ageStep is the part of an age book made for one classroom level: its
// sections in the order they appear.
type ageStep struct {
	mazes   [][2]string // {grid fields, count} of maze sections, rising
	number  string      // number-maze sequence ("" for none)
	letters bool        // a letter-maze section
	picture string      // picture-maze size
	cat     int         // trap-the-cat blocks (0 for none)
}

// ageSteps are the sections of each level, from the youngest up. Mazes
// fill a page and grow through each section; the board sizes start at the
// level's classroom board and rise towards the next level's.
var ageSteps = map[string]ageStep{
	"3-4": {
		mazes:   [][2]string{{"grid: rect\n    size: 4x5..6x7\n    markers: pictures\n    algorithm: dfs", "8"}, {"grid: rect\n    size: 6x7..7x9\n    markers: pictures\n    algorithm: dfs", "6"}},
		number:  "count",
		picture: "12x12",
	},
	"5-6": {
		mazes:   [][2]string{{"grid: rect\n    size: 6x7..9x11\n    markers: pictures\n    algorithm: dfs", "8"}, {"grid: hex\n    size: 6x6..8x8\n    markers: pictures\n    algorithm: dfs", "6"}},
		number:  "count",
		letters: true,
		picture: "16x16",
		cat:     1,
	},
	"7-8": {
		mazes:   [][2]string{{"grid: rect\n    size: 10x12..14x17\n    markers: pictures\n    algorithm: [dfs, hunt-and-kill]", "8"}, {"grid: polar\n    rings: 5..7\n    markers: pictures\n    algorithm: dfs", "6"}},
		number:  "count-by-2",
		letters: true,
		picture: "20x20",
		cat:     2,
	},
	"9-10": {
		mazes:   [][2]string{{"grid: rect\n    size: 15x18..20x24\n    markers: labels\n    algorithm: [hunt-and-kill, wilson]", "8"}, {"grid: mask\n    shape: [heart, star, circle]\n    size: 14x14..20x20\n    markers: labels\n    algorithm: wilson", "6"}},
		number:  "count-by-5",
		picture: "24x24",
		cat:     3,
	},
	"11-12": {
		mazes:   [][2]string{{"grid: rect\n    size: 20x24..26x32\n    markers: labels\n    algorithm: [wilson, hunt-and-kill]", "8"}, {"grid: tri\n    size: 16x10..24x15\n    markers: labels\n    algorithm: wilson", "6"}},
		number:  "odd",
		picture: "28x28",
		cat:     3,
	},
	"adult": {
		mazes:   [][2]string{{"grid: rect\n    size: 26x32..32x40\n    algorithm: [wilson, growing-tree]", "8"}, {"grid: planar\n    size: 16x20\n    cells: 300..600\n    algorithm: wilson", "6"}},
		picture: "32x32",
		cat:     4,
	},
}

// agePictures are the pictures of picture-maze sections, simplest first;
// not the heart, which the how-to page shows solved, nor the rocket, which
// the cover and the title page show.
var agePictures = []string{"star", "fish", "house", "apple", "duck", "boat", "cat", "tree", "butterfly", "elephant", "turtle", "snail", "plane", "car"}

// ageBookPages is about the number of pages an age book aims at.
const ageBookPages = 100

// activityForAges builds the activity book for ages a in language lang: a
// section per kind and level, the levels rising, the counts scaled so the
// book comes to about ageBookPages pages.
func activityForAges(a AgeRange, lang string) (*Spec, error) {
	levels := a.levels()
	if len(levels) == 0 {
		return nil, param.Textf("age", a.String(), "no age level covers it")
	}
	// Puzzles one to a page plus the key four to a page, with the front
	// matter and a how-to page per kind, come to about 5/4 of the count
	// plus ten pages.
	want := (ageBookPages - 10) * 4 / 5
	type sec struct {
		body  string
		count int
	}
	var secs []sec
	base := 0
	picture := 0
	for _, name := range levels {
		st := ageSteps[name]
		for i, m := range st.mazes {
			n, _ := strconv.Atoi(m[1])
			secs = append(secs, sec{"kind: maze\n    " + m[0], n})
			if i == 0 && st.number != "" {
				secs = append(secs, sec{fmt.Sprintf("kind: number-maze\n    sequence: %s\n    age: %s", st.number, name), 4})
			}
			if i == 0 {
				var pics []string
				for k := 0; k < 4; k++ {
					pics = append(pics, agePictures[(picture+k)%len(agePictures)])
				}
				picture += 4
				secs = append(secs, sec{fmt.Sprintf("kind: picture-maze\n    size: %s\n    picture: [%s]", st.picture, strings.Join(pics, ", ")), 4})
			}
		}
		if st.letters {
			secs = append(secs, sec{fmt.Sprintf("kind: letter-maze\n    age: %s", name), 4})
		}
		if st.cat > 0 {
			secs = append(secs, sec{fmt.Sprintf("kind: cat\n    moves: %d", st.cat), 4})
		}
	}
	for _, s := range secs {
		base += s.count
	}
	// Scale every section's count so the whole comes to want, rounding
	// each and giving what rounding lost to the maze sections.
	total := 0
	for i := range secs {
		secs[i].count = max(2, secs[i].count*want/base)
		total += secs[i].count
	}
	for i := 0; total < want; i = (i + 1) % len(secs) {
		if strings.HasPrefix(secs[i].body, "kind: maze") {
			secs[i].count++
			total++
		}
	}
	ages := a.String()
	if !a.Adult {
		ages = fmt.Sprintf("%d–%d", a.From, a.To)
	}
	var y strings.Builder
	fmt.Fprintf(&y, "title: {preset.ages.title}\nsubtitle: %s\nseed: 2026\npaper: letter\nseeds: hidden\n",
		strconv.Quote(i18n.Textf(lang, "preset.ages.subtitle", total, ages)))
	fmt.Fprintf(&y, "copyright:\n  license: {preset.license}\ncover:\n  color: \"#e8590c\"\n  ages: %s\n  picture: rocket\n  blurb: %s\n",
		strconv.Quote(ages), strconv.Quote(i18n.Textf(lang, "preset.ages.blurb", total)))
	y.WriteString("answer_key:\n  per_page: 4\nsections:\n")
	for _, s := range secs {
		fmt.Fprintf(&y, "  - %s\n    count: %d\n", s.body, s.count)
	}
	return Parse([]byte(presetText(y.String(), lang)), "preset activity --age "+a.String())
}
