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
)

// Error is a bad value of one named parameter.
type Error struct {
	Field string // the parameter's name, e.g. "mode"
	Value string // the value as given, e.g. "sideways"
	Want  string // what is allowed, e.g. "newest, random, oldest or mixed"
	// Text marks a value that is free text (a name, a colour, a list), which
	// front ends show in quotes; numbers are shown as they are.
	Text bool
}

// Error returns `field "value": want`.
func (e *Error) Error() string {
	return fmt.Sprintf("%s %q: %s", e.Field, e.Value, e.Want)
}

// Errorf returns an *Error for field and value whose Want is formatted.
func Errorf(field string, value any, format string, args ...any) *Error {
	return &Error{Field: field, Value: fmt.Sprint(value), Want: fmt.Sprintf(format, args...)}
}

// Textf is Errorf for a value that is free text (see Error.Text).
func Textf(field, value string, format string, args ...any) *Error {
	return &Error{Field: field, Value: value, Want: fmt.Sprintf(format, args...), Text: true}
}

// As reports whether err is or wraps an *Error, and returns it.
func As(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}
