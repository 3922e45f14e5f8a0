package puzzle

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/internal/num"
	"github.com/mazekit/mazekit/internal/stream"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/patterndraw"
	"github.com/mazekit/mazekit/render"
)

// PatternOptions describe a maze-like pattern: 10 PRINT tiles, a
// cellular-automaton maze, a classical labyrinth or Truchet tiles. DefaultPattern gives
// the defaults.
type PatternOptions struct {
	Kind          string  // a pattern kind (see pattern.Names)
	Width, Height int     // cells; 0 for the kind's default (pattern.Kind.Size)
	Seed          uint64  // random seed
	Scale         float64 // pixels per cell (0: 16), or per C64 pixel for petscii (0: 2)
	// 10print
	Bias    float64 // chance of / in each cell
	Style   string  // print or petscii
	Fill    string  // none or regions (10print and truchet)
	Tile    string  // diagonal or arcs
	Palette string  // palette of Fill regions (10print and truchet)
	// truchet
	Grid   string // hex (three-arc hexagons) or rect (Carlson's square tiles); "" is hex
	Scales int    // rect: tile sizes mixed, 1 to 5; 0 is 1
	// automata
	Rule        string  // B/S notation; "" for the kind's rule
	Density     float64 // share of live cells in the starting area
	SeedArea    string  // a share of each side (0.3) or WxH cells
	Generations int     // generation limit
	Solution    bool    // draw the path from entrance to exit
	// labyrinth
	Circuits int  // circuits of a classical labyrinth: 3, 7, 11, …
	Chartres bool // the 11-circuit labyrinth of Chartres cathedral
	// MaxMemory is the memory budget in bytes: a pattern whose estimate
	// (PatternEstimate) exceeds it is refused with a *budget.Error before
	// any of it is made. 0 means budget.Default (4 GB).
	MaxMemory int64
}

// DefaultPattern returns the defaults of the pattern kind.
func DefaultPattern(kind string) PatternOptions {
	return PatternOptions{Kind: kind, Bias: 0.5, Style: "print", Fill: "none", Tile: "diagonal", Palette: "rainbow", Grid: TruchetHex.String(), Scales: 1,
		Density: 0.3, SeedArea: "0.3", Generations: 2000, Circuits: 7}
}

// PatternKinds lists the pattern kinds (pattern.Names).
func PatternKinds() []string { return pattern.Names() }

// PatternFormats lists the formats WritePattern writes.
func PatternFormats() []string { return []string{"json", "pdf", "png", "svg", "txt"} }

// WritePattern makes the pattern o describes and writes it to w in format
// (one of PatternFormats). It returns its report: lines on what was made
// (regions, generations, boards turned down, the circuit order).
func WritePattern(ctx context.Context, w io.Writer, format string, o *PatternOptions) ([]string, error) {
	if o.Scale != 0 && !(o.Scale >= 1 && o.Scale <= 200) { // 0 is the kind's default
		return nil, param.Errorf("scale", o.Scale, "want between 1 and 200")
	}
	k, err := pattern.Lookup(o.Kind)
	if err != nil {
		return nil, err
	}
	if err := o.check(k); err != nil {
		return nil, err
	}
	fam, ok := patternFamilies[k.Family]
	if !ok {
		return nil, param.Textf("pattern", o.Kind, "cannot be drawn")
	}
	if !k.Sized { // its size follows from its own options (a labyrinth's circuits)
		if err := patternBudget(format, o); err != nil {
			return nil, err
		}
		return fam.write(w, format, o, k)
	}
	if o.Width == 0 && o.Height == 0 {
		o.Width, o.Height = k.Size[0], k.Size[1]
	}
	if o.Width*o.Height > 4_000_000 || o.Width > 4_000_000 || o.Height > 4_000_000 {
		return nil, param.Textf("size", fmt.Sprintf("%dx%d", o.Width, o.Height), "at most 4000000 cells")
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := patternBudget(format, o); err != nil {
		return nil, err
	}
	return fam.write(w, format, o, k)
}

// patternFamily is how the pattern command draws the kinds of one
// pattern.Family: each family registers itself in patternFamilies, so
// drawing a kind asks its family, never names it.
type patternFamily struct {
	// write makes the pattern of kind k that o describes and writes it.
	write func(w io.Writer, format string, o *PatternOptions, k pattern.Kind) ([]string, error)
	// side, for a kind that is not Sized, is the side of its square scene
	// in path widths, from o.
	side func(o *PatternOptions) int
	// check refuses the family's own options that do not go together;
	// nil when the common checks are all.
	check func(o *PatternOptions) error
	// scale returns the pixels a scene unit and the scene units² a cell
	// takes at o's scale (0: the family's default).
	scale func(o *PatternOptions) (scale, perCell float64)
}

// defaultScale is the scale of the families drawn a cell a scene unit,
// 16 pixels a cell unless o says otherwise.
func defaultScale(o *PatternOptions) (float64, float64) { return cmp.Or(o.Scale, 16), 1 }

var patternFamilies = map[pattern.Family]patternFamily{
	pattern.TenPrintTiles: {
		write: func(w io.Writer, format string, o *PatternOptions, _ pattern.Kind) ([]string, error) {
			return writeTenPrint(w, format, o)
		},
		scale: func(o *PatternOptions) (float64, float64) {
			if o.Style == "petscii" {
				return cmp.Or(o.Scale, 2), 64 // 8x8 C64 pixels a character
			}
			return defaultScale(o)
		},
	},
	pattern.TruchetTiles: {
		write: func(w io.Writer, format string, o *PatternOptions, _ pattern.Kind) ([]string, error) {
			return writeTruchet(w, format, o)
		},
		check: checkTruchet,
		scale: func(o *PatternOptions) (float64, float64) { return truchetScale(o), 1 },
	},
	pattern.Automaton: {
		write: func(w io.Writer, format string, o *PatternOptions, k pattern.Kind) ([]string, error) {
			return writeLife(w, format, o, k.Rule)
		},
		scale: defaultScale,
	},
	pattern.LabyrinthPath: {
		write: func(w io.Writer, format string, o *PatternOptions, _ pattern.Kind) ([]string, error) {
			return writeLabyrinth(w, format, o)
		},
		side: func(o *PatternOptions) int {
			circuits := o.Circuits
			if o.Chartres {
				circuits = 11
			}
			return 2*circuits + 3
		},
		scale: defaultScale,
	},
}

// PatternEstimate returns the memory, in bytes, writing the pattern o
// describes in format needs, from its size, scale and format alone (see
// package budget), and the pattern in words for a message: "a 300x300
// 10print png (90000 cells, 5.8 megapixels)". A labyrinth is small and
// fixed: its estimate is the program's base.
func PatternEstimate(format string, o *PatternOptions) (int64, string) {
	k, _ := pattern.Lookup(o.Kind)
	w, h := o.Width, o.Height
	fam := patternFamilies[k.Family]
	if fam.side != nil {
		w = fam.side(o) // the scene's side, in path widths
		h = w
	}
	cells := float64(w) * float64(h)
	sh := pattern.Shape{Arcs: k.Takes("tile") && o.Tile == "arcs"}
	if k.Takes("scales") && o.Grid == TruchetRect.String() {
		sh.Scales = o.Scales
	}
	cost := budget.Cost{PerCell: 1000, PerPixel: 10} // an unknown kind: the dearest
	if k.Cost != nil {
		cost = k.Cost(outputOf(format), sh)
	}
	scale, perCell := defaultScale(o) // pixels per scene unit; scene units² per cell
	if fam.scale != nil {
		scale, perCell = fam.scale(o)
	}
	asked := fmt.Sprintf("a %dx%d %s %s (%.0f cells", w, h, o.Kind, format, cells)
	if !k.Sized {
		asked = fmt.Sprintf("a %s %s of %d units a side", format, o.Kind, w)
	}
	px := 0.0
	if cost.PerPixel > 0 {
		px = cells * perCell * scale * scale
		asked += fmt.Sprintf(", %.1f megapixels", px/1e6)
	}
	if k.Sized {
		asked += ")"
	}
	return cost.Estimate(cells, px), asked
}

// patternBudget refuses, with a *budget.Error, a pattern whose estimate
// exceeds o.MaxMemory.
func patternBudget(format string, o *PatternOptions) error {
	limit := o.MaxMemory
	if limit <= 0 {
		limit = budget.Default
	}
	est, asked := PatternEstimate(format, o)
	return budget.Check(asked, est, limit)
}

// writeScenePattern writes a pattern's scene, text or JSON document.
func writeScenePattern(w io.Writer, format string, s *render.Scene, scale float64, text string, doc any) error {
	src := &render.Source{
		Scene:   s,
		Text:    func(w io.Writer) error { _, err := io.WriteString(w, text); return err },
		JSON:    func(w io.Writer) error { return pattern.WriteJSON(w, doc) },
		Options: []render.Option{&render.PNGOptions{Scale: scale}, &render.SVGOptions{Scale: scale}, &render.PDFOptions{Scale: scale}},
	}
	return render.Encode(w, format, src)
}

func writeTenPrint(w io.Writer, format string, o *PatternOptions) ([]string, error) {
	if !(o.Bias >= 0 && o.Bias <= 1) {
		return nil, param.Errorf("bias", o.Bias, "want a probability from 0 to 1")
	}
	st := &patterndraw.TenPrintStyle{Palette: o.Palette}
	switch o.Tile {
	case "diagonal":
	case "arcs":
		st.Arcs = true
	default:
		return nil, param.Textf("tile", o.Tile, "want diagonal or arcs")
	}
	switch o.Fill {
	case "none":
	case "regions":
		if st.Arcs {
			return nil, param.Textf("fill", o.Fill, "regions work with diagonal tiles")
		}
		st.FillRegions = true
	default:
		return nil, param.Textf("fill", o.Fill, "want none or regions")
	}
	if _, err := render.LookupPalette(o.Palette); err != nil {
		return nil, param.Textf("palette", o.Palette, "unknown palette (valid: %s)", strings.Join(render.PaletteNames(), ", "))
	}
	if o.Style != "print" && o.Style != "petscii" {
		return nil, param.Textf("style", o.Style, "want print or petscii")
	}
	// Every refusal comes before the pattern is made, so nothing about it
	// (its statistics) is reported first.
	if o.Style == "petscii" {
		if st.Arcs || st.FillRegions {
			return nil, param.Textf("style", o.Style, "petscii draws the C64 characters: no arcs or filled regions")
		}
		if o.Scale != float64(int(o.Scale)) {
			return nil, param.Errorf("scale", o.Scale, "petscii needs a whole number to stay pixel-exact")
		}
	}
	t, err := pattern.NewTenPrint(o.Width, o.Height, o.Bias, stream.New(o.Seed, stream.Carve))
	if err != nil {
		return nil, err
	}
	r := t.Regions()
	var report []string
	if !st.Arcs {
		report = append(report, fmt.Sprintf("%d regions, %d closed loops, longest passage %.1f cells", r.Count, r.Closed, r.Longest))
	}
	var s *render.Scene
	scale := o.Scale
	if o.Style == "print" {
		s = patterndraw.TenPrintScene(t, st)
		if scale == 0 {
			scale = 16
		}
	} else {
		s = patterndraw.PETSCIIScene(t)
		if scale == 0 {
			scale = 2
		}
	}
	s.Comment = fmt.Sprintf("mazekit pattern 10print, seed %d", o.Seed)
	var an *pattern.Regions
	if !st.Arcs {
		an = r
	}
	doc := pattern.NewTenPrintDoc(t, o.Seed, o.Bias, o.Tile, an)
	return report, writeScenePattern(w, format, s, scale, t.String(), doc)
}

func writeLife(w io.Writer, format string, o *PatternOptions, rule pattern.Rule) ([]string, error) {
	if o.Rule != "" {
		r, err := pattern.ParseRule(o.Rule)
		if err != nil {
			return nil, err
		}
		rule = r
	}
	if !(o.Density > 0 && o.Density < 1) {
		return nil, param.Errorf("density", o.Density, "want a share between 0 and 1")
	}
	aw, ah, err := parseSeedArea(o.SeedArea, o.Width, o.Height)
	if err != nil {
		return nil, err
	}
	if o.Generations < 1 || o.Generations > 100000 {
		return nil, param.Errorf("generations", o.Generations, "want between 1 and 100000")
	}
	seed := o.Seed
	// Grow, fill and cut doors; a board that is no puzzle gives way to the
	// next seed (seed+1, ...), and the report says which were turned down.
	var l *pattern.Life
	var a *pattern.Analysis
	var rejected, report []string
	for k := range uint64(32) {
		lk, err := pattern.NewLife(o.Width, o.Height)
		if err != nil {
			return nil, err
		}
		ak := lk.Grow(rule, o.Density, aw, ah, o.Generations, stream.New(seed+k, stream.Carve))
		if k == 0 {
			l, a = lk, ak
		}
		p := lk.Problems(ak)
		if len(p) == 0 {
			l, a = lk, ak
			a.Attempt, a.Rejected = int(k), rejected
			break
		}
		rejected = append(rejected, fmt.Sprintf("seed %d: %s", seed+k, strings.Join(p, "; ")))
	}
	if a.Attempt > 0 {
		report = append(report, fmt.Sprintf("%d board(s) turned down (%s%s); used seed %d",
			a.Attempt, a.Rejected[0], map[bool]string{true: ", ...", false: ""}[a.Attempt > 1], seed+uint64(a.Attempt)))
	} else if len(rejected) == 32 {
		report = append(report, fmt.Sprintf("no board of seeds %d to %d is a fit puzzle (%s); writing seed %d's", seed, seed+31, rejected[0], seed))
	}
	state := "settled"
	if !a.Settled {
		state = "still changing at the generation limit"
	}
	report = append(report, fmt.Sprintf("rule %s: %d generations (%s), wall density %.2f, %d open regions, largest %d cells, solvable: %v",
		rule, a.Generations, state, a.WallDensity, a.Regions, a.Largest, a.Solvable))
	if a.Regions > 1 {
		report = append(report, fmt.Sprintf("the open space is split into %d regions; the doors are in the largest", a.Regions))
	}
	s := patterndraw.LifeScene(l, a, &patterndraw.LifeStyle{Solution: o.Solution})
	s.Comment = fmt.Sprintf("mazekit pattern %s, rule %s, seed %d", o.Kind, rule, seed)
	scale := o.Scale
	if scale == 0 {
		scale = 16
	}
	text := l.String()
	if o.Solution {
		b := []byte(text)
		for _, cell := range a.Solution {
			b[cell/o.Width*(o.Width+1)+cell%o.Width] = '*'
		}
		text = string(b)
	}
	doc := pattern.NewLifeDoc(l, o.Kind, rule, seed, a)
	return report, writeScenePattern(w, format, s, scale, text, doc)
}

// parseSeedArea reads SeedArea: a share of each side of a w×h board
// (above 0, at most 1) or a size WxH in cells no bigger than the board.
func parseSeedArea(s string, w, h int) (int, int, error) {
	if strings.ContainsAny(s, "xX") {
		var aw, ah int
		var rest string
		n, _ := fmt.Sscanf(strings.ToLower(s), "%dx%d%s", &aw, &ah, &rest)
		if n != 2 || aw < 1 || ah < 1 {
			return 0, 0, param.Textf("seed-area", s, "want WxH with two positive whole numbers")
		}
		if aw > w || ah > h {
			return 0, 0, param.Textf("seed-area", s, "larger than the %dx%d board", w, h)
		}
		return aw, ah, nil
	}
	f, err := num.ParseFloat(s)
	if err != nil || !(f > 0 && f <= 1) {
		return 0, 0, param.Textf("seed-area", s, "want a share above 0 and at most 1 (0.3) or WxH cells")
	}
	return max(1, int(float64(w)*f+0.5)), max(1, int(float64(h)*f+0.5)), nil
}

// labyrinthDoc is the JSON form of a labyrinth.
type labyrinthDoc struct {
	Pattern  string `json:"pattern"`
	Layout   string `json:"layout"`
	Circuits int    `json:"circuits"`
	Sequence []int  `json:"sequence,omitempty"`
	Walls    int    `json:"walls"`
}

func writeLabyrinth(w io.Writer, format string, o *PatternOptions) ([]string, error) {
	var l *pattern.Labyrinth
	if o.Chartres {
		if o.Circuits != 11 && o.Circuits != 0 && o.Circuits != DefaultPattern("").Circuits {
			return nil, param.Errorf("circuits", o.Circuits, "the Chartres labyrinth has 11")
		}
		l = pattern.Chartres()
	} else {
		var err error
		if l, err = pattern.Classical(o.Circuits); err != nil {
			return nil, param.Errorf("circuits", o.Circuits, "want 3, 7, 11, … (4k+3) up to 31")
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s labyrinth, %d circuits", l.Name, l.Circuits)
	if len(l.Sequence) > 0 {
		seq := make([]string, len(l.Sequence))
		for i, v := range l.Sequence {
			seq[i] = fmt.Sprint(v)
		}
		fmt.Fprintf(&b, ", path through circuits %s", strings.Join(seq, "-"))
	}
	s := patterndraw.LabyrinthScene(l, nil)
	s.Comment = "mazekit pattern labyrinth, " + b.String()
	scale := o.Scale
	if scale == 0 {
		scale = 16
	}
	doc := labyrinthDoc{Pattern: o.Kind, Layout: l.Name, Circuits: l.Circuits, Sequence: l.Sequence, Walls: len(l.Walls)}
	return []string{b.String()}, writeScenePattern(w, format, s, scale, b.String()+"\n", doc)
}
