package layout

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestSeriesNoRepeats makes three volumes of tiny mazes, where repeats are
// bound to happen, through a ledger written and read back between
// volumes: no fingerprint appears twice. Without the ledger the same
// volumes do repeat puzzles.
func TestSeriesNoRepeats(t *testing.T) {
	spec := mustParse(t, "seed: 1\ncontents: false\nhow_to: false\nsections:\n  - count: 4\n    size: 3x2\n    algorithm: [dfs]\n")
	ledger := NewLedger()
	plain := map[string]bool{}
	repeats := 0
	for n := 1; n <= 3; n++ {
		vs := VolumeSpec(spec, n)
		b, err := Make(context.Background(), vs, &Options{Workers: 2, Avoid: ledger.Has})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range b.Puzzles {
			if ledger.Has(p.Fingerprint()) {
				t.Errorf("volume %d puzzle %d repeats an earlier volume's", n, p.Number)
			}
		}
		ledger.Add(n, b)
		var buf bytes.Buffer
		if _, err := ledger.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		if ledger, err = ReadLedger(&buf, "series.ledger"); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.Plan.Subtitle, "Volume") {
			t.Errorf("volume %d subtitle %q", n, b.Plan.Subtitle)
		}
		ps, err := Puzzles(VolumeSpec(spec, n), 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			if plain[p.Fingerprint()] {
				repeats++
			}
			plain[p.Fingerprint()] = true
		}
	}
	seen := map[string]bool{}
	total := 0
	for _, v := range ledger.Volumes {
		for _, fp := range v.Puzzles {
			if seen[fp] {
				t.Errorf("fingerprint %s repeated in volume %d", fp, v.Number)
			}
			seen[fp] = true
			total++
		}
	}
	if total != 12 || ledger.Next() != 4 {
		t.Errorf("ledger holds %d puzzles, next volume %d; want 12 and 4", total, ledger.Next())
	}
	if repeats == 0 {
		t.Error("without the ledger the volumes repeat nothing: the test shows nothing")
	}
}

// TestLedgerErrors names the file and line of a bad ledger.
func TestLedgerErrors(t *testing.T) {
	for _, bad := range []string{"volume x seed 1 puzzles 1\n", "0123456789abcdef0123456789abcdef\n", "# ok\nvolume 1 seed 2 puzzles 1\nnot a fingerprint\n"} {
		if _, err := ReadLedger(strings.NewReader(bad), "s.ledger"); err == nil || !strings.Contains(err.Error(), "s.ledger:") {
			t.Errorf("%q: err = %v", bad, err)
		}
	}
}
