package budget

import "testing"

func TestParse(t *testing.T) {
	for s, want := range map[string]int64{"4G": 4 << 30, "512MB": 512 << 20, "1.5g": 3 << 29, "100000": 100000, "2k": 2048} {
		if v, err := Parse(s); err != nil || v != want {
			t.Errorf("Parse(%q) = %d, %v; want %d", s, v, err, want)
		}
	}
	for _, s := range []string{"", "G", "-1G", "0", "NaN", "infG", "4x", "1e30G", ".1", "0.5b"} {
		if v, err := Parse(s); err == nil {
			t.Errorf("Parse(%q) = %d, want an error", s, v)
		}
	}
}

func TestCheck(t *testing.T) {
	err := Check("--size 3000x3000", 12<<30, Default)
	if err == nil || err.Error() != "--size 3000x3000 needs about 12.0 GB of memory, over the limit of 4.0 GB (raise it with --max-memory)" {
		t.Fatalf("Check = %v", err)
	}
	if Check("x", 1<<20, Default) != nil {
		t.Fatal("refused 1 MB")
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"4G", "512mb", "1.5T", "nan", "-1", "1e400k", ".1", "0.5b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if v, err := Parse(s); err == nil && v <= 0 {
			t.Fatalf("Parse(%q) = %d", s, v)
		}
	})
}
