package pattern

func init() {
	registerKind(Kind{
		Name:      "mazectric",
		Summary:   "cellular automaton under the Mazectric rule " + ruleMazectric.String() + ": long corridors",
		Family:    Automaton,
		Rule:      ruleMazectric,
		Params:    automatonParams,
		Sized:     true,
		Seeded:    true,
		Size:      [2]int{60, 40},
		Answer:    true,
		Wallpaper: true,
		Book:      automatonBook,
		Cost:      automatonCost,
	})
}
