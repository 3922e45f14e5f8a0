// Series without repeats: every puzzle has a fingerprint, and a ledger of
// the fingerprints of the volumes made so far lets later volumes avoid
// them.

package layout

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/mazekit/mazekit/internal/i18n"
)

// Fingerprint identifies a puzzle by what the reader sees: for a maze, its
// grid and the canonical form of its open edges (the sorted edge numbers of
// the grid, which its spec fixes) and doors; for a trap-the-cat board, its
// blocked cells and the cat; for other kinds, the kind and seed. Two
// puzzles with the same fingerprint are the same puzzle.
func (p *Puzzle) Fingerprint() string {
	h := sha256.New()
	switch body := p.Body.(type) {
	case *MazeBody:
		m := body.Maze
		fmt.Fprintf(h, "maze %+v doors %v %v open", m.Grid.Spec(), m.Entrance, m.Exit)
		m.OpenEdges(func(e int) { fmt.Fprintf(h, " %d", e) })
	case *CatBody:
		b := body.Puzzle.Board
		fmt.Fprintf(h, "cat %dx%d k%d cat %d blocked", b.G.W, b.G.H, body.Puzzle.K, b.Cat)
		for c := 0; c < b.G.Cells(); c++ {
			if b.Blocked(c) {
				fmt.Fprintf(h, " %d", c)
			}
		}
	default:
		fmt.Fprintf(h, "%s seed %d", p.Kind, p.Seed)
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// MaxVolume is the highest volume number of a series, far past any real
// one and far from where the next number would overflow.
const MaxVolume = 1_000_000

// Ledger is the record of a series: the volumes made and the fingerprints
// of their puzzles. Its file is text: a header line, "volume N seed S
// puzzles P" lines and one fingerprint per line, sorted within a volume.
type Ledger struct {
	Volumes []LedgerVolume
	seen    map[string]bool
}

// LedgerVolume is one volume in a ledger.
type LedgerVolume struct {
	Number  int
	Seed    uint64
	Puzzles []string // fingerprints, sorted
}

const ledgerHeader = "# mazekit series ledger: puzzles already published"

// NewLedger returns an empty ledger.
func NewLedger() *Ledger { return &Ledger{seen: map[string]bool{}} }

// ReadLedger reads a ledger file; name is used in errors.
func ReadLedger(r io.Reader, name string) (*Ledger, error) {
	l := NewLedger()
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), 4096)
	line := 0
	for sc.Scan() {
		line++
		t := strings.TrimSpace(sc.Text())
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		f := strings.Fields(t)
		switch {
		case f[0] == "volume" && len(f) == 6 && f[2] == "seed" && f[4] == "puzzles":
			n, err1 := strconv.Atoi(f[1])
			seed, err2 := strconv.ParseUint(f[3], 10, 64)
			if err1 != nil || err2 != nil || n < 1 {
				return nil, fmt.Errorf("%s:%d: bad volume line %q", name, line, t)
			}
			if n > MaxVolume {
				return nil, fmt.Errorf("%s:%d: volume %d: volumes are numbered 1 to %d", name, line, n, MaxVolume)
			}
			l.Volumes = append(l.Volumes, LedgerVolume{Number: n, Seed: seed})
		case len(f) == 1 && len(f[0]) == 32 && isHex(f[0]) && len(l.Volumes) > 0:
			v := &l.Volumes[len(l.Volumes)-1]
			v.Puzzles = append(v.Puzzles, f[0])
			l.seen[f[0]] = true
		default:
			return nil, fmt.Errorf("%s:%d: not a ledger line: %q (want \"volume N seed S puzzles P\" or a 32-digit fingerprint after one)", name, line, t)
		}
		if len(l.seen) > 10_000_000 {
			return nil, fmt.Errorf("%s: more than 10 million fingerprints", name)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s:%d: %v", name, line+1, err)
	}
	return l, nil
}

func isHex(s string) bool {
	for _, c := range s {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// Has reports whether a puzzle with fingerprint fp is in the ledger.
func (l *Ledger) Has(fp string) bool { return l.seen[fp] }

// Next is the number of the next volume: one after the highest recorded.
func (l *Ledger) Next() int {
	n := 0
	for _, v := range l.Volumes {
		n = max(n, v.Number)
	}
	return n + 1
}

// Add records a book as volume n.
func (l *Ledger) Add(n int, b *Book) {
	v := LedgerVolume{Number: n, Seed: b.Plan.Seed}
	for _, p := range b.Puzzles {
		fp := p.Fingerprint()
		v.Puzzles = append(v.Puzzles, fp)
		l.seen[fp] = true
	}
	sort.Strings(v.Puzzles)
	l.Volumes = append(l.Volumes, v)
}

// WriteTo writes the ledger file.
func (l *Ledger) WriteTo(w io.Writer) (int64, error) {
	bw := bufio.NewWriter(w)
	var n int64
	k, _ := fmt.Fprintln(bw, ledgerHeader)
	n += int64(k)
	for _, v := range l.Volumes {
		k, _ = fmt.Fprintf(bw, "volume %d seed %d puzzles %d\n", v.Number, v.Seed, len(v.Puzzles))
		n += int64(k)
		for _, fp := range v.Puzzles {
			k, _ = fmt.Fprintln(bw, fp)
			n += int64(k)
		}
	}
	return n, bw.Flush()
}

// VolumeSpec returns the spec of volume n of a series: the same book with
// seed + n − 1 and "Volume n" after the subtitle.
func VolumeSpec(s *Spec, n int) *Spec {
	v := *s
	v.Seed = s.Seed + uint64(n-1)
	lang := s.Language
	if lang == "" {
		lang = i18n.DefaultLanguage
	}
	vol := i18n.Textf(lang, "volume", n)
	if v.Subtitle != "" {
		v.Subtitle += " · " + vol
	} else {
		v.Subtitle = vol
	}
	// The sections and their fields are shared, read-only after Validate;
	// copy them so that validating this volume leaves s alone.
	v.Sections = append([]Section(nil), s.Sections...)
	return &v
}
