// XMP metadata for PDF/X-4 files.

package pdfx

import (
	"encoding/xml"
	"fmt"
	"hash/fnv"
	"strings"
	"time"
)

// xmpPacket returns the XMP metadata PDF/X-4 asks for, in UTF-8: the
// version, the title, author, subject, keywords, creator and producer of
// the document information info (already cleaned for XML by readInfo),
// its dates (date), trapping and document identifiers.
func xmpPacket(info map[string]string, date time.Time) string {
	stamp := date.UTC().Format("2006-01-02T15:04:05") + "+00:00"
	h := fnv.New128a()
	for _, k := range infoKeys {
		h.Write([]byte(k + "\x00" + info[k] + "\x00"))
	}
	sum := h.Sum(nil)
	id := fmt.Sprintf("uuid:%x-%x-%x-%x-%x", sum[0:4], sum[4:6], sum[6:8], sum[8:10], sum[10:16])
	var b strings.Builder
	b.WriteString(`<?xpacket begin="` + "\ufeff" + `" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about=""
 xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:xmp="http://ns.adobe.com/xap/1.0/"
 xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
 xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
 xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
<dc:format>application/pdf</dc:format>
`)
	el := func(name, v string) {
		b.WriteString("<" + name + ">" + esc(v) + "</" + name + ">\n")
	}
	alt := func(name, v string) {
		b.WriteString("<" + name + `><rdf:Alt><rdf:li xml:lang="x-default">` + esc(v) + "</rdf:li></rdf:Alt></" + name + ">\n")
	}
	alt("dc:title", info["Title"])
	if v := info["Author"]; v != "" {
		b.WriteString("<dc:creator><rdf:Seq><rdf:li>" + esc(v) + "</rdf:li></rdf:Seq></dc:creator>\n")
	}
	if v := info["Subject"]; v != "" {
		alt("dc:description", v)
	}
	if v := info["Keywords"]; v != "" {
		el("pdf:Keywords", v)
	}
	el("xmp:CreateDate", stamp)
	el("xmp:ModifyDate", stamp)
	el("xmp:MetadataDate", stamp)
	if v := info["Creator"]; v != "" {
		el("xmp:CreatorTool", v)
	}
	if v := info["Producer"]; v != "" {
		el("pdf:Producer", v)
	}
	el("pdf:Trapped", "False")
	el("xmpMM:DocumentID", id)
	el("xmpMM:InstanceID", id)
	el("xmpMM:VersionID", "1")
	el("xmpMM:RenditionClass", "default")
	el("pdfxid:GTS_PDFXVersion", "PDF/X-4")
	b.WriteString(`</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`)
	return b.String()
}

// esc escapes s as XML character data.
func esc(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return b.String()
}
