// Package render turns mazes, patterns and boards into pictures and files.
//
// Every picture is a Scene: a recording of pen calls on a Canvas (MoveTo,
// LineTo, CubeTo, ClosePath, Stroke, Fill, Text) in scene units. Scene
// builders (MazeScene, BoardScene) make scenes, and package patterndraw
// makes them for the patterns of package pattern; Strip and Crop compose
// them; Scene.String is the text form golden tests compare.
//
// Files are written through the format registry: each format (png, svg,
// pdf, txt, json, …) lives in one file that calls RegisterFormat from init,
// the way image formats register themselves, and Encode, LookupFormat and
// Formats serve every command. A format gets a Source: the scene, and when
// it needs more, the maze itself, its text and JSON forms and its own
// options (found with OptionOf). A format also states the facts callers
// decide by: its media type, whether it is raster, animated, paged or
// data, whether it streams rows, the machine it is for and its memory
// model (Format.MemoryCost), so no caller compares a format's name.
//
// # Animation and machine formats
//
// gif and apng animate a maze being carved, from the steps maze.Record
// saw, or solved (AnimOptions). Formats for machines (plotters, laser
// cutters, 3D printers) live in package fab, which registers them here
// from init; they read the maze through Walls rather than the scene.
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
