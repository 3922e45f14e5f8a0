// A maze on a cube as a solid to 3D print: a cube with the maze's walls
// raised on every face, built from voxels so the mesh is closed.

package fab

import (
	"fmt"
	"image"
	"io"
	"math"

	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/topology"
)

// cubeVoxels is the number of voxels along a cell's side: walls are one
// voxel thick and one voxel high.
const cubeVoxels = 4

// MaxCubeSTLSide is the largest cube side, in cells, written as STL.
const MaxCubeSTLSide = 40

// voxels is a box of filled or empty unit cubes.
type voxels struct {
	n    int // along each axis
	fill []bool
}

func (v *voxels) at(x, y, z int) bool {
	if x < 0 || y < 0 || z < 0 || x >= v.n || y >= v.n || z >= v.n {
		return false
	}
	return v.fill[(z*v.n+y)*v.n+x]
}

func (v *voxels) set(p [3]int, on bool) { v.fill[(p[2]*v.n+p[1])*v.n+p[0]] = on }

// cubeSolid fills the voxels of a maze on a cube: the core cube, and on
// each face a layer with the closed walls and a post at every corner of a
// cell; a small pit marks the start cell and a wide one the finish.
func cubeSolid(m *maze.Maze, c *topology.Cube) *voxels {
	n, k := c.Side(), cubeVoxels
	s := n * k
	v := &voxels{n: s + 2, fill: make([]bool, (s+2)*(s+2)*(s+2))}
	for z := 1; z <= s; z++ {
		for y := 1; y <= s; y++ {
			for x := 1; x <= s; x++ {
				v.set([3]int{x, y, z}, true)
			}
		}
	}
	start, finish := c.Terminals()
	var nbs []topology.Neighbor
	for cell := 0; cell < c.NumCells(); cell++ {
		// The closed sides of the cell, by direction in the net.
		closed := [4]bool{true, true, true, true} // north, east, south, west
		ctr := c.Center(cell)
		nbs = c.Neighbors(cell, nbs[:0])
		for _, nb := range nbs {
			var w topology.Segment
			if p, link := c.LinkWalls(nb.Edge, nil); link {
				w = p[0]
				if a, _ := c.Ends(nb.Edge); a != cell {
					w = p[1]
				}
			} else {
				w = c.Wall(nb.Edge)
			}
			mid := w.Mid()
			dir := 0
			switch {
			case mid.Y < ctr.Y-0.25:
				dir = 0
			case mid.X > ctr.X+0.25:
				dir = 1
			case mid.Y > ctr.Y+0.25:
				dir = 2
			default:
				dir = 3
			}
			closed[dir] = !m.IsOpen(nb.Edge)
		}
		last := func(i int) bool { return i == k-1 }
		for j := 0; j < k; j++ {
			for i := 0; i < k; i++ {
				wall := (i == 0 || last(i)) && (j == 0 || last(j)) // corner posts
				wall = wall || (j == 0 && closed[0]) || (last(i) && closed[1]) || (last(j) && closed[2]) || (i == 0 && closed[3])
				p, in := cubePixel(c, cell, i, j)
				mid := i > 0 && j > 0 && !last(i) && !last(j)
				switch {
				case wall:
					v.set(p, true)
				case cell == start && i == k/2 && j == k/2, cell == finish && mid:
					v.set(in, false)
				}
			}
		}
	}
	return v
}

// cubePixel returns, for pixel (i, j) of a cell, the voxel in the raised
// layer above it and the voxel of the core below it (offset by one).
func cubePixel(c *topology.Cube, cell, i, j int) (out, in [3]int) {
	k := cubeVoxels
	s := c.Side() * k
	b := c.FaceBox(c.Face(cell))
	p := c.Center(cell)
	// The pixel's middle in the net, in voxels from the face's corner.
	px := (p.X-0.5-b.Min.X)*float64(k) + float64(i) + 0.5
	py := (p.Y-0.5-b.Min.Y)*float64(k) + float64(j) + 0.5
	o, u, vv, nrm := c.FaceFrame(c.Face(cell))
	for a := 0; a < 3; a++ {
		q := float64(o[a]*s) + px*float64(u[a]) + py*float64(vv[a])
		// Voxel numbers run from 1 (0 is the layer below the core).
		out[a] = int(math.Floor(q+0.5*float64(nrm[a]))) + 1
		in[a] = int(math.Floor(q-0.5*float64(nrm[a]))) + 1
	}
	return out, in
}

// fixPinches fills a voxel wherever two filled voxels of a layer touch
// only along an edge, so that every edge of the surface has two faces.
func (v *voxels) fixPinches() {
	for changed := true; changed; {
		changed = false
		for z := 0; z < v.n-1; z++ {
			for y := 0; y < v.n-1; y++ {
				for x := 0; x < v.n-1; x++ {
					// The three planes through the edge lines at this corner.
					for _, q := range [3][4][3]int{
						{{x, y, z}, {x + 1, y + 1, z}, {x + 1, y, z}, {x, y + 1, z}},
						{{x, y, z}, {x + 1, y, z + 1}, {x + 1, y, z}, {x, y, z + 1}},
						{{x, y, z}, {x, y + 1, z + 1}, {x, y + 1, z}, {x, y, z + 1}},
					} {
						a, b := v.at(q[0][0], q[0][1], q[0][2]), v.at(q[1][0], q[1][1], q[1][2])
						c, d := v.at(q[2][0], q[2][1], q[2][2]), v.at(q[3][0], q[3][1], q[3][2])
						if a == b && c == d && a != c {
							if a {
								v.set(q[2], true)
							} else {
								v.set(q[0], true)
							}
							changed = true
						}
					}
				}
			}
		}
	}
}

// mesh returns the closed surface of the filled voxels, size mm a voxel.
func (v *voxels) mesh(size float64) *triMesh {
	m := &triMesh{}
	ids := map[[3]int]int32{}
	vert := func(x, y, z int) int32 {
		k := [3]int{x, y, z}
		if i, ok := ids[k]; ok {
			return i
		}
		i := int32(len(m.v))
		ids[k] = i
		m.v = append(m.v, [3]float64{float64(x-1) * size, float64(y-1) * size, float64(z-1) * size})
		return i
	}
	// For each axis, the face between a filled voxel and an empty one.
	for z := 0; z < v.n; z++ {
		for y := 0; y < v.n; y++ {
			for x := 0; x < v.n; x++ {
				if !v.at(x, y, z) {
					continue
				}
				quads := [6]struct {
					empty bool
					c     [4][3]int
				}{
					{!v.at(x+1, y, z), [4][3]int{{x + 1, y, z}, {x + 1, y + 1, z}, {x + 1, y + 1, z + 1}, {x + 1, y, z + 1}}},
					{!v.at(x-1, y, z), [4][3]int{{x, y, z}, {x, y, z + 1}, {x, y + 1, z + 1}, {x, y + 1, z}}},
					{!v.at(x, y+1, z), [4][3]int{{x, y + 1, z}, {x, y + 1, z + 1}, {x + 1, y + 1, z + 1}, {x + 1, y + 1, z}}},
					{!v.at(x, y-1, z), [4][3]int{{x, y, z}, {x + 1, y, z}, {x + 1, y, z + 1}, {x, y, z + 1}}},
					{!v.at(x, y, z+1), [4][3]int{{x, y, z + 1}, {x + 1, y, z + 1}, {x + 1, y + 1, z + 1}, {x, y + 1, z + 1}}},
					{!v.at(x, y, z-1), [4][3]int{{x, y, z}, {x, y + 1, z}, {x + 1, y + 1, z}, {x + 1, y, z}}},
				}
				for _, q := range quads {
					if !q.empty {
						continue
					}
					a, b := vert(q.c[0][0], q.c[0][1], q.c[0][2]), vert(q.c[1][0], q.c[1][1], q.c[1][2])
					c, d := vert(q.c[2][0], q.c[2][1], q.c[2][2]), vert(q.c[3][0], q.c[3][1], q.c[3][2])
					m.t = append(m.t, [3]int32{a, b, c}, [3]int32{a, c, d})
				}
			}
		}
	}
	return m
}

// cubeSolidMesh returns the closed mesh of a maze on a cube, cell mm a
// cell, or an error for a cube too large to print.
func cubeSolidMesh(m *maze.Maze, c *topology.Cube, cell float64) (*triMesh, error) {
	if c.Side() > MaxCubeSTLSide {
		return nil, fmt.Errorf("fab: stl: a cube of %d cells a side is over the %d this prints", c.Side(), MaxCubeSTLSide)
	}
	v := cubeSolid(m, c)
	v.fixPinches()
	return v.mesh(cell / cubeVoxels), nil
}

// cubeView draws the solid of a maze on a cube (see STLView).
func cubeView(m *maze.Maze, cell float64, width int) (image.Image, error) {
	mesh, err := cubeSolidMesh(m, m.Grid.(*topology.Cube), cell)
	if err != nil {
		return nil, err
	}
	return meshView(mesh, width, 30, [3]float64{-0.5, -0.9, 0.6})
}

// writeCubeSTL writes a maze on a cube as a solid cube with its walls
// raised on every face, cell mm a cell. It prints resting on the walls of
// its bottom face, the gaps between them short bridges.
func writeCubeSTL(w io.Writer, m *maze.Maze, c *topology.Cube, cell float64) error {
	mesh, err := cubeSolidMesh(m, c, cell)
	if err != nil {
		return err
	}
	return mesh.writeSTL(w)
}
