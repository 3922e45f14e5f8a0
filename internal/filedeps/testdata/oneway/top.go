package oneway

// Top uses Base.
type Top struct{ Base }

func use(b Base) int { return b.Top() + Base{N: 1}.N }
