package layout

// Letter mazes (KindLetterMaze): the number-maze kind's code (kind_number.go)
// with letters.
func init() { registerKind(sequenceKind{letters: true}) }
