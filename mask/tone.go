// The tones of a picture, and the planar grid whose cell sizes draw them.

package mask

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// The spacing of a picture grid's cells, in grid units, at the darkest and
// the lightest tone. Walls drawn a tenth of a unit wide (the usual width)
// cover about 60% of a black area and 6% of a white one; the share of wall
// in between grows in proportion to the darkness.
const (
	DarkSpacing  = 0.18
	LightSpacing = 2.5
	// Grading is how much the spacing may grow per unit of distance.
	Grading = 0.5
	// MinPictureSide is the shortest side, in grid units, of a picture
	// fitted in a maze's grid (see Picture): a few cells across at the
	// darkest tone.
	MinPictureSide = 1.0
)

// Tone is the darkness of a picture, pixel by pixel: 0 for white (or
// transparent), 1 for black. Colours count by their luminance.
type Tone struct {
	w, h int
	dark []float32
}

// ReadTone reads the tones of the PNG file at path, within the size caps
// of package limits. A file that cannot be read, is not a PNG or is too
// large is a *param.Error for the field "picture".
func ReadTone(path string) (*Tone, error) {
	img, err := readPNG(path, "picture")
	if err != nil {
		return nil, err
	}
	return ToneOf(img), nil
}

// ToneOf returns the tones of img, its transparent parts taken as white.
func ToneOf(img image.Image) *Tone {
	r := img.Bounds()
	t := &Tone{w: r.Dx(), h: r.Dy(), dark: make([]float32, r.Dx()*r.Dy())}
	i := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := color.NRGBA64Model.Convert(img.At(x, y)).(color.NRGBA64)
			lum := (0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)) / 0xffff
			a := float64(c.A) / 0xffff
			t.dark[i] = float32(a * (1 - lum)) // over white
			i++
		}
	}
	return t
}

// Size returns the picture's size in pixels.
func (t *Tone) Size() (w, h int) { return t.w, t.h }

// Fit returns the largest size with the picture's proportions that fits
// in w×h.
func (t *Tone) Fit(w, h float64) (float64, float64) {
	if t.w == 0 || t.h == 0 {
		return w, h
	}
	aspect := float64(t.w) / float64(t.h)
	if w/h > aspect {
		return h * aspect, h
	}
	return w, w / aspect
}

// Drawing says how a picture becomes a grid (see Tone.Grid).
type Drawing struct {
	Width, Height float64 // the grid's size in units
	// Cover scales the picture to cover Width×Height, centred, and crops
	// what overflows; otherwise it is stretched to Width×Height (Fit gives
	// the size that keeps its proportions).
	Cover bool
	// Light gives the light areas the small cells and dense walls, for
	// light walls on a dark ground.
	Light bool
	// Wall is the width the walls will be drawn, in units; the spacings
	// scale with it so the tones stay. 0 is 0.1.
	Wall float64
	Spec topology.Spec // recorded as the grid's Spec; Spec.Seed places the sites
}

// Grid builds a planar grid (see topology.NewPlanarSpaced) whose cells are
// small where the picture is dark and large where it is light, so that a
// maze carved on it and drawn with walls a tenth of a unit wide shows the
// picture: the spacing of the sites goes from DarkSpacing at black to
// LightSpacing at white (times Wall/0.1), its inverse in proportion to the
// darkness, after the tones are stretched so that the darkest hundredth of
// the picture is black and the lightest white. Sizes that would need too
// many cells are a *param.Error for "size".
func (t *Tone) Grid(d Drawing) (*topology.Planar, error) {
	if t.w == 0 || t.h == 0 {
		return nil, fmt.Errorf("mask: %w", param.Errorf("picture", d.Spec.Image, "the picture is empty"))
	}
	w, h := d.Width, d.Height
	if !(w > 0 && h > 0) || math.IsInf(w+h, 0) {
		return nil, fmt.Errorf("mask: %w", param.Errorf("size", fmt.Sprintf("%gx%g", w, h), "must be greater than 0"))
	}
	// The picture's pixels that map to the grid: all of them, or the
	// centred part with the grid's proportions.
	x0, y0, pw, ph := 0.0, 0.0, float64(t.w), float64(t.h)
	if d.Cover {
		if s := w / h; pw/ph > s {
			x0, pw = (pw-ph*s)/2, ph*s
		} else {
			y0, ph = (ph-pw/s)/2, pw/s
		}
	}
	// Tones averaged over blocks of about half the smallest spacing, read
	// with bilinear interpolation: finer detail than the cells would only
	// alias.
	scale := 1.0
	if d.Wall > 0 {
		scale = d.Wall / 0.1
	}
	dark, light := DarkSpacing*scale, LightSpacing*scale
	nx := max(1, min(int(math.Ceil(2*w/dark)), 4096))
	ny := max(1, min(int(math.Ceil(2*h/dark)), 4096))
	f := t.resample(x0, y0, pw, ph, nx, ny)
	stretch(f)
	// The spacing at each sample, its inverse in proportion to the
	// darkness; then graded, so that it grows by at most Grading per unit
	// away from small cells: sites in a dense area next to sparse ones
	// would otherwise own long splinters reaching into the sparse area.
	for i, v := range f {
		if d.Light {
			v = 1 - v
		}
		f[i] = float32(1 / (1/light + float64(v)*(1/dark-1/light)))
	}
	grade(f, nx, ny, Grading*w/float64(nx), Grading*h/float64(ny))
	sx, sy := float64(nx)/w, float64(ny)/h
	spacing := func(p topology.Point) float64 {
		u, v := p.X*sx-0.5, p.Y*sy-0.5
		i, j := math.Floor(u), math.Floor(v)
		fu, fv := u-i, v-j
		at := func(x, y int) float64 {
			return float64(f[min(ny-1, max(0, y))*nx+min(nx-1, max(0, x))])
		}
		x, y := int(i), int(j)
		return (at(x, y)*(1-fu)+at(x+1, y)*fu)*(1-fv) + (at(x, y+1)*(1-fu)+at(x+1, y+1)*fu)*fv
	}
	return topology.NewPlanarSpaced(d.Spec, w, h, spacing, dark)
}

// stretch spreads the tones of f over 0..1: the darkest hundredth of the
// samples become black and the lightest hundredth white, so a photograph's
// murky shadows and greyish highlights draw as dense and open as a
// drawing's. A picture of nearly one tone is left as it is.
func stretch(f []float32) {
	s := slices.Clone(f)
	slices.Sort(s)
	lo, hi := s[len(s)/100], s[len(s)-1-len(s)/100]
	if hi-lo < 0.1 {
		return
	}
	for i, v := range f {
		f[i] = min(1, max(0, (v-lo)/(hi-lo)))
	}
}

// grade lowers the values of the nx×ny field f so that none exceeds a
// neighbour's by more than dx a step across, dy a step down and their
// hypotenuse a step diagonally (two chamfer passes).
func grade(f []float32, nx, ny int, dx, dy float64) {
	dd := float32(math.Hypot(dx, dy))
	hx, hy := float32(dx), float32(dy)
	relax := func(i, x, y int, step float32) {
		if x >= 0 && x < nx && y >= 0 && y < ny {
			f[i] = min(f[i], f[y*nx+x]+step)
		}
	}
	for y := range ny {
		for x := range nx {
			i := y*nx + x
			relax(i, x-1, y, hx)
			relax(i, x-1, y-1, dd)
			relax(i, x, y-1, hy)
			relax(i, x+1, y-1, dd)
		}
	}
	for y := ny - 1; y >= 0; y-- {
		for x := nx - 1; x >= 0; x-- {
			i := y*nx + x
			relax(i, x+1, y, hx)
			relax(i, x+1, y+1, dd)
			relax(i, x, y+1, hy)
			relax(i, x-1, y+1, dd)
		}
	}
}

// resample returns the mean darkness of the pixels in each of nx×ny blocks
// of the picture's part at (x0, y0) of pw×ph pixels, row by row; a block
// with no pixel's centre in it takes the nearest pixel.
func (t *Tone) resample(x0, y0, pw, ph float64, nx, ny int) []float32 {
	out := make([]float32, nx*ny)
	bw, bh := pw/float64(nx), ph/float64(ny)
	for by := range ny {
		ya, yb := y0+float64(by)*bh, y0+float64(by+1)*bh
		for bx := range nx {
			xa, xb := x0+float64(bx)*bw, x0+float64(bx+1)*bw
			sum, n := 0.0, 0
			for y := max(0, int(math.Ceil(ya-0.5))); y < t.h && float64(y)+0.5 < yb; y++ {
				for x := max(0, int(math.Ceil(xa-0.5))); x < t.w && float64(x)+0.5 < xb; x++ {
					sum += float64(t.dark[y*t.w+x])
					n++
				}
			}
			if n == 0 {
				x := min(t.w-1, max(0, int((xa+xb)/2)))
				y := min(t.h-1, max(0, int((ya+yb)/2)))
				sum, n = float64(t.dark[y*t.w+x]), 1
			}
			out[by*nx+bx] = float32(sum / float64(n))
		}
	}
	return out
}

// Picture builds the grid a picture spec describes: Kind "planar" with an
// Image, the PNG file whose picture the cells draw (see Tone.Grid), fitted
// in Width×Height units keeping its proportions; Seed places the sites.
func Picture(s topology.Spec) (*topology.Planar, error) {
	t, err := ReadTone(s.Image)
	if err != nil {
		return nil, err
	}
	w, h := t.Fit(float64(s.Width), float64(s.Height))
	if min(w, h) < MinPictureSide {
		// A strip this thin holds a row of cells or none at all.
		return nil, fmt.Errorf("mask: %w", param.Errorf("picture", s.Image,
			"a %dx%d picture fitted in a %dx%d grid is %.3g x %.3g units, too thin for a maze, which needs %g unit each way: use a picture closer to square or a larger grid",
			t.w, t.h, s.Width, s.Height, w, h, MinPictureSide))
	}
	return t.Grid(Drawing{Width: w, Height: h, Spec: s})
}
