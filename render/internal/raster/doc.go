// Package raster holds the pixel fast paths behind render's PNG output:
// square-grid mazes painted row by row into palette indexes (streamed as
// PNG rows, or whole pictures in bands on every core), strokes of very
// many lines covered in bands, the anti-aliasing rasterizer's calls, a PNG
// writer that takes one row at a time, PNG text chunks, and PNG deflate in
// bands on every core. It knows pixels, palette indexes and the rows of
// square-grid mazes, not scenes: render decides when a picture can take
// these paths and keeps the bytes equal to its general rasterizer's.
package raster
