// Package bitset is a fixed-size set of small non-negative integers, one bit each.
package bitset

import (
	"math/bits"
	"sync/atomic"
)

// Set holds the integers 0..Len()-1. The zero value is an empty set of length 0;
// use New for a set of a given length.
type Set struct {
	words []uint64
	n     int
}

// New returns an empty set that can hold 0..n-1.
func New(n int) Set {
	return Set{words: make([]uint64, (n+63)/64), n: n}
}

// Len returns the number of integers the set can hold.
func (s *Set) Len() int { return s.n }

// Has reports whether i is in the set.
func (s *Set) Has(i int) bool { return s.words[uint(i)>>6]&(1<<(uint(i)&63)) != 0 }

// Add puts i in the set.
func (s *Set) Add(i int) { s.words[uint(i)>>6] |= 1 << (uint(i) & 63) }

// AddAtomic puts i in the set; it is safe to call from several goroutines
// at once, alongside each other and Has, though not alongside Add or Remove.
func (s *Set) AddAtomic(i int) { atomic.OrUint64(&s.words[uint(i)>>6], 1<<(uint(i)&63)) }

// Remove takes i out of the set.
func (s *Set) Remove(i int) { s.words[uint(i)>>6] &^= 1 << (uint(i) & 63) }

// Count returns the number of integers in the set.
func (s *Set) Count() int {
	n := 0
	for _, w := range s.words {
		n += bits.OnesCount64(w)
	}
	return n
}

// Clear empties the set.
func (s *Set) Clear() { clear(s.words) }

// Clone returns an independent copy of s.
func (s *Set) Clone() Set {
	return Set{words: append([]uint64(nil), s.words...), n: s.n}
}

// Next returns the smallest member of the set that is ≥ i, or -1 if there is none.
func (s *Set) Next(i int) int {
	if i < 0 {
		i = 0
	}
	if i >= s.n {
		return -1
	}
	w := uint(i) >> 6
	word := s.words[w] >> (uint(i) & 63)
	if word != 0 {
		return i + bits.TrailingZeros64(word)
	}
	for w++; w < uint(len(s.words)); w++ {
		if s.words[w] != 0 {
			return int(w<<6) + bits.TrailingZeros64(s.words[w])
		}
	}
	return -1
}
