package preflight_test

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/internal/pdftest"
	. "github.com/mazekit/mazekit/preflight"
)

// A planted defect and how the report must show it.
type defect struct {
	name string
	want *regexp.Regexp // a problem (or, for images, a warning) matching this
}

var defects = []defect{
	{"hairline", regexp.MustCompile(`thinnest line is 0\.(2\d|19) pt`)},
	{"white5", regexp.MustCompile(`smallest text is (4\.9\d|5\.0\d) pt`)},
	{"lowres", regexp.MustCompile(`prints at 100 ppi`)},
	{"trim", regexp.MustCompile(`page 2 is 612\.00 x 792\.00 pt, page 1 is 432\.00 x 648\.00 pt`)},
}

// A maker writes a 24-page 6 × 9 in interior with 0.75 in margins: 12 pt
// text, a 1 pt rule and a 300 ppi image on page 1, or one defect planted.
// It returns the PDF's path, or "" when the defect cannot be made with
// this tool (a raster page has no lines or text to measure).
type maker func(t *testing.T, dir, variant string) string

// TestPlantedDefects makes clean and defective interiors with Chromium,
// Cairo (rsvg-convert), Ghostscript, ImageMagick and LibreOffice: every
// clean file passes with no warning, and every planted defect is reported.
func TestPlantedDefects(t *testing.T) {
	if testing.Short() {
		t.Skip("runs five PDF makers")
	}
	makers := map[string]maker{
		"chromium": chromiumPDF, "cairo": cairoPDF, "ghostscript": ghostscriptPDF,
		"imagemagick": imagemagickPDF, "libreoffice": libreofficePDF,
	}
	var names []string
	for n := range makers {
		names = append(names, n)
	}
	sort.Strings(names)
	table := map[string]map[string]string{}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			writeImages(t, dir)
			row := map[string]string{}
			table[name] = row
			for _, variant := range append([]string{"clean"}, defectNames()...) {
				p := makers[name](t, dir, variant)
				if p == "" {
					row[variant] = "n/a"
					continue
				}
				data, err := os.ReadFile(p)
				if err != nil {
					t.Fatal(err)
				}
				rep, err := Check(data)
				if err != nil {
					t.Errorf("%s: %v", variant, err)
					row[variant] = "error"
					continue
				}
				all := strings.Join(append(rep.Problems, rep.Warnings...), "\n")
				if variant == "clean" {
					row[variant] = "passed"
					if all != "" || rep.Pages != 24 {
						row[variant] = "FAILED"
						t.Errorf("the clean file of %s (%d pages) breaks rules:\n%s", name, rep.Pages, rep)
					}
					continue
				}
				row[variant] = "caught"
				if want := defectWant(variant); !want.MatchString(all) {
					row[variant] = "MISSED"
					t.Errorf("%s: want %q reported, got:\n%s", variant, want, rep)
				}
			}
		})
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%-12s %-7s", "maker", "clean")
	for _, d := range defects {
		fmt.Fprintf(&b, " %-9s", d.name)
	}
	for _, name := range names {
		fmt.Fprintf(&b, "\n%-12s %-7s", name, table[name]["clean"])
		for _, d := range defects {
			fmt.Fprintf(&b, " %-9s", table[name][d.name])
		}
	}
	t.Logf("planted defects:\n%s", b.String())
}

func defectNames() []string {
	var out []string
	for _, d := range defects {
		out = append(out, d.name)
	}
	return out
}

func defectWant(name string) *regexp.Regexp {
	for _, d := range defects {
		if d.name == name {
			return d.want
		}
	}
	return nil
}

// writeImages writes hi.png (300 × 300 pixels, drawn 1 in square: 300 ppi)
// and lo.png (100 × 100, drawn 1 in square: 100 ppi).
func writeImages(t *testing.T, dir string) {
	for name, n := range map[string]int{"hi.png": 300, "lo.png": 100} {
		img := image.NewGray(image.Rect(0, 0, n, n))
		for y := 0; y < n; y++ {
			for x := 0; x < n; x++ {
				img.SetGray(x, y, color.Gray{uint8(255 * ((x/10 + y/10) % 2))})
			}
		}
		var buf bytes.Buffer
		png.Encode(&buf, img)
		if err := os.WriteFile(filepath.Join(dir, name), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func run(t *testing.T, dir, prog string, args ...string) {
	t.Helper()
	cmd := exec.Command(prog, args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s %v: %v\n%s", prog, args, err, out)
	}
}

func write(t *testing.T, p, s string) {
	t.Helper()
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

// html is the interior as HTML for Chromium and LibreOffice.
func html(variant string) string {
	var b strings.Builder
	b.WriteString(`<html><head><meta charset="utf-8"><style>@page{size:6in 9in;margin:0.75in} @page wide{size:8.5in 11in;margin:0.75in}
body{margin:0;font-family:"DejaVu Sans",sans-serif} .w{page:wide}</style></head><body>`)
	for i := 1; i <= 24; i++ {
		style := ""
		if i > 1 {
			style = ` style="page-break-before:always"`
		}
		class := ""
		if i == 2 && variant == "trim" {
			class = ` class="w"`
		}
		fmt.Fprintf(&b, `<div%s><p%s><span style="font-size:12pt">Maze page %d</span></p>`, class, style, i)
		if i == 1 {
			b.WriteString(`<p style="border-bottom:1pt solid #000000;font-size:12pt">A rule</p>`)
			img := "hi.png"
			if variant == "lowres" {
				img = "lo.png"
			}
			fmt.Fprintf(&b, `<p><img src="%s" style="width:1in;height:1in" width="96" height="96"></p>`, img)
			switch variant {
			case "hairline":
				b.WriteString(`<p style="border-bottom:0.25pt solid #000000;font-size:12pt">A thin rule</p>`)
			case "white5":
				b.WriteString(`<p style="background:#000000;font-size:12pt"><span style="color:#ffffff;font-size:5pt">white small print</span></p>`)
			}
		}
		b.WriteString("</div>")
	}
	b.WriteString("</body></html>")
	return b.String()
}

func chromiumPDF(t *testing.T, dir, variant string) string {
	prog := pdftest.Program(t, "MAZEKIT_REQUIRE_BROWSER", "chromium", "chromium-browser", "google-chrome")
	src := filepath.Join(dir, "c-"+variant+".html")
	h := html(variant)
	if variant == "hairline" { // Chromium draws borders as fills: a stroked SVG line sets its width in a graphics state (/LW)
		h = strings.Replace(h, `<p style="border-bottom:0.25pt solid #000000;font-size:12pt">A thin rule</p>`,
			`<svg width="200" height="20"><line x1="0" y1="10" x2="200" y2="10" stroke="black" stroke-width="0.3"/></svg>`, 1)
	}
	h = strings.ReplaceAll(h, "border-bottom:1pt solid #000000", "border-bottom:1pt solid #000000;padding-bottom:2pt")
	write(t, src, h)
	out := filepath.Join(dir, "c-"+variant+".pdf")
	run(t, dir, prog, "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer", "--user-data-dir="+filepath.Join(dir, "profile"), "--print-to-pdf="+out, "file://"+src)
	return out
}

func libreofficePDF(t *testing.T, dir, variant string) string {
	prog := pdftest.Program(t, "MAZEKIT_REQUIRE_PDF_TOOLS", "soffice", "libreoffice")
	src := filepath.Join(dir, "l-"+variant+".html")
	if variant == "trim" {
		// HTML import has one page style for the whole file: a flat
		// OpenDocument text gives page 2 a page style of its own.
		src = filepath.Join(dir, "l-"+variant+".fodt")
		write(t, src, fodtTrim())
	} else {
		write(t, src, html(variant))
	}
	run(t, dir, prog, "-env:UserInstallation=file://"+filepath.Join(dir, "lo-profile"), "--headless", "--convert-to", "pdf:writer_pdf_Export", "--outdir", dir, src)
	return filepath.Join(dir, "l-"+variant+".pdf")
}

// svgPage is one page as SVG for Cairo, in points.
func svgPage(dir string, page int, variant string) string {
	w, h := 432, 648
	if page == 2 && variant == "trim" {
		w, h = 612, 792
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="%dpt" height="%dpt" viewBox="0 0 %d %d">`, w, h, w, h)
	fmt.Fprintf(&b, `<text x="54" y="80" font-family="DejaVu Sans" font-size="12">Maze page %d</text>`, page)
	if page == 1 {
		b.WriteString(`<line x1="54" y1="100" x2="300" y2="100" stroke="black" stroke-width="1"/>`)
		img := "hi.png"
		if variant == "lowres" {
			img = "lo.png"
		}
		data, _ := os.ReadFile(filepath.Join(dir, img))
		fmt.Fprintf(&b, `<image x="54" y="120" width="72" height="72" xlink:href="data:image/png;base64,%s"/>`, base64.StdEncoding.EncodeToString(data))
		switch variant {
		case "hairline":
			b.WriteString(`<g transform="scale(0.5)"><line x1="108" y1="440" x2="600" y2="440" stroke="black" stroke-width="0.5"/></g>`)
		case "white5":
			b.WriteString(`<rect x="54" y="230" width="200" height="20" fill="black"/><text x="60" y="244" font-family="DejaVu Sans" font-size="5" fill="white">white small print</text>`)
		}
	}
	b.WriteString(`</svg>`)
	return b.String()
}

func cairoPDF(t *testing.T, dir, variant string) string {
	prog := pdftest.Program(t, "MAZEKIT_REQUIRE_PDF_TOOLS", "rsvg-convert")
	args := []string{"-f", "pdf", "-o", filepath.Join(dir, "r-"+variant+".pdf")}
	for i := 1; i <= 24; i++ {
		p := filepath.Join(dir, fmt.Sprintf("r-%s-%02d.svg", variant, i))
		write(t, p, svgPage(dir, i, variant))
		args = append(args, p)
	}
	run(t, dir, prog, args...)
	return args[3]
}

func ghostscriptPDF(t *testing.T, dir, variant string) string {
	prog := pdftest.Program(t, "MAZEKIT_REQUIRE_PDF_TOOLS", "gs")
	var b strings.Builder
	b.WriteString("%!PS\n")
	for i := 1; i <= 24; i++ {
		size := "432 648"
		if i == 2 && variant == "trim" {
			size = "612 792"
		}
		fmt.Fprintf(&b, "<< /PageSize [%s] >> setpagedevice\n/Helvetica 12 selectfont 54 560 moveto (Maze page %d) show\n", size, i)
		if i == 1 {
			b.WriteString("1 setlinewidth 54 540 moveto 300 540 lineto stroke\n")
			// An 8 × 8 image drawn 8/300 in square (300 ppi), or 8/100 in (100 ppi).
			side := 8.0 / 300 * 72
			if variant == "lowres" {
				side = 8.0 / 100 * 72
			}
			fmt.Fprintf(&b, "gsave 54 400 translate %g %g scale 8 8 8 [8 0 0 -8 0 8] {<00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff00ff>} image grestore\n", side, side)
			switch variant {
			case "hairline":
				b.WriteString("gsave 54 300 translate 4 0.25 scale 1 setlinewidth 0 0 moveto 50 0 lineto stroke grestore\n")
			case "white5":
				b.WriteString("0 setgray 54 250 200 20 rectfill 1 setgray /Helvetica 5 selectfont 60 256 moveto (white small print) show 0 setgray\n")
			}
		}
		b.WriteString("showpage\n")
	}
	src := filepath.Join(dir, "g-"+variant+".ps")
	write(t, src, b.String())
	out := filepath.Join(dir, "g-"+variant+".pdf")
	run(t, dir, prog, "-q", "-dBATCH", "-dNOPAUSE", "-dSAFER", "-sDEVICE=pdfwrite", "-dPDFSETTINGS=/prepress", "-sOutputFile="+out, src)
	return out
}

func imagemagickPDF(t *testing.T, dir, variant string) string {
	if variant == "hairline" || variant == "white5" {
		return "" // a raster page has no lines or text to measure
	}
	prog := pdftest.Program(t, "MAZEKIT_REQUIRE_PDF_TOOLS", "convert")
	// Each page is one image; ImageMagick's PDF writer takes one density
	// for the whole file, and the page in pixels at that density: 6 × 9 in
	// with the image 0.75 in from the edge. The low-resolution file is
	// written at 100 dpi throughout.
	img, dpi := "hi.png", 300
	if variant == "lowres" {
		img, dpi = "lo.png", 100
	}
	args := []string{"-units", "PixelsPerInch", "-density", fmt.Sprint(dpi)}
	for i := 1; i <= 24; i++ {
		w, h := 6*dpi, 9*dpi
		if i == 2 && variant == "trim" {
			w, h = 17*dpi/2, 11*dpi
		}
		args = append(args, "(", img, "-set", "page", fmt.Sprintf("%dx%d+%d+%d", w, h, 3*dpi/4, 3*dpi/4), ")")
	}
	// The PDFA coder is ImageMagick's PDF writer under the name Debian's
	// security policy leaves enabled.
	out := filepath.Join(dir, "m-"+variant+".pdf")
	run(t, dir, prog, append(args, "PDFA:"+out)...)
	return out
}

// fodtTrim is a 24-page flat OpenDocument text, 6 × 9 in but for page 2,
// which is letter size.
func fodtTrim() string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
<office:automatic-styles>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="6in" fo:page-height="9in" fo:margin-top="0.75in" fo:margin-bottom="0.75in" fo:margin-left="0.75in" fo:margin-right="0.75in"/></style:page-layout>
<style:page-layout style:name="pm2"><style:page-layout-properties fo:page-width="8.5in" fo:page-height="11in" fo:margin-top="0.75in" fo:margin-bottom="0.75in" fo:margin-left="0.75in" fo:margin-right="0.75in"/></style:page-layout>
<style:style style:name="P0" style:family="paragraph" style:master-page-name="Standard"><style:text-properties fo:font-size="12pt"/></style:style>
<style:style style:name="P1" style:family="paragraph" style:master-page-name="Standard"><style:paragraph-properties fo:break-before="page"/><style:text-properties fo:font-size="12pt"/></style:style>
<style:style style:name="P2" style:family="paragraph" style:master-page-name="Wide"><style:text-properties fo:font-size="12pt"/></style:style>
</office:automatic-styles>
<office:master-styles>
<style:master-page style:name="Standard" style:page-layout-name="pm1"/>
<style:master-page style:name="Wide" style:page-layout-name="pm2"/>
</office:master-styles>
<office:body><office:text>
`)
	for i := 1; i <= 24; i++ {
		style := "P1"
		switch i {
		case 1:
			style = "P0"
		case 2:
			style = "P2"
		}
		fmt.Fprintf(&b, "<text:p text:style-name=%q>Maze page %d</text:p>\n", style, i)
	}
	b.WriteString("</office:text></office:body></office:document>\n")
	return b.String()
}
