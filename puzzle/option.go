// Option: one row of the maze options table, and how a front end sets it
// from text.

package puzzle

import (
	"math"
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/internal/num"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// OptionType is how an option's value is written.
type OptionType uint8

// The option types.
const (
	StringOption OptionType = iota // text
	IntOption                      // a whole number
	UintOption                     // a whole number from 0 (the seed)
	FloatOption                    // a finite number
	BoolOption                     // true or false
)

// Option is one maze option. Its Name is the maze command's flag, the web
// page's query key and the field a *param.Error from this package names;
// Field is its name in a book's maze section. Table lists them all.
type Option struct {
	Name    string     // flag and query key, e.g. "wall-color"
	Field   string     // book maze section field, e.g. "style.wall_color"; "" when books do not take it
	Type    OptionType // how its value is written
	Default string     // its value when not given, as text
	Usage   string     // one line of help
	// Drawing marks an option that changes only how a maze is drawn or
	// written, never which maze it is: a maze taken from a book may be
	// drawn with it.
	Drawing bool
	// Web marks an option the web page offers as a query parameter.
	Web bool
	// NoBook says, for an option that chooses the maze, why a book's maze
	// section does not take it; books refuse the field in these words.
	NoBook string
	// Grid is the topology parameter the option sets, for the options that
	// choose the grid besides "grid" and "size": the grid is built from all
	// of them at once (GridSpec), so they have no Options field.
	Grid *topology.Param
	// field returns a pointer to the Options field the option sets: *string,
	// *int, *uint64, *float64 or *bool; nil for the grid options.
	field func(o *Options) any
}

// BookKey returns the field a book's maze section sets the option by:
// Field when the row names one; else, for an option that chooses the maze
// (not the grid, not only how it is drawn) and that books take, its name
// written as spec keys are ("min-room" is min_room). It returns "" for the
// options books do not take.
func (op Option) BookKey() string {
	switch {
	case op.Field != "":
		return op.Field
	case op.Drawing || op.Chooses() || op.NoBook != "":
		return ""
	}
	return SpecKey(op.Name)
}

// SpecKey writes an option's name as a spec file's key: "min-room" is
// min_room.
func SpecKey(name string) string { return strings.ReplaceAll(name, "-", "_") }

// Chooses reports whether the option chooses the grid ("grid", "size" or
// a grid kind's parameter) rather than setting a field of Options.
func (op Option) Chooses() bool { return op.field == nil }

// Ptr returns a pointer to the field of o the option sets (*string, *int,
// *uint64, *float64 or *bool), or nil for the options that choose the grid.
func (op Option) Ptr(o *Options) any {
	if op.field == nil {
		return nil
	}
	return op.field(o)
}

// Set parses text as the option's value and stores it in o. A value that
// is not of the option's type is a *param.Error naming the option and what
// it takes; the options that choose the grid are only checked (see
// Normal).
func (op Option) Set(o *Options, text string) error {
	text, err := op.Normal(text)
	if err != nil {
		return err
	}
	switch p := op.Ptr(o).(type) {
	case *string:
		*p = text
	case *int:
		*p, _ = strconv.Atoi(text)
	case *uint64:
		*p, _ = strconv.ParseUint(text, 10, 64)
	case *float64:
		*p, _ = num.ParseFloat(text)
	case *bool:
		*p, _ = strconv.ParseBool(text)
	}
	return nil
}

// Normal checks that text is a value of the option's type and returns it
// written as Text writes values (numbers in their shortest form, true or
// false); a bad value is a *param.Error naming the option. A grid
// parameter's range and values are checked when the grid is chosen, by
// topology.SetParam.
func (op Option) Normal(text string) (string, error) {
	switch op.Type {
	case IntOption:
		n, err := strconv.Atoi(text)
		if err != nil {
			return "", param.Textf(op.Name, text, "want a whole number")
		}
		return strconv.Itoa(n), nil
	case UintOption:
		n, err := strconv.ParseUint(text, 10, 64)
		if err != nil {
			return "", param.Textf(op.Name, text, "want a whole number from 0 to %d", uint64(math.MaxUint64))
		}
		return strconv.FormatUint(n, 10), nil
	case FloatOption:
		f, err := num.ParseFloat(text)
		if err != nil {
			return "", param.Textf(op.Name, text, "want a number")
		}
		return strconv.FormatFloat(f, 'g', -1, 64), nil
	case BoolOption:
		b, err := strconv.ParseBool(text)
		if err != nil {
			return "", param.Textf(op.Name, text, "want true or false")
		}
		return strconv.FormatBool(b), nil
	}
	return text, nil
}

// Text returns the option's value in o as text, as Normal writes it; ""
// for the options that choose the grid.
func (op Option) Text(o *Options) string {
	switch p := op.Ptr(o).(type) {
	case *string:
		return *p
	case *int:
		return strconv.Itoa(*p)
	case *uint64:
		return strconv.FormatUint(*p, 10)
	case *float64:
		return strconv.FormatFloat(*p, 'g', -1, 64)
	case *bool:
		return strconv.FormatBool(*p)
	}
	return ""
}

// LookupOption returns the option of Table with the given name.
func LookupOption(name string) (Option, bool) {
	for _, op := range Table() {
		if op.Name == name {
			return op, true
		}
	}
	return Option{}, false
}

// libraryNames maps the parameter names library errors carry to the
// options of Table where they differ, besides the grid parameters.
var libraryNames = map[string]string{
	"picture": "image",
	"plate":   "base", // the STL base plate; a grid's "base" is its mask-base
}

// OptionName returns the name of the option of Table that sets the library
// parameter field, as a *param.Error names it: a grid parameter's Name
// ("shape") gives its option ("mask-shape"), and names the library shares
// with the table come back as they are. It is the one mapping from library
// errors to the fields front ends show.
func OptionName(field string) string {
	for _, p := range topology.Params() {
		if p.Name == field {
			return p.FlagName()
		}
	}
	if n, ok := libraryNames[field]; ok {
		return n
	}
	return field
}

// OptionNameGiven is OptionName for a front end that knows which options
// its user gave: a library name two options share ("base": the mask's
// base grid, --mask-base, and the 3D print's base plate, --base) maps to
// the one given, so a message names only options the user gave.
func OptionNameGiven(field string, given func(option string) bool) string {
	first := OptionName(field)
	if given == nil || given(first) {
		return first
	}
	if _, ok := LookupOption(field); ok && given(field) {
		return field
	}
	return first
}

// GridParams gathers the grid parameters a front end was given into
// GridRequest.Params: value returns the text of the option of Table with
// the given name and whether it was given.
func GridParams(value func(option string) (string, bool)) map[string]string {
	given := map[string]string{}
	for _, op := range Table() {
		if op.Grid == nil {
			continue
		}
		if v, ok := value(op.Name); ok {
			given[op.Grid.Name] = v
		}
	}
	return given
}
