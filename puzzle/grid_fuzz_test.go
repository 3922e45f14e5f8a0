package puzzle

import (
	"testing"

	"github.com/mazekit/mazekit/param"
)

// FuzzParseGridSize checks that any text gives a size of positive numbers
// or one *param.Error for "size" on one line, never a panic.
func FuzzParseGridSize(f *testing.F) {
	for _, s := range []string{"20x15", "10x10x4", "6", "0x5", "5x5x0", "x", "1x2x3x4", "9223372036854775807x2", " 3x3 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		w, h, floors, err := ParseGridSize(s)
		if err != nil {
			if e, ok := param.As(err); !ok || e.Field != "size" {
				t.Fatalf("%q: %v is not a size error", s, err)
			}
			return
		}
		if w < 1 || h < 1 {
			t.Fatalf("%q: %dx%d with no error", s, w, h)
		}
		if floors != "" {
			if _, _, err := ParseSize(s); err == nil {
				t.Fatalf("%q: ParseSize accepted floors", s)
			}
		}
	})
}
