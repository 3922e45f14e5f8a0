// The built-in pictures of vehicles, fruit and things.

package picmaze

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
