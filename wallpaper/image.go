package wallpaper

import (
	"image/color"
	"math"

	"github.com/mazekit/mazekit/mask"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
	"github.com/mazekit/mazekit/topology"
)

// checkPicture checks the options of a wallpaper that draws a picture and
// sets its grid kind: a picture is drawn on its own grid of the picture
// kind (topology.PictureKind, planar); the grid must be left as the
// default or be that kind.
func checkPicture(c *Options) error {
	if c.Grid != defaultGrid && c.Grid != topology.PictureKind() {
		return param.Textf("picture", c.Image, "a picture is drawn on its own planar grid, not %s; leave out --grid", c.Grid)
	}
	if c.Tile || c.Symmetry != "" {
		return param.Textf("picture", c.Image, "does not combine with a seamless tile or a symmetry")
	}
	c.Grid = topology.PictureKind()
	return nil
}

// pictureGrid returns the planar grid that draws c.Image over a frame of
// fw×fh cells (see mask.Tone.Grid): dense where the picture is dark, or,
// when the walls are lighter than the ground, where it is light.
func pictureGrid(c *Options, fw, fh float64, theme render.Theme, wall color.RGBA, ww float64) (topology.Grid, error) {
	t, err := mask.ReadTone(c.Image)
	if err != nil {
		return nil, err
	}
	spec := topology.Spec{Kind: topology.PictureKind(), Width: int(math.Ceil(fw)), Height: int(math.Ceil(fh)), Seed: c.Seed, Image: c.Image}
	return t.Grid(mask.Drawing{Width: fw, Height: fh, Cover: true, Light: luminance(wall) > luminance(theme.Background),
		Wall: ww, Spec: spec})
}

// luminance returns the brightness of c, 0 to 1.
func luminance(c color.RGBA) float64 {
	return (0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)) / 255
}

// pictureGround sets the ground of a picture wallpaper: a picture is not
// shaded by distance, which would hide its tones, and where the theme's
// walls are the ground's colour (it draws with shaded cells) the ground is
// its palette's middle colour.
func pictureGround(st *render.Style, theme render.Theme) {
	if math.Abs(luminance(st.WallColor)-luminance(st.Background)) > 0.25 {
		return
	}
	if pal, err := render.LookupPalette(theme.Palette); err == nil {
		st.Background = pal.At(0.5)
	}
}

// pictureCells bounds the cells of a picture wallpaper covering area
// square units before the picture is read: as many as a black picture
// gives with walls a tenth of a unit wide (sites 0.18 apart, about 0.7 a
// square of that side), at most topology.MaxPlanarCells.
func pictureCells(area float64) float64 {
	return min(area*0.7/(mask.DarkSpacing*mask.DarkSpacing), topology.MaxPlanarCells)
}
