// Small vector pictures for the start and finish of classroom mazes: pairs
// such as a mouse and its cheese, drawn with the Canvas verbs in colour or
// as black outlines to colour in.

package render

import (
	"image/color"
	"slices"
)

// PictureSet is a pair of pictures: one beside the entrance, one beside
// the exit, with the English nouns an instruction line names them by.
type PictureSet struct {
	Name          string // the set's name on the command line and in specs
	Start, Finish string // nouns: "bee", "flower"
	draw          [2]func(p *picPen)
}

// pictureSets are the sets, sorted by name.
var pictureSets = []PictureSet{
	{Name: "bee", Start: "bee", Finish: "flower", draw: [2]func(*picPen){drawBee, drawFlower}},
	{Name: "car", Start: "car", Finish: "house", draw: [2]func(*picPen){drawCar, drawHouse}},
	{Name: "dog", Start: "dog", Finish: "bone", draw: [2]func(*picPen){drawDog, drawBone}},
	{Name: "mouse", Start: "mouse", Finish: "cheese", draw: [2]func(*picPen){drawMouse, drawCheese}},
	{Name: "rocket", Start: "rocket", Finish: "planet", draw: [2]func(*picPen){drawRocket, drawPlanet}},
}

// DefaultPictureSet is the set drawn when none is named.
const DefaultPictureSet = "mouse"

// PictureSets returns the names of the picture sets, sorted.
func PictureSets() []string {
	var n []string
	for _, s := range pictureSets {
		n = append(n, s.Name)
	}
	return n
}

// LookupPictureSet returns the set with the given name ("" for the
// default) and whether there is one.
func LookupPictureSet(name string) (PictureSet, bool) {
	if name == "" {
		name = DefaultPictureSet
	}
	i := slices.IndexFunc(pictureSets, func(s PictureSet) bool { return s.Name == name })
	if i < 0 {
		return PictureSet{}, false
	}
	return pictureSets[i], true
}

// DrawPicture draws the start (finish false) or finish picture of set
// into the square of side size whose top-left corner is (x, y), in colour
// or, with outline set, as black lines on white for colouring in. An
// unknown set draws the default one.
func DrawPicture(c Canvas, set string, finish bool, x, y, size float64, outline bool) {
	ps, ok := LookupPictureSet(set)
	if !ok {
		ps, _ = LookupPictureSet("")
	}
	i := 0
	if finish {
		i = 1
	}
	ps.draw[i](&picPen{c: c, x: x, y: y, s: size, outline: outline})
}

// picPen draws shapes given in a unit square (y down) scaled into the
// picture's square; every shape is filled, then outlined.
type picPen struct {
	c       Canvas
	x, y, s float64
	outline bool
}

var picInk = color.RGBA{30, 30, 30, 255}

func (p *picPen) pt(x, y float64) (float64, float64) { return p.x + x*p.s, p.y + y*p.s }

func (p *picPen) moveTo(x, y float64) { p.c.MoveTo(p.pt(x, y)) }
func (p *picPen) lineTo(x, y float64) { p.c.LineTo(p.pt(x, y)) }
func (p *picPen) cubeTo(x1, y1, x2, y2, x, y float64) {
	ax, ay := p.pt(x1, y1)
	bx, by := p.pt(x2, y2)
	cx, cy := p.pt(x, y)
	p.c.CubeTo(ax, ay, bx, by, cx, cy)
}

// paint fills the current path with col (white in outline mode) and
// strokes it; build makes the path, and is called twice.
func (p *picPen) paint(col color.RGBA, build func()) {
	if p.outline {
		col = color.RGBA{255, 255, 255, 255}
	}
	build()
	p.c.Fill(col)
	build()
	p.c.Stroke(Pen{Width: 0.04 * p.s, Color: picInk, Cap: CapRound})
}

// line strokes an open path (legs, tails, stems) in col, or black in
// outline mode.
func (p *picPen) line(col color.RGBA, w float64, build func()) {
	if p.outline {
		col = picInk
	}
	build()
	p.c.Stroke(Pen{Width: w * p.s, Color: col, Cap: CapRound})
}

// ellipsePath adds an ellipse from four Bézier quarters.
func (p *picPen) ellipsePath(cx, cy, rx, ry float64) {
	const k = 0.5523
	p.moveTo(cx+rx, cy)
	p.cubeTo(cx+rx, cy+k*ry, cx+k*rx, cy+ry, cx, cy+ry)
	p.cubeTo(cx-k*rx, cy+ry, cx-rx, cy+k*ry, cx-rx, cy)
	p.cubeTo(cx-rx, cy-k*ry, cx-k*rx, cy-ry, cx, cy-ry)
	p.cubeTo(cx+k*rx, cy-ry, cx+rx, cy-k*ry, cx+rx, cy)
	p.c.ClosePath()
}

func (p *picPen) ellipse(col color.RGBA, cx, cy, rx, ry float64) {
	p.paint(col, func() { p.ellipsePath(cx, cy, rx, ry) })
}

func (p *picPen) poly(col color.RGBA, xy ...float64) {
	p.paint(col, func() {
		p.moveTo(xy[0], xy[1])
		for i := 2; i+1 < len(xy); i += 2 {
			p.lineTo(xy[i], xy[i+1])
		}
		p.c.ClosePath()
	})
}

// dot is a small solid black disc (eyes, noses) in both modes.
func (p *picPen) dot(cx, cy, r float64) {
	p.ellipsePath(cx, cy, r, r)
	p.c.Fill(picInk)
}

var (
	picYellow = color.RGBA{250, 204, 21, 255}
	picGold   = color.RGBA{234, 170, 20, 255}
	picGrey   = color.RGBA{160, 160, 170, 255}
	picPink   = color.RGBA{244, 143, 177, 255}
	picRed    = color.RGBA{220, 50, 47, 255}
	picBlue   = color.RGBA{120, 190, 240, 255}
	picGreen  = color.RGBA{76, 175, 80, 255}
	picBrown  = color.RGBA{150, 95, 50, 255}
	picDark   = color.RGBA{90, 60, 35, 255}
	picOrange = color.RGBA{245, 124, 0, 255}
	picPurple = color.RGBA{126, 87, 194, 255}
	picCream  = color.RGBA{250, 240, 215, 255}
	picBlack  = color.RGBA{40, 40, 40, 255}
)

func drawMouse(p *picPen) {
	p.line(picPink, 0.05, func() {
		p.moveTo(0.78, 0.68)
		p.cubeTo(0.95, 0.7, 0.98, 0.5, 0.9, 0.4)
	})
	p.ellipse(picGrey, 0.5, 0.66, 0.3, 0.2)
	p.ellipse(picGrey, 0.3, 0.3, 0.13, 0.13)
	p.ellipse(picPink, 0.3, 0.3, 0.07, 0.07)
	p.ellipse(picGrey, 0.28, 0.55, 0.2, 0.17)
	p.dot(0.22, 0.52, 0.03)
	p.dot(0.09, 0.6, 0.035)
}

func drawCheese(p *picPen) {
	p.poly(picYellow, 0.08, 0.78, 0.92, 0.78, 0.92, 0.45, 0.08, 0.62)
	p.poly(picGold, 0.08, 0.62, 0.92, 0.45, 0.72, 0.25)
	p.ellipse(picGold, 0.35, 0.7, 0.06, 0.05)
	p.ellipse(picGold, 0.7, 0.62, 0.07, 0.06)
	p.ellipse(picGold, 0.55, 0.72, 0.04, 0.035)
}

func drawBee(p *picPen) {
	p.ellipse(picBlue, 0.4, 0.28, 0.14, 0.18)
	p.ellipse(picBlue, 0.6, 0.3, 0.12, 0.15)
	p.poly(picBlack, 0.85, 0.6, 0.97, 0.62, 0.85, 0.68)
	p.ellipse(picYellow, 0.55, 0.62, 0.32, 0.2)
	p.poly(picBlack, 0.47, 0.43, 0.55, 0.42, 0.55, 0.82, 0.47, 0.81)
	p.poly(picBlack, 0.67, 0.45, 0.74, 0.48, 0.74, 0.76, 0.67, 0.79)
	p.ellipse(picBlack, 0.2, 0.58, 0.13, 0.13)
	p.line(picBlack, 0.03, func() {
		p.moveTo(0.17, 0.46)
		p.cubeTo(0.14, 0.36, 0.1, 0.32, 0.05, 0.3)
	})
	p.ellipse(picCream, 0.16, 0.56, 0.03, 0.03)
}

func drawFlower(p *picPen) {
	p.line(picGreen, 0.06, func() {
		p.moveTo(0.5, 0.5)
		p.lineTo(0.5, 0.97)
	})
	p.ellipse(picGreen, 0.66, 0.8, 0.13, 0.06)
	for _, c := range [][2]float64{{0.5, 0.17}, {0.73, 0.33}, {0.64, 0.6}, {0.36, 0.6}, {0.27, 0.33}} {
		p.ellipse(picPink, c[0], c[1], 0.15, 0.15)
	}
	p.ellipse(picYellow, 0.5, 0.4, 0.13, 0.13)
}

func drawRocket(p *picPen) {
	p.poly(picOrange, 0.4, 0.8, 0.6, 0.8, 0.5, 0.99)
	p.poly(picRed, 0.34, 0.58, 0.2, 0.82, 0.36, 0.78)
	p.poly(picRed, 0.66, 0.58, 0.8, 0.82, 0.64, 0.78)
	p.paint(picCream, func() {
		p.moveTo(0.5, 0.02)
		p.cubeTo(0.7, 0.2, 0.68, 0.5, 0.64, 0.8)
		p.lineTo(0.36, 0.8)
		p.cubeTo(0.32, 0.5, 0.3, 0.2, 0.5, 0.02)
		p.c.ClosePath()
	})
	p.ellipse(picBlue, 0.5, 0.38, 0.09, 0.09)
}

func drawPlanet(p *picPen) {
	p.ellipse(picPurple, 0.5, 0.5, 0.3, 0.3)
	p.ellipse(picOrange, 0.4, 0.42, 0.07, 0.05)
	p.ellipse(picOrange, 0.6, 0.62, 0.05, 0.04)
	p.line(picGold, 0.06, func() {
		p.moveTo(0.18, 0.52)
		p.cubeTo(-0.05, 0.65, 0.08, 0.72, 0.5, 0.6)
		p.cubeTo(0.92, 0.48, 1.05, 0.35, 0.82, 0.4)
	})
}

func drawDog(p *picPen) {
	p.ellipse(picBrown, 0.5, 0.5, 0.28, 0.3)
	p.ellipse(picDark, 0.22, 0.45, 0.1, 0.22)
	p.ellipse(picDark, 0.78, 0.45, 0.1, 0.22)
	p.ellipse(picCream, 0.5, 0.66, 0.15, 0.12)
	p.dot(0.4, 0.44, 0.035)
	p.dot(0.6, 0.44, 0.035)
	p.dot(0.5, 0.6, 0.05)
	p.line(picBlack, 0.025, func() {
		p.moveTo(0.42, 0.72)
		p.cubeTo(0.46, 0.76, 0.54, 0.76, 0.58, 0.72)
	})
}

func drawBone(p *picPen) {
	p.paint(picCream, func() {
		p.moveTo(0.25, 0.42)
		p.lineTo(0.75, 0.42)
		p.lineTo(0.75, 0.58)
		p.lineTo(0.25, 0.58)
		p.c.ClosePath()
	})
	for _, c := range [][2]float64{{0.18, 0.4}, {0.18, 0.6}, {0.82, 0.4}, {0.82, 0.6}} {
		p.ellipse(picCream, c[0], c[1], 0.11, 0.11)
	}
	p.poly(picCream, 0.2, 0.44, 0.8, 0.44, 0.8, 0.56, 0.2, 0.56)
}

func drawCar(p *picPen) {
	p.poly(picRed, 0.3, 0.5, 0.38, 0.3, 0.66, 0.3, 0.76, 0.5)
	p.poly(picBlue, 0.37, 0.48, 0.42, 0.35, 0.5, 0.35, 0.5, 0.48)
	p.poly(picBlue, 0.55, 0.48, 0.55, 0.35, 0.63, 0.35, 0.7, 0.48)
	p.poly(picRed, 0.05, 0.5, 0.95, 0.5, 0.95, 0.72, 0.05, 0.72)
	p.ellipse(picBlack, 0.27, 0.74, 0.1, 0.1)
	p.ellipse(picBlack, 0.73, 0.74, 0.1, 0.1)
	p.ellipse(picGrey, 0.27, 0.74, 0.04, 0.04)
	p.ellipse(picGrey, 0.73, 0.74, 0.04, 0.04)
}

func drawHouse(p *picPen) {
	p.poly(picCream, 0.15, 0.45, 0.85, 0.45, 0.85, 0.95, 0.15, 0.95)
	p.poly(picRed, 0.05, 0.47, 0.5, 0.08, 0.95, 0.47)
	p.poly(picBrown, 0.42, 0.95, 0.42, 0.68, 0.58, 0.68, 0.58, 0.95)
	p.poly(picBlue, 0.22, 0.55, 0.34, 0.55, 0.34, 0.67, 0.22, 0.67)
	p.poly(picBlue, 0.66, 0.55, 0.78, 0.55, 0.78, 0.67, 0.66, 0.67)
}
