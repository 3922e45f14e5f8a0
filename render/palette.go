package render

import (
	"fmt"
	"image/color"
	"sort"
	"strings"
)

// Palette maps a value in [0, 1] to a colour by interpolating between stops.
type Palette struct {
	Name  string
	stops []color.RGBA
}

// At returns the palette's colour at t (clamped to [0, 1]).
func (p Palette) At(t float64) color.RGBA {
	if t <= 0 || len(p.stops) == 1 {
		return p.stops[0]
	}
	if t >= 1 {
		return p.stops[len(p.stops)-1]
	}
	f := t * float64(len(p.stops)-1)
	i := int(f)
	f -= float64(i)
	a, b := p.stops[i], p.stops[i+1]
	lerp := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*f + 0.5) }
	return color.RGBA{lerp(a.R, b.R), lerp(a.G, b.G), lerp(a.B, b.B), 255}
}

func hexes(s ...string) []color.RGBA {
	out := make([]color.RGBA, len(s))
	for i, h := range s {
		c, err := ParseColor(h)
		if err != nil {
			panic(err)
		}
		out[i] = c
	}
	return out
}

var palettes = map[string]Palette{
	"grey":    {"grey", hexes("#f7f7f7", "#252525")},
	"rainbow": {"rainbow", hexes("#6e40aa", "#4c6edb", "#23abd8", "#1ddfa3", "#52f667", "#aff05b", "#e2b72f", "#ff7847", "#fe4b83", "#be3caf")},
	"viridis": {"viridis", hexes("#fde725", "#90d743", "#35b779", "#21918c", "#31688e", "#443983", "#440154")},
	"sunset":  {"sunset", hexes("#fff3b2", "#fed976", "#feb24c", "#fd8d3c", "#f03b20", "#bd0026", "#5e0039")},
	"ocean":   {"ocean", hexes("#e0f7fa", "#80deea", "#26c6da", "#00838f", "#01579b", "#0d1b4b")},
	"mint":    {"mint", hexes("#f1fbf5", "#b6ead0", "#6cc7a2", "#2e8f72", "#0b4a44")},
}

// PaletteNames returns the names of the built-in palettes, sorted.
func PaletteNames() []string {
	var n []string
	for k := range palettes {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

// LookupPalette returns the named palette.
func LookupPalette(name string) (Palette, error) {
	p, ok := palettes[name]
	if !ok {
		return Palette{}, fmt.Errorf("render: unknown palette %q (valid: %s)", name, strings.Join(PaletteNames(), ", "))
	}
	return p, nil
}

// ParseColor parses #rgb, #rrggbb, #rrggbbaa, a few colour names (black,
// white, red, green, blue, grey/gray, navy, orange) or "transparent".
func ParseColor(s string) (color.RGBA, error) {
	switch strings.ToLower(s) {
	case "black":
		return color.RGBA{0, 0, 0, 255}, nil
	case "white":
		return color.RGBA{255, 255, 255, 255}, nil
	case "red":
		return color.RGBA{220, 30, 40, 255}, nil
	case "green":
		return color.RGBA{30, 150, 60, 255}, nil
	case "blue":
		return color.RGBA{30, 90, 220, 255}, nil
	case "grey", "gray":
		return color.RGBA{128, 128, 128, 255}, nil
	case "navy":
		return color.RGBA{16, 24, 64, 255}, nil
	case "orange":
		return color.RGBA{245, 130, 20, 255}, nil
	case "transparent":
		return color.RGBA{}, nil
	}
	h := strings.TrimPrefix(s, "#")
	if len(h) == 3 {
		h = string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]})
	}
	if len(h) == 6 {
		h += "ff"
	}
	var v [4]uint8
	if len(h) != 8 || !strings.HasPrefix(s, "#") {
		return color.RGBA{}, fmt.Errorf("render: bad colour %q (want #rrggbb, #rgb, #rrggbbaa or a name such as black)", s)
	}
	for i := range v {
		var x uint8
		for _, ch := range h[2*i : 2*i+2] {
			x <<= 4
			switch {
			case ch >= '0' && ch <= '9':
				x |= uint8(ch - '0')
			case ch >= 'a' && ch <= 'f':
				x |= uint8(ch-'a') + 10
			case ch >= 'A' && ch <= 'F':
				x |= uint8(ch-'A') + 10
			default:
				return color.RGBA{}, fmt.Errorf("render: bad colour %q (want #rrggbb, #rgb, #rrggbbaa or a name such as black)", s)
			}
		}
		v[i] = x
	}
	return color.RGBA{v[0], v[1], v[2], v[3]}, nil
}

// rgb returns the opaque colour 0xRRGGBB.
func rgb(v uint32) color.RGBA {
	return color.RGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 255}
}
