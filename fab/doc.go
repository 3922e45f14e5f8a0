// Package fab writes mazes for machines: pen plotters, laser cutters,
// 3D printers and sand tables, and the previews of what they make.
//
// Importing fab registers its formats with render's format registry, the
// way image/png registers with image, so render.Encode and every command
// that writes through the registry can write them:
//
//	import _ "github.com/mazekit/mazekit/fab"
//
// The formats read the maze, not its scene. The plotter formats (plotsvg,
// plotpng, hpgl, gcode; PlanPlot) join the walls into Euler trails and
// order them to save pen-up travel, or trace one continuous path
// (SingleLineMode). The laser (dxf, lasersvg), 3D-print (stl, stlpng) and
// single-line outline outputs share one model: every potential wall
// thickened into a strip, the plane cut into cell cores, strips and
// junctions that meet edge to edge (fabmesh.go), so the outline of the
// walls is a set of closed loops and the printed solid is closed and
// manifold. A maze on a cube prints as a voxel solid (cubestl.go), and a
// cylinder puzzle box (PlanBox, NewBoxMaze) as three closed parts.
//
// Each format's settings (*PlotOptions, *LaserOptions, *STLOptions) are
// passed in render.Source.Options.
package fab
