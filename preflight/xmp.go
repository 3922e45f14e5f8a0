// XMP metadata: well-formed XML that says what the document information
// says (ISO 15930-7, 6.7.2 and ISO 32000-1, 14.3.2).

package preflight

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strings"

	"github.com/mazekit/mazekit/internal/pdfread"
)

// The XMP namespaces of the properties the document information mirrors.
const (
	nsDC     = "http://purl.org/dc/elements/1.1/"
	nsPDF    = "http://ns.adobe.com/pdf/1.3/"
	nsXMP    = "http://ns.adobe.com/xap/1.0/"
	nsPDFXID = "http://www.npes.org/pdfx/ns/id/"
)

// infoXMP pairs each text entry of the document information with the XMP
// property that must say the same.
var infoXMP = []struct{ key, ns, prop string }{
	{"Title", nsDC, "title"},
	{"Author", nsDC, "creator"},
	{"Subject", nsDC, "description"},
	{"Keywords", nsPDF, "Keywords"},
	{"Creator", nsXMP, "CreatorTool"},
	{"Producer", nsPDF, "Producer"},
	{"GTS_PDFXVersion", nsPDFXID, "GTS_PDFXVersion"},
}

// readXMP parses an XMP packet and returns the first value of each simple
// property, or of the first item of an array property, keyed by namespace
// and local name ("ns local"), whether written as an element or as an
// attribute of rdf:Description. It fails on XML that is not well-formed
// (not UTF-8, control characters, unbalanced tags).
func readXMP(b []byte) (map[string]string, error) {
	d := xml.NewDecoder(bytes.NewReader(b))
	d.Strict = true
	out := map[string]string{}
	var stack []string // "ns local" of the open property elements
	var text strings.Builder
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if t.Name.Local == "Description" {
				for _, a := range t.Attr {
					if k := a.Name.Space + " " + a.Name.Local; a.Name.Space != "" && out[k] == "" {
						out[k] = a.Value
					}
				}
			}
			stack = append(stack, t.Name.Space+" "+t.Name.Local)
			text.Reset()
		case xml.CharData:
			text.Write(t)
		case xml.EndElement:
			if len(stack) == 0 {
				return nil, errors.New("unbalanced end tag")
			}
			// A property's value is its own text, or the text of its first
			// rdf:li (the default language of an Alt, the first of a Seq).
			k := stack[len(stack)-1]
			if t.Name.Local == "li" && len(stack) >= 3 {
				k = stack[len(stack)-3]
			}
			if v := strings.TrimSpace(text.String()); v != "" && out[k] == "" {
				out[k] = v
			}
			text.Reset()
			stack = stack[:len(stack)-1]
		}
	}
}

// checkXMP adds the problems of the catalog's XMP metadata: not
// well-formed, or saying other than the document information info does.
func checkXMP(f *pdfread.File, info pdfread.Dict, problem func(string, ...any)) {
	meta, data := f.StreamDict(f.Catalog()["Metadata"])
	if meta == nil {
		return
	}
	props, err := readXMP(data)
	if err != nil {
		problem("the XMP metadata is not well-formed XML: %v", err)
		return
	}
	for _, p := range infoXMP {
		s, ok := f.Resolve(info[p.key]).(pdfread.String)
		if !ok {
			continue
		}
		want, got := decodeText(s), props[p.ns+" "+p.prop]
		if p.key == "GTS_PDFXVersion" && got == "" {
			continue // PDF/X-1a files need no XMP version
		}
		if want != got {
			problem("the document information's %s is %q but the XMP metadata says %q", p.key, want, got)
		}
	}
	if t, ok := f.Resolve(info["Trapped"]).(pdfread.Name); ok {
		if got := props[nsPDF+" Trapped"]; got != string(t) {
			problem("the document information says Trapped /%s but the XMP metadata says %q", t, got)
		}
	}
}
