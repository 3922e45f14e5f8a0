package bitset

import "testing"

func TestSet(t *testing.T) {
	s := New(200)
	for _, i := range []int{0, 63, 64, 130, 199} {
		s.Add(i)
	}
	if got := s.Count(); got != 5 {
		t.Fatalf("Count = %d, want 5", got)
	}
	if !s.Has(130) || s.Has(131) {
		t.Fatalf("Has(130)=%v Has(131)=%v, want true false", s.Has(130), s.Has(131))
	}
	var got []int
	for i := s.Next(0); i >= 0; i = s.Next(i + 1) {
		got = append(got, i)
	}
	want := []int{0, 63, 64, 130, 199}
	if len(got) != len(want) {
		t.Fatalf("members %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("members %v, want %v", got, want)
		}
	}
	c := s.Clone()
	s.Remove(63)
	if s.Has(63) || !c.Has(63) {
		t.Fatal("Remove changed the clone or did not remove")
	}
	s.Clear()
	if s.Count() != 0 {
		t.Fatal("Clear left members")
	}
}
