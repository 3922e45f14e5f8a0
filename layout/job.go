// Job: one run of the book command — a book, a series of volumes or a
// print-rule check — from a spec file or a preset to the files.

package layout

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/internal/limits"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/preflight"
	"github.com/mazekit/mazekit/render"
)

// Job makes a book, with its cover, or a series of volumes, from a spec
// file or a preset. The zero Job makes the activity book as book.pdf.
//
// Every output is checked before any work: it must be writable and must
// not be another output or the spec under another spelling. Bad options
// are *param.Error naming the option as its field below is named in
// lower case ("copies", "cover", "volumes"); other bad input (a spec that
// does not parse) is a *param.InputError.
type Job struct {
	SpecFile string // the YAML spec; "" for Preset
	Preset   string // the built-in book when SpecFile is "" (see Preset); "" for activity
	Copies   int    // handout sheets (0: the spec's)
	// Age makes the activity preset the mixed activity book for this age
	// range (see ParseAgeRange): "6-8", "adult"; "" for the maze book.
	Age string

	// Overrides of the spec's fields; zero values keep the spec's.
	Title      string
	Subtitle   string
	Author     string
	Seed       *uint64
	Paper      string
	PaperStock string
	Language   string
	Bleed      bool
	// LocalePaper is the paper of the handout preset when --paper names
	// none: the local one (see LocalePaper); "" for the preset's Letter.
	LocalePaper string

	Output string // the book PDF ("-" for Stdout); "" for book.pdf
	Cover  string // the cover PDF; "" for the spec's cover file, if any
	// Series makes Volumes volumes (1 to 100), file names with -volN, and
	// records their puzzles in Ledger, so that no puzzle repeats across the
	// series and a later run continues it. A Ledger alone implies Series.
	Series  bool
	Volumes int
	Ledger  string // "" for Output's name with .ledger

	Workers int // goroutines generating puzzles (0: one per CPU)
	// MaxMemory is the memory budget of each volume in bytes (0:
	// budget.Default); see Options.MaxMemory.
	MaxMemory int64

	// PDFX writes the book and its cover as that PDF/X level.
	PDFX render.PDFX

	Stdout io.Writer // where "-" goes
	// Log, if not nil, receives warnings and, with Verbose, a line for
	// each file written.
	Log     func(line string)
	Verbose bool
	// Progress, if not nil, is called as puzzles are made ("puzzle") and
	// pages written ("page"), and with what "" when a stage ends.
	Progress func(what string, done, total int)
}

// Run does the job, stopping soon after ctx is done.
func (j *Job) Run(ctx context.Context) error {
	if j.Stdout == nil {
		j.Stdout = io.Discard
	}
	if j.Copies < 0 || j.Copies > 1000 {
		return param.Errorf("copies", j.Copies, "want 1 to 1000 sheets")
	}
	return j.make(ctx)
}

// readInput reads an input file of at most max bytes; a file that cannot
// be read is a bad value of field.
func readInput(field, path string, max int64) ([]byte, error) {
	data, err := limits.ReadFile(path, max)
	if err != nil {
		return nil, unreadable(field, path, err)
	}
	return data, nil
}

// unreadable is the error of an input file that cannot be read.
func unreadable(field, path string, err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return param.Textf(field, path, "cannot read it: %v", err)
}

// spec reads the spec file or the preset and applies the overrides.
func (j *Job) spec() (*Spec, error) {
	var s *Spec
	var err error
	if j.SpecFile == "" {
		lang := i18n.DefaultLanguage
		if slices.Contains(i18n.Languages(), j.Language) {
			lang = j.Language // a bad language is refused below, naming the field
		}
		if j.Age != "" {
			if j.Preset != "" && j.Preset != "activity" {
				return nil, param.Presentf("age", "applies only to the activity preset (a mixed activity book for that age range)")
			}
			var a AgeRange
			if a, err = ParseAgeRange(j.Age); err != nil {
				return nil, err
			}
			s, err = activityForAges(a, lang)
			if err == nil {
				s.Language = lang
			}
		} else {
			s, err = PresetIn(j.Preset, lang, j.Copies)
		}
	} else {
		var data []byte
		if data, err = readInput("spec", j.SpecFile, limits.SpecBytes); err != nil {
			return nil, err
		}
		s, err = Parse(data, j.SpecFile)
		if j.Age != "" {
			return nil, param.Presentf("age", "applies only to the activity preset, not to a spec (give each section its age)")
		}
		if err == nil && j.Copies > 0 {
			if s.Handout == nil {
				return nil, param.Presentf("copies", "applies only to handout specs")
			}
			s.Handout.Copies = j.Copies
		}
	}
	if err != nil {
		return nil, param.Input(err)
	}
	if j.Seed != nil {
		s.Seed = *j.Seed
	}
	oldTitle := s.Title
	if j.Language != "" && j.Language != s.Language && slices.Contains(i18n.Languages(), j.Language) {
		// A default title (filled in the spec's language) follows the
		// language asked for.
		for _, k := range []string{"preset.activity.title", "preset.handout.title"} {
			if s.Title == i18n.Text(s.Language, k) {
				s.Title = i18n.Text(j.Language, k)
			}
		}
	}
	for _, f := range []struct {
		name, v string
		dst     *string
	}{{"title", j.Title, &s.Title}, {"subtitle", j.Subtitle, &s.Subtitle}, {"author", j.Author, &s.Author}} {
		if f.v == "" {
			continue
		}
		if utf8.RuneCountInString(f.v) > limits.TextRunes {
			return nil, param.Textf(f.name, f.v, "at most %d characters", limits.TextRunes)
		}
		*f.dst = f.v
	}
	if s.Header != nil && *s.Header == oldTitle {
		// The running header followed the old title: follow the new one.
		s.Header = &s.Title
	}
	if j.SpecFile == "" && j.Preset == "handout" && j.Paper == "" && j.LocalePaper != "" {
		s.Paper = j.LocalePaper
	}
	if j.Paper != "" {
		if _, _, err := ParsePaper(j.Paper); err != nil {
			return nil, param.Textf("paper", j.Paper, "%v", err)
		}
		s.Paper = j.Paper
	}
	s.Bleed = s.Bleed || j.Bleed
	if j.PaperStock != "" {
		s.PaperStock = j.PaperStock
	}
	if j.Language != "" {
		s.Language = j.Language
	}
	if _, err := s.Validate(); err != nil {
		return nil, param.Input(err)
	}
	return s, nil
}

// make makes the book or the series.
func (j *Job) make(ctx context.Context) error {
	out := j.Output
	if out == "" {
		out = "book.pdf"
	}
	if !strings.HasSuffix(strings.ToLower(out), ".pdf") && out != "-" {
		return param.Textf("output", out, "a book is a PDF; give a .pdf file")
	}
	if j.Workers < 0 || j.Workers > 256 {
		return param.Errorf("workers", j.Workers, "want between 1 and 256")
	}
	spec, err := j.spec()
	if err != nil {
		return err
	}
	cover := j.Cover
	if cover == "" && spec.Cover != nil {
		cover = spec.Cover.File
	}
	switch {
	case cover == "":
	case !strings.HasSuffix(strings.ToLower(cover), ".pdf"):
		return param.Textf("cover", cover, "a cover is a PDF; give a .pdf file")
	case spec.Handout != nil:
		return param.Textf("cover", cover, "a handout is loose sheets, not a bound book; it has no cover")
	case cover == out || cover == "-":
		return param.Textf("cover", cover, "give the cover its own file, not the book's")
	}
	series := j.Series || j.Ledger != ""
	if !series {
		if err := atomicfile.CheckAll([]atomicfile.Named{{Field: "output", Path: out}, {Field: "cover", Path: cover}}, j.inputs()); err != nil {
			return err
		}
		_, err := j.book(ctx, spec, out, cover, nil)
		return err
	}
	return j.series(ctx, spec, out, cover)
}

// inputs are the files the job reads.
func (j *Job) inputs() []atomicfile.Named {
	return []atomicfile.Named{{Field: "spec", Path: j.SpecFile}}
}

// ledgerBytes caps a series ledger: 100 volumes of 2000 puzzles take 7 MB.
const ledgerBytes = 64 << 20

// series makes j.Volumes volumes after those the ledger records.
func (j *Job) series(ctx context.Context, spec *Spec, out, cover string) error {
	if j.Volumes < 1 || j.Volumes > 100 {
		return param.Errorf("volumes", j.Volumes, "want between 1 and 100")
	}
	if out == "-" {
		return param.Textf("output", out, "a series writes one file per volume: give a file name")
	}
	ledgerPath := j.Ledger
	if ledgerPath == "" {
		ledgerPath = strings.TrimSuffix(out, filepath.Ext(out)) + ".ledger"
	}
	ledger := NewLedger()
	data, err := limits.ReadFile(ledgerPath, ledgerBytes)
	switch {
	case err == nil:
		if ledger, err = ReadLedger(bytes.NewReader(data), ledgerPath); err != nil {
			return param.Input(err)
		}
	case !os.IsNotExist(err):
		return unreadable("ledger", ledgerPath, err)
	}
	first := ledger.Next()
	if first+j.Volumes-1 > MaxVolume {
		return param.Errorf("volumes", j.Volumes, "the ledger %s ends at volume %d; volumes are numbered up to %d", ledgerPath, first-1, MaxVolume)
	}
	// The volumes go to numbered names, but a ledger under the book's or
	// the cover's own name is surely a slip (a text file named .pdf).
	for _, o := range []atomicfile.Named{{Field: "output", Path: out}, {Field: "cover", Path: cover}} {
		if atomicfile.Same(ledgerPath, o.Path) {
			return &atomicfile.ClashError{Out: atomicfile.Named{Field: "ledger", Path: ledgerPath}, Other: o}
		}
	}
	outs := []atomicfile.Named{{Field: "ledger", Path: ledgerPath}}
	for n := first; n < first+j.Volumes; n++ {
		outs = append(outs, atomicfile.Named{Field: "output", Path: VolumeName(out, n)})
		if cover != "" {
			outs = append(outs, atomicfile.Named{Field: "cover", Path: VolumeName(cover, n)})
		}
	}
	if err := atomicfile.CheckAll(outs, j.inputs()); err != nil {
		return err
	}
	for n := first; n < first+j.Volumes; n++ {
		cov := ""
		if cover != "" {
			cov = VolumeName(cover, n)
		}
		b, err := j.book(ctx, VolumeSpec(spec, n), VolumeName(out, n), cov, ledger.Has)
		if err != nil {
			return err
		}
		ledger.Add(n, b)
		if err := atomicfile.Write(ledgerPath, j.Stdout, func(w io.Writer) error { _, err := ledger.WriteTo(w); return err }); err != nil {
			return err
		}
	}
	j.logf(true, "ledger %s records volumes 1 to %d", ledgerPath, first+j.Volumes-1)
	return nil
}

// VolumeName puts the volume number before a file's extension:
// book.pdf → book-vol3.pdf.
func VolumeName(path string, n int) string {
	ext := filepath.Ext(path)
	return fmt.Sprintf("%s-vol%d%s", strings.TrimSuffix(path, ext), n, ext)
}

func (j *Job) logf(verbose bool, format string, args ...any) {
	if j.Log != nil && (j.Verbose || !verbose) {
		j.Log(fmt.Sprintf(format, args...))
	}
}

// stage returns the progress callback of one stage, and the function that
// ends it.
func (j *Job) stage(what string) (func(done, total int), func()) {
	if j.Progress == nil {
		return nil, func() {}
	}
	return func(done, total int) { j.Progress(what, done, total) }, func() { j.Progress("", 0, 0) }
}

// book makes one book (and its cover, when cover is set) and writes it to
// out; avoid lists the fingerprints it must not repeat. The book is made
// while its temporary file is open, so an interrupted run leaves none.
func (j *Job) book(ctx context.Context, spec *Spec, out, cover string, avoid func(string) bool) (*Book, error) {
	var b *Book
	// The book and its cover are written together: a cover that fails
	// leaves the old book too, never a new book beside an old cover.
	files := []atomicfile.File{{Path: out, Fill: func(w io.Writer) error {
		progress, end := j.stage("puzzle")
		var err error
		b, err = Make(ctx, spec, &Options{Workers: j.Workers, Avoid: avoid, Progress: progress, MaxMemory: j.MaxMemory})
		end()
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			return param.Input(err)
		}
		for _, w := range b.Warnings {
			j.logf(false, "warning: %s", w)
		}
		b.PDFX = j.PDFX
		progress, end = j.stage("page")
		defer end()
		return b.WritePDF(ctx, w, progress)
	}}}
	if cover != "" {
		files = append(files, atomicfile.File{Path: cover, Fill: func(w io.Writer) error { return b.WriteCoverPDF(w) }})
	}
	if err := atomicfile.WriteAll(j.Stdout, files...); err != nil {
		return nil, err
	}
	j.logf(true, "wrote %s: %d pages, %d puzzles, seed %d", out, len(b.Pages), len(b.Puzzles), spec.Seed)
	if cover != "" {
		w, h, spine := preflight.CoverSize(b.Plan.TrimW, b.Plan.TrimH, len(b.Pages), b.Plan.PaperStock)
		j.logf(true, "wrote %s: %.3f x %.3f in, spine %.3f in (%d pages, %s paper)", cover, w/Inch, h/Inch, spine/Inch, len(b.Pages), b.Plan.PaperStock)
	}
	return b, nil
}
