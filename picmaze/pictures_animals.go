// The built-in pictures of animals.

package picmaze

func init() {
	register(&Builtin{Name: "cat", Noun: "a cat", Group: "animals", W: 30, H: 30, draw: func(d *drawing) {
		d.in("black").ellipse(0.45, 0.7, 0.25, 0.26, 0).circle(0.45, 0.32, 0.19)
		d.poly(0.28, 0.26, 0.3, 0.04, 0.43, 0.15).poly(0.62, 0.26, 0.6, 0.04, 0.47, 0.15)
		d.line(0.09, 0.66, 0.9, 0.84, 0.86, 0.9, 0.66, 0.86, 0.46)
	}})
}
