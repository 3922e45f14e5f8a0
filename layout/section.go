// The registry of section kinds, their names, and the checks all kinds
// other than maze share.

package layout

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/mazekit/mazekit/internal/i18n"
)

var sectionKinds = map[string]SectionKind{}

// registerKind adds a section kind; each kind_*.go file calls it from init.
func registerKind(k SectionKind) {
	if _, dup := sectionKinds[k.Name()]; dup {
		panic("layout: section kind registered twice: " + k.Name())
	}
	sectionKinds[k.Name()] = k
}

// SectionKindNames returns the names of the section kinds, sorted.
func SectionKindNames() []string {
	var n []string
	for k := range sectionKinds {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

// sectionNoun is what a section page says its puzzles are.
func sectionNoun(lang string, sp *SectionPlan) string {
	return fmt.Sprintf("%d %s", sp.Count, i18n.Text(lang, sp.Kind.Noun(sp)))
}

// kindFields are the spec fields of a section that only some kinds take
// (each kind lists its own in KindTraits.Fields), and whether sec sets them.
var kindFields = []struct {
	name string
	set  func(sec *Section) bool
}{
	{"moves", func(sec *Section) bool { return sec.Moves != 0 }},
	{"style", func(sec *Section) bool { return sec.Style != (Style{}) }},
	{"algorithm", func(sec *Section) bool { return len(sec.Algorithms) > 0 }},
	{"circuits", func(sec *Section) bool { return sec.Circuits != "" }},
}

// validateFields refuses a field sec sets that its kind k does not take,
// naming the kinds that do.
func (sec *Section) validateFields(d *decoder, path string, k SectionKind) error {
	for _, f := range kindFields {
		if !f.set(sec) || slices.Contains(k.Traits().Fields, f.name) {
			continue
		}
		var takers []string
		for _, name := range SectionKindNames() {
			if slices.Contains(sectionKinds[name].Traits().Fields, f.name) {
				takers = append(takers, name)
			}
		}
		return d.at(path+"."+f.name, "applies only to kind %s", strings.Join(takers, ", "))
	}
	return nil
}

// kindsWith returns the names of the section kinds whose traits have
// what, sorted.
func kindsWith(what func(KindTraits) bool) []string {
	var out []string
	for _, name := range SectionKindNames() {
		if what(sectionKinds[name].Traits()) {
			out = append(out, name)
		}
	}
	return out
}

// sizeCells is the cells of puzzle i of n of a section sized by its size
// range: the estimate of Cells for most kinds.
func sizeCells(sp *SectionPlan, i, n int) float64 {
	w, h := sp.sizeAt(i, n)
	return float64(w) * float64(h)
}

// KindMaze is the section kind of mazes, the default. Every other kind's
// name is declared in its kind_*.go file.
const KindMaze = "maze"
