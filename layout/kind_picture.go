package layout

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/internal/strictyaml"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/picmaze"
	"github.com/mazekit/mazekit/picturesheet"
	"github.com/mazekit/mazekit/render"
)

// KindPictureMaze is the section kind of picture mazes: the way through,
// shaded, draws a built-in picture or a word (picture: a name or text:WORD,
// or a list taken in turn; colors: 2 or more for colour picture mazes with
// a key).
const KindPictureMaze = "picture-maze"

func init() { registerKind(pictureKind{}) }

type pictureKind struct{}

// PictureParams are the parameters of a picture-maze section.
type PictureParams struct {
	Pictures []string // built-in pictures, taken in turn
	Colors   int      // 0 for one colour; 2 and up for colour picture mazes
	OwnSize  bool     // each picture at its own size (no size given)
	// where is the spec field a size that fails a puzzle's seed is
	// reported at: the section's size, or its pictures when it has none.
	where strictyaml.Error
}

func (pictureKind) Name() string { return KindPictureMaze }

func (pictureKind) Noun(*SectionPlan) string { return "noun.picture-maze" }

func (k pictureKind) validate(d *decoder, sec *Section, path string, wall float64, sp *SectionPlan) error {
	pp := &PictureParams{Pictures: sec.Pictures, Colors: sec.Colors}
	sp.Params = pp
	if sec.Grid != "" && sec.Grid != "rect" {
		return d.at(path+".grid", "%q: picture-maze sections are made on square cells (rect)", sec.Grid)
	}
	if sec.Markers != "" || sec.PictureSet != "" {
		return d.at(path+".markers", "applies only to kind maze (picture mazes mark their doors with arrows)")
	}
	if len(pp.Pictures) == 0 {
		pp.Pictures = picmaze.BuiltinNames()
	}
	src := d
	if d.origin != nil {
		src = d.origin
	}
	field := path + ".size"
	if sec.Size == "" {
		field = path + ".picture"
		if _, ok := src.lines[field]; !ok {
			field = path
		}
	}
	pp.where = strictyaml.Error{File: src.file, Line: src.lines[field], Path: field}
	for i, name := range pp.Pictures {
		if text, ok := strings.CutPrefix(name, "text:"); ok {
			if err := picmaze.CheckText("picture", text); err != nil {
				pe, _ := param.As(err)
				return d.at(path+".picture", "%q (entry %d): %s", name, i, pe.Want)
			}
		} else if _, err := picmaze.LookupBuiltin(name); err != nil {
			return d.at(path+".picture", "%q (entry %d) is not one of %s, or text:WORD", name, i, strings.Join(picmaze.BuiltinNames(), ", "))
		}
	}
	if pp.Colors < 0 || pp.Colors == 1 || pp.Colors > len(picmaze.Crayons()) {
		return d.at(path+".colors", "%d: want 0 for one colour, or 2 to %d", pp.Colors, len(picmaze.Crayons()))
	}
	if sec.Size == "" {
		// Each picture at its own size; the plan's size, for the page
		// layout and the budget, is the largest of them.
		pp.OwnSize = true
		for _, name := range pp.Pictures {
			src, _ := picturesheet.Source(name, 0, 0)
			w, h := src.Size()
			sp.Size[0] = [2]int{max(sp.Size[0][0], w), max(sp.Size[0][1], h)}
		}
		sp.Size[1] = sp.Size[0]
	} else {
		if err := sec.validateSize(d, path, "", sp); err != nil {
			return err
		}
		for _, s := range sp.Size {
			if s[0] < 8 || s[1] < 8 || s[0] > 100 || s[1] > 100 {
				return d.at(path+".size", "%q: picture mazes in a book are 8x8 to 100x100", sec.Size)
			}
		}
		// Every picture must draw well at the smallest size.
		w, h := min(sp.Size[0][0], sp.Size[1][0]), min(sp.Size[0][1], sp.Size[1][1])
		for _, name := range uniq(pp.Pictures) {
			src, _ := picturesheet.Source(name, 0, pp.Colors)
			if _, err := picmaze.Generate(src, w, h, picmaze.DefaultLimits(), 0); err != nil {
				return d.at(path+".size", "picture %s: %v", name, err)
			}
		}
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
	return nil
}

func uniq(s []string) []string {
	out := slices.Clone(s)
	slices.Sort(out)
	return slices.Compact(out)
}

func (pictureKind) make(sp *SectionPlan, i, n int, seed uint64) (*Puzzle, error) {
	pp := sp.Params.(*PictureParams)
	name := pp.Pictures[i%len(pp.Pictures)]
	src, err := picturesheet.Source(name, 0, pp.Colors)
	if err != nil {
		return nil, err
	}
	w, h := 0, 0
	if !pp.OwnSize {
		w, h = sp.sizeAt(i, n)
	}
	res, err := picmaze.Generate(src, w, h, picmaze.DefaultLimits(), seed)
	if pe, ok := param.As(err); ok && pe.Field == "size" {
		// The size was checked with one seed; this puzzle's draws worse.
		// Name the spec's field, not a flag.
		e := pp.where
		e.Msg = fmt.Sprintf("picture %s, puzzle %d of the section: size %s: %s", name, i+1, pe.Value, pe.Want)
		return nil, param.Input(&e)
	}
	if err != nil {
		return nil, err
	}
	b := &PictureBody{Result: res, Name: name}
	if pp.Colors >= 2 && len(res.Target.Colors) >= 2 {
		b.Keys = res.Keys(rand.New(rand.NewPCG(seed, picturesheet.StreamKeys)))
	}
	p := &Puzzle{Algorithm: KindPictureMaze, Body: b}
	p.Stats.Difficulty = float64(len(res.Way))
	return p, nil
}

// PictureBody is a picture maze.
type PictureBody struct {
	Result *picmaze.Result
	Keys   []uint8 // a colour maze's key letter tones, or nil
	Name   string  // the built-in picture
}

// Scene implements Body: the answer shades the way. A colour maze's key
// below it shows each letter's colour; the instruction line names them.
func (b *PictureBody) Scene(o DrawOptions) *render.Scene {
	t := b.Result.Target
	return render.PictureMazeScene(b.Result.Maze, &render.PictureMazeStyle{Way: b.Result.Way, Solved: o.Solved,
		Colors: t.Colors, Keys: b.Keys, WallPt: o.Wall})
}

// MinCell implements Body: a corridor, and in colour room for a letter
// of 7.5 points (half a cell).
func (b *PictureBody) MinCell(wall float64) float64 {
	if b.Keys != nil {
		return max(wall*(passageFactor+1), 15)
	}
	return wall * (passageFactor + 1)
}

// Caption implements Body.
func (b *PictureBody) Caption() string { return "caption.picture" }

// Instruction implements instructor: what to do, with a colour maze's key
// in words.
func (b *PictureBody) Instruction(lang string) string {
	if b.Keys == nil {
		return i18n.Text(lang, "instr.picture")
	}
	var key []string
	for i, c := range b.Result.Target.Colors {
		key = append(key, picmaze.KeyLetter(i+1)+" "+picturesheet.CrayonWord(lang, c))
	}
	return i18n.Text(lang, "instr.picture_color") + " " + strings.Join(key, ", ")
}

// pictureExample is a small picture maze with its way shaded, a heart, for
// the how-to page.
func pictureExample(seed uint64) *render.Scene {
	heart, err := picmaze.LookupBuiltin("heart")
	if err != nil {
		return nil
	}
	t, err := heart.Target(20, 20)
	if err != nil {
		return nil
	}
	r, err := picmaze.Make(t.Mono(), rand.New(rand.NewPCG(seed, streamCarve)))
	if err != nil {
		return nil
	}
	return render.PictureMazeScene(r.Maze, &render.PictureMazeStyle{Way: r.Way, Solved: true, Colors: r.Target.Colors})
}

// Traits implements SectionKind: its style takes only wall_width.
func (pictureKind) Traits() KindTraits {
	return KindTraits{Answer: true, Handout: true, Fields: []string{"style"}}
}

func (pictureKind) HowTo(*SectionPlan) []string { return []string{"picture"} }

// Cost implements SectionKind: a colour picture maze has a key letter in
// every cell.
func (pictureKind) Cost(sp *SectionPlan) budget.Book {
	if sp.Params.(*PictureParams).Colors >= 2 {
		return budget.Book{Puzzle: 40 << 10, Cell: 600}
	}
	return budget.Book{Puzzle: 30 << 10, Cell: 250}
}

func (pictureKind) Cells(sp *SectionPlan, i, n int) float64 { return sizeCells(sp, i, n) }

// The words its pages print, in every language.
func init() {
	i18n.Register(map[string]map[string]string{
		"de": {"noun.picture-maze": "Bilderlabyrinthe", "caption.picture": "Bild"},
		"en": {"noun.picture-maze": "picture mazes", "caption.picture": "Picture"},
		"es": {"noun.picture-maze": "laberintos con dibujo", "caption.picture": "Dibujo"},
		"fr": {"noun.picture-maze": "labyrinthes à dessin", "caption.picture": "Dessin"},
	})
}
