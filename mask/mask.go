// Package mask reads the shapes grids are cut to from outside the program's
// geometry: the letters of a text (drawn with the embedded fonts) and the
// dark pixels of a PNG image. It hands them to topology as inside tests, so
// topology itself reads no fonts and opens no files.
//
// It also reads a picture's tones (Tone) and builds the planar grid whose
// cell sizes draw them (Tone.Grid, Picture): small cells where the picture
// is dark, large where it is light.
//
// Build makes any grid a topology.Spec describes, reading the text or image
// a mask or picture spec names; for every other spec it is topology.Build.
package mask

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"

	"github.com/mazekit/mazekit/internal/limits"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// Build makes the grid s describes. A spec with a mask text or image has its
// shape read here (see Text and PNG), and a planar spec with an image is the
// picture grid its tones draw (see Picture); any other spec goes to
// topology.Build.
func Build(s topology.Spec) (topology.Grid, error) {
	switch {
	case s.Kind == topology.PictureKind() && s.Image != "":
		return Picture(s)
	case s.Text != "" && s.Image == "" && s.Shape == "":
		return topology.BuildMask(s, Text(s.Text))
	case s.Image != "" && s.Text == "" && s.Shape == "":
		shape, err := PNG(s.Image)
		if err != nil {
			return nil, err
		}
		return topology.BuildMask(s, shape)
	}
	return topology.Build(s)
}

// Text returns the shape of text's letters in the bold embedded font,
// stretched over the base grid's bounds (16 pixels a unit). Letters the
// fonts lack are a *param.Error for "text" (see fonts.CheckDrawable).
func Text(text string) topology.Shaper {
	return func(b topology.Box) (func(topology.Point) bool, error) {
		if err := fonts.CheckDrawable(text); err != nil {
			return nil, fmt.Errorf("mask: %w", param.Textf("text", text, "%v", err))
		}
		img, err := fonts.TextMask(text, max(64, int(b.Dx()*16)), max(16, int(b.Dy()*16)))
		if err != nil {
			return nil, err
		}
		return ImageFunc(img, b), nil
	}
}

// PNG reads the PNG file at path and returns the shape of its dark, opaque
// pixels. A file that cannot be read or is not a PNG is a *param.Error for
// the field "image".
func PNG(path string) (topology.Shaper, error) {
	img, err := readPNG(path, "image")
	if err != nil {
		return nil, err
	}
	return Image(img), nil
}

// readPNG reads and decodes the PNG file at path within the caps of
// package limits. A file that cannot be read, is not a PNG or is too large
// is a *param.Error for field.
func readPNG(path, field string) (image.Image, error) {
	f, err := limits.Open(path)
	if err != nil {
		return nil, fmt.Errorf("mask: %w", param.Errorf(field, path, "%v", unwrapPath(err)))
	}
	defer f.Close()
	// Read the header first: a tiny file can claim a huge picture, and
	// Decode would allocate all of it.
	data, err := limits.ReadAll(f, path, limits.ImageBytes)
	if err != nil {
		return nil, fmt.Errorf("mask: %w", param.Errorf(field, path, "%v", unwrapPath(err)))
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("mask: %w", param.Errorf(field, path, "not a PNG (%v)", err))
	}
	if px := int64(cfg.Width) * int64(cfg.Height); px > limits.ImagePixels {
		return nil, fmt.Errorf("mask: %w", param.Errorf(field, path, "%dx%d is %d pixels; at most %d", cfg.Width, cfg.Height, px, limits.ImagePixels))
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("mask: %w", param.Errorf(field, path, "not a PNG (%v)", err))
	}
	return img, nil
}

// Image returns the shape of img's dark, opaque pixels (see ImageFunc).
func Image(img image.Image) topology.Shaper {
	return func(b topology.Box) (func(topology.Point) bool, error) { return ImageFunc(img, b), nil }
}

// unwrapPath drops the operation and path of an *os.PathError, which the
// caller already names.
func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// ImageFunc returns an inside test that stretches img over the box b and
// takes dark, opaque pixels as inside.
func ImageFunc(img image.Image, b topology.Box) func(topology.Point) bool {
	r := img.Bounds()
	return func(p topology.Point) bool {
		x := r.Min.X + int((p.X-b.Min.X)/b.Dx()*float64(r.Dx()))
		y := r.Min.Y + int((p.Y-b.Min.Y)/b.Dy()*float64(r.Dy()))
		if x < r.Min.X || y < r.Min.Y || x >= r.Max.X || y >= r.Max.Y {
			return false
		}
		c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
		if _, ok := img.(*image.Alpha); ok {
			return c.A >= 128
		}
		lum := 0.3*float64(c.R) + 0.59*float64(c.G) + 0.11*float64(c.B)
		return c.A >= 128 && lum < 128
	}
}

// ReadPNG reads and decodes the PNG file at path within the caps of
// package limits. A file that cannot be read, is not a PNG or is too large
// is a *param.Error for field.
func ReadPNG(path, field string) (image.Image, error) { return readPNG(path, field) }
