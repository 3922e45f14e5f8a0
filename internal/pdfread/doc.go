// Package pdfread reads PDF files written by any program: indirect objects
// (also inside object streams), the page tree with inherited attributes,
// stream filters and the tokens of content streams.
//
// It reads without trusting the cross-reference table, so it also reads
// files whose offsets are wrong, and it never panics or loops on a damaged
// or hostile file: every loop advances, nesting is capped, and decoding
// stops at [MaxStream] bytes a stream and [MaxDecoded] a file, so a small
// stream that would inflate to gigabytes costs at most the limit.
package pdfread
