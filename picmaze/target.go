package picmaze

import (
	"fmt"
	"image"
	"image/color"

	"github.com/mazekit/mazekit/param"
)

// MaxSide is the largest width or height of a picture maze, in cells.
const MaxSide = 200

// Target is a picture reduced to the maze's cells: one tone a cell, row by
// row, 0 for light (not to be shaded) and i ≥ 1 for the colour Colors[i-1].
type Target struct {
	W, H   int
	Tone   []uint8
	Colors []color.RGBA
	// Split, for a target made from an image, is the share of the
	// variance of its cells' ink that the split into dark and light keeps:
	// near 1 for a drawing or a silhouette, low for a photo (see
	// MinSplit). 0 for other targets.
	Split float64
	// Threshold, for a target made from an image, is the ink from which
	// its cells are dark: the one given, or the one Otsu's method found.
	Threshold float64
}

// NewTarget returns a w×h target with every cell light and one colour, ink.
func NewTarget(w, h int) (*Target, error) {
	if w < 4 || h < 4 || w > MaxSide || h > MaxSide {
		return nil, param.Errorf("size", fmt.Sprintf("%dx%d", w, h), "want 4x4 to %dx%d cells", MaxSide, MaxSide)
	}
	return &Target{W: w, H: h, Tone: make([]uint8, w*h), Colors: []color.RGBA{inkColour}}, nil
}

// inkColour is the colour of a one-colour picture.
var inkColour = color.RGBA{40, 40, 40, 255}

// Ink returns the colour of one-colour pictures.
func Ink() color.RGBA { return inkColour }

// Dark reports whether cell c is to be shaded.
func (t *Target) Dark(c int) bool { return t.Tone[c] != 0 }

// NumDark returns the number of cells to be shaded.
func (t *Target) NumDark() int {
	n := 0
	for _, v := range t.Tone {
		if v != 0 {
			n++
		}
	}
	return n
}

// Mono returns a copy of t with every dark cell in the one colour Ink.
func (t *Target) Mono() *Target {
	m := &Target{W: t.W, H: t.H, Tone: make([]uint8, len(t.Tone)), Colors: []color.RGBA{inkColour}}
	for c, v := range t.Tone {
		if v != 0 {
			m.Tone[c] = 1
		}
	}
	return m
}

// FromImage reduces img to a w×h target: each cell takes the mean of the
// pixels it covers (transparent pixels count as white) and is dark when
// its ink, one minus its darkest channel, is at least threshold (0 to 1;
// 0 for the threshold Otsu's method finds in the cells' ink). A grey or
// black picture gives one tone; with colors > 1 the dark cells are sorted
// into at most that many colours from the Crayons, the ones the picture
// uses most. The target's Split says how well two tones keep the cells'
// ink.
func FromImage(img image.Image, w, h int, threshold float64, colors int) (*Target, error) {
	t, err := NewTarget(w, h)
	if err != nil {
		return nil, err
	}
	if !(threshold >= 0 && threshold < 1) { // NaN too
		return nil, param.Errorf("threshold", threshold, "want a number between 0 and 1 (0.5 is the middle; 0 finds one)")
	}
	r := img.Bounds()
	if r.Dx() < 1 || r.Dy() < 1 {
		return nil, param.Errorf("image", "", "the picture is empty")
	}
	// The pixels of cell (x, y): [x0, x1) × [y0, y1).
	span := func(x, y int) (x0, y0, x1, y1 int) {
		y0 = r.Min.Y + y*r.Dy()/h
		y1 = max(y0+1, r.Min.Y+(y+1)*r.Dy()/h)
		x0 = r.Min.X + x*r.Dx()/w
		x1 = max(x0+1, r.Min.X+(x+1)*r.Dx()/w)
		return
	}
	over := func(px, py int) color.RGBA { // over white
		cr, cg, cb, ca := img.At(px, py).RGBA()
		return color.RGBA{uint8((cr + 0xffff - ca) >> 8), uint8((cg + 0xffff - ca) >> 8), uint8((cb + 0xffff - ca) >> 8), 255}
	}
	cellInk := make([]float64, w*h)
	for y := range h {
		for x := range w {
			x0, y0, x1, y1 := span(x, y)
			var sr, sg, sb, n uint64
			for py := y0; py < y1; py++ {
				for px := x0; px < x1; px++ {
					c := over(px, py)
					sr += uint64(c.R)
					sg += uint64(c.G)
					sb += uint64(c.B)
					n++
				}
			}
			cellInk[y*w+x] = ink(color.RGBA{uint8(sr / n), uint8(sg / n), uint8(sb / n), 255})
		}
	}
	auto, split := otsu(cellInk)
	if threshold == 0 {
		threshold = auto
	} else {
		split = splitAt(cellInk, threshold)
	}
	t.Split, t.Threshold = split, threshold
	for c, v := range cellInk {
		if v >= threshold {
			t.Tone[c] = 1
		}
	}
	if colors > 1 {
		// votes[c*len(Crayons)+k] counts the inked pixels of cell c
		// nearest crayon k: a cell takes the colour most of its ink has,
		// not the mean, which at an edge is a blend of the colour and the
		// paper.
		votes := make([]int32, w*h*len(crayons))
		for y := range h {
			for x := range w {
				x0, y0, x1, y1 := span(x, y)
				for py := y0; py < y1; py++ {
					for px := x0; px < x1; px++ {
						if pc := over(px, py); ink(pc) >= threshold {
							votes[(y*w+x)*len(crayons)+nearestCrayon(pc, nil)]++
						}
					}
				}
			}
		}
		t.sortColors(votes, colors)
	}
	return t, nil
}

// otsu returns the threshold that splits the values v (0 to 1) into two
// classes with the largest variance between them (Otsu's method, over 256
// bins), and the share of v's variance that split keeps (see splitAt).
func otsu(v []float64) (threshold, split float64) {
	var hist [256]float64
	for _, x := range v {
		hist[min(int(x*255+0.5), 255)]++
	}
	n := float64(len(v))
	var total float64
	for i, k := range hist {
		total += float64(i) * k
	}
	var w0, sum0, best float64
	threshold = 0.5
	for i := range 255 {
		w0 += hist[i]
		sum0 += float64(i) * hist[i]
		w1 := n - w0
		if w0 == 0 || w1 == 0 {
			continue
		}
		m0, m1 := sum0/w0, (total-sum0)/w1
		if b := w0 * w1 * (m0 - m1) * (m0 - m1); b > best {
			best, threshold = b, (float64(i)+0.5)/255
		}
	}
	return threshold, splitAt(v, threshold)
}

// splitAt returns the share of the variance of v that the split into
// values below threshold and the rest keeps (the variance between the two
// classes over the total): 1 for a picture of two tones, low for a photo
// whose tones run smoothly into each other; 1 when v has no variance.
func splitAt(v []float64, threshold float64) float64 {
	var n, sum [2]float64
	var all, all2 float64
	for _, x := range v {
		k := 0
		if x >= threshold {
			k = 1
		}
		n[k]++
		sum[k] += x
		all += x
		all2 += x * x
	}
	tot := float64(len(v))
	mean := all / tot
	variance := all2/tot - mean*mean
	if variance <= 1e-12 {
		return 1
	}
	between := 0.0
	for k := range 2 {
		if n[k] > 0 {
			m := sum[k] / n[k]
			between += n[k] / tot * (m - mean) * (m - mean)
		}
	}
	return between / variance
}

// ink is how far c is from white: one minus its darkest channel.
func ink(c color.RGBA) float64 {
	return 1 - float64(min(c.R, c.G, c.B))/255
}

// sortColors gives every dark cell a crayon: of the n crayons the most
// ink is nearest (each with 3% of the ink or more), the one most of the
// cell's ink is nearest (votes, see FromImage), or the first when none of
// its ink is.
func (t *Target) sortColors(votes []int32, n int) {
	k := len(crayons)
	total := make([]int, k)
	for c, v := range t.Tone {
		if v != 0 {
			for i := range k {
				total[i] += int(votes[c*k+i])
			}
		}
	}
	sum := 0
	for _, m := range total {
		sum += m
	}
	// A crayon with less than 3% of the ink is noise (the blend of two
	// colours at an edge), not a colour of the picture.
	var keep []int
	for len(keep) < n {
		best := -1
		for i, m := range total {
			if m*100 >= 3*sum && m > 0 && !contains(keep, i) && (best < 0 || m > total[best]) {
				best = i
			}
		}
		if best < 0 {
			break
		}
		keep = append(keep, best)
	}
	if len(keep) == 0 {
		keep = []int{0}
	}
	t.Colors = t.Colors[:0]
	for _, i := range keep {
		t.Colors = append(t.Colors, crayons[i].Color)
	}
	for c, v := range t.Tone {
		if v == 0 {
			continue
		}
		best := 0
		for j, i := range keep {
			if votes[c*k+i] > votes[c*k+keep[best]] {
				best = j
			}
		}
		t.Tone[c] = uint8(best + 1)
	}
}

func contains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// nearestCrayon returns the index of the crayon nearest c: into Crayons
// when keep is nil, else into keep.
func nearestCrayon(c color.RGBA, keep []int) int {
	best, bd := 0, -1
	n := len(crayons)
	if keep != nil {
		n = len(keep)
	}
	for i := range n {
		k := i
		if keep != nil {
			k = keep[i]
		}
		p := crayons[k].Color
		dr, dg, db := int(c.R)-int(p.R), int(c.G)-int(p.G), int(c.B)-int(p.B)
		if d := 2*dr*dr + 4*dg*dg + 3*db*db; bd < 0 || d < bd {
			best, bd = i, d
		}
	}
	return best
}

// thick returns the dark cells of t with lines one cell wide made two
// wide: every dark cell in no all-dark 2×2 square takes in the rest of the
// 2×2 square round it with the most dark cells. It returns the thickened
// mask and the number of dark cells that were in such thin lines.
func (t *Target) thick() ([]bool, int) {
	w, h := t.W, t.H
	work := make([]bool, w*h)
	for c := range work {
		work[c] = t.Dark(c)
	}
	dark := func(x, y int) int {
		if t.Dark(y*w + x) {
			return 1
		}
		return 0
	}
	thin := 0
	for y := range h {
		for x := range w {
			if !t.Dark(y*w + x) {
				continue
			}
			bx, by, best := -1, -1, -1
			for dy := -1; dy <= 0; dy++ {
				for dx := -1; dx <= 0; dx++ {
					sx, sy := x+dx, y+dy
					if sx < 0 || sy < 0 || sx+1 >= w || sy+1 >= h {
						continue
					}
					n := dark(sx, sy) + dark(sx+1, sy) + dark(sx, sy+1) + dark(sx+1, sy+1)
					if n > best {
						bx, by, best = sx, sy, n
					}
				}
			}
			if best == 4 || bx < 0 {
				continue
			}
			thin++
			for _, c := range []int{by*w + bx, by*w + bx + 1, (by+1)*w + bx, (by+1)*w + bx + 1} {
				work[c] = true
			}
		}
	}
	return work, thin
}

// Image is a picture from an image (a PNG) as a Source.
type Image struct {
	Img       image.Image
	Threshold float64 // ink from which a cell is dark, 0 to 1; 0 to find one (see FromImage)
	Colors    int     // at most this many colours; 0 or 1 for one
	Name      string  // the file, as errors name it
}

// MinSplit is the least share of the variance of an image's cells' ink
// that its dark and light cells must keep (Target.Split) for a picture
// maze to be made of it: drawings, silhouettes, glyphs and icons keep
// more than nine tenths, a photo of a face about two thirds, and a maze
// whose way shades the dark cells of a photo draws a blot.
const MinSplit = 0.8

var _ Source = (*Image)(nil)

// Size implements Source: one cell a pixel.
func (im *Image) Size() (int, int) { return im.Img.Bounds().Dx(), im.Img.Bounds().Dy() }

// Target implements Source. An image whose cells do not split into dark
// and light (a photo: Split below MinSplit) is refused with a
// *param.Error for "picture" that says why.
func (im *Image) Target(w, h int) (*Target, error) {
	t, err := FromImage(im.Img, w, h, im.Threshold, im.Colors)
	if err == nil && t.Split < MinSplit {
		return nil, param.Errorf("picture", im.Name, "its tones do not split into dark and light: at %dx%d cells two tones keep %.0f%% of its contrast (want %.0f%%), as in a photo, and the way would draw a blot; give a drawing, a silhouette or a logo", w, h, 100*t.Split, 100*MinSplit)
	}
	return t, err
}

// CheckOwnSize returns a *param.Error for "size" when an image is too
// large or too small to be made one cell a pixel.
func (im *Image) CheckOwnSize() error {
	w, h := im.Size()
	if w < 4 || h < 4 || w > MaxSide || h > MaxSide {
		return param.Errorf("size", "", "the picture is %dx%d pixels, and with no size it is made one cell a pixel: give a size from 4x4 to %dx%d", w, h, MaxSide, MaxSide)
	}
	return nil
}

// FitSize returns the size, at most side cells on its longer side, with
// the shape of a w×h picture.
func FitSize(w, h, side int) (int, int) {
	if w >= h {
		return side, max(4, (h*side+w/2)/w)
	}
	return max(4, (w*side+h/2)/h), side
}
