// The built-in pictures: shapes, letters and numbers, animals, vehicles,
// fruit and things, drawn for mazekit from filled shapes in a unit square.

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

func init() {
	register(&Builtin{Name: "cat", Noun: "a cat", Group: "animals", W: 30, H: 30, draw: func(d *drawing) {
		d.in("black").ellipse(0.45, 0.7, 0.25, 0.26, 0).circle(0.45, 0.32, 0.19)
		d.poly(0.28, 0.26, 0.3, 0.04, 0.43, 0.15).poly(0.62, 0.26, 0.6, 0.04, 0.47, 0.15)
		d.line(0.09, 0.66, 0.9, 0.84, 0.86, 0.9, 0.66, 0.86, 0.46)
	}})
}

func init() {
	register(&Builtin{Name: "fish", Noun: "a fish", Group: "animals", W: 32, H: 24, draw: func(d *drawing) {
		d.in("orange").ellipse(0.44, 0.5, 0.36, 0.34, 0)
		d.poly(0.7, 0.5, 0.97, 0.16, 0.97, 0.84)
		d.in("").circle(0.24, 0.4, 0.06)
	}})
	register(&Builtin{Name: "bird", Noun: "a bird", Group: "animals", W: 30, H: 30, draw: func(d *drawing) {
		d.in("blue").ellipse(0.48, 0.58, 0.32, 0.25, -10).circle(0.3, 0.32, 0.17)
		d.poly(0.72, 0.5, 0.97, 0.32, 0.92, 0.62)
		d.in("orange").poly(0.15, 0.26, 0.02, 0.34, 0.15, 0.4)
		d.line(0.06, 0.42, 0.8, 0.4, 0.96).line(0.06, 0.56, 0.8, 0.56, 0.96)
	}})
	register(&Builtin{Name: "rabbit", Noun: "a rabbit", Group: "animals", W: 30, H: 30, draw: func(d *drawing) {
		d.in("grey").ellipse(0.5, 0.72, 0.3, 0.24, 0).circle(0.5, 0.42, 0.17)
		d.ellipse(0.4, 0.17, 0.07, 0.17, -8).ellipse(0.6, 0.17, 0.07, 0.17, 8)
		d.in("pink").circle(0.84, 0.78, 0.09)
	}})
	register(&Builtin{Name: "snail", Noun: "a snail", Group: "animals", W: 32, H: 24, draw: func(d *drawing) {
		d.in("green").poly(0.04, 0.92, 0.04, 0.78, 0.2, 0.72, 0.9, 0.72, 0.97, 0.92)
		d.line(0.07, 0.14, 0.76, 0.1, 0.3).line(0.07, 0.22, 0.76, 0.24, 0.3)
		d.in("brown").circle(0.58, 0.44, 0.33)
		d.in("").line(0.05, 0.58, 0.44, 0.7, 0.38, 0.72, 0.52, 0.6, 0.62, 0.46, 0.6)
	}})
	register(&Builtin{Name: "turtle", Noun: "a turtle", Group: "animals", W: 32, H: 24, draw: func(d *drawing) {
		d.in("green").ellipse(0.46, 0.56, 0.34, 0.32, 0)
		d.circle(0.88, 0.58, 0.1)
		d.ellipse(0.24, 0.86, 0.08, 0.1, 0).ellipse(0.66, 0.86, 0.08, 0.1, 0)
		d.poly(0.1, 0.6, 0.02, 0.72, 0.14, 0.7)
		d.in("").rect(0, 0.62, 1, 0.68)
		d.in("green").rect(0.12, 0.62, 0.8, 0.68)
		d.in("brown").ellipse(0.46, 0.48, 0.24, 0.22, 0)
	}})
	register(&Builtin{Name: "butterfly", Noun: "a butterfly", Group: "animals", W: 30, H: 30, draw: func(d *drawing) {
		d.in("purple").ellipse(0.28, 0.32, 0.23, 0.2, -30).ellipse(0.72, 0.32, 0.23, 0.2, 30)
		d.ellipse(0.32, 0.7, 0.17, 0.16, 25).ellipse(0.68, 0.7, 0.17, 0.16, -25)
		d.in("black").ellipse(0.5, 0.52, 0.06, 0.36, 0)
		d.line(0.05, 0.48, 0.2, 0.4, 0.05).line(0.05, 0.52, 0.2, 0.6, 0.05)
	}})
	register(&Builtin{Name: "duck", Noun: "a duck", Group: "animals", W: 30, H: 30, draw: func(d *drawing) {
		d.in("yellow").poly(0.08, 0.58, 0.3, 0.56, 0.82, 0.5, 0.96, 0.42, 0.9, 0.7, 0.72, 0.9, 0.24, 0.9, 0.1, 0.76)
		d.circle(0.32, 0.32, 0.2)
		d.line(0.14, 0.3, 0.5, 0.32, 0.58)
		d.in("orange").poly(0.14, 0.26, 0.0, 0.32, 0.0, 0.38, 0.15, 0.4)
	}})
	register(&Builtin{Name: "elephant", Noun: "an elephant", Group: "animals", W: 32, H: 26, draw: func(d *drawing) {
		d.in("grey").ellipse(0.52, 0.46, 0.33, 0.3, 0)
		d.rect(0.26, 0.5, 0.4, 0.96).rect(0.62, 0.5, 0.76, 0.96)
		d.circle(0.2, 0.36, 0.18)
		d.line(0.12, 0.12, 0.44, 0.08, 0.7, 0.12, 0.9)
		d.in("blue").ellipse(0.3, 0.34, 0.1, 0.15, 0)
	}})
}

func init() {
	register(&Builtin{Name: "car", Noun: "a car", Group: "vehicles", W: 34, H: 22, draw: func(d *drawing) {
		d.in("red").poly(0.03, 0.5, 0.2, 0.46, 0.3, 0.14, 0.7, 0.14, 0.8, 0.46, 0.97, 0.52, 0.97, 0.8, 0.03, 0.8)
		d.in("").poly(0.35, 0.24, 0.48, 0.24, 0.48, 0.44, 0.3, 0.44).poly(0.54, 0.24, 0.66, 0.24, 0.71, 0.44, 0.54, 0.44)
		d.in("black").circle(0.26, 0.8, 0.15).circle(0.75, 0.8, 0.15)
	}})
	register(&Builtin{Name: "rocket", Noun: "a rocket", Group: "vehicles", W: 24, H: 32, draw: func(d *drawing) {
		d.in("grey").poly(0.5, 0.02, 0.72, 0.22, 0.74, 0.78, 0.26, 0.78, 0.28, 0.22)
		d.in("red").poly(0.26, 0.5, 0.04, 0.82, 0.04, 0.92, 0.28, 0.8).poly(0.74, 0.5, 0.96, 0.82, 0.96, 0.92, 0.72, 0.8)
		d.in("orange").poly(0.32, 0.78, 0.68, 0.78, 0.5, 0.98)
		d.in("").circle(0.5, 0.36, 0.09)
	}})
	register(&Builtin{Name: "boat", Noun: "a sailing boat", Group: "vehicles", W: 30, H: 30, draw: func(d *drawing) {
		d.in("brown").poly(0.04, 0.7, 0.96, 0.7, 0.8, 0.94, 0.2, 0.94)
		d.rect(0.46, 0.06, 0.54, 0.7)
		d.in("red").poly(0.54, 0.06, 0.54, 0.7, 0.94, 0.7)
		d.in("yellow").poly(0.46, 0.14, 0.46, 0.7, 0.1, 0.7)
	}})
	register(&Builtin{Name: "plane", Noun: "an aeroplane", Group: "vehicles", W: 32, H: 24, draw: func(d *drawing) {
		d.in("blue").ellipse(0.5, 0.5, 0.47, 0.15, 0)
		d.poly(0.36, 0.44, 0.66, 0.44, 0.44, 0.03, 0.26, 0.03).poly(0.36, 0.56, 0.66, 0.56, 0.44, 0.97, 0.26, 0.97)
		d.poly(0.8, 0.5, 0.9, 0.1, 0.99, 0.1, 0.97, 0.5)
	}})
	register(&Builtin{Name: "apple", Noun: "an apple", Group: "fruit", W: 30, H: 30, draw: func(d *drawing) {
		d.in("red").circle(0.36, 0.58, 0.32).circle(0.64, 0.58, 0.32)
		d.in("brown").line(0.08, 0.5, 0.3, 0.52, 0.1)
		d.in("green").ellipse(0.68, 0.14, 0.15, 0.07, -25)
	}})
	register(&Builtin{Name: "pear", Noun: "a pear", Group: "fruit", W: 26, H: 32, draw: func(d *drawing) {
		d.in("green").circle(0.5, 0.7, 0.28).ellipse(0.5, 0.4, 0.19, 0.24, 0)
		d.in("brown").line(0.08, 0.5, 0.2, 0.54, 0.04)
	}})
	register(&Builtin{Name: "cherries", Noun: "two cherries", Group: "fruit", W: 30, H: 30, draw: func(d *drawing) {
		d.in("red").circle(0.26, 0.76, 0.19).circle(0.72, 0.74, 0.2)
		d.in("green").line(0.1, 0.28, 0.6, 0.5, 0.1, 0.72, 0.56)
		d.ellipse(0.66, 0.1, 0.16, 0.07, 20)
	}})
	register(&Builtin{Name: "banana", Noun: "a banana", Group: "fruit", W: 32, H: 24, draw: func(d *drawing) {
		d.in("yellow").ellipse(0.5, 0.2, 0.46, 0.7, 0)
		d.in("").ellipse(0.5, 0.0, 0.44, 0.62, 0)
		d.in("brown").rect(0.02, 0.24, 0.09, 0.36)
	}})
	register(&Builtin{Name: "strawberry", Noun: "a strawberry", Group: "fruit", W: 28, H: 30, draw: func(d *drawing) {
		d.in("red").poly(0.06, 0.3, 0.94, 0.3, 0.8, 0.7, 0.5, 0.96, 0.2, 0.7)
		d.circle(0.28, 0.36, 0.22).circle(0.72, 0.36, 0.22)
		d.in("green").poly(0.2, 0.12, 0.5, 0.2, 0.8, 0.12, 0.68, 0.26, 0.32, 0.26).rect(0.45, 0.02, 0.55, 0.2)
	}})
	register(&Builtin{Name: "house", Noun: "a house", Group: "things", W: 30, H: 30, draw: func(d *drawing) {
		d.in("red").poly(0.5, 0.04, 0.96, 0.46, 0.04, 0.46)
		d.in("brown").rect(0.14, 0.46, 0.86, 0.96)
		d.in("").rect(0.42, 0.66, 0.58, 0.96)
	}})
	register(&Builtin{Name: "tree", Noun: "a tree", Group: "things", W: 30, H: 30, draw: func(d *drawing) {
		d.in("green").circle(0.5, 0.3, 0.26).circle(0.28, 0.5, 0.22).circle(0.72, 0.5, 0.22)
		d.in("brown").rect(0.41, 0.6, 0.59, 0.97)
	}})
	register(&Builtin{Name: "umbrella", Noun: "an umbrella", Group: "things", W: 30, H: 30, draw: func(d *drawing) {
		d.in("blue").ellipse(0.5, 0.5, 0.47, 0.44, 0)
		d.in("").rect(0, 0.5, 1, 1)
		d.in("black").line(0.08, 0.5, 0.45, 0.5, 0.86, 0.38, 0.9, 0.34, 0.82)
	}})
	register(&Builtin{Name: "mushroom", Noun: "a mushroom", Group: "things", W: 30, H: 30, draw: func(d *drawing) {
		d.in("red").ellipse(0.5, 0.5, 0.46, 0.42, 0)
		d.in("").rect(0, 0.5, 1, 1)
		d.in("brown").poly(0.36, 0.5, 0.64, 0.5, 0.68, 0.96, 0.32, 0.96)
	}})
	register(&Builtin{Name: "cup", Noun: "a cup", Group: "things", W: 30, H: 26, draw: func(d *drawing) {
		d.in("blue").poly(0.1, 0.1, 0.74, 0.1, 0.68, 0.92, 0.16, 0.92)
		d.circle(0.78, 0.46, 0.18)
		d.in("").circle(0.78, 0.46, 0.07)
	}})
}
