package main

import (
	"errors"
	"fmt"
	"strconv"
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

// unknownf is usagef for a name that is not one of valid (a command, a
// subcommand, a format): the message, then the nearest valid names.
func unknownf(given string, valid []string, format string, args ...any) error {
	return usagef("%s%s", fmt.Sprintf(format, args...), didYouMean(given, "", valid))
}

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
	hint := ""
	if !pe.Given {
		hint = didYouMean(pe.Value, "", listedValues(pe.Want))
	}
	return usagef("%s %s%s", flagName(pe.Field, given), pe.Sentence(), hint)
}

// flagError turns what the flag parser of command cmd refused into a line
// a newcomer can act on: an unknown flag names the nearest one, a long name
// given with one dash ("-size") is answered with the right spelling, and a
// value the flag's type cannot take says which values it takes.
func flagError(cmd string, fs *pflag.FlagSet, err error) error {
	var names []string
	fs.VisitAll(func(f *pflag.Flag) { names = append(names, f.Name) })
	help := fmt.Sprintf(" (run 'mazekit help %s' for its flags)", cmd)
	var notExist *pflag.NotExistError
	var invalid *pflag.InvalidValueError
	var noValue *pflag.ValueRequiredError
	switch {
	case errors.As(err, &notExist):
		name, group := notExist.GetSpecifiedName(), notExist.GetSpecifiedShortnames()
		if group == "" {
			return usagef("%s: unknown flag --%s%s", cmd, name, orHelp(didYouMean(name, "--", names), help))
		}
		long, _, _ := strings.Cut(group, "=")
		if fs.Lookup(long) != nil {
			return usagef("%s: -%s: use --%s (long names take two dashes)", cmd, long, long)
		}
		if len(long) > 1 {
			return usagef("%s: unknown flag -%s%s", cmd, long, orHelp(didYouMean(long, "--", names), help))
		}
		return usagef("%s: unknown flag -%s%s", cmd, long, help)
	case errors.As(err, &invalid):
		f := invalid.GetFlag()
		var ne *strconv.NumError
		var nf *num.Error
		switch {
		case errors.As(err, &nf): // NaN, an infinity or not a number: as the table's rows say it
			return usagef("%s: --%s %q: want a number", cmd, f.Name, invalid.GetValue())
		case f.Value.Type() == "bool":
			return usagef("%s: --%s=%s: a switch takes true or false (or 1 or 0); give --%s alone for true", cmd, f.Name, invalid.GetValue(), f.Name)
		case errors.As(err, &ne) && strings.HasPrefix(f.Value.Type(), "int"), errors.As(err, &ne) && strings.HasPrefix(f.Value.Type(), "uint"):
			return usagef("%s: --%s %q: want a whole number", cmd, f.Name, invalid.GetValue())
		case errors.As(err, &ne):
			return usagef("%s: --%s %q: want a number", cmd, f.Name, invalid.GetValue())
		}
		return usagef("%s: %v", cmd, err) // the value's own message names the flag
	case errors.As(err, &noValue):
		return usagef("%s: --%s needs a value", cmd, noValue.GetFlag().Name)
	}
	return usagef("%s: %v", cmd, err)
}

// orHelp returns hint, or help when there is no hint.
func orHelp(hint, help string) string {
	if hint != "" {
		return hint
	}
	return help
}

// singleDash refuses a long flag name given with one dash, such as -size or
// -output=x.png, which the flag parser would otherwise read as one-letter
// flags (-o utput). The values of flags are skipped.
func singleDash(cmd string, fs *pflag.FlagSet, args []string) error {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return nil
		}
		if strings.HasPrefix(a, "--") {
			if f := fs.Lookup(strings.TrimPrefix(a, "--")); f != nil && f.NoOptDefVal == "" {
				i++ // its value
			}
			continue
		}
		if len(a) < 3 || a[0] != '-' {
			continue
		}
		name, _, hasValue := strings.Cut(a[1:], "=")
		if f := fs.Lookup(name); f != nil && len(name) > 1 {
			return usagef("%s: -%s: use --%s (long names take two dashes)", cmd, name, name)
		}
		if f := fs.ShorthandLookup(a[1:2]); f != nil && f.NoOptDefVal == "" && len(a) == 2 && !hasValue {
			i++
		}
	}
	return nil
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
