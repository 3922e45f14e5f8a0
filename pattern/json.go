package pattern

import (
	"encoding/json"
	"io"
	"strings"
)

// TenPrintDoc is the JSON document of a 10 PRINT pattern. Its fields are in
// the order they are written.
type TenPrintDoc struct {
	Bias float64 `json:"bias"`
	// ClosedLoops, Regions and LongestPassage are set for diagonal tiles
	// (the analysis does not apply to arcs).
	ClosedLoops    *int     `json:"closed_loops,omitempty"`
	Height         int      `json:"height"`
	LongestPassage *float64 `json:"longest_passage,omitempty"`
	Pattern        string   `json:"pattern"` // always "10print"
	Regions        *int     `json:"regions,omitempty"`
	Seed           uint64   `json:"seed"`
	Tile           string   `json:"tile"`  // "diagonal" or "arcs"
	Tiles          []string `json:"tiles"` // one string per row, as String draws it
	Width          int      `json:"width"`
}

// NewTenPrintDoc returns the document of t made with the given seed, bias
// and tile name; r, if not nil, is its analysis.
func NewTenPrintDoc(t *TenPrint, seed uint64, bias float64, tile string, r *Regions) *TenPrintDoc {
	d := &TenPrintDoc{Bias: bias, Height: t.H, Pattern: "10print", Seed: seed, Tile: tile,
		Tiles: rows(t.String()), Width: t.W}
	if r != nil {
		d.ClosedLoops, d.Regions, d.LongestPassage = &r.Closed, &r.Count, &r.Longest
	}
	return d
}

// LifeDoc is the JSON document of a cellular-automaton maze. Its fields are
// in the order they are written.
type LifeDoc struct {
	Analysis *Analysis `json:"analysis"`
	Board    []string  `json:"board"` // one string per row, as String draws it
	Height   int       `json:"height"`
	Pattern  string    `json:"pattern"` // "maze-ca" or "mazectric"
	Rule     string    `json:"rule"`
	Seed     uint64    `json:"seed"`
	Width    int       `json:"width"`
}

// NewLifeDoc returns the document of board l, named name, run with rule
// from the given seed, and its analysis a.
func NewLifeDoc(l *Life, name string, rule Rule, seed uint64, a *Analysis) *LifeDoc {
	return &LifeDoc{Analysis: a, Board: rows(l.String()), Height: l.H, Pattern: name, Rule: rule.String(), Seed: seed, Width: l.W}
}

// WriteJSON writes a document (a *TenPrintDoc or *LifeDoc) as one line of
// JSON.
func WriteJSON(w io.Writer, doc any) error { return json.NewEncoder(w).Encode(doc) }

func rows(s string) []string { return strings.Split(strings.TrimSuffix(s, "\n"), "\n") }
