package serve

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"

	"github.com/mazekit/mazekit/render"
)

// sheetMargin is the margin a maze printed on paper keeps, in points, as
// the PDF writer places it.
const sheetMargin = 36

var (
	svgRoot = regexp.MustCompile(`<svg [^>]*viewBox="([^"]+)"[^>]*>`)
	svgSize = regexp.MustCompile(`^<svg [^>]*width="([\d.]+)" height="([\d.]+)"`)
)

// svgType is the media type of SVG, the pictures onPaper sets on paper.
const svgType = "image/svg+xml"

// onPaper draws a maze's SVG on its paper as the PDF prints it: a page of
// the paper's size in points with the maze scaled to fit inside the
// margins and centred, or when trueSize (an age level or large print) at
// the SVG's own size in points, one cell the corridor and wall it prints
// with, centred, so the preview of a maze on paper is its printed page.
func onPaper(svg []byte, paper string, landscape, trueSize bool) ([]byte, error) {
	p, err := render.LookupPaper(paper)
	if err != nil {
		return nil, badf("paper %q: %v", paper, err)
	}
	w, h := p.W, p.H
	if landscape {
		w, h = h, w
	}
	loc := svgRoot.FindSubmatchIndex(svg)
	if loc == nil {
		return nil, fmt.Errorf("the maze's SVG has no viewBox")
	}
	viewBox := svg[loc[2]:loc[3]]
	x, y, bw, bh := float64(sheetMargin), float64(sheetMargin), w-2*sheetMargin, h-2*sheetMargin
	if m := svgSize.FindSubmatch(svg[loc[0]:loc[1]]); trueSize && m != nil {
		dw, _ := strconv.ParseFloat(string(m[1]), 64)
		dh, _ := strconv.ParseFloat(string(m[2]), 64)
		if dw <= w-2*sheetMargin+1e-6 && dh <= h-2*sheetMargin+1e-6 {
			x, y, bw, bh = (w-dw)/2, (h-dh)/2, dw, dh
		} // else too big for the sheet at its size: fitted, as it prints
	}
	var vb [4]float64
	if _, err := fmt.Sscan(string(viewBox), &vb[0], &vb[1], &vb[2], &vb[3]); err != nil || vb[2] <= 0 || vb[3] <= 0 {
		return nil, fmt.Errorf("the maze's SVG has a bad viewBox %q", viewBox)
	}
	body := bytes.TrimSpace(svg[loc[1]:])
	body, ok := bytes.CutSuffix(body, []byte("</svg>"))
	if !ok {
		return nil, fmt.Errorf("the maze's SVG does not end with </svg>")
	}
	// The maze's units scaled to the box and centred in it: a plain
	// transform, which every SVG reader draws alike.
	sc := min(bw/vb[2], bh/vb[3])
	tx, ty := x+(bw-vb[2]*sc)/2-vb[0]*sc, y+(bh-vb[3]*sc)/2-vb[1]*sc
	var b bytes.Buffer
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="UTF-8"?>`+"\n")
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %.2f %.2f" width="%.2f" height="%.2f">`+"\n", w, h, w, h)
	fmt.Fprintf(&b, `<rect width="%.2f" height="%.2f" fill="#ffffff"/>`+"\n", w, h)
	fmt.Fprintf(&b, `<g transform="translate(%.4f %.4f) scale(%.6f)">`, tx, ty, sc)
	b.Write(body)
	b.WriteString("\n</g>\n</svg>\n")
	return b.Bytes(), nil
}
