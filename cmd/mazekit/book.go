package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/mazekit/mazekit/internal/limits"

	"github.com/spf13/pflag"
	"golang.org/x/term"

	"github.com/mazekit/mazekit/internal/atomicfile"
	"github.com/mazekit/mazekit/layout"
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
examples/*.yaml. --check reads a PDF back and reports any print rule broken.

Examples:
  mazekit book -o book.pdf
  mazekit book --spec examples/activity-book.yaml -o book.pdf
  mazekit book --preset handout --copies 30 -o class.pdf
  mazekit book --preset cats -o cats.pdf
  mazekit book --check book.pdf
  mazekit book -o book.pdf --cover cover.pdf
  mazekit book --check cover.pdf --interior book.pdf
  mazekit book --spec series.yaml -o book.pdf --volumes 5   (book-vol1.pdf … and book.ledger)`,
	Flags: bookFlags,
}

type bookConfig struct {
	spec     string
	preset   string
	copies   int
	out      string
	seed     seedFlag
	paper    string
	bleed    bool
	check    string
	cover    string
	interior string
	stock    string
	language string
	volumes  int
	ledger   string
	quiet    bool
	workers  int
	maxMem   memFlag
}

func bookFlags(fs *pflag.FlagSet, e *env) func(ctx context.Context, args []string) error {
	c := &bookConfig{}
	fs.StringVar(&c.spec, "spec", "", "book spec (YAML); default: the preset")
	fs.StringVar(&c.preset, "preset", "activity", "built-in book when no spec is given: activity|handout|cats")
	fs.IntVar(&c.copies, "copies", 0, "handout: number of sheets, each with different mazes")
	fs.StringVarP(&c.out, "output", "o", "book.pdf", "output PDF file")
	fs.Var(&c.seed, "seed", "book seed (overrides the spec's)")
	fs.StringVar(&c.paper, "paper", "", "paper size (overrides the spec's): letter, a4, 6x9, ... or WxH with mm/in/pt")
	fs.BoolVar(&c.bleed, "bleed", false, "add bleed (TrimBox and BleedBox) for print-on-demand services")
	fs.StringVar(&c.check, "check", "", "check this PDF against the print rules instead of making a book")
	fs.StringVar(&c.cover, "cover", "", "also write the full-wrap cover (back, spine, front) sized for the book to this PDF")
	fs.IntVar(&c.volumes, "volumes", 1, "make a series of this many volumes (file names get -volN) with no puzzle repeated")
	fs.StringVar(&c.ledger, "ledger", "", "series ledger: fingerprints of puzzles already published, read and extended (default: the output's name with .ledger)")
	fs.StringVar(&c.interior, "interior", "", "with --check: the PDF is a cover; check its size against this interior")
	fs.StringVar(&c.stock, "paper-stock", "", "paper stock (overrides the spec's): "+strings.Join(layout.PaperStocks(), "|"))
	fs.StringVar(&c.language, "language", "", "language of the book's own text (overrides the spec's): "+strings.Join(layout.Languages(), "|"))
	fs.BoolVarP(&c.quiet, "quiet", "q", false, "no progress bar")
	fs.IntVar(&c.workers, "workers", 0, "goroutines generating puzzles (default: one per CPU)")
	bindMemory(fs, &c.maxMem)
	return func(ctx context.Context, args []string) error {
		if len(args) > 0 {
			return usagef("book: unexpected argument %q", args[0])
		}
		if fs.Changed("check") && c.check == "" {
			return usagef(`--check "": name the PDF to check`)
		}
		if c.copies < 0 || c.copies > 1000 {
			return usagef("--copies %d: want 1 to 1000 sheets", c.copies)
		}
		if c.check != "" {
			if c.interior != "" {
				return runCheckCover(c, e)
			}
			return runCheck(c.check, e)
		}
		if c.interior != "" {
			return usagef("--interior applies only with --check")
		}
		return runBook(ctx, c, fs, e)
	}
}

// loadSpec reads a spec file or a preset.
func loadSpec(path, preset string, copies int) (*layout.Spec, error) {
	if path == "" {
		s, err := layout.Preset(preset, copies)
		if err != nil {
			return nil, usagef("%v", err)
		}
		return s, nil
	}
	data, err := limits.ReadFile(path, limits.SpecBytes)
	if err != nil {
		return nil, usagef("--spec: cannot read %s: %v", path, unwrapPathErr(err))
	}
	s, err := layout.Parse(data, path)
	if err != nil {
		return nil, usagef("%v", err)
	}
	if copies > 0 {
		if s.Handout == nil {
			return nil, usagef("--copies applies only to handout specs")
		}
		s.Handout.Copies = copies
	}
	return s, nil
}

func unwrapPathErr(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

func runBook(ctx context.Context, c *bookConfig, fs *pflag.FlagSet, e *env) error {
	if !strings.HasSuffix(strings.ToLower(c.out), ".pdf") && c.out != "-" {
		return usagef("-o %s: a book is a PDF; give a .pdf file", c.out)
	}
	if c.workers < 0 || c.workers > 256 {
		return usagef("--workers %d: want between 1 and 256", c.workers)
	}
	spec, err := loadSpec(c.spec, c.preset, c.copies)
	if err != nil {
		return err
	}
	if fs.Changed("preset") && c.spec != "" {
		return usagef("--preset and --spec cannot be combined")
	}
	if c.seed.set {
		spec.Seed = c.seed.v
	}
	if c.paper != "" {
		if _, _, err := layout.ParsePaper(c.paper); err != nil {
			return usagef("--paper: %v", err)
		}
		spec.Paper = c.paper
	}
	if c.bleed {
		spec.Bleed = true
	}
	if c.stock != "" {
		spec.PaperStock = c.stock
	}
	if c.language != "" {
		spec.Language = c.language
	}
	if _, err := spec.Validate(); err != nil {
		return usagef("%v", err)
	}
	coverOut := c.cover
	if coverOut == "" && spec.Cover != nil {
		coverOut = spec.Cover.File
	}
	if coverOut != "" && !strings.HasSuffix(strings.ToLower(coverOut), ".pdf") {
		return usagef("--cover %s: a cover is a PDF; give a .pdf file", coverOut)
	}
	if coverOut != "" && spec.Handout != nil {
		return usagef("--cover: a handout is loose sheets, not a bound book; it has no cover")
	}
	if coverOut != "" && (coverOut == c.out || coverOut == "-") {
		return usagef("--cover %s: give the cover its own file, not the book's", coverOut)
	}
	if err := checkFiles([]namedFile{{"-o", c.out}, {"--cover", coverOut}, {"--ledger", c.ledger}}, []namedFile{{"--spec", c.spec}}); err != nil {
		return err
	}
	if !fs.Changed("volumes") && c.ledger == "" {
		_, err := makeBook(ctx, c, e, spec, c.out, coverOut, nil)
		return err
	}
	if c.volumes < 1 || c.volumes > 100 {
		return usagef("--volumes %d: want between 1 and 100", c.volumes)
	}
	if c.out == "-" {
		return usagef("--volumes writes one file per volume: give -o a file name, not -")
	}
	ledgerPath := c.ledger
	if ledgerPath == "" {
		ledgerPath = strings.TrimSuffix(c.out, filepath.Ext(c.out)) + ".ledger"
	}
	ledger := layout.NewLedger()
	if data, err := os.ReadFile(ledgerPath); err == nil {
		if ledger, err = layout.ReadLedger(bytes.NewReader(data), ledgerPath); err != nil {
			return usagef("--ledger: %v", err)
		}
	} else if !os.IsNotExist(err) {
		return usagef("--ledger: cannot read %s: %v", ledgerPath, unwrapPathErr(err))
	}
	first := ledger.Next()
	for n := first; n < first+c.volumes; n++ {
		vs := layout.VolumeSpec(spec, n)
		out := volumeName(c.out, n)
		cov := ""
		if coverOut != "" {
			cov = volumeName(coverOut, n)
		}
		b, err := makeBook(ctx, c, e, vs, out, cov, ledger.Has)
		if err != nil {
			return err
		}
		ledger.Add(n, b)
		if err := atomicfile.Write(ledgerPath, e.stdout, func(w io.Writer) error { _, err := ledger.WriteTo(w); return err }); err != nil {
			return err
		}
	}
	if !c.quiet {
		fmt.Fprintf(e.stderr, "mazekit: ledger %s records volumes 1 to %d\n", ledgerPath, first+c.volumes-1)
	}
	return nil
}

// volumeName puts the volume number before a file's extension:
// book.pdf → book-vol3.pdf.
func volumeName(path string, n int) string {
	ext := filepath.Ext(path)
	return fmt.Sprintf("%s-vol%d%s", strings.TrimSuffix(path, ext), n, ext)
}

// makeBook makes one book (and its cover, when coverOut is set) and writes
// it to out.
func makeBook(ctx context.Context, c *bookConfig, e *env, spec *layout.Spec, out, coverOut string, avoid func(string) bool) (*layout.Book, error) {
	bar := progressBar(e.stderr, c.quiet)
	var opts layout.Options
	opts.Workers = c.workers
	opts.Avoid = avoid
	opts.MaxMemory = c.maxMem.v
	if bar != nil {
		opts.Progress = func(done, total int) { bar("puzzle", done, total) }
	}
	b, err := layout.MakeContext(ctx, spec, &opts)
	if bar != nil {
		fmt.Fprint(e.stderr, "\r\033[K") // clear the bar's line
	}
	if err != nil {
		return nil, usagef("%v", err)
	}
	for _, w := range b.Warnings {
		fmt.Fprintln(e.stderr, "mazekit: warning:", w)
	}
	var pages func(done, total int)
	if bar != nil {
		pages = func(done, total int) { bar("page", done, total) }
	}
	err = atomicfile.Write(out, e.stdout, func(w io.Writer) error { return b.WritePDFContext(ctx, w, pages) })
	if bar != nil {
		fmt.Fprint(e.stderr, "\r\033[K")
	}
	if err != nil {
		return nil, err
	}
	if !c.quiet {
		fmt.Fprintf(e.stderr, "mazekit: wrote %s: %d pages, %d puzzles, seed %d\n", out, len(b.Pages), len(b.Puzzles), spec.Seed)
	}
	if coverOut != "" {
		if err := atomicfile.Write(coverOut, e.stdout, b.WriteCoverPDF); err != nil {
			return nil, err
		}
		if !c.quiet {
			w, h, spine := layout.CoverSize(b.Plan.TrimW, b.Plan.TrimH, len(b.Pages), b.Plan.PaperStock)
			fmt.Fprintf(e.stderr, "mazekit: wrote %s: %.3f x %.3f in, spine %.3f in (%d pages, %s paper)\n", coverOut, w/layout.Inch, h/layout.Inch, spine/layout.Inch, len(b.Pages), b.Plan.PaperStock)
		}
	}
	return b, nil
}

// progressBar returns a callback drawing a progress bar on stderr, or nil
// when stderr is not a terminal or quiet is set.
func progressBar(stderr io.Writer, quiet bool) func(what string, done, total int) {
	f, ok := stderr.(*os.File)
	if quiet || !ok || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
	return func(what string, done, total int) {
		const width = 30
		n := done * width / max(total, 1)
		fmt.Fprintf(stderr, "\r[%s%s] %s %d/%d", strings.Repeat("#", n), strings.Repeat(".", width-n), what, done, total)
	}
}

func runCheck(path string, e *env) error {
	data, err := limits.ReadFile(path, limits.PDFBytes)
	if err != nil {
		return usagef("--check: cannot read %s: %v", path, unwrapPathErr(err))
	}
	rep, err := layout.Check(data)
	if err != nil {
		return fmt.Errorf("--check %s: %v", path, err)
	}
	fmt.Fprint(e.stdout, rep.String())
	if len(rep.Problems) > 0 && rep.Pages == 1 && rep.MediaW > rep.MediaH {
		fmt.Fprintf(e.stdout, "(one page wider than tall: if %s is a cover, check it with --interior book.pdf)\n", path)
	}
	if len(rep.Problems) > 0 {
		return fmt.Errorf("%s breaks %d print rule(s)", path, len(rep.Problems))
	}
	return nil
}

// runCheckCover checks a cover against the interior it wraps: its page
// count and trim (the TrimBox when the interior bleeds).
func runCheckCover(c *bookConfig, e *env) error {
	if c.stock != "" && !slices.Contains(layout.PaperStocks(), c.stock) {
		return usagef("--paper-stock %q: want one of %s", c.stock, strings.Join(layout.PaperStocks(), ", "))
	}
	stock := c.stock
	if stock == "" {
		stock = layout.StockWhite
	}
	in, err := limits.ReadFile(c.interior, limits.PDFBytes)
	if err != nil {
		return usagef("--interior: cannot read %s: %v", c.interior, unwrapPathErr(err))
	}
	irep, err := layout.Check(in)
	if err != nil {
		return fmt.Errorf("--interior %s: %v", c.interior, err)
	}
	data, err := limits.ReadFile(c.check, limits.PDFBytes)
	if err != nil {
		return usagef("--check: cannot read %s: %v", c.check, unwrapPathErr(err))
	}
	rep, err := layout.CheckCover(data, irep.Pages, irep.TrimW, irep.TrimH, stock)
	if err != nil {
		return fmt.Errorf("--check %s: %v", c.check, err)
	}
	w, h, spine := layout.CoverSize(irep.TrimW, irep.TrimH, irep.Pages, stock)
	fmt.Fprintf(e.stdout, "interior:       %d pages, %.3f x %.3f in, %s paper\n", irep.Pages, irep.TrimW/layout.Inch, irep.TrimH/layout.Inch, stock)
	fmt.Fprintf(e.stdout, "cover wants:    %.4f x %.4f in (spine %.4f in)\n", w/layout.Inch, h/layout.Inch, spine/layout.Inch)
	fmt.Fprint(e.stdout, rep.String())
	if len(rep.Problems) > 0 {
		return fmt.Errorf("%s breaks %d print rule(s)", c.check, len(rep.Problems))
	}
	return nil
}
