package generate

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/maze"
)

// TestQuadtreeWorld checks the room world's rules and its levels of detail
// on several sides and seeds.
func TestQuadtreeWorld(t *testing.T) {
	for _, side := range []int{1, 2, 4, 16, 32} {
		for seed := uint64(0); seed < 8; seed++ {
			w, err := Quadtree(side, quadLevelsOf(side), rand.New(rand.NewPCG(seed, 3)))
			if err != nil {
				t.Fatal(err)
			}
			var prev *maze.Maze
			for L := 0; L <= w.Levels; L++ {
				m, err := w.Maze(L)
				if err != nil {
					t.Fatal(err)
				}
				checkConnected(t, m)
				if prev != nil {
					for e := 0; e < m.Grid.NumEdges(); e++ {
						if !prev.IsOpen(e) && m.IsOpen(e) {
							t.Fatalf("side %d seed %d: edge %d is a wall at level %d but open at level %d", side, seed, e, L-1, L)
						}
					}
				}
				prev = m
				checkQuadRooms(t, w, L)
			}
			if side >= 16 && prev.NumOpen() <= side*side-1 {
				t.Errorf("side %d seed %d: finest level has %d passages, want loops (more than %d)", side, seed, prev.NumOpen(), side*side-1)
			}
		}
	}
}

func quadLevelsOf(side int) int {
	k := 0
	for 1<<k < side {
		k++
	}
	return k
}

// checkQuadRooms checks the rooms and exits of one level against the rules.
func checkQuadRooms(t *testing.T, w *QuadWorld, L int) {
	t.Helper()
	rooms := w.Rooms(L)
	n := 1 << L
	if len(rooms) != n*n {
		t.Fatalf("level %d has %d rooms, want %d", L, len(rooms), n*n)
	}
	opposite := [4]int{QuadSouth, QuadWest, QuadNorth, QuadEast}
	for _, r := range rooms {
		if r.Size != w.Side>>L || r.X%r.Size != 0 || r.Y%r.Size != 0 || rooms[r.ID].ID != r.ID {
			t.Fatalf("level %d: bad room %+v", L, r)
		}
		for side, e := range r.Exits {
			if e.To < 0 {
				if e.State != QuadWall {
					t.Fatalf("level %d room %d: exit %d on the outer border is %v, want wall", L, r.ID, side, e.State)
				}
				continue
			}
			back := rooms[e.To].Exits[opposite[side]]
			if back.To != r.ID || back.State != e.State {
				t.Fatalf("level %d: room %d exit %d (%+v) and room %d's matching exit (%+v) disagree", L, r.ID, side, e, e.To, back)
			}
			if e.Width != 0 && e.Width != r.Size && 2*e.Width != r.Size {
				t.Fatalf("level %d room %d: exit %d is %d of %d cells wide, want all, half or none", L, r.ID, side, e.Width, r.Size)
			}
		}
	}
	if L == 0 {
		return
	}
	// Partitions between the four quadrants of each parent: at most one wall.
	for pj := 0; pj < n/2; pj++ {
		for pi := 0; pi < n/2; pi++ {
			nw := rooms[2*pj*n+2*pi]
			ne, sw := rooms[nw.ID+1], rooms[nw.ID+n]
			walls := 0
			for _, e := range []QuadExit{nw.Exits[QuadEast], sw.Exits[QuadEast], nw.Exits[QuadSouth], ne.Exits[QuadSouth]} {
				if e.State == QuadWall {
					walls++
				}
			}
			if walls > 1 {
				t.Fatalf("level %d parent (%d,%d): %d of 4 partitions are walls, want at most 1", L, pi, pj, walls)
			}
			if nw.Parent != pj*(n/2)+pi {
				t.Fatalf("level %d room %d: parent %d, want %d", L, nw.ID, nw.Parent, pj*(n/2)+pi)
			}
		}
	}
}

// TestQuadtreeLevelsIndependent checks that coarse levels do not depend on
// how many finer levels are built, and that bad arguments are refused.
func TestQuadtreeLevelsIndependent(t *testing.T) {
	a, err := Quadtree(64, 3, rand.New(rand.NewPCG(9, 9)))
	if err != nil {
		t.Fatal(err)
	}
	b, err := Quadtree(64, 6, rand.New(rand.NewPCG(9, 9)))
	if err != nil {
		t.Fatal(err)
	}
	for L := 0; L <= 3; L++ {
		ja, _ := json.Marshal(a.Rooms(L))
		jb, _ := json.Marshal(b.Rooms(L))
		if string(ja) != string(jb) {
			t.Fatalf("level %d differs between a 3-level and a 6-level world", L)
		}
	}
	// A partial world's finest level is rooms of 8 cells, still connected.
	m, err := a.Maze(3)
	if err != nil {
		t.Fatal(err)
	}
	checkConnected(t, m)
	if _, err := a.Maze(4); err == nil {
		t.Error("Maze(4) of a 3-level world: got no error")
	}
	bad := []struct {
		side, levels int
		want         string
	}{
		{12, 2, "power of two"}, {0, 0, "power of two"}, {-4, 1, "power of two"},
		{16, 5, "want 0 to 4"}, {16, -1, "want 0 to 4"}, {1 << 14, 1, "too many cells"},
	}
	for _, tt := range bad {
		_, err := Quadtree(tt.side, tt.levels, rand.New(rand.NewPCG(1, 1)))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Quadtree(%d, %d): got %v, want an error containing %q", tt.side, tt.levels, err, tt.want)
		}
	}
}

// TestQuadtreeExport checks the JSON a game would load.
func TestQuadtreeExport(t *testing.T) {
	w, _ := Quadtree(4, 2, rand.New(rand.NewPCG(2, 2)))
	b, err := json.Marshal(w.Export(1))
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Side   int `json:"side"`
		Levels []struct {
			Level, Size int
			Rooms       []struct {
				ID, X, Y, Size, Parent int
				Exits                  []struct {
					To    int    `json:"to"`
					State string `json:"state"`
					Width int    `json:"width"`
				}
			}
		}
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Side != 4 || len(doc.Levels) != 2 || len(doc.Levels[1].Rooms) != 4 || doc.Levels[1].Size != 2 {
		t.Fatalf("export of levels 0..1: got %s", b)
	}
	r := doc.Levels[1].Rooms[3] // the SE room
	if r.X != 2 || r.Y != 2 || r.Exits[1].To != -1 || r.Exits[1].State != "wall" || r.Exits[0].To != 1 {
		t.Errorf("SE room of level 1: got %+v", r)
	}
}
