package pattern

import "testing"

func FuzzParseRule(f *testing.F) {
	for _, s := range []string{"B3/S12345", "B3/S1234", "b3/s23", "B/S", "S23/B3", "B9/S0", "B3S23", "", "B33333333/S"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseRule(s)
		if err != nil {
			return
		}
		if _, err := ParseRule(r.String()); err != nil {
			t.Fatalf("ParseRule(%q) = %v, whose text %q does not parse: %v", s, r, r.String(), err)
		}
	})
}
