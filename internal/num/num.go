// Package num is the one parser for the floating-point numbers that flags
// and spec fields take: it accepts what strconv.ParseFloat accepts, except
// NaN and the infinities, which slip through every range check
// (x < lo || x > hi is false for NaN) and poison coordinates downstream.
package num

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Error is a text that is not a finite number.
type Error struct {
	Text string // the text as given
}

// Error returns the one-line message, e.g. `"nan" is not a finite number`.
func (e *Error) Error() string {
	return fmt.Sprintf("%q is not a finite number", e.Text)
}

// ParseFloat parses s (surrounding spaces allowed) as a finite float64.
// NaN, ±Inf, values that overflow float64 and anything strconv.ParseFloat
// refuses return an *Error.
func ParseFloat(s string) (float64, error) {
	v, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil || !Finite(v) {
		return 0, &Error{Text: s}
	}
	return v, nil
}

// Finite reports whether v is neither NaN nor an infinity.
func Finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }

// Float is a float64 flag value (it satisfies pflag.Value and flag.Value)
// that only takes finite numbers.
type Float struct{ P *float64 }

// Set parses s with ParseFloat.
func (f Float) Set(s string) error {
	v, err := ParseFloat(s)
	if err != nil {
		return err
	}
	*f.P = v
	return nil
}

// String returns the value in the shortest form that reads back the same.
func (f Float) String() string {
	if f.P == nil {
		return "0"
	}
	return strconv.FormatFloat(*f.P, 'g', -1, 64)
}

// Type names the value's kind in flag help.
func (f Float) Type() string { return "float" }
