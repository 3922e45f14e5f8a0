// A maze section's grid parameters taken from topology's registry by
// name: every kind's parameters that Section has no field of its own for
// (flat hexagons, a planar layout, wrap) are read into Section.Params, so
// a new grid kind's parameters reach books without a change here.

package layout

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/internal/strictyaml"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/topology"
)

// unreadParams are grid parameters a book does not take: it reads no
// files, so a mask is cut by shape or text.
var unreadParams = map[string]string{
	"image": "a book cuts a mask by shape or text; it reads no image files",
}

// registryParams returns the grid parameters of topology's registry that a
// maze section takes by name into Section.Params: all but those Section
// has a field for (radius, rings, cells, floors, shape, text, base).
func registryParams() map[string]topology.Param {
	own := yamlFields(reflectSection)
	out := map[string]topology.Param{}
	for _, p := range topology.Params() {
		if _, field := own[p.Name]; !field {
			out[p.Name] = p
		}
	}
	return out
}

// takeGridParams moves the registry's grid parameters (registryParams) of
// every section of root's sections list out of the YAML tree, before the
// decoder, which knows only Section's fields, reads it. It returns their
// values as text, by section index, with their lines remembered; a
// parameter of the wrong type, one in a section of another kind and an
// unknown field are errors naming the field.
func (d *decoder) takeGridParams(root *yaml.Node) ([]map[string]string, error) {
	secs := strictyaml.MappingValue(root, "sections")
	if secs == nil || secs.Kind != yaml.SequenceNode {
		return nil, nil // the decoder says what is wrong
	}
	reg := registryParams()
	own := yamlFields(reflectSection)
	out := make([]map[string]string, len(secs.Content))
	for i, sec := range secs.Content {
		if sec.Kind != yaml.MappingNode {
			continue
		}
		path := fmt.Sprintf("sections[%d]", i)
		kind := KindMaze
		if k := strictyaml.MappingValue(sec, "kind"); k != nil && k.Kind == yaml.ScalarNode && k.Value != "" {
			kind = k.Value
		}
		var keep []*yaml.Node
		for j := 0; j+1 < len(sec.Content); j += 2 {
			k, v := sec.Content[j], sec.Content[j+1]
			if _, field := own[k.Value]; field && k.Value != "" {
				keep = append(keep, k, v)
				continue
			}
			sub := path + "." + k.Value
			p, ok := reg[k.Value]
			op, isOption := tableOptions()[k.Value]
			if !ok && !isOption {
				if why := notInBooks(k.Value); why != "" {
					return nil, d.errorf(k, sub, "%s", why)
				}
				return nil, d.errorf(k, sub, "unknown field (valid: %s)", strings.Join(sectionFieldNames(), ", "))
			}
			if why, ok := unreadParams[p.Name]; ok {
				return nil, d.errorf(k, sub, "%s", why)
			}
			if kind != KindMaze {
				return nil, d.errorf(k, sub, "applies only to kind maze")
			}
			if v.Kind != yaml.ScalarNode {
				return nil, d.errorf(v, sub, "want a single value, got %s", describe(v))
			}
			if out[i] == nil {
				out[i] = map[string]string{}
			}
			if _, dup := out[i][k.Value]; dup {
				return nil, d.errorf(k, sub, "given twice (first on line %d)", d.lines[sub])
			}
			text := v.Value
			if !isOption {
				op, isOption = puzzle.LookupOption(p.FlagName())
			}
			if isOption {
				var err error
				if text, err = op.Normal(text); err != nil {
					pe, _ := param.As(err)
					return nil, d.errorf(v, sub, "%s", pe.Sentence())
				}
			}
			out[i][k.Value] = text
			d.lines[sub] = k.Line
		}
		sec.Content = keep
	}
	return out, nil
}

// tableOptions returns the options of the maze options table that a maze
// section takes by their book key besides Section's own fields and the
// grid parameters: doors, symmetry, mode, min_room, unicursal, and any row
// added to the table that chooses the maze.
func tableOptions() map[string]puzzle.Option {
	own := yamlFields(reflectSection)
	out := map[string]puzzle.Option{}
	for _, op := range puzzle.Table() {
		key := op.BookKey()
		if _, field := own[key]; key == "" || field || op.Grid != nil || strings.Contains(key, ".") {
			continue
		}
		out[key] = op
	}
	return out
}

// notInBooks returns why a book does not take the option of the maze
// options table that key names (its name written as spec keys are), in
// its row's words, or "" when key names no option.
func notInBooks(key string) string {
	for _, op := range puzzle.Table() {
		if puzzle.SpecKey(op.Name) != key || op.BookKey() != "" {
			continue
		}
		if op.NoBook != "" {
			return op.NoBook
		}
		return "sets how the maze command draws one picture; a book draws every maze to fit its page (style sets its walls and colours)"
	}
	return ""
}

// sectionFieldNames returns the fields a section takes: Section's and the
// registry's grid parameters, sorted.
func sectionFieldNames() []string {
	var names []string
	for f := range yamlFields(reflectSection) {
		if f != "" {
			names = append(names, f)
		}
	}
	for n := range registryParams() {
		if _, no := unreadParams[n]; !no {
			names = append(names, n)
		}
	}
	for key := range tableOptions() {
		names = append(names, key)
	}
	sort.Strings(names)
	return names
}

// validateGridParams checks the section's registry grid parameters
// against its grid kind, as the maze command's grid flags are checked: a
// parameter of another kind, or a bad value, is an error at its field, and
// one that joins the grid's sides (wrap) is refused as the wrapped kinds
// are, for a page cannot show such a maze.
func (sec *Section) validateGridParams(d *decoder, path string, sp *SectionPlan, mp *MazeParams) error {
	params := map[string]string{}
	for n, v := range sec.Params {
		if _, grid := registryParams()[n]; grid {
			params[n] = v
		}
	}
	if len(params) == 0 {
		return nil
	}
	spec, err := puzzle.GridSpec(puzzle.GridRequest{Kind: sec.Grid, KindGiven: true,
		Width: sp.Size[0][0], Height: sp.Size[0][1], Params: params})
	if pe, ok := param.As(err); ok {
		field := path + ".grid"
		if _, given := params[pe.Field]; given {
			field = path + "." + pe.Field
		}
		return d.at(field, "%s", pe.Sentence())
	} else if err != nil {
		return d.at(path+".grid", "%v", err)
	}
	if k, _ := topology.Lookup(spec.Kind); k.Wraps != "" {
		field := path + ".grid"
		for _, n := range slices.Sorted(maps.Keys(params)) {
			if _, own := k.Param(n); own {
				field = path + "." + n
			}
		}
		return d.at(field, "%s joins its opposite sides, which a page cannot show as one puzzle with doors: take grid %s", spec.Kind, topology.OrList(classroom.BookGrids()))
	}
	mp.Params = params
	return nil
}
