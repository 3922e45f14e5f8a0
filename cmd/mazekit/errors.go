package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// usageError marks errors caused by bad input; they exit with status 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return &usageError{fmt.Sprintf(format, args...)} }

// errInterrupted is returned when a signal cancelled the work; exit 130.
var errInterrupted = errors.New("interrupted")

// libraryFlags maps the parameter names library errors carry to this
// program's flags where they differ. Grid parameters come from topology's
// registry; the rest are listed here.
var libraryFlags = map[string]string{
	"min-room": "min-room",
	"mode":     "mode",
}

// flagFor returns the flag a library parameter name is set by.
func flagFor(field string) string {
	for _, p := range topology.Params() {
		if p.Name == field {
			return p.FlagName()
		}
	}
	if f, ok := libraryFlags[field]; ok {
		return f
	}
	return field
}

// cliError is the one place library errors become command-line errors: a
// bad parameter value (a *param.Error) is reported against its flag and
// exits 2; anything else passes through.
func cliError(err error) error {
	pe, ok := param.As(err)
	if !ok {
		return err
	}
	v := pe.Value
	if strings.ContainsAny(v, " \t\"") || v == "" {
		v = fmt.Sprintf("%q", v)
	}
	return usagef("--%s %s: %s", flagFor(pe.Field), v, pe.Want)
}
