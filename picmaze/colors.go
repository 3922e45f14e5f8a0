package picmaze

import "image/color"

// Crayon is one colour a colour picture maze is shaded in.
type Crayon struct {
	Name  string // English name, as the key prints it
	Color color.RGBA
}

// Crayons are the colours of colour pictures, the colours of a child's
// box of crayons.
var Crayons = []Crayon{
	{"black", color.RGBA{40, 40, 40, 255}},
	{"red", color.RGBA{220, 40, 40, 255}},
	{"orange", color.RGBA{245, 140, 30, 255}},
	{"yellow", color.RGBA{250, 215, 40, 255}},
	{"green", color.RGBA{50, 160, 60, 255}},
	{"blue", color.RGBA{40, 110, 210, 255}},
	{"purple", color.RGBA{140, 70, 180, 255}},
	{"pink", color.RGBA{245, 130, 180, 255}},
	{"brown", color.RGBA{130, 80, 40, 255}},
	{"grey", color.RGBA{150, 150, 150, 255}},
}

// crayon returns the crayon with the given name; unknown names are black.
func crayon(name string) color.RGBA {
	for _, c := range Crayons {
		if c.Name == name {
			return c.Color
		}
	}
	return Crayons[0].Color
}

// CrayonName returns the name of the crayon of colour c, or "" for a
// colour that is not a crayon's.
func CrayonName(c color.RGBA) string {
	for _, k := range Crayons {
		if k.Color == c {
			return k.Name
		}
	}
	return ""
}
