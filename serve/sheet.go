package serve

import (
	"bytes"
	"fmt"
	"regexp"

	"github.com/mazekit/mazekit/render"
)

// sheetMargin is the margin a maze printed on paper keeps, in points, as
// the PDF writer places it.
const sheetMargin = 36

var svgRoot = regexp.MustCompile(`<svg [^>]*viewBox="([^"]+)"[^>]*>`)

// svgType is the media type of SVG, the pictures onPaper sets on paper.
const svgType = "image/svg+xml"

// onPaper draws a maze's SVG on its paper as the PDF prints it: a page of
// the paper's size in points with the maze scaled to fit inside the
// margins and centred, so the preview of a maze on paper is its printed
// page.
func onPaper(svg []byte, paper string, landscape bool) ([]byte, error) {
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
	var b bytes.Buffer
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="UTF-8"?>`+"\n")
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %.2f %.2f" width="%.2f" height="%.2f">`+"\n", w, h, w, h)
	fmt.Fprintf(&b, `<rect width="%.2f" height="%.2f" fill="#ffffff"/>`+"\n", w, h)
	fmt.Fprintf(&b, `<svg x="%d" y="%d" width="%.2f" height="%.2f" viewBox="%s" preserveAspectRatio="xMidYMid meet">`,
		sheetMargin, sheetMargin, w-2*sheetMargin, h-2*sheetMargin, viewBox)
	b.Write(svg[loc[1]:])
	b.WriteString("\n</svg>\n")
	return b.Bytes(), nil
}
