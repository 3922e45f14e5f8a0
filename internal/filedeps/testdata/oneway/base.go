package oneway

// Base is at the bottom.
type Base struct{ N int }

func (Base) Top() int { return 0 } // same name as a type above: methods do not count
