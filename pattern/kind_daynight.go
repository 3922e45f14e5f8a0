package pattern

func init() {
	registerKind(Kind{
		Name:      "day-and-night",
		Summary:   "cellular automaton under Day & Night, B3678/S34678",
		Family:    Automaton,
		Rule:      Rule{Birth: 1<<3 | 1<<6 | 1<<7 | 1<<8, Survive: 1<<3 | 1<<4 | 1<<6 | 1<<7 | 1<<8},
		Params:    automatonParams,
		Sized:     true,
		Seeded:    true,
		Size:      [2]int{60, 40},
		Answer:    true,
		Wallpaper: true,
		Cost:      automatonCost,
	})
}
