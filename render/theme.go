package render

import (
	"fmt"
	"image/color"
	"sort"
	"strings"
)

// Theme is a named look for wallpapers: colours, a shading palette and line
// weights.
type Theme struct {
	Name       string
	Dark       bool
	Background color.RGBA
	Wall       color.RGBA
	Solution   color.RGBA
	Palette    string  // shading palette; "" for no shading
	WallWidth  float64 // in cells
}

func mustColor(s string) color.RGBA {
	c, err := ParseColor(s)
	if err != nil {
		panic(err)
	}
	return c
}

var themes = map[string]Theme{
	"midnight": {"midnight", true, mustColor("#0b1026"), mustColor("#dfe6ff"), mustColor("#ffcc66"), "midnight", 0.12},
	"neon":     {"neon", true, mustColor("#07010f"), mustColor("#07010f"), mustColor("#ffffff"), "neon", 0.22},
	"paper":    {"paper", false, mustColor("#fbf8f1"), mustColor("#2b2b2b"), mustColor("#c0392b"), "", 0.1},
	"forest":   {"forest", true, mustColor("#0f1f14"), mustColor("#0b160e"), mustColor("#f4d35e"), "forest", 0.2},
	"sunset":   {"sunset", false, mustColor("#fff3b2"), mustColor("#3d0c2e"), mustColor("#ffffff"), "sunset", 0.16},
	"ocean":    {"ocean", false, mustColor("#e0f7fa"), mustColor("#0d1b4b"), mustColor("#ff7043"), "ocean", 0.14},
	"mono":     {"mono", false, mustColor("#ffffff"), mustColor("#000000"), mustColor("#d62728"), "", 0.12},
	"c64":      {"c64", true, mustColor("#4242e7"), mustColor("#a5a5ff"), mustColor("#ffffff"), "", 0.25},
}

func init() {
	palettes["midnight"] = Palette{"midnight", hexes("#3a4a9f", "#27306e", "#1a1f4d", "#0f1433", "#0b1026")}
	palettes["neon"] = Palette{"neon", hexes("#ff2bd6", "#9b5cff", "#3d7bff", "#00e5ff", "#00ff9c")}
	palettes["forest"] = Palette{"forest", hexes("#b7e4c7", "#74c69d", "#40916c", "#2d6a4f", "#1b4332")}
}

// ThemeNames returns the built-in theme names, sorted.
func ThemeNames() []string {
	var n []string
	for k := range themes {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

// LookupTheme returns the named theme.
func LookupTheme(name string) (Theme, error) {
	t, ok := themes[name]
	if !ok {
		return Theme{}, fmt.Errorf("render: unknown theme %q (valid: %s)", name, strings.Join(ThemeNames(), ", "))
	}
	return t, nil
}
