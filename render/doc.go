// Package render turns mazes, patterns and boards into pictures and files.
//
// Every picture is a Scene: a recording of pen calls on a Canvas (MoveTo,
// LineTo, CubeTo, ClosePath, Stroke, Fill, Text) in scene units. Scene
// builders (MazeScene, TenPrintScene, LifeScene, BoardScene) make scenes;
// Strip and Crop compose them; Scene.String is the text form golden tests
// compare.
//
// Files are written through the format registry: each format (png, svg,
// pdf, txt, json, …) lives in one file that calls RegisterFormat from init,
// the way image formats register themselves, and Encode, LookupFormat and
// Formats serve every command. A format gets a Source: the scene, and when
// it needs more, the maze itself, its text and JSON forms and its own
// options (found with OptionOf).
//
// # Fabrication and animation
//
// Formats for machines read the maze, not the scene. The plotter formats
// (plotsvg, hpgl, gcode; PlanPlot) join the walls into Euler trails and
// order them to save pen-up travel, or trace one continuous path
// (SingleLineMode). The laser (dxf, lasersvg), 3D-print (stl) and
// single-line outline outputs share one model: every potential wall
// thickened into a strip, the plane cut into cell cores, strips and
// junctions that meet edge to edge (fabmesh.go), so the outline of the
// walls is a set of closed loops and the printed solid is closed and
// manifold. gif and apng animate a maze being carved, from the steps
// maze.Record saw, or solved (AnimOptions).
//
// Multi-page output (books, booklets) is a Document: pages of scenes in
// points, on which Scene.Place sets whole scenes into boxes, with text
// measured by TextWidth from the embedded fonts; WriteDocumentPDF writes it.
//
// PNG files are written by WritePNG and the png format, the one way to
// write a PNG. The work behind the formats is in render/internal: raster
// (square-grid mazes drawn row by row and in bands on every core, strokes
// of very many lines, the anti-aliasing rasterizer's calls, PNG rows, text
// chunks and banded deflate), textgrid (mazes as text), anim (animation
// frames, GIF and APNG), svgw (SVG documents), pdfw (PDF pages, the only
// user of the PDF library) and pdfx (PDF/X).
package render
