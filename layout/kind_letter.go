package layout

// KindLetterMaze is the section kind of letter mazes: a grid of letters
// where the way through follows the alphabet or spells a word (sequence:
// alphabet, or word with word: NAME). Its code is number-maze's
// (kind_number.go) with letters.
const KindLetterMaze = "letter-maze"

func init() { registerKind(sequenceKind{letters: true}) }
