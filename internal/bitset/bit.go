package bitset

// Bit returns 1 if i is in the set and 0 if not, without a branch, for
// inner loops that combine several bits into a mask.
func (s *Set) Bit(i int) uint64 { return (s.words[uint(i)>>6] >> (uint(i) & 63)) & 1 }
