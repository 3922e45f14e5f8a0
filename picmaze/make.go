package picmaze

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// Result is a picture maze: the maze, the picture it was made for, and
// its way through, which draws the picture when shaded.
type Result struct {
	Maze    *maze.Maze
	Grid    *topology.Rect
	Target  *Target
	Way     []int // cells from the entrance to the exit
	Quality Quality
}

// ErrBlank is returned for a picture with no dark cell at the asked size.
var ErrBlank = errors.New("picmaze: the picture has no dark cells at this size (try a lower --threshold or a larger --size)")

// Make makes a picture maze for t: a perfect maze on t's cells whose way
// from entrance to exit covers t's dark cells and as few light ones as it
// can (see the package comment for how).
func Make(t *Target, rng *rand.Rand) (*Result, error) {
	if t.NumDark() == 0 {
		return nil, ErrBlank
	}
	g, err := topology.NewRect(t.W, t.H)
	if err != nil {
		return nil, err
	}
	work, thin := t.thick()
	// Two covers, the better kept: the walk round a tree of 2×2 blocks,
	// which reaches every part of the picture, and the joined 2-factor,
	// which follows its outline exactly where it is one piece.
	b := chooseBlocks(work, t.W, t.H)
	b.claimIslands(work, t.W, t.H)
	b.connect()
	var way []int
	var best Quality
	var bestLoop *loop
	var blockWay []int // the best of the covers from blocks
	var blockBest Quality
	var blockLoop *loop
	// The 2-factor from blocks (for the texture) and the plain one (which
	// follows some outlines more closely); ties go to the first.
	links := [2][][2]int32{factorLinks(t, rng), factorLinks(t, nil)}
	for try := range covers {
		var l *loop
		if try == 0 {
			l = b.walkRound(t.W, t.H, rng)
		} else {
			l = factorLoop(t, slices.Clone(links[2*try/covers]), rng)
		}
		if l.n == 0 {
			continue
		}
		l.grow(t)
		l.flip(t)
		l.shrink(t)
		wy := l.openWay()
		if wy == nil {
			continue
		}
		q := measure(t, wy)
		if way == nil || q.errors() < best.errors() {
			way, best, bestLoop = wy, q, l
		}
		if try < covers/2 && (blockWay == nil || q.errors() < blockBest.errors()) {
			blockWay, blockBest, blockLoop = wy, q, l
		}
	}
	// A cover from blocks winds as the decoys do and differs from seed to
	// seed: it is kept when it is nearly as good.
	if blockWay != nil && blockBest.errors() <= best.errors()+t.NumDark()/200 {
		way, best, bestLoop = blockWay, blockBest, blockLoop
	}
	if way == nil {
		return nil, fmt.Errorf("picmaze: no way from the picture to the border")
	}
	// The best walk opened into a path and mixed by backbites: the same
	// cells in an order of this seed's, winding as the decoys do, its
	// ends where doors apart can be cut.
	start := way[0]
	for !bestLoop.on(start) {
		start = rng.IntN(t.W * t.H)
	}
	hp := newPath(bestLoop, start)
	apart := false
	bestLoop.wiggle(rng)
	// A few tries from different fronts: the back end can get stuck
	// where the picture narrows.
	var wy []int
	ok := false
	for range wayTries {
		if wy, ok = bestLoop.wayFrom(hp, rng); ok {
			break
		}
	}
	if wy != nil && measure(t, wy).errors() <= best.errors()+doorCost(t, ok) {
		way, apart = wy, ok
	}
	m, err := carve(g, way, rng)
	if err != nil {
		return nil, err
	}
	r := &Result{Maze: m, Grid: g, Target: t, Way: way}
	r.Quality = measure(t, way)
	r.Quality.Thin = thin
	r.Quality.DoorsClose = !apart && !doorsApart(g, way)
	return r, nil
}

// doorCost is how many more wrong cells (see Quality.errors) a way with
// its doors apart (or not) may have than the best cover: two and one in
// a hundred of the dark cells for doors apart, none otherwise.
func doorCost(t *Target, apart bool) int {
	if !apart {
		return 0
	}
	return 2 + t.NumDark()/100
}

// wayTries is how many times Make opens the way from a new front to
// get its doors apart.
const wayTries = 4

// mixWork is how many cell steps mixing the way by backbites may spend
// per cell of the grid.
const mixWork = 10000

// covers is how many covers Make tries: the block walk, then the
// 2-factor joined in different random orders (joining can stall where
// two walks meet only at right angles, and another order gets past).
const covers = 8

// Quality says how well a picture maze's way draws its picture.
type Quality struct {
	Dark        int // dark cells in the picture
	Way         int // cells on the way
	DarkOnWay   int // dark cells on the way
	LightOnWay  int // light cells on the way
	Thin        int // dark cells in lines one cell wide (drawn two wide)
	Coverage    float64
	LightShare  float64
	Similarity  float64
	Unreachable int // dark cells the way misses
	// DoorsClose reports that the doors are less than a quarter of the
	// border apart: no way with doors further apart was found that draws
	// the picture as well.
	DoorsClose bool
}

// measure fills in the figures of way against t: Coverage is the share of
// dark cells on the way, LightShare the share of the way's cells that are
// light, and Similarity the Jaccard index of the shaded way and the
// picture (cells dark in both over cells dark in either).
func measure(t *Target, way []int) Quality {
	q := Quality{Dark: t.NumDark(), Way: len(way)}
	for _, c := range way {
		if t.Dark(c) {
			q.DarkOnWay++
		} else {
			q.LightOnWay++
		}
	}
	q.Unreachable = q.Dark - q.DarkOnWay
	if q.Dark > 0 {
		q.Coverage = float64(q.DarkOnWay) / float64(q.Dark)
	}
	if q.Way > 0 {
		q.LightShare = float64(q.LightOnWay) / float64(q.Way)
	}
	if u := q.Dark + q.LightOnWay; u > 0 {
		q.Similarity = float64(q.DarkOnWay) / float64(u)
	}
	return q
}

// errors weighs the cells the shaded way gets wrong: a dark cell left
// light counts twice, as the eye misses a gap in a shape more than a
// cell beside it.
func (q Quality) errors() int { return 2*q.Unreachable + q.LightOnWay }

// String gives the figures as a line of text.
func (q Quality) String() string {
	s := fmt.Sprintf("%.1f%% of %d dark cells on the way; %.1f%% of the way's %d cells light; similarity %.3f",
		100*q.Coverage, q.Dark, 100*q.LightShare, q.Way, q.Similarity)
	if q.Thin > 0 {
		s += fmt.Sprintf("; %d cells in lines one cell wide, drawn two wide", q.Thin)
	}
	return s
}

// Limits are the least coverage and the most light share a picture maze
// must reach to be made; below them the picture is refused.
type Limits struct {
	MinCoverage float64 // share of dark cells on the way, 0 to 1
	MaxLight    float64 // share of the way's cells that are light, 0 to 1
}

// DefaultLimits are the limits a picture maze is held to unless told
// otherwise: nineteen dark cells in twenty on the way, at most one way
// cell in five light.
var defaultLimits = Limits{MinCoverage: 0.95, MaxLight: 0.20}

// DefaultLimits returns the quality a picture maze must reach unless told otherwise.
func DefaultLimits() Limits { return defaultLimits }

// Meets reports whether q is within lim.
func (q Quality) Meets(lim Limits) bool {
	return q.Coverage >= lim.MinCoverage && q.LightShare <= lim.MaxLight
}

// Source is a picture that can be reduced to a target of any size.
type Source interface {
	// Target reduces the picture to w×h cells.
	Target(w, h int) (*Target, error)
	// Size is the picture's own size in cells, used when none is asked.
	Size() (w, h int)
}

// Generate reduces src to w×h cells (its own size when w and h are 0) and
// makes its picture maze. A result outside lim is refused with a
// *param.Error for "size" that names the smallest larger size (the same
// shape, up to MaxSide) whose maze is within lim, if any.
func Generate(src Source, w, h int, lim Limits, seed uint64) (*Result, error) {
	if w == 0 && h == 0 {
		w, h = src.Size()
	}
	try := func(w, h int) (*Result, error) {
		t, err := src.Target(w, h)
		if err != nil {
			return nil, err
		}
		return Make(t, rand.New(rand.NewPCG(seed, StreamCarve)))
	}
	r, err := try(w, h)
	if err != nil && !errors.Is(err, ErrBlank) {
		return nil, err
	}
	if err == nil && r.Quality.Meets(lim) {
		return r, nil
	}
	asked := fmt.Sprintf("%dx%d", w, h)
	why := "the picture vanishes"
	if r != nil {
		why = fmt.Sprintf("%.0f%% of its dark cells on the way and %.0f%% of the way light", 100*r.Quality.Coverage, 100*r.Quality.LightShare)
	}
	for k := 1.25; k <= 4.01; k += 0.25 {
		w2, h2 := int(math.Round(float64(w)*k)), int(math.Round(float64(h)*k))
		if w2 > MaxSide || h2 > MaxSide {
			break
		}
		if r2, err := try(w2, h2); err == nil && r2.Quality.Meets(lim) {
			return nil, param.Errorf("size", asked, "too small for this picture (%s; want at least %.0f%% and at most %.0f%%): %dx%d works",
				why, 100*lim.MinCoverage, 100*lim.MaxLight, w2, h2)
		}
	}
	return nil, param.Errorf("size", asked, "this picture cannot be drawn well by a maze's way (%s; want at least %.0f%% and at most %.0f%%) at this size or up to four times it",
		why, 100*lim.MinCoverage, 100*lim.MaxLight)
}

// StreamCarve is the random stream a picture maze is carved from, with
// the seed.
const StreamCarve = 0x70696374757265 // "picture"
