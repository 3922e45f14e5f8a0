package puzzle

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/mazekit/mazekit/param"
)

// TestTable checks the options table: names unique, every row with help,
// defaults those of Defaults, each row its own field of Options, and a
// value set from text read back as the same text.
func TestTable(t *testing.T) {
	seen := map[string]bool{}
	fields := map[uintptr]string{}
	d := Defaults()
	for _, op := range Table() {
		if seen[op.Name] {
			t.Errorf("option %s listed twice", op.Name)
		}
		seen[op.Name] = true
		if op.Usage == "" {
			t.Errorf("option %s has no help", op.Name)
		}
		if op.Chooses() {
			continue
		}
		if got := op.Text(&d); got != op.Default {
			t.Errorf("option %s: default %q, Defaults has %q", op.Name, op.Default, got)
		}
		o := Defaults()
		addr := reflect.ValueOf(op.Ptr(&o)).Pointer()
		if other, dup := fields[addr]; dup {
			t.Errorf("options %s and %s set the same field", op.Name, other)
		}
		fields[addr] = op.Name
		text := map[OptionType]string{StringOption: "x,y", IntOption: "7", UintOption: "18446744073709551615", FloatOption: "0.25", BoolOption: "true"}[op.Type]
		if err := op.Set(&o, text); err != nil {
			t.Errorf("option %s: Set(%q): %v", op.Name, text, err)
		}
		if got := op.Text(&o); got != text {
			t.Errorf("option %s: set %q, read back %q", op.Name, text, got)
		}
	}
	for _, name := range []string{"grid", "size", "wrap", "radius", "mask-shape", "algo", "seed", "braid", "cell", "wall-color", "fps", "outline"} {
		if !seen[name] {
			t.Errorf("option %s is not in the table", name)
		}
	}
}

// TestOptionSetErrors gives each type of option text of another: the error
// names the option and says what it takes.
func TestOptionSetErrors(t *testing.T) {
	for name, want := range map[string]string{
		"min-room": `min-room "zz": want a whole number`,
		"seed":     `seed "zz": want a whole number from 0 to 18446744073709551615`,
		"braid":    `braid "zz": want a number`,
		"solution": `solution "zz": want true or false`,
	} {
		op, ok := LookupOption(name)
		if !ok {
			t.Fatalf("no option %s", name)
		}
		o := Defaults()
		err := op.Set(&o, "zz")
		if pe, ok := param.As(err); !ok || pe.Field != name || err.Error() != want {
			t.Errorf("%s: %v; want %s", name, err, want)
		}
		if before := Defaults(); !reflect.DeepEqual(fmt.Sprint(o), fmt.Sprint(before)) {
			t.Errorf("%s: a bad value changed the options", name)
		}
	}
	if _, err := (Option{Name: "braid", Type: FloatOption}).Normal("NaN"); err == nil {
		t.Errorf("braid NaN taken")
	}
}

// TestParseSizeRange reads sizes as typed by hand, single and as ranges.
func TestParseSizeRange(t *testing.T) {
	for in, want := range map[string][2][2]int{
		"8x8": {{8, 8}, {8, 8}}, "8 × 8 .. 12 X 10": {{8, 8}, {12, 10}}, "5": {{5, 5}, {5, 5}},
	} {
		from, to, err := ParseSizeRange(in)
		if err != nil || [2][2]int{from, to} != want {
			t.Errorf("%q: %v %v %v; want %v", in, from, to, err, want)
		}
	}
	for _, in := range []string{"8y8", "8x8..", "0x4", "8x8..9y", "8x8x2"} {
		if _, _, err := ParseSizeRange(in); err == nil {
			t.Errorf("%q taken", in)
		} else if pe, ok := param.As(err); !ok || pe.Field != "size" {
			t.Errorf("%q: %v; want a size error", in, err)
		}
	}
}
