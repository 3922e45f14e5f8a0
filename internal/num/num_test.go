package num

import (
	"math"
	"strings"
	"testing"
)

func TestParseFloat(t *testing.T) {
	good := map[string]float64{"0": 0, "1.5": 1.5, " -2 ": -2, "1e3": 1000, "0x1p-2": 0.25}
	for s, want := range good {
		if v, err := ParseFloat(s); err != nil || v != want {
			t.Errorf("ParseFloat(%q) = %v, %v; want %v", s, v, err, want)
		}
	}
	for _, s := range []string{"NaN", "nan", "-nan", "Inf", "+inf", "-Infinity", "1e400", "-1e999", "", "x", "1,5", "0x"} {
		v, err := ParseFloat(s)
		if err == nil {
			t.Errorf("ParseFloat(%q) = %v, want an error", s, v)
			continue
		}
		if want := `is not a finite number`; !strings.Contains(err.Error(), want) {
			t.Errorf("ParseFloat(%q) error %q lacks %q", s, err, want)
		}
	}
}

func TestFloatFlag(t *testing.T) {
	v := 3.0
	f := Float{&v}
	if err := f.Set("NaN"); err == nil || v != 3 {
		t.Fatalf("Set(NaN) = %v, value %v; want an error and the value kept", err, v)
	}
	if err := f.Set("2.5"); err != nil || v != 2.5 || f.String() != "2.5" {
		t.Fatalf("Set(2.5) = %v, value %v, String %q", err, v, f.String())
	}
}

func FuzzParseFloat(f *testing.F) {
	for _, s := range []string{"1", "NaN", "inf", "1e308", "1e309", "-0", "0x1p1023", " 2 ", "1_000"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := ParseFloat(s)
		if err == nil && (math.IsNaN(v) || math.IsInf(v, 0)) {
			t.Fatalf("ParseFloat(%q) = %v with no error", s, v)
		}
	})
}
