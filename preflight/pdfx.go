// PDF/X: the rules of PDF/X-1a and PDF/X-4 that can be read from a file.

package preflight

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"regexp"
	"strings"

	"github.com/mazekit/mazekit/internal/pdfread"
)

// PDFX is a PDF/X conformance level.
type PDFX int

// The PDF/X levels mazekit writes and checks.
const (
	PDFXNone PDFX = iota
	// PDFX1a is PDF/X-1a, as PDF/X-1a:2001 (ISO 15930-1, PDF 1.3) or
	// PDF/X-1a:2003 (ISO 15930-4, PDF 1.4): gray and CMYK only, no
	// transparency, every font embedded, an output intent.
	PDFX1a
	// PDFX4 is PDF/X-4 (ISO 15930-7): colour-managed, transparency allowed,
	// an output intent with its ICC profile, XMP metadata.
	PDFX4
)

// PDFXNames returns the names ParsePDFX takes.
func PDFXNames() []string { return []string{"x1a", "x4"} }

// ParsePDFX reads a level by name: "x1a" or "x4"; "" is PDFXNone. A
// printing condition after a colon ("x4:gracol2006", as render takes it)
// is allowed and not checked: any registered condition passes.
func ParsePDFX(s string) (PDFX, error) {
	level, _, _ := strings.Cut(s, ":")
	switch strings.ToLower(strings.TrimSpace(level)) {
	case "":
		return PDFXNone, nil
	case "x1a", "x-1a", "pdf/x-1a":
		return PDFX1a, nil
	case "x4", "x-4", "pdf/x-4":
		return PDFX4, nil
	}
	return PDFXNone, fmt.Errorf("unknown PDF/X level %q (want x1a or x4)", s)
}

// String returns the level's short name, as ParsePDFX takes it.
func (p PDFX) String() string {
	switch p {
	case PDFX1a:
		return "x1a"
	case PDFX4:
		return "x4"
	}
	return ""
}

// Name returns the level's full name.
func (p PDFX) Name() string {
	switch p {
	case PDFX1a:
		return "PDF/X-1a"
	case PDFX4:
		return "PDF/X-4"
	}
	return "no PDF/X"
}

var (
	headerRe = regexp.MustCompile(`^%PDF-(\d)\.(\d)`)
	subsetRe = regexp.MustCompile(`^[A-Z]{6}\+`)
)

// checkPDFX adds the problems of f against level p to r: the header
// version, the output intent and its characterization, the version key,
// Trapped, title and dates, the file ID, TrimBox and BleedBox on every
// page, colour spaces, transparency, and subset fonts without a tag.
func checkPDFX(f *pdfread.File, pages []pdfread.Page, inks []pageInk, r *Report, p PDFX) {
	problem := func(format string, a ...any) {
		r.Problems = append(r.Problems, p.Name()+": "+fmt.Sprintf(format, a...))
	}
	info := f.Dict(f.Trailer()["Info"])
	text := func(key string) string {
		s, _ := f.Resolve(info[key]).(pdfread.String)
		return decodeText(s)
	}
	version := text("GTS_PDFXVersion")
	most := 4 // PDF/X-1a:2003
	switch {
	case p == PDFX4:
		most = 6
	case version == "PDF/X-1:2001":
		most = 3
	}
	if m := headerRe.FindSubmatch(f.Header()); m == nil || m[1][0] != '1' || int(m[2][0]-'0') > most {
		problem("the file must be PDF 1.%d or earlier (its header says %q)", most, bytes.TrimSpace(f.Header()))
	}
	cat := f.Catalog()
	intents := f.Array(cat["OutputIntents"])
	var intent pdfread.Dict
	for _, v := range intents {
		if d := f.Dict(v); d != nil && d["S"] == pdfread.Name("GTS_PDFX") {
			intent = d
		}
	}
	profileN := 0.0
	if intent == nil {
		problem("no output intent of subtype GTS_PDFX (the printing condition the file was made for)")
	} else {
		id, _ := f.Resolve(intent["OutputConditionIdentifier"]).(pdfread.String)
		reg, _ := f.Resolve(intent["RegistryName"]).(pdfread.String)
		if len(id) == 0 {
			problem("the output intent has no OutputConditionIdentifier")
		}
		if prof, _ := f.StreamDict(intent["DestOutputProfile"]); prof != nil {
			profileN, _ = f.Number(prof["N"])
		} else if p == PDFX4 {
			problem("the output intent has no DestOutputProfile (PDF/X-4 embeds the ICC profile)")
		} else if len(reg) == 0 {
			problem("the output intent has neither an ICC profile nor a RegistryName for its registered characterization %q", id)
		}
	}
	switch p {
	case PDFX1a:
		if version != "PDF/X-1a:2003" && !(version == "PDF/X-1:2001" && text("GTS_PDFXConformance") == "PDF/X-1a:2001") {
			problem("the document information has GTS_PDFXVersion %q, want PDF/X-1:2001 (with GTS_PDFXConformance PDF/X-1a:2001) or PDF/X-1a:2003", version)
		}
	case PDFX4:
		meta, _ := f.StreamDict(cat["Metadata"])
		_, xmp := f.StreamDict(cat["Metadata"])
		if meta == nil || !bytes.Contains(xmp, []byte("GTS_PDFXVersion")) || !bytes.Contains(xmp, []byte("PDF/X-4")) {
			problem("the catalog has no XMP metadata naming GTS_PDFXVersion PDF/X-4")
		}
		if version != "" && version != "PDF/X-4" {
			problem("the document information has GTS_PDFXVersion %q, want PDF/X-4", version)
		}
	}
	checkXMP(f, info, problem)
	if t := f.Resolve(info["Trapped"]); t != pdfread.Name("True") && t != pdfread.Name("False") {
		problem("the document information must say Trapped /True or /False")
	}
	for _, key := range []string{"Title", "CreationDate", "ModDate"} {
		if info[key] == nil {
			problem("the document information has no %s", key)
		}
	}
	if f.Trailer()["ID"] == nil {
		problem("the trailer has no file ID")
	}
	for i, pg := range pages {
		trim, hasTrim := f.Box(pg.Dict["TrimBox"])
		_, hasArt := f.Box(pg.Dict["ArtBox"])
		if !hasTrim && !hasArt {
			problem("page %d has no TrimBox", i+1)
			continue
		}
		bleed, hasBleed := f.Box(pg.Dict["BleedBox"])
		if !hasBleed {
			problem("page %d has no BleedBox", i+1)
			continue
		}
		if !inside(trim, bleed) || !inside(bleed, pg.Media) {
			problem("page %d: the TrimBox must lie within the BleedBox, and the BleedBox within the MediaBox", i+1)
		}
	}
	switch p {
	case PDFX1a:
		names := map[string]string{"rgb": "RGB", "cal": "calibrated or ICC-based", "lab": "Lab"}
		for _, class := range []string{"rgb", "cal", "lab"} {
			if where, ok := r.colors[class]; ok {
				problem("%s colour (%s); PDF/X-1a allows gray and CMYK only", names[class], where)
			}
		}
		for _, t := range r.transparency {
			problem("transparency (%s) is not allowed", t)
		}
	case PDFX4:
		if where, ok := r.colors["rgb"]; ok && profileN != 3 {
			problem("device RGB colour (%s) with an output intent that is not RGB", where)
		}
	}
	checkSubsetTags(f, problem)
}

// inside reports whether box a lies within box b (to 0.01 pt).
func inside(a, b [4]float64) bool {
	return a[0] >= b[0]-0.01 && a[1] >= b[1]-0.01 && a[2] <= b[2]+0.01 && a[3] <= b[3]+0.01
}

// checkSubsetTags finds embedded TrueType fonts that are subsets (most of
// their glyphs empty, or renumbered through a CIDToGIDMap stream) but whose
// name lacks the subset tag (six capitals and a plus) the PDF standard
// requires of subsets.
func checkSubsetTags(f *pdfread.File, problem func(string, ...any)) {
	mapped := map[int]bool{} // font descriptors of CID fonts with a CIDToGIDMap stream
	for _, n := range f.Nums() {
		v, _, _ := f.Object(n)
		if d, _ := v.(pdfread.Dict); d != nil && d["Subtype"] == pdfread.Name("CIDFontType2") {
			if _, isRef := d["CIDToGIDMap"].(pdfread.Ref); isRef {
				if fd, ok := d["FontDescriptor"].(pdfread.Ref); ok {
					mapped[fd.Num] = true
				}
			}
		}
	}
	for _, n := range f.Nums() {
		v, _, _ := f.Object(n)
		d, _ := v.(pdfread.Dict)
		if d == nil || d["Type"] != pdfread.Name("FontDescriptor") {
			continue
		}
		name, _ := f.Resolve(d["FontName"]).(pdfread.Name)
		if subsetRe.MatchString(string(name)) || d["FontFile2"] == nil {
			continue
		}
		_, ttf := f.StreamDict(d["FontFile2"])
		if mapped[n] || ttfIsSubset(ttf) {
			problem("font %s is embedded as a subset without a subset tag (ABCDEF+%s)", name, name)
		}
	}
}

// ttfIsSubset reports whether more than half the glyphs of a TrueType
// font program are empty, as subsetters that keep glyph numbers leave
// them.
func ttfIsSubset(b []byte) bool {
	if len(b) < 12 {
		return false
	}
	tables := map[string][]byte{}
	num := int(binary.BigEndian.Uint16(b[4:]))
	for i := 0; i < num && 12+16*i+16 <= len(b); i++ {
		e := b[12+16*i:]
		off, n := int(binary.BigEndian.Uint32(e[8:])), int(binary.BigEndian.Uint32(e[12:]))
		if off >= 0 && n >= 0 && off+n <= len(b) && off+n >= off {
			tables[string(e[:4])] = b[off : off+n]
		}
	}
	head, maxp, loca := tables["head"], tables["maxp"], tables["loca"]
	if len(head) < 54 || len(maxp) < 6 {
		return false
	}
	glyphs := int(binary.BigEndian.Uint16(maxp[4:]))
	long := binary.BigEndian.Uint16(head[50:]) == 1
	at := func(i int) (int, bool) {
		if long {
			if 4*i+4 > len(loca) {
				return 0, false
			}
			return int(binary.BigEndian.Uint32(loca[4*i:])), true
		}
		if 2*i+2 > len(loca) {
			return 0, false
		}
		return 2 * int(binary.BigEndian.Uint16(loca[2*i:])), true
	}
	empty := 0
	for i := 0; i < glyphs; i++ {
		a, ok1 := at(i)
		z, ok2 := at(i + 1)
		if !ok1 || !ok2 {
			return false
		}
		if a == z {
			empty++
		}
	}
	return glyphs > 10 && empty*2 > glyphs
}
