// Package param holds the error every library package returns for a bad
// value of a named parameter, so that a front end (the command line, a book
// spec, a web form) can say which of its own fields was wrong.
//
// The library names a parameter as its Go option and its spec field do
// ("mode", "size", "rings"); the front end maps that name to its own, such as
// a flag, in one place.
package param

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Error is a bad value of one named parameter.
type Error struct {
	Field string // the parameter's name, e.g. "mode"
	Value string // the value as given, e.g. "sideways"
	Want  string // what is allowed, e.g. "newest, random, oldest or mixed"
	// Text marks a value that is free text (a name, a colour, a list), which
	// front ends show in quotes; numbers are shown as they are.
	Text bool
	// Given marks a parameter that should not have been given at all, such
	// as an option that does not apply to the chosen kind; Value is empty.
	Given bool
}

// Error returns `field "value": want`, or `field: want` for Given.
func (e *Error) Error() string {
	if e.Given {
		return fmt.Sprintf("%s: %s", e.Field, e.Want)
	}
	return fmt.Sprintf("%s %q: %s", e.Field, e.Value, e.Want)
}

// Sentence returns what is wrong without the field's name: the value (in
// quotes when it is text, empty or holds a space or a quote) and what is
// wanted, or what is wanted alone for Given. Every front end writes it
// after its own spelling of the field (a flag, a spec field at its line,
// a query parameter), so one rule reads the same everywhere.
func (e *Error) Sentence() string {
	if e.Given {
		return e.Want
	}
	v := e.Value
	if e.Text || strings.ContainsAny(v, " \t\"") || v == "" {
		v = strconv.Quote(v)
	}
	return v + ": " + e.Want
}

// Errorf returns an *Error for field and value whose Want is formatted.
func Errorf(field string, value any, format string, args ...any) *Error {
	return &Error{Field: field, Value: fmt.Sprint(value), Want: fmt.Sprintf(format, args...)}
}

// Textf is Errorf for a value that is free text (see Error.Text).
func Textf(field, value string, format string, args ...any) *Error {
	return &Error{Field: field, Value: value, Want: fmt.Sprintf(format, args...), Text: true}
}

// Presentf returns an *Error for a field that should not have been given
// (see Error.Given); its Want is formatted, e.g. "applies only to 10print".
func Presentf(field string, format string, args ...any) *Error {
	return &Error{Field: field, Want: fmt.Sprintf(format, args...), Given: true}
}

// Range returns an *Error for field unless lo ≤ v ≤ hi, its Want
// "want lo to hi" and unit; NaN is in no range.
func Range(field string, v, lo, hi float64, unit string) error {
	if v >= lo && v <= hi {
		return nil
	}
	if unit != "" {
		unit = " " + unit
	}
	return Errorf(field, v, "want %v to %v%s", lo, hi, unit)
}

// As reports whether err is or wraps an *Error, and returns it.
func As(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}

// InputError marks an error caused by what the caller asked for (a spec
// that does not parse, a file that cannot be read, options that do not go
// together) rather than a failure while working. Front ends report it as
// bad input: the command line exits 2, the web page answers 400.
type InputError struct{ Err error }

// Error returns the wrapped error's text.
func (e *InputError) Error() string { return e.Err.Error() }

// Unwrap returns the wrapped error.
func (e *InputError) Unwrap() error { return e.Err }

// Input marks err as bad input (see InputError); nil stays nil.
func Input(err error) error {
	if err == nil {
		return nil
	}
	return &InputError{err}
}

// IsInput reports whether err is bad input: an *Error or an *InputError,
// or wraps one.
func IsInput(err error) bool {
	var ie *InputError
	_, ok := As(err)
	return ok || errors.As(err, &ie)
}
