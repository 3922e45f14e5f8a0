package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/classroom"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/layout"
	"github.com/mazekit/mazekit/preflight"
	"github.com/mazekit/mazekit/render"
)

// bookCommand is the book subcommand.
var bookCommand = &command{
	Name:      "book",
	UsageLine: "mazekit book [flags]",
	Short:     "make a printable puzzle book (PDF) with an answer key",
	Long: `Make a complete puzzle book as a print-ready PDF: title page, sections of
puzzles rising in difficulty, page numbers, captions, and an answer key at the
back that redraws the same mazes with their solutions. With no flags it makes
the built-in activity book. A YAML spec (--spec) describes any book; see
examples/*.yaml. --check reads a PDF back and reports any print rule broken
(exit 1), or that it cannot read it as a PDF (exit 2).

Examples:
  mazekit book -o book.pdf
  mazekit book --spec examples/activity-book.yaml -o book.pdf
  mazekit book --preset handout --copies 30 -o class.pdf
  mazekit book --preset cats -o cats.pdf
  mazekit book --preset activity --age 6-8 -o kids.pdf --cover kids-cover.pdf
  mazekit book --check book.pdf
  mazekit book -o book.pdf --cover cover.pdf
  mazekit book --check cover.pdf --interior book.pdf
  mazekit book --spec examples/series.yaml -o book.pdf --volumes 5   # book-vol1.pdf … and book.ledger`,
	Flags: bookFlags,
}

func bookFlags(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
	j := &layout.Job{Stdout: e.stdout}
	check := &preflight.Job{Stdout: e.stdout}
	var seed seedFlag
	var quiet bool
	var mem memFlag
	fs.StringVar(&j.SpecFile, "spec", "", "book spec (YAML); default: the preset")
	fs.StringVar(&j.Preset, "preset", "activity", "built-in book when no spec is given: activity|handout|cats")
	fs.IntVar(&j.Copies, "copies", 0, "handout: number of sheets, each with different mazes")
	fs.StringVar(&j.Age, "age", "", "activity preset: a mixed activity book (mazes, number, letter and picture mazes, trap the cat) for this age range: A-B with 3 ≤ A < B ≤ 12 (4-6, 6-8, 9-12 …) or adult")
	fs.StringVarP(&j.Output, "output", "o", "book.pdf", "output PDF file")
	fs.Var(&seed, "seed", "book seed (overrides the spec's)")
	fs.StringVar(&j.Title, "title", "", "book title on the title page, copyright page, running header and cover (overrides the spec's)")
	fs.StringVar(&j.Subtitle, "subtitle", "", "book subtitle on the title page and cover (overrides the spec's)")
	fs.StringVar(&j.Author, "author", "", "author, also the copyright holder unless the spec names one (overrides the spec's)")
	fs.StringVar(&j.Paper, "paper", "", "paper size (overrides the spec's): letter, a4, 6x9, ... or WxH with mm/in/pt")
	fs.BoolVar(&j.Bleed, "bleed", false, "add bleed (TrimBox and BleedBox) for print-on-demand services")
	fs.StringVar(&check.Check, "check", "", "check this PDF against the print rules instead of making a book")
	fs.StringVar(&j.Cover, "cover", "", "also write the full-wrap cover (back, spine, front) sized for the book to this PDF")
	fs.IntVar(&j.Volumes, "volumes", 1, "make a series of this many volumes (file names get -volN) with no puzzle repeated")
	fs.StringVar(&j.Ledger, "ledger", "", "series ledger: fingerprints of puzzles already published, read and extended (default: the output's name with .ledger)")
	fs.StringVar(&check.Interior, "interior", "", "with --check: the PDF is a cover; check its size against this interior")
	fs.BoolVar(&check.Strict, "strict", false, "with --check: images under 300 ppi break a rule (exit 1), not only a warning")
	fs.StringVar(&j.PaperStock, "paper-stock", "", "paper stock (overrides the spec's): "+strings.Join(preflight.PaperStocks(), "|"))
	var pdfx string
	fs.StringVar(&pdfx, "pdfx", "", "write the book and cover as PDF/X for print shops, or with --check check that level too: "+pdfxValues)
	fs.StringVar(&j.Language, "language", "", "language of the book's own text (overrides the spec's): "+strings.Join(i18n.Languages(), "|"))
	fs.BoolVarP(&quiet, "quiet", "q", false, "no progress bar")
	fs.IntVar(&j.Workers, "workers", 0, "goroutines generating puzzles (default: one per CPU)")
	bindMemory(fs, &mem)
	return func(ctx context.Context, args []string) error {
		if len(args) > 0 {
			return usagef("book: unexpected argument %q", args[0])
		}
		if fs.Changed("check") && check.Check == "" {
			return usagef(`--check "": name the PDF to check`)
		}
		var err error
		if j.PDFX, err = render.ParsePDFX(pdfx); err != nil {
			return usagef("--pdfx %q: %s", pdfx, pdfxWant)
		}
		if check.PDFX, _ = preflight.ParsePDFX(j.PDFX.Level().String()); check.Check != "" || check.Interior != "" {
			check.PaperStock, check.Shop = j.PaperStock, preflight.ShopKDP
			err := check.Run()
			if unreadable := (*preflight.ReadError)(nil); errors.As(err, &unreadable) {
				return usagef("%v", err) // exit 2: cannot read, not rules broken
			}
			return err
		}
		if fs.Changed("preset") && j.SpecFile != "" {
			return usagef("--preset and --spec cannot be combined")
		}
		if seed.set {
			j.Seed = &seed.v
		}
		j.MaxMemory = mem.v
		j.LocalePaper = classroom.LocalePaper(os.Getenv)
		j.Series, j.Verbose, j.Progress = fs.Changed("volumes"), !quiet, progressBar(e.stderr, quiet)
		j.Log = func(line string) { fmt.Fprintln(e.stderr, "mazekit: "+line) }
		return j.Run(ctx)
	}
}
