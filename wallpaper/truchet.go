package wallpaper

import (
	"image/color"
	"math"

	"github.com/mazekit/mazekit/internal/stream"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/patterndraw"
	"github.com/mazekit/mazekit/puzzle"
	"github.com/mazekit/mazekit/render"
)

// truchetSplit is the chance that a square Truchet tile is cut in four.
const truchetSplit = 0.3

// truchetScene draws Truchet tiles over a frame of fw×fh cells: hexagons
// one cell across, or square tiles whose smallest size is one cell.
func truchetScene(c *Options, fw, fh float64, theme render.Theme, wall color.RGBA, ww float64) (*render.Scene, error) {
	scales := c.Scales
	if scales == 0 {
		scales = 1
	}
	pal, palErr := render.LookupPalette(theme.Palette)
	tiling, err := puzzle.ParseTruchetTiling(c.Grid)
	if err != nil {
		return nil, param.Errorf("grid", c.Grid, "truchet tiles are hex or rect")
	}
	switch tiling {
	case puzzle.TruchetHex:
		if scales != 1 {
			return nil, param.Errorf("scales", scales, "hexagonal tiles have one scale; multi-scale tiles are square (grid rect)")
		}
		// Hexagons are one cell across and rows √3/2 apart.
		t, err := pattern.NewHexTruchet(int(math.Ceil(fw))+1, int(math.Ceil(fh/0.866))+2, stream.New(c.Seed, stream.Carve))
		if err != nil {
			return nil, err
		}
		line := wall
		if palErr == nil && near(line, theme.Background) {
			line = pal.At(0.5) // themes whose walls melt into the background draw in their palette
		}
		st := &patterndraw.HexTruchetStyle{Line: line, Background: theme.Background, Width: max(ww, 0.08)}
		if palErr == nil && !c.NoShade && line == wall {
			// Shaded themes colour the regions the arcs bound from their
			// palette, as they do square tiles (those whose walls melt
			// into the ground draw the lines in it instead).
			st.FillRegions, st.Palette = true, theme.Palette
		}
		return patterndraw.HexTruchetScene(t, st), nil
	case puzzle.TruchetRect:
		if scales < 1 || scales > pattern.MaxTruchetScales {
			return nil, param.Errorf("scales", scales, "want 1 to %d", pattern.MaxTruchetScales)
		}
		u := float64(int(1) << (scales - 1))
		t, err := pattern.NewRectTruchet(int(math.Ceil(fw/u)), int(math.Ceil(fh/u)), scales, truchetSplit, stream.New(c.Seed, stream.Carve))
		if err != nil {
			return nil, err
		}
		st := &patterndraw.RectTruchetStyle{Ink: wall, Paper: theme.Background, Tile: u}
		if palErr == nil && (!c.NoShade || near(wall, theme.Background)) {
			// Ink regions each take a colour from the half of the palette
			// away from the background.
			st.FillRegions, st.InkOnly, st.Palette = true, true, theme.Palette
			st.PaletteFrom, st.PaletteTo = 0, 0.6
			if dist(pal.At(0), theme.Background) < dist(pal.At(1), theme.Background) {
				st.PaletteFrom, st.PaletteTo = 0.4, 1
			}
		}
		if near(st.Ink, st.Paper) && !st.FillRegions {
			st.Ink = contrast(theme.Background)
		}
		return patterndraw.RectTruchetScene(t, st), nil
	}
	return nil, param.Errorf("grid", c.Grid, "truchet tiles are hex or rect")
}

// dist is the largest difference of the channels of two colours.
func dist(a, b color.RGBA) int {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return max(d(a.R, b.R), d(a.G, b.G), d(a.B, b.B))
}

// near reports whether two colours are too alike to tell ink from paper.
func near(a, b color.RGBA) bool { return dist(a, b) < 48 }

// contrast returns black or white, whichever stands out on c.
func contrast(c color.RGBA) color.RGBA {
	if int(c.R)+int(c.G)+int(c.B) > 3*128 {
		return color.RGBA{A: 255}
	}
	return color.RGBA{255, 255, 255, 255}
}
