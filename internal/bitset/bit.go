package bitset

// Bit returns 1 if i is in the set and 0 if not, without a branch, for
// inner loops that combine several bits into a mask.
func (s *Set) Bit(i int) uint64 { return (s.words[uint(i)>>6] >> (uint(i) & 63)) & 1 }

// AddBit puts i in the set when b is 1 and leaves the set as it is when b
// is 0, without a branch; b must be 0 or 1.
func (s *Set) AddBit(i int, b uint64) { s.words[uint(i)>>6] |= b << (uint(i) & 63) }
