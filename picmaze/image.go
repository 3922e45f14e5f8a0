package picmaze

import (
	"image"

	"github.com/mazekit/mazekit/param"
)

// Image is a picture from an image (a PNG) as a Source.
type Image struct {
	Img       image.Image
	Threshold float64 // ink from which a cell is dark, 0 to 1 (see FromImage)
	Colors    int     // at most this many colours; 0 or 1 for one
}

var _ Source = (*Image)(nil)

// Size implements Source: one cell a pixel.
func (im *Image) Size() (int, int) { return im.Img.Bounds().Dx(), im.Img.Bounds().Dy() }

// Target implements Source.
func (im *Image) Target(w, h int) (*Target, error) {
	return FromImage(im.Img, w, h, im.Threshold, im.Colors)
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
