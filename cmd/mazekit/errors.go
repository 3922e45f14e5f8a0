package main

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/internal/limits"
	"github.com/mazekit/mazekit/internal/num"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/puzzle"
)

// usageError marks errors caused by bad input; they exit with status 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return &usageError{fmt.Sprintf(format, args...)} }

// errInterrupted is returned when a signal cancelled the work; exit 130.
var errInterrupted = errors.New("interrupted")

// flagFor returns the flag a library parameter name is set by: the
// option of the maze options table, whose names the flags share.
func flagFor(field string) string { return puzzle.OptionName(field) }

// flagName returns the flag a library field is set by as typed: -o for
// the output file, --name for the rest; of two flags that share the
// library's name, the one given (given reports whether a flag was).
func flagName(field string, given func(string) bool) string {
	if f := puzzle.OptionNameGiven(field, given); f != "output" {
		return "--" + f
	}
	return "-o"
}

// cliError is the one place library errors become command-line errors: a
// bad parameter value (a *param.Error) or two files that are one
// (*atomicfile.ClashError) are reported against their flags, and they,
// work refused by the memory budget (*budget.Error) and other bad input
// (*param.InputError) exit 2; anything else passes through.
func cliError(err error) error { return cliErrorGiven(err, nil) }

// cliErrorGiven is cliError for a command whose given flags are known
// (given reports whether the user gave a flag).
func cliErrorGiven(err error, given func(string) bool) error {
	if be := (*budget.Error)(nil); errors.As(err, &be) {
		return usagef("%v", be)
	}
	var clash *atomicfile.ClashError
	if errors.As(err, &clash) {
		msg := "give each output its own file"
		if clash.Input {
			msg = "it would be overwritten"
		}
		return usagef("%s %s: the same file as %s%s %s; %s", flagName(clash.Out.Field, given), clash.Out.Path,
			map[bool]string{true: "the input "}[clash.Input], flagName(clash.Other.Field, given), clash.Other.Path, msg)
	}
	pe, ok := param.As(err)
	if !ok {
		if param.IsInput(err) {
			return usagef("%v", err)
		}
		return err
	}
	return usagef("%s %s", flagName(pe.Field, given), pe.Sentence())
}

// floatVar defines a float flag that takes only finite numbers: NaN and
// the infinities are refused with a message naming the flag.
func floatVar(fs *pflag.FlagSet, p *float64, name string, def float64, usage string) {
	*p = def
	fs.Var(num.Float{P: p}, name, usage)
}

// checkText refuses flag values that are not UTF-8 text: every text a
// command draws or records comes from a flag or a spec, and bytes that are
// not characters have no glyph to draw.
func checkText(fs *pflag.FlagSet) error {
	var err error
	fs.Visit(func(f *pflag.Flag) {
		v := f.Value.String()
		switch {
		case err != nil:
		case len(v) > limits.FlagBytes:
			err = usagef("--%s: %d bytes; at most %d", f.Name, len(v), limits.FlagBytes)
		case !utf8.ValidString(v):
			err = usagef("--%s %q: not valid UTF-8 text", f.Name, strings.ToValidUTF8(v, "\uFFFD"))
		case (f.Name == "title" || f.Name == "word" || strings.HasSuffix(f.Name, "-label") || f.Name == "mask-text") && fonts.CheckDrawable(v) != nil: // drawn text
			err = usagef("--%s %q: %v", f.Name, v, fonts.CheckDrawable(v))
		}
	})
	return err
}
