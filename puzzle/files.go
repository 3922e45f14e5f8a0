// WriteFiles: a maze, its answer, or a quadtree world's levels written to
// their files together.

package puzzle

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/render"
)

// Files names the files a puzzle is written to.
type Files struct {
	Output string // the maze; "-" for stdout
	Format string // Output's format (a render registry name)
	Answer string // the same maze solved; "" for none
	// AnswerFormat is Answer's format.
	AnswerFormat string
	// Strip draws a quadtree world's levels side by side in one picture;
	// otherwise each level goes to its own file, Output's name with -N
	// before the extension.
	Strip bool
	// PDFX, if not render.PDFXNone, writes the PDF files as that PDF/X
	// level (see Fill).
	PDFX render.PDFX
}

// Fill returns fill, which writes a file in format, made to write PDFs as
// f.PDFX: the one place every writer of Files honours it.
func (f Files) Fill(format string, fill func(io.Writer) error) func(io.Writer) error {
	if !render.IsPaged(format) {
		return fill
	}
	return render.PDFXFill(f.PDFX, fill)
}

// WriteFiles writes p to the files f names, through temporaries: all of
// them or, when one fails, none (no file is replaced).
func (p *Puzzle) WriteFiles(stdout io.Writer, f Files) error {
	if p.Levels != nil {
		return p.writeLevels(stdout, f)
	}
	files := []atomicfile.File{p.file(f.Output, f.Format, p.solution)}
	if f.Answer != "" {
		files = append(files, p.file(f.Answer, f.AnswerFormat, true))
	}
	files[0].Fill = f.Fill(f.Format, files[0].Fill)
	if f.Answer != "" {
		files[1].Fill = f.Fill(f.AnswerFormat, files[1].Fill)
	}
	return atomicfile.WriteAll(stdout, files...)
}

// file is the file at path with p in the given format.
func (p *Puzzle) file(path, format string, solved bool) atomicfile.File {
	return atomicfile.File{Path: path, Fill: func(w io.Writer) error { return p.Write(w, format, solved) }}
}

// writeLevels writes a quadtree world's levels.
func (p *Puzzle) writeLevels(stdout io.Writer, f Files) error {
	if f.Strip && len(p.Levels) > 1 {
		if ff, err := render.LookupFormat(f.Format); err == nil && !ff.Draws {
			return param.Textf("strip", f.Format, "a strip is a picture: write a png, svg or pdf")
		}
		return atomicfile.Write(f.Output, stdout, func(w io.Writer) error { return p.WriteStrip(w, f.Format) })
	}
	var files []atomicfile.File
	for _, l := range p.Levels {
		path := f.Output
		if len(p.Levels) > 1 {
			if path == "-" {
				return param.Textf("output", path, "several levels need a file name (one file per level) or a strip")
			}
			path = LevelPath(path, l.Level)
		}
		files = append(files, l.file(path, f.Format, p.solution))
	}
	return atomicfile.WriteAll(stdout, files...)
}

// LevelPath is the file of level n of a quadtree world written to path:
// world.png → world-3.png.
func LevelPath(path string, n int) string {
	ext := filepath.Ext(path)
	return fmt.Sprintf("%s-%d%s", strings.TrimSuffix(path, ext), n, ext)
}

// LevelPaths returns, before the world is made, the files a quadtree
// world asked for levels "N..M" (N < M) is written to without a strip:
// one per level. It returns nil for one level, and for levels that do not
// parse (New refuses them).
func LevelPaths(levels, path string) []string {
	ls, err := parseLevels(levels, 1<<10)
	if err != nil || len(ls) < 2 || path == "-" {
		return nil
	}
	var out []string
	for _, l := range ls {
		out = append(out, LevelPath(path, l))
	}
	return out
}
