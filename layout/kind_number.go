package layout

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/patterndraw"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// KindNumberMaze is the section kind of number mazes: a grid of numbers
// where the way through counts along a sequence (sequence: count,
// count-by-N, even, odd).
const KindNumberMaze = "number-maze"

// KindLetterMaze is the section kind of letter mazes: a grid of letters
// where the way through follows the alphabet or spells a word (sequence:
// alphabet, or word with word: NAME). Its code is number-maze's with
// letters.
const KindLetterMaze = "letter-maze"

func init() { registerKind(sequenceKind{}) }

// sequenceKind is number-maze, or letter-maze when letters is set.
type sequenceKind struct{ letters bool }

// SequenceParams are the parameters of a number-maze or letter-maze
// section.
type SequenceParams struct {
	Grid   string // one of classroom.SequenceGrids
	Seq    pattern.Sequence
	Length [2]int // cells on the way through, from–to through the section
	Class  Classroom
}

func (k sequenceKind) Name() string {
	if k.letters {
		return KindLetterMaze
	}
	return KindNumberMaze
}

func (k sequenceKind) Noun(*SectionPlan) string {
	if k.letters {
		return "noun.letter-maze"
	}
	return "noun.number-maze"
}

func (k sequenceKind) validate(d *decoder, sec *Section, path string, wall float64, sp *SectionPlan) error {
	sp2 := &SequenceParams{Length: [2]int{10, 14}}
	sp.Params = sp2
	if sec.Grid == "" {
		sec.Grid = "rect"
	}
	if !topology.Regular(sec.Grid) {
		return d.at(path+".grid", "%q: %s sections take %s", sec.Grid, k.Name(), topology.OrList(classroom.SequenceGrids()))
	}
	sp2.Grid = sec.Grid
	def := "6x6"
	if sec.Age != "" {
		a, err := classroom.LookupAge(sec.Age)
		if err != nil {
			return d.at(path+".age", "%v", err)
		}
		sp2.Class.Age, sp2.Class.CorridorPt = a, a.CorridorPt()
		def = fmt.Sprintf("%dx%d", a.SequenceGrid[0], a.SequenceGrid[1])
		sp2.Length = a.SequenceLen
		if sec.Style.WallWidth == 0 {
			sec.Style.WallWidth = a.WallPt
		}
	}
	if sec.Markers != "" || sec.PictureSet != "" {
		return d.at(path+".markers", "applies only to kind maze (%s sections shade their start and finish cells)", k.Name())
	}
	name := sec.Sequence
	switch {
	case name == "" && k.letters && sec.Word != "":
		name = "word"
	case name == "" && k.letters:
		name = "alphabet"
	case name == "":
		name = "count"
	}
	if k.letters != (name == "alphabet" || name == "word") {
		want := "count, count-by-N (N 2 to 10), even, odd"
		if k.letters {
			want = "alphabet, word"
		}
		return d.at(path+".sequence", "%q is not one of %s", sec.Sequence, want)
	}
	if sec.Word != "" && name != "word" {
		return d.at(path+".word", "applies only to sequence: word")
	}
	seq, err := pattern.ParseSequence(name, sec.Word)
	if err != nil {
		field := ".sequence"
		if name == "word" {
			field = ".word"
		}
		return d.at(path+field, "%v", err)
	}
	sp2.Seq = seq
	if err := sec.validateSize(d, path, def, sp); err != nil {
		return err
	}
	for _, s := range sp.Size {
		if s[0] < 3 || s[1] < 3 || s[0] > 20 || s[1] > 20 {
			return d.at(path+".size", "%q: %s grids are 3x3 to 20x20", sec.Size, k.Name())
		}
		if cells := s[0] * s[1] / 2; cells < sp2.Length[1] {
			return d.at(path+".size", "%q: a way of %d cells needs a grid of %d cells or more", sec.Size, sp2.Length[1], 2*sp2.Length[1])
		}
		if most := seq.MaxLenOn(s[0] * s[1]); most < min(sp2.Length[1], seq.MaxLen()) {
			return d.at(path+".length", "a way of %d cells is too long for a word maze on %dx%d: want at most %d", sp2.Length[1], s[0], s[1], most)
		}
	}
	sp2.Length[1] = min(sp2.Length[1], seq.MaxLen())
	sp2.Length[0] = min(sp2.Length[0], sp2.Length[1])
	sp2.Class.Outline = sec.Outline
	if sec.LargePrint {
		sp2.Class.LargePrint = true
		sec.Style.WallWidth = max(sec.Style.WallWidth, classroom.LargePrintWallPt)
		sp2.Class.CorridorPt = max(sp2.Class.CorridorPt, classroom.LargePrintCorridorMM*72/25.4)
	}
	style := sec.Style
	if err := sec.validatePaging(d, path, sp); err != nil {
		return err
	}
	if style.WallColor != "" || style.SolutionColor != "" || style.Background != "" {
		return d.at(path+".style", "%s sections take only style.wall_width", k.Name())
	}
	sp.Style.WallWidth = wall
	if style.WallWidth > 0 {
		sp.Style.WallWidth = style.WallWidth
	}
	sp2.Class.finish(&sp.Style)
	return nil
}

func (k sequenceKind) make(sp *SectionPlan, i, n int, seed uint64) (*Puzzle, error) {
	p := sp.Params.(*SequenceParams)
	w, h := sp.sizeAt(i, n)
	g, err := topology.Build(topology.Spec{Kind: p.Grid, Width: w, Height: h})
	if err != nil {
		return nil, err
	}
	t := 0.0
	if n > 1 {
		t = float64(i) / float64(n-1)
	}
	length := p.Length[0] + int(math.Round(float64(p.Length[1]-p.Length[0])*t))
	m, err := pattern.NewSequenceMaze(context.Background(), g, p.Seq, length, rand.New(rand.NewPCG(seed, streamCarve)))
	if err != nil {
		return nil, err
	}
	return &Puzzle{Algorithm: k.Name(), Body: &SequenceBody{Maze: m, Letters: k.letters, Seq: p.Seq, Class: p.Class}}, nil
}

// SequenceBody is a number or letter maze.
type SequenceBody struct {
	Maze    *pattern.SequenceMaze
	Letters bool
	Seq     pattern.Sequence
	Class   Classroom
}

// Scene implements Body: in large print the items print at
// LargePrintTextPt or more in the slot.
func (b *SequenceBody) Scene(o DrawOptions) *render.Scene {
	st := &patterndraw.SequenceStyle{LinePt: o.Wall, Solved: o.Solved, Outline: b.Class.Outline}
	sc := patterndraw.SequenceScene(b.Maze, st)
	if b.Class.LargePrint && o.W > 0 && o.H > 0 {
		st.MinText = classroom.LargePrintTextPt / min(o.W/sc.W, o.H/sc.H)
		sc = patterndraw.SequenceScene(b.Maze, st)
	}
	return sc
}

// MinCell implements Body: room for the items, and the age level's or
// large print's corridor on the section's page.
func (b *SequenceBody) MinCell(wall float64) float64 {
	return max(wall*(passageFactor+1), classroom.SequenceMinCell, b.Class.minCell(wall))
}

// Caption implements Body.
func (b *SequenceBody) Caption() string {
	if b.Letters {
		return "caption.letters"
	}
	return "caption.numbers"
}

// IsLargePrint implements largePrinter.
func (b *SequenceBody) IsLargePrint() bool { return b.Class.LargePrint }

// Instruction implements instructor: what to follow, in language lang.
func (b *SequenceBody) Instruction(lang string) string {
	ends := "instr.ends"
	if b.Class.Outline {
		ends = "instr.ends.outline"
	}
	return b.follow(lang) + " " + i18n.Text(lang, ends)
}

// follow is the instruction's first sentence: what the way follows.
func (b *SequenceBody) follow(lang string) string {
	switch b.Seq.Kind {
	case pattern.CountBy:
		return i18n.Textf(lang, "instr.count_by", b.Seq.Step)
	case pattern.Even:
		return i18n.Text(lang, "instr.even")
	case pattern.Odd:
		return i18n.Text(lang, "instr.odd")
	case pattern.Alphabet:
		return i18n.Text(lang, "instr.alphabet")
	case pattern.Word:
		return i18n.Textf(lang, "instr.word", b.Seq.Word)
	}
	return i18n.Text(lang, "instr.count")
}

// Traits implements SectionKind: its style takes only wall_width.
func (sequenceKind) Traits() KindTraits {
	return KindTraits{Answer: true, Handout: true, Fields: []string{"style"}}
}

// HowTo implements SectionKind: a page on following a sequence.
func (sequenceKind) HowTo(*SectionPlan) []string { return []string{"sequence"} }

// Cost implements SectionKind: a number or letter in every cell.
func (sequenceKind) Cost(*SectionPlan) budget.Book { return budget.Book{Puzzle: 60 << 10, Cell: 1300} }

func (sequenceKind) Cells(sp *SectionPlan, i, n int) float64 { return sizeCells(sp, i, n) }

// The words its pages print, in every language.
func init() {
	i18n.Register(map[string]map[string]string{
		"de": {"noun.number-maze": "Zahlen-Labyrinthe", "noun.letter-maze": "Buchstaben-Labyrinthe", "caption.numbers": "Zahlen", "caption.letters": "Buchstaben"},
		"en": {"noun.number-maze": "number mazes", "noun.letter-maze": "letter mazes", "caption.numbers": "Numbers", "caption.letters": "Letters"},
		"es": {"noun.number-maze": "laberintos de números", "noun.letter-maze": "laberintos de letras", "caption.numbers": "Números", "caption.letters": "Letras"},
		"fr": {"noun.number-maze": "labyrinthes de nombres", "noun.letter-maze": "labyrinthes de lettres", "caption.numbers": "Nombres", "caption.letters": "Lettres"},
	})
}
