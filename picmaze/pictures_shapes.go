// The built-in pictures of shapes, letters and numbers.

package picmaze

import "math"

func init() {
	register(&Builtin{Name: "heart", Noun: "a heart", Group: "shapes", W: 30, H: 30, draw: func(d *drawing) {
		d.in("red").curve(func(t float64) (float64, float64) {
			s := math.Sin(t)
			x := 16 * s * s * s
			y := 13*math.Cos(t) - 5*math.Cos(2*t) - 2*math.Cos(3*t) - math.Cos(4*t)
			return 0.5 + x/34, 0.46 - (y+2.5)/32.5
		})
	}})
	register(&Builtin{Name: "star", Noun: "a star", Group: "shapes", W: 30, H: 30, draw: func(d *drawing) {
		d.in("yellow").star(0.5, 0.535, 0.5, 0.27, 5)
	}})
	register(&Builtin{Name: "moon", Noun: "a moon", Group: "shapes", W: 30, H: 30, draw: func(d *drawing) {
		d.in("yellow").circle(0.45, 0.5, 0.4)
		d.in("").circle(0.66, 0.38, 0.33)
	}})
	register(&Builtin{Name: "diamond", Noun: "a diamond", Group: "shapes", W: 30, H: 30, draw: func(d *drawing) {
		d.in("blue").poly(0.22, 0.1, 0.78, 0.1, 0.95, 0.35, 0.5, 0.92, 0.05, 0.35)
		d.in("purple").poly(0.05, 0.35, 0.95, 0.35, 0.5, 0.92)
	}})
	register(&Builtin{Name: "a", Noun: "the letter A", Group: "letters", W: 30, H: 30, draw: func(d *drawing) {
		d.in("red").poly(0.4, 0.06, 0.6, 0.06, 0.94, 0.94, 0.72, 0.94, 0.64, 0.72, 0.36, 0.72, 0.28, 0.94, 0.06, 0.94)
		d.in("").poly(0.5, 0.3, 0.58, 0.54, 0.42, 0.54)
	}})
	register(&Builtin{Name: "e", Noun: "the letter E", Group: "letters", W: 30, H: 30, draw: func(d *drawing) {
		d.in("green").rect(0.18, 0.06, 0.4, 0.94).rect(0.18, 0.06, 0.84, 0.26).rect(0.18, 0.4, 0.74, 0.6).rect(0.18, 0.74, 0.84, 0.94)
	}})
	register(&Builtin{Name: "one", Noun: "the number 1", Group: "numbers", W: 30, H: 30, draw: func(d *drawing) {
		d.in("blue").poly(0.42, 0.06, 0.62, 0.06, 0.62, 0.76, 0.78, 0.76, 0.78, 0.94, 0.22, 0.94, 0.22, 0.76, 0.4, 0.76, 0.4, 0.32, 0.24, 0.36, 0.2, 0.2)
	}})
	register(&Builtin{Name: "seven", Noun: "the number 7", Group: "numbers", W: 30, H: 30, draw: func(d *drawing) {
		d.in("orange").poly(0.14, 0.06, 0.86, 0.06, 0.86, 0.24, 0.52, 0.94, 0.28, 0.94, 0.6, 0.26, 0.14, 0.26)
	}})
	register(&Builtin{Name: "two", Noun: "the number 2", Group: "numbers", W: 30, H: 30, draw: func(d *drawing) {
		d.in("purple").line(0.2, 0.22, 0.3, 0.32, 0.14, 0.5, 0.12, 0.68, 0.14, 0.78, 0.3, 0.76, 0.44, 0.24, 0.86)
		d.rect(0.14, 0.76, 0.88, 0.95)
	}})
	register(&Builtin{Name: "eight", Noun: "the number 8", Group: "numbers", W: 30, H: 30, draw: func(d *drawing) {
		d.in("green").ellipse(0.5, 0.28, 0.27, 0.23, 0).ellipse(0.5, 0.7, 0.33, 0.26, 0)
		d.in("").ellipse(0.5, 0.28, 0.1, 0.08, 0).ellipse(0.5, 0.7, 0.13, 0.1, 0)
	}})
}
