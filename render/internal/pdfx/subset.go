// Subset tags: the six capitals and a plus the PDF standard puts before
// the name of an embedded font subset (ISO 32000-1, 9.6.4).

package pdfx

import (
	"crypto/sha256"
	"regexp"
	"strconv"
)

var (
	pdfBaseRe      = regexp.MustCompile(`/(BaseFont|FontName) /([A-Za-z0-9_.+-]+)`)
	pdfFontNameRe  = regexp.MustCompile(`/FontName /([A-Za-z0-9_.+-]+)`)
	pdfFontFile2Re = regexp.MustCompile(`/FontFile2 (\d+) 0 R`)
)

// TagSubsets returns pdf, a file as fpdf writes it, with a subset tag on
// the name of every embedded TrueType font (fpdf embeds subsets but names
// them untagged). The tag is taken from the embedded font program, so the
// same subset always gets the same tag and the same document the same
// bytes. A file whose fonts are all tagged is returned as it is.
func TagSubsets(pdf []byte) ([]byte, error) {
	objs, trailer, err := splitPDF(pdf)
	if err != nil {
		return nil, err
	}
	tagged := tagSubsets(objs)
	if !dropEmptyNames(objs, refIn(trailer, "/Root")) && !tagged {
		return pdf, nil
	}
	size := 0
	for n := range objs {
		size = max(size, n+1)
	}
	if m := regexp.MustCompile(`/Size (\d+)`).FindStringSubmatch(trailer); m != nil {
		if n, _ := strconv.Atoi(m[1]); n > size {
			size = n
		}
	}
	return joinPDF(pdf, objs, trailer, size, ""), nil
}

// emptyNamesRe is the empty name tree of embedded files fpdf writes into
// every catalog, which Ghostscript reports as damage ("bad trailer
// dictionary").
var emptyNamesRe = regexp.MustCompile(`/Names\s*<<\s*/EmbeddedFiles\s*<<\s*/Names\s*\[\s*\]\s*>>\s*>>\s*`)

// dropEmptyNames removes the empty name tree from the catalog (object
// root) and reports whether there was one.
func dropEmptyNames(objs map[int]*pdfObject, root int) bool {
	o := objs[root]
	if o == nil || !emptyNamesRe.MatchString(o.dict) {
		return false
	}
	o.dict = emptyNamesRe.ReplaceAllString(o.dict, "")
	return true
}

// tagSubsets tags the untagged names of fonts embedded through a FontFile2
// stream in the font and descriptor dictionaries of objs, and reports
// whether it changed any.
func tagSubsets(objs map[int]*pdfObject) bool {
	tags := map[string]string{} // font name → tag
	for _, o := range objs {
		name := pdfFontNameRe.FindStringSubmatch(o.dict)
		file := pdfFontFile2Re.FindStringSubmatch(o.dict)
		if name == nil || file == nil || tagged(name[1]) {
			continue
		}
		n, _ := strconv.Atoi(file[1])
		if ff := objs[n]; ff != nil && ff.stream != nil {
			tags[name[1]] = subsetTag(ff.stream)
		}
	}
	if len(tags) == 0 {
		return false
	}
	for _, o := range objs {
		if o.stream != nil {
			continue
		}
		o.dict = pdfBaseRe.ReplaceAllStringFunc(o.dict, func(s string) string {
			m := pdfBaseRe.FindStringSubmatch(s)
			if tag, ok := tags[m[2]]; ok {
				return "/" + m[1] + " /" + tag + "+" + m[2]
			}
			return s
		})
	}
	return true
}

// tagged reports whether a font name starts with a subset tag.
func tagged(name string) bool {
	if len(name) < 8 || name[6] != '+' {
		return false
	}
	for i := range 6 {
		if name[i] < 'A' || name[i] > 'Z' {
			return false
		}
	}
	return true
}

// subsetTag is the six capital letters that mark a font as a subset,
// derived from the embedded font program.
func subsetTag(program []byte) string {
	sum := sha256.Sum256(program)
	v := uint64(0)
	for _, c := range sum[:8] {
		v = v<<8 | uint64(c)
	}
	tag := make([]byte, 6)
	for i := range tag {
		tag[i] = byte('A' + v%26)
		v /= 26
	}
	return string(tag)
}
