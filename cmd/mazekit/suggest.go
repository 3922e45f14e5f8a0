// Hints for mistyped names: the nearest valid command, flag or value.

package main

import (
	"regexp"
	"strings"
)

// editDistance returns the optimal-string-alignment distance between a and
// b: insertions, deletions, substitutions and swaps of two neighbouring
// characters each count one.
func editDistance(a, b string) int {
	r, s := []rune(a), []rune(b)
	prev2 := make([]int, len(s)+1)
	prev := make([]int, len(s)+1)
	cur := make([]int, len(s)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(r); i++ {
		cur[0] = i
		for j := 1; j <= len(s); j++ {
			cost := 1
			if r[i-1] == s[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && r[i-1] == s[j-2] && r[i-2] == s[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(s)]
}

// nearest returns the candidates nearest to given, at most two edits away
// and at most half of given's length (so "x" suggests nothing), compared
// without regard to case; nil if none is that near or given is valid.
func nearest(given string, candidates []string) []string {
	g := strings.ToLower(given)
	limit := min(2, len([]rune(g))/2)
	var best []string
	bestD := limit + 1
	for _, c := range candidates {
		if c == given {
			return nil
		}
		d := editDistance(g, strings.ToLower(c))
		switch {
		case d < bestD:
			best, bestD = []string{c}, d
		case d == bestD:
			best = append(best, c)
		}
	}
	return best
}

// didYouMean returns "; did you mean X?" (or "X or Y") naming the candidates
// nearest to given, each with prefix (such as "--"), or "" if none is near.
func didYouMean(given, prefix string, candidates []string) string {
	near := nearest(given, candidates)
	if len(near) == 0 || len(near) > 3 {
		return ""
	}
	for i := range near {
		near[i] = prefix + near[i]
	}
	return "; did you mean " + strings.Join(near, " or ") + "?"
}

var (
	validList = regexp.MustCompile(`\(valid: ([^)]*)\)`)
	wantList  = regexp.MustCompile(`^(?:want |one of )+([^;:()]*)$`)
	wordLike  = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._+-]*$`)
)

// listedValues returns the valid values a message lists, as in
// "unknown grid (valid: hex, rect)" or "want none, arrows or labels", or
// nil if it lists none.
func listedValues(msg string) []string {
	var list string
	if m := validList.FindStringSubmatch(msg); m != nil {
		list = m[1]
	} else if m := wantList.FindStringSubmatch(msg); m != nil {
		list = m[1]
	} else {
		return nil
	}
	var out []string
	for _, part := range strings.Split(list, ", ") {
		for _, w := range strings.Split(part, " or ") {
			if w = strings.TrimSpace(w); !wordLike.MatchString(w) {
				return nil // not a plain list of words
			}
			out = append(out, w)
		}
	}
	return out
}
