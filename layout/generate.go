package layout

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sort"
	"sync"

	"github.com/mazekit/mazekit/internal/strictyaml"
	"github.com/mazekit/mazekit/maze"
)

// maxRetries is how many times a puzzle is made again to avoid a repeat.
const maxRetries = 50

// job is one puzzle to generate.
type job struct {
	section, index, inSection, ofSection int
	retry                                int // times the puzzle was made again to avoid a repeat
}

// retrySalt changes the book seed for a puzzle made again.
const retrySalt = 0x5851f42d4c957f2d

// makePuzzle generates one puzzle.
func makePuzzle(plan *Plan, j job) (*Puzzle, error) {
	sp := &plan.Sections[j.section]
	seed := PuzzleSeed(plan.Seed, j.index)
	if j.retry > 0 {
		seed = PuzzleSeed(plan.Seed^(uint64(j.retry)*retrySalt), j.index)
	}
	p, err := sp.Kind.make(sp, j.inSection, j.ofSection, seed)
	if se := (*strictyaml.Error)(nil); errors.As(err, &se) {
		return nil, err // it names the spec's file, line and field
	}
	if err != nil {
		return nil, fmt.Errorf("sections[%d]: %w", j.section, err)
	}
	p.Section, p.Index, p.Seed, p.Kind = j.section, j.index, seed, sp.Kind.Name()
	return p, nil
}

// Puzzles generates every puzzle of the spec on workers goroutines (0 means
// one per CPU), orders each section by difficulty unless it says otherwise,
// and numbers them. The result does not depend on the number of workers.
func Puzzles(spec *Spec, workers int) ([]*Puzzle, error) {
	plan, err := spec.Validate()
	if err != nil {
		return nil, err
	}
	return generatePuzzles(context.Background(), plan, workers, nil, nil)
}

// generatePuzzles is Puzzles that also reports each finished puzzle to
// progress (if not nil), one call at a time.
func generatePuzzles(ctx context.Context, plan *Plan, workers int, progress func(done, total int), avoid func(fp string) bool) ([]*Puzzle, error) {
	aimAgeDoors(plan)
	var jobs []job
	if h := plan.Handout; h != nil {
		// Twice as many candidates as sheets need: the closest in
		// difficulty are kept (see evenHandout).
		n := 2 * h.Copies * h.PerSheet
		for i := 0; i < n; i++ {
			jobs = append(jobs, job{section: 0, index: i, inSection: 0, ofSection: 1})
		}
	} else {
		idx := 0
		for si, sec := range plan.Sections {
			for i := 0; i < sec.Count; i++ {
				jobs = append(jobs, job{section: si, index: idx, inSection: i, ofSection: sec.Count})
				idx++
			}
		}
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	out := make([]*Puzzle, len(jobs))
	errs := make([]error, len(jobs))
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	next := make(chan int)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i], errs[i] = makePuzzle(plan, jobs[i])
				if progress != nil {
					mu.Lock()
					done++
					progress(done, len(jobs))
					mu.Unlock()
				}
			}
		}()
	}
feed:
	for i := range jobs {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	// Puzzles that repeat one of the ledger's, or one made earlier in the
	// book, are made again from another seed, in order, so the result does
	// not depend on the workers.
	if avoid != nil {
		seen := map[string]bool{}
		for i := range out {
			j := jobs[i]
			for {
				fp := out[i].Fingerprint()
				if !avoid(fp) && !seen[fp] {
					seen[fp] = true
					break
				}
				j.retry++
				if j.retry > maxRetries {
					return nil, fmt.Errorf("sections[%d]: puzzle %d repeats an earlier one however it is made (%d tries): the section's puzzles are too small to give that many different ones", j.section, j.inSection+1, maxRetries)
				}
				p, err := makePuzzle(plan, j)
				if err != nil {
					return nil, err
				}
				out[i] = p
			}
		}
	}
	if h := plan.Handout; h != nil {
		out = evenHandout(out, h.Copies*h.PerSheet)
	} else {
		// Order within each section.
		start := 0
		for _, sec := range plan.Sections {
			part := out[start : start+sec.Count]
			if sec.ByDifficulty {
				sort.SliceStable(part, func(a, b int) bool { return part[a].Stats.Difficulty < part[b].Stats.Difficulty })
			}
			start += sec.Count
		}
		if plan.Rising {
			// One order for the whole book: sorted by the score alone, so
			// no puzzle is easier than the one before it.
			sort.SliceStable(out, func(a, b int) bool { return out[a].Stats.Difficulty < out[b].Stats.Difficulty })
		}
	}
	for i, p := range out {
		p.Number = i + 1
		if h := plan.Handout; h != nil {
			p.Sheet = i/h.PerSheet + 1
		}
	}
	assignLevels(out)
	return out, nil
}

// evenHandout returns the n of the candidates whose difficulty scores lie
// closest together (the narrowest run of n in score order, the first such
// run on ties), in the order they were generated, so that every sheet of a
// handout is about as hard as the next.
func evenHandout(cands []*Puzzle, n int) []*Puzzle {
	byScore := slices.Clone(cands)
	sort.SliceStable(byScore, func(a, b int) bool { return byScore[a].Stats.Difficulty < byScore[b].Stats.Difficulty })
	best := 0
	for i := 1; i+n <= len(byScore); i++ {
		if byScore[i+n-1].Stats.Difficulty-byScore[i].Stats.Difficulty < byScore[best+n-1].Stats.Difficulty-byScore[best].Stats.Difficulty {
			best = i
		}
	}
	keep := byScore[best : best+n]
	sort.Slice(keep, func(a, b int) bool { return keep[a].Index < keep[b].Index })
	return keep
}

// assignLevels labels each maze Easy, Medium, Hard or Expert by the fixed
// thresholds of its difficulty score (maze.LevelOf), the same labels
// --stats and JSON show. Sections are sorted by the score, so within a
// section a label never goes down.
func assignLevels(all []*Puzzle) {
	for _, p := range all {
		if p.Maze != nil {
			p.Level = maze.LevelOf(p.Stats.Difficulty)
		}
	}
}
