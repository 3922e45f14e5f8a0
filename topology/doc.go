// Package topology describes grids as graphs with geometry.
//
// A [Grid] has two halves. The [Graph] half numbers cells 0..NumCells()-1 and
// edges 0..NumEdges()-1, where an edge is a pair of adjacent cells (one
// potential wall); generators and solvers use only this half. The [Geometry]
// half gives each edge's wall, each cell's outline and centre, and the outer
// border, in scene units; renderers use only this half, so a new kind of grid
// needs no change in any renderer.
//
// Regular grids ([Rect], [Hex], [Tri], [Polar]) compute everything from
// indices and hold no per-cell data. Grids with a random layout ([Planar] and
// its triangle form [Mesh]) store explicit arrays and draw their points from
// their own random stream ([NewLayoutRand]), seeded by [Spec.Seed]. A [Mask]
// cuts any of rect, hex or tri to a shape. A [Weave] adds to a rect or hex
// grid one crossing edge for every straight line of three cells, a tunnel
// under the middle one: crossings are ordinary edges, so every algorithm,
// the solver and every output handle weave mazes; [Weave.Under] tells a
// crossing from an ordinary edge.
//
// Inner loops that walk neighbours use [Adjacency], which calls a *Rect's
// method directly instead of through the interface.
//
// # Adding a grid
//
// A new kind is one file: the type, a constructor that validates its
// arguments (at most [MaxCells] cells), the methods, a compile-time assertion
// `var _ Grid = (*T)(nil)`, and one [Register] call in init. The shared suite in
// package topologytest checks it.
//
// # Asking about kinds
//
// Packages above topology never switch on a kind's name: they ask the
// registry. [Lookup] gives a [Kind] (its parameters, noun, size, cover);
// [Kind.Spec] makes a spec from parameter values; [WrappedKind] names the
// kind that joins a kind's sides (a wrapped kind sets [Kind.Wraps]);
// [Regular] tells the squares and hexagons that carry crossings and labels;
// [TileSpec] sizes a seamless tile and [SymmetricSpec] a symmetric grid.
package topology
