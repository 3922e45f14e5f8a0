// The built-in pictures of animals.

package picmaze

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
