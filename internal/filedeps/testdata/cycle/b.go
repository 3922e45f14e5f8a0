package cycle

// B calls c's function.
type B struct{}

func (B) run() int { return helper() }
