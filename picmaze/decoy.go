package picmaze

import "math/rand/v2"

// Decoys: the way through a picture is a corridor without branches wherever
// the picture is, so a maze that was ordinary everywhere else would show
// the picture as the part of it with no dead ends. Corridors of the same
// kind are laid through the rest first, walks round small random trees of
// 2×2 blocks cut open, and the maze is grown round them; then the picture
// cannot be read from the walls.

// decoyBlocks is the most 2×2 blocks a decoy corridor winds through.
const decoyBlocks = 8

// decoys returns corridors without branches through the cells off the way
// (onWay false): the closed walks round random trees of at most
// decoyBlocks blocks whose four cells are all off the way, each cut open
// at a random step. Each corridor is its cells in order.
func decoys(w, h int, onWay []bool, rng *rand.Rand) [][]int {
	b := blocks{bw: w / 2, bh: h / 2}
	b.sel = make([]bool, b.bw*b.bh)
	for k := range b.sel {
		free := true
		for _, c := range b.cells(w, k%b.bw, k/b.bw) {
			free = free && !onWay[c]
		}
		b.sel[k] = free
	}
	east, south := b.forest(rng, decoyBlocks)
	nb, _ := b.links(w, h, east, south)
	seen := make([]bool, w*h)
	var out [][]int
	for s := range nb {
		if nb[s][0] < 0 || seen[s] {
			continue
		}
		var ring []int
		prev, c := -1, s
		for {
			seen[c] = true
			ring = append(ring, c)
			nx := int(nb[c][0])
			if nx == prev {
				nx = int(nb[c][1])
			}
			prev, c = c, nx
			if c == s {
				break
			}
		}
		r := rng.IntN(len(ring))
		out = append(out, append(ring[r:], ring[:r]...))
	}
	return out
}
