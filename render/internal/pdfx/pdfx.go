// Package pdfx rewrites a finished PDF (as render writes it) as PDF/X-1a
// or PDF/X-4 for print shops.
package pdfx

import (
	"bytes"
	"compress/zlib"
	"crypto/md5"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Level is a PDF/X conformance level.
type Level int

// The levels Convert writes: PDF/X-1a:2001 (ISO 15930-1, PDF 1.3) and
// PDF/X-4 (ISO 15930-7).
const (
	X1a Level = 1
	X4  Level = 2
)

// Condition is a printing condition PDF/X files are made for: a
// characterization registered with the ICC (http://www.color.org), named
// in the output intent and, for PDF/X-4, embedded as an ICC output
// profile made from its characterization data.
type Condition struct {
	ID      string // OutputConditionIdentifier, as the ICC registry names it
	Info    string // the condition described for people
	profile []byte
}

// FOGRA39 is one of the conditions: FOGRA39 (offset on coated paper, ISO 12647-2, most
// European and many American print-on-demand shops), GRACoL 2006 coated #1
// (CGATS TR 006, the US commercial coated condition) and SWOP coated #3
// (CGATS TR 003, US publication printing). Each profile was made with
// ArgyllCMS colprof from the characterization data Debian's
// icc-profiles-free ships under the Zlib licence (see icc/README.md).
func FOGRA39() Condition {
	return Condition{"FOGRA39", "Coated FOGRA39 (ISO 12647-2:2004)", fogra39}
}

// GRACoL2006 is the GRACoL 2006 coated #1 condition (see FOGRA39).
func GRACoL2006() Condition {
	return Condition{"CGATS TR 006", "GRACoL 2006 coated #1 (ANSI CGATS TR 006, ISO 12647-2 paper type 1)", gracol2006}
}

// SWOP3 is the SWOP coated #3 condition (see FOGRA39).
func SWOP3() Condition {
	return Condition{"CGATS TR 003", "SWOP coated #3 (ANSI CGATS TR 003)", swop3}
}

const outputRegistry = "http://www.color.org"

var (
	pdfObjRe     = regexp.MustCompile(`(?m)^(\d+) 0 obj\n`)
	pdfColorRe   = regexp.MustCompile(`(\d*\.?\d+) (\d*\.?\d+) (\d*\.?\d+) (RG|rg)\b`)
	pdfContentRe = regexp.MustCompile(`/Contents (\d+) 0 R`)
	pdfMediaRe   = regexp.MustCompile(`/MediaBox \[([^\]]*)\]`)
)

// pdfObject is one object of a PDF being rewritten: its dictionary text
// and, for a stream, its data.
type pdfObject struct {
	dict   string
	stream []byte // nil for no stream
}

// Convert rewrites a PDF written by render as level p: every colour in gray
// or CMYK (colours converted through cond's profile: gray stays gray), page
// contents recompressed, a TrimBox and BleedBox on every page (the media
// box when the page has none), subset tags on the fonts, an output intent
// for FOGRA39, the version keys, Trapped, and for PDF/X-4 the ICC profile
// and XMP metadata. title names the document when it has no title;
// date is the document's creation and modification date.
func Convert(pdf []byte, p Level, cond Condition, title string, date time.Time) ([]byte, error) {
	if cond.ID == "" {
		cond = FOGRA39()
	}
	if cond.profile == nil {
		return nil, fmt.Errorf("render: pdf/x: this build carries no ICC profiles (the WebAssembly page writes no PDF/X)")
	}
	conv := formulaCMYK
	if cond.profile != nil {
		pc, err := newProfileCMYK(cond.profile)
		if err != nil {
			return nil, fmt.Errorf("render: pdf/x: %s profile: %w", cond.ID, err)
		}
		conv = pc.cmyk
	}
	objs, trailer, err := splitPDF(pdf)
	if err != nil {
		return nil, err
	}
	root, info := refIn(trailer, "/Root"), refIn(trailer, "/Info")
	if objs[root] == nil || objs[info] == nil {
		return nil, fmt.Errorf("render: pdf/x: no catalog or document information")
	}
	treeMedia := ""
	for _, o := range objs {
		if strings.Contains(o.dict, "/Type /Pages") {
			if m := pdfMediaRe.FindStringSubmatch(o.dict); m != nil {
				treeMedia = m[1]
			}
		}
	}
	for n, o := range objs {
		if !strings.Contains(o.dict, "/Type /Page\n") && !strings.Contains(o.dict, "/Type /Page ") && !strings.HasSuffix(o.dict, "/Type /Page") {
			continue
		}
		if m := pdfContentRe.FindStringSubmatch(o.dict); m != nil {
			c, _ := strconv.Atoi(m[1])
			if co := objs[c]; co != nil && co.stream != nil {
				if err := cmykContent(co, conv); err != nil {
					return nil, fmt.Errorf("render: pdf/x: page object %d: %w", n, err)
				}
			}
		}
		media := treeMedia // inherited when the page has none
		if m := pdfMediaRe.FindStringSubmatch(o.dict); m != nil {
			media = m[1]
		}
		if media == "" {
			return nil, fmt.Errorf("render: pdf/x: page object %d has no MediaBox", n)
		}
		if !strings.Contains(o.dict, "/TrimBox") {
			o.dict = addToDict(o.dict, fmt.Sprintf("\n/TrimBox [%s]", media))
		}
		if !strings.Contains(o.dict, "/BleedBox") {
			o.dict = addToDict(o.dict, fmt.Sprintf("\n/BleedBox [%s]", media))
		}
	}
	tagSubsets(objs)
	dropEmptyNames(objs, root)
	next := 0
	for n := range objs {
		next = max(next, n+1)
	}
	intent := fmt.Sprintf("<< /Type /OutputIntent /S /GTS_PDFX /OutputConditionIdentifier (%s) /RegistryName (%s) /Info (%s) /OutputCondition (%s)",
		pdfEscape(cond.ID), outputRegistry, pdfEscape(cond.Info), pdfEscape(cond.Info))
	if p == X4 {
		objs[next] = &pdfObject{dict: "<< /N 4 /Filter /FlateDecode >>", stream: deflatePDF(cond.profile)}
		intent += fmt.Sprintf(" /DestOutputProfile %d 0 R", next)
		next++
	}
	objs[next] = &pdfObject{dict: intent + " >>"}
	cat := strings.TrimSuffix(strings.TrimSpace(objs[root].dict), ">>") + fmt.Sprintf("/OutputIntents [%d 0 R]\n", next)
	next++
	// The document information written again, cleaned, so that the XMP
	// metadata can say the same.
	fields := readInfo(objs[info].dict)
	if fields["Title"] == "" {
		fields["Title"] = cleanText(title)
	}
	if fields["Creator"] == "" {
		fields["Creator"] = "mazekit"
	}
	if fields["Producer"] == "" {
		fields["Producer"] = "mazekit"
	}
	var inf strings.Builder
	inf.WriteString("<<\n")
	for _, k := range infoKeys {
		if v := fields[k]; v != "" {
			fmt.Fprintf(&inf, "/%s %s\n", k, textString(v))
		}
	}
	stamp := date.UTC().Format("20060102150405")
	fmt.Fprintf(&inf, "/CreationDate (D:%s+00'00')\n/ModDate (D:%s+00'00')\n", stamp, stamp)
	version := "(PDF/X-1:2001)\n/GTS_PDFXConformance (PDF/X-1a:2001)"
	if p == X4 {
		version = "(PDF/X-4)"
		objs[next] = &pdfObject{dict: "<< /Type /Metadata /Subtype /XML >>", stream: []byte(xmpPacket(fields, date))}
		cat += fmt.Sprintf("/Metadata %d 0 R\n", next)
		next++
	}
	fmt.Fprintf(&inf, "/GTS_PDFXVersion %s\n/Trapped /False\n", version)
	objs[root].dict = cat + ">>"
	objs[info].dict = inf.String() + ">>"
	header := "%PDF-1.3" // PDF/X-1a:2001 is PDF 1.3
	if p == X4 {
		header = "%PDF-1.6" // PDF/X-4 is PDF 1.6
	}
	return joinPDF(pdf, objs, trailer, next, header), nil
}

// splitPDF reads the objects and trailer of a PDF fpdf wrote: each object
// starts a line with "N 0 obj", streams are given with their /Length, and
// one cross-reference table ends the file.
func splitPDF(pdf []byte) (map[int]*pdfObject, string, error) {
	xref := bytes.LastIndex(pdf, []byte("\nxref\n"))
	tr := bytes.LastIndex(pdf, []byte("\ntrailer\n"))
	if xref < 0 || tr < xref {
		return nil, "", fmt.Errorf("render: pdf/x: no cross-reference table")
	}
	end := bytes.Index(pdf[tr:], []byte("\nstartxref"))
	if end < 0 {
		return nil, "", fmt.Errorf("render: pdf/x: no startxref")
	}
	trailer := string(pdf[tr+len("\ntrailer\n") : tr+end])
	objs := map[int]*pdfObject{}
	body := pdf[:xref+1]
	ms := pdfObjRe.FindAllSubmatchIndex(body, -1)
	for i, m := range ms {
		n, _ := strconv.Atoi(string(body[m[2]:m[3]]))
		stop := len(body)
		if i+1 < len(ms) {
			stop = ms[i+1][0]
		}
		text := body[m[1]:stop]
		o := &pdfObject{}
		if k := bytes.Index(text, []byte("\nstream\n")); k >= 0 {
			o.dict = string(text[:k])
			data := text[k+len("\nstream\n"):]
			e := bytes.LastIndex(data, []byte("\nendstream"))
			if e < 0 {
				return nil, "", fmt.Errorf("render: pdf/x: object %d: a stream without its end", n)
			}
			o.stream = data[:e]
			o.dict = regexp.MustCompile(`/Length \d+`).ReplaceAllString(o.dict, "")
		} else {
			o.dict = string(bytes.TrimSuffix(bytes.TrimRight(text, "\n"), []byte("endobj")))
		}
		o.dict = strings.TrimSpace(o.dict)
		objs[n] = o
	}
	return objs, trailer, nil
}

// joinPDF writes the objects in number order after the original header,
// then a new cross-reference table and the trailer with its size.
func joinPDF(pdf []byte, objs map[int]*pdfObject, trailer string, size int, header string) []byte {
	var b bytes.Buffer
	head := pdf[:pdfObjRe.FindIndex(pdf)[0]]
	if header != "" {
		if i := bytes.IndexByte(head, '\n'); i >= 0 && bytes.HasPrefix(head, []byte("%PDF-")) {
			head = append([]byte(header), head[i:]...)
		}
	}
	b.Write(head)
	offsets := make([]int, size)
	for n := 1; n < size; n++ {
		o := objs[n]
		if o == nil {
			continue
		}
		offsets[n] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n", n)
		if o.stream != nil {
			d := strings.TrimSuffix(strings.TrimSpace(o.dict), ">>")
			fmt.Fprintf(&b, "%s/Length %d>>\nstream\n", d, len(o.stream))
			b.Write(o.stream)
			b.WriteString("\nendstream\nendobj\n")
		} else {
			fmt.Fprintf(&b, "%s\nendobj\n", o.dict)
		}
	}
	start := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", size)
	for n := 1; n < size; n++ {
		if objs[n] == nil {
			b.WriteString("0000000000 65535 f \n")
			continue
		}
		fmt.Fprintf(&b, "%010d 00000 n \n", offsets[n])
	}
	trailer = regexp.MustCompile(`/Size \d+`).ReplaceAllString(trailer, fmt.Sprintf("/Size %d", size))
	if !strings.Contains(trailer, "/ID") {
		// The file ID PDF/X asks for, from the file's content.
		sum := md5.Sum(b.Bytes())
		trailer = addToDict(trailer, fmt.Sprintf("\n/ID [<%x><%x>]\n", sum, sum))
	}
	fmt.Fprintf(&b, "trailer\n%s\nstartxref\n%d\n%%%%EOF\n", trailer, start)
	return b.Bytes()
}

// addToDict adds entries at the end of a dictionary's text.
func addToDict(dict, entries string) string {
	return strings.TrimSuffix(strings.TrimSpace(dict), ">>") + entries + ">>"
}

// refIn returns the object number key refers to in a dictionary's text.
func refIn(dict, key string) int {
	m := regexp.MustCompile(regexp.QuoteMeta(key) + `\s+(\d+) 0 R`).FindStringSubmatch(dict)
	if m == nil {
		return -1
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// formulaCMYK is CMYK by the plain formula: black in K, the rest in C, M
// and Y; for a condition without a profile.
func formulaCMYK(r, g, b float64) [4]float64 {
	k := 1 - max(r, g, b)
	if k >= 1 {
		return [4]float64{0, 0, 0, 1}
	}
	return [4]float64{(1 - r - k) / (1 - k), (1 - g - k) / (1 - k), (1 - b - k) / (1 - k), k}
}

// cmykContent turns the RGB colours of a content stream into gray (when
// the three components are equal) or CMYK by conv, and compresses it.
func cmykContent(o *pdfObject, conv func(r, g, b float64) [4]float64) error {
	data := o.stream
	if strings.Contains(o.dict, "/FlateDecode") {
		zr, err := zlib.NewReader(bytes.NewReader(data))
		if err != nil {
			return err
		}
		if data, err = io.ReadAll(zr); err != nil {
			return err
		}
	}
	data = pdfColorRe.ReplaceAllFunc(data, func(s []byte) []byte {
		m := pdfColorRe.FindSubmatch(s)
		var c [3]float64
		for i := range c {
			c[i], _ = strconv.ParseFloat(string(m[i+1]), 64)
		}
		stroke := string(m[4]) == "RG"
		if c[0] == c[1] && c[1] == c[2] {
			op := "g"
			if stroke {
				op = "G"
			}
			return []byte(fmt.Sprintf("%.3f %s", c[0], op))
		}
		cmyk := conv(c[0], c[1], c[2])
		op := "k"
		if stroke {
			op = "K"
		}
		return []byte(fmt.Sprintf("%.3f %.3f %.3f %.3f %s", cmyk[0], cmyk[1], cmyk[2], cmyk[3], op))
	})
	o.stream = deflatePDF(data)
	if !strings.Contains(o.dict, "/FlateDecode") {
		o.dict = addToDict(o.dict, "/Filter /FlateDecode")
	}
	return nil
}

func deflatePDF(b []byte) []byte {
	var buf bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&buf, zlib.BestCompression)
	zw.Write(b)
	zw.Close()
	return buf.Bytes()
}

// pdfEscape escapes a literal string's parentheses and backslashes.
func pdfEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `(`, `\(`, `)`, `\)`).Replace(s)
}
