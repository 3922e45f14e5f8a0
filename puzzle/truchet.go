package puzzle

import (
	"fmt"
	"io"
	"strings"

	"github.com/mazekit/mazekit/internal/stream"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/patterndraw"
	"github.com/mazekit/mazekit/render"
)

// TruchetSplit is the chance that a square Truchet tile is cut into four
// smaller ones, at each scale.
const TruchetSplit = 0.3

// writeTruchet writes a Truchet pattern: hexagonal, or square tiles at one
// or more scales.
func writeTruchet(w io.Writer, format string, o *PatternOptions) ([]string, error) {
	scales := o.Scales
	if scales == 0 {
		scales = 1
	}
	var fill bool
	switch o.Fill {
	case "", "none":
	case "regions":
		fill = true
	default:
		return nil, param.Textf("fill", o.Fill, "want none or regions")
	}
	if _, err := render.LookupPalette(orRainbow(o.Palette)); err != nil {
		return nil, param.Textf("palette", o.Palette, "unknown palette (valid: %s)", strings.Join(render.PaletteNames(), ", "))
	}
	tiling, err := ParseTruchetTiling(o.Grid)
	if err != nil {
		return nil, err
	}
	rng := stream.New(o.Seed, stream.Carve)
	switch tiling {
	case TruchetHex:
		if scales != 1 {
			return nil, param.Errorf("scales", scales, "hexagonal tiles have one scale; multi-scale tiles are square (grid rect)")
		}
		t, err := pattern.NewHexTruchet(o.Width, o.Height, rng)
		if err != nil {
			return nil, err
		}
		r := t.Regions()
		report := []string{fmt.Sprintf("%d regions, %d closed", r.Count, r.Closed)}
		scale := truchetScale(o)
		s := patterndraw.HexTruchetScene(t, &patterndraw.HexTruchetStyle{FillRegions: fill, Palette: o.Palette})
		s.Comment = fmt.Sprintf("mazekit pattern truchet, grid hex, seed %d", o.Seed)
		return report, writeScenePattern(w, format, s, scale, t.String(), t)
	case TruchetRect:
		t, err := pattern.NewRectTruchet(o.Width, o.Height, scales, TruchetSplit, rng)
		if err != nil {
			return nil, err
		}
		r := t.Regions()
		ink := 0
		for _, k := range r.Ink {
			if k {
				ink++
			}
		}
		sizes := fmt.Sprintf("%d scales", scales)
		if scales == 1 {
			sizes = "one scale"
		}
		report := []string{fmt.Sprintf("%d tiles at %s; %d regions (%d ink, %d paper), %d closed",
			len(t.Tiles), sizes, r.Count, ink, r.Count-ink, r.Closed)}
		scale := truchetScale(o)
		s := patterndraw.RectTruchetScene(t, &patterndraw.RectTruchetStyle{FillRegions: fill, Palette: o.Palette})
		s.Comment = fmt.Sprintf("mazekit pattern truchet, grid rect, %d scales, seed %d", scales, o.Seed)
		doc := &pattern.RectTruchetDoc{Pattern: o.Kind, Grid: TruchetRect.String(), Width: t.W, Height: t.H, Scales: scales,
			Seed: o.Seed, Regions: r.Count, Closed: r.Closed, Tiles: t.Tiles}
		return report, writeScenePattern(w, format, s, scale, t.String(), doc)
	}
	return nil, param.Textf("grid", o.Grid, "want hex or rect")
}

// checkTruchet refuses a grid or a number of scales a Truchet pattern
// cannot have, before the budget is worked out from them.
func checkTruchet(o *PatternOptions) error {
	tiling, err := ParseTruchetTiling(o.Grid)
	if err != nil {
		return err
	}
	if tiling == TruchetHex && o.Scales > 1 {
		return param.Errorf("scales", o.Scales, "hexagonal tiles have one scale; multi-scale tiles are square (grid rect)")
	}
	if o.Scales < 0 || o.Scales > pattern.MaxTruchetScales {
		return param.Errorf("scales", o.Scales, "want 1 to %d", pattern.MaxTruchetScales)
	}
	return nil
}

// truchetScale returns the pixels per tile (per largest tile on the rect
// grid): o.Scale, or 24, doubled for each scale past two.
func truchetScale(o *PatternOptions) float64 {
	if o.Scale != 0 {
		return o.Scale
	}
	if t, _ := ParseTruchetTiling(o.Grid); t != TruchetRect {
		return 24
	}
	return float64(int(24) << max(0, min(o.Scales, 8)-2))
}

func orRainbow(p string) string {
	if p == "" {
		return "rainbow"
	}
	return p
}
