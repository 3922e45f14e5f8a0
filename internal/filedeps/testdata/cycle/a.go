package cycle

// A uses B's type.
type A struct{ b *B }
