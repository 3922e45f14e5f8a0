package maze

// AutoDoorsFresh places doors by the auto rule with a placer of its own,
// not one from the pool, so what it allocates is all it needs.
func AutoDoorsFresh(m *Maze) (a, b int, err error) { return new(placer).auto(m) }
