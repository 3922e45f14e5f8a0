// Package raster holds the pixel fast paths behind render's PNG output:
// square-grid mazes painted row by row into palette indexes, strokes of
// very many lines drawn straight into an image, a PNG writer that takes
// one row at a time, PNG text chunks, and PNG deflate in bands on every
// core. It knows pixels and palette indexes only, not mazes or scenes;
// render decides when a picture can take these paths and keeps the bytes
// equal to its general rasterizer's.
package raster
