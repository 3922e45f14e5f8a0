package layout

import (
	"fmt"
	"math/rand/v2"

	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/trap"
)

// Section kinds besides mazes.
const (
	KindMaze      = "maze"
	KindCat       = "cat"       // trap-the-cat boards won in exactly Moves blocks
	KindTenPrint  = "10print"   // 10 PRINT colouring pages (no answer)
	KindMazeCA    = "maze-ca"   // cellular-automaton maze, rule B3/S12345
	KindMazectric = "mazectric" // cellular-automaton maze, rule B3/S1234
)

var sectionKinds = []string{KindMaze, KindCat, KindTenPrint, KindMazeCA, KindMazectric}

// makeOther generates a puzzle of a non-maze kind.
func makeOther(spec *Spec, j job, seed uint64) (*Puzzle, error) {
	sec := &spec.Sections[j.section]
	rng := rand.New(rand.NewPCG(seed, streamCarve))
	p := &Puzzle{Section: j.section, Index: j.index, Seed: seed, Kind: sec.Kind}
	from, to, _ := parseRange(sec.Size)
	t := 0.0
	if j.ofSection > 1 {
		t = float64(j.inSection) / float64(j.ofSection-1)
	}
	w := from[0] + int(float64(to[0]-from[0])*t+0.5)
	h := from[1] + int(float64(to[1]-from[1])*t+0.5)
	switch sec.Kind {
	case KindCat:
		g, err := trap.NewGeometry(w, h)
		if err != nil {
			return nil, fmt.Errorf("sections[%d]: %w", j.section, err)
		}
		ps, err := trap.Generate(g, sec.Moves, 1, rng)
		if err != nil {
			return nil, fmt.Errorf("sections[%d]: %w", j.section, err)
		}
		p.Cat = &ps[0]
		p.Stats.Difficulty = float64(sec.Moves)
	case KindTenPrint:
		tp, err := pattern.NewTenPrint(w, h, 0.5, rng)
		if err != nil {
			return nil, err
		}
		p.TenPrint = tp
		p.Stats.Difficulty = float64(tp.Regions().Count)
	case KindMazeCA, KindMazectric:
		l, err := pattern.NewLife(w, h)
		if err != nil {
			return nil, err
		}
		rule := pattern.RuleMaze
		if sec.Kind == KindMazectric {
			rule = pattern.RuleMazectric
		}
		l.Seed(0.5, 0.3, rng)
		l.Run(rule, 2000)
		p.Life, p.LifeA = l, l.Analyze()
		p.Stats.Difficulty = float64(len(p.LifeA.Solution))
	}
	return p, nil
}

// scene draws a puzzle, solved or not, for a slot of the given size in
// points; wall is the maze wall width in points and style, if not nil, the
// section's colours.
func (p *Puzzle) scene(markers render.Markers, wall float64, style *Style, solved bool, w, h float64) *render.Scene {
	switch {
	case p.Cat != nil:
		st := &render.CatStyle{}
		if solved {
			st.Line = p.Cat.Line
		}
		return render.BoardScene(p.Cat.Board, st)
	case p.TenPrint != nil:
		return render.TenPrintScene(p.TenPrint, &render.TenPrintStyle{LineWidth: 0.1})
	case p.Life != nil:
		return render.LifeScene(p.Life, p.LifeA, &render.LifeStyle{Solution: solved})
	}
	// A one-cell margin holds the door arrows (they reach 0.9 cells out).
	st := render.Style{WallPt: wall, Margin: 1, Markers: markers}
	if style != nil {
		st.WallColor, st.SolutionColor, st.Background = style.wall, style.solution, style.background
	}
	if solved {
		st.Solution = p.solution()
		sc := render.MazeScene(p.Maze, &st)
		// The solution line must print: at least 1 pt wide.
		st.SolutionWidth = max(0.3, 1.0/min(w/sc.W, h/sc.H))
	}
	return render.MazeScene(p.Maze, &st)
}

// minCell returns the smallest size in points one cell of p may have on
// paper at maze wall width wall.
func (p *Puzzle) minCell(wall float64) float64 {
	switch {
	case p.Cat != nil:
		return 14 // a hexagon big enough for a number
	case p.TenPrint != nil:
		return 9 // room to colour in
	case p.Life != nil:
		return 4
	}
	return wall * (passageFactor + 1)
}

// kindName is the word captions use for a puzzle.
func (p *Puzzle) kindName() string {
	switch {
	case p.Cat != nil:
		return fmt.Sprintf("Trap the cat in %d", p.Cat.K)
	case p.TenPrint != nil:
		return "10 PRINT · colour the regions"
	case p.Life != nil:
		return "Cellular"
	}
	return shapeName(p.Maze.Grid.Spec())
}

// hasAnswer reports whether the key shows p (colouring pages have none).
func (p *Puzzle) hasAnswer() bool { return p.TenPrint == nil }
