// XMP metadata for PDF/X-4 files.

package pdfx

import (
	"fmt"
	"hash/fnv"
	"html"
	"regexp"
	"time"
)

var pdfProducerRe = regexp.MustCompile(`/Producer \(([^)]*)\)`)

// xmpPacket returns the XMP metadata PDF/X-4 asks for: the version, title,
// dates, producer, trapping and document identifiers, consistent with the
// document information info (the dates are date, as there).
func xmpPacket(info, title string, date time.Time) string {
	producer := "mazekit"
	if m := pdfProducerRe.FindStringSubmatch(info); m != nil {
		producer = m[1]
	}
	stamp := date.UTC().Format(time.RFC3339)
	h := fnv.New128a()
	h.Write([]byte(title + "\x00" + info))
	sum := h.Sum(nil)
	id := fmt.Sprintf("uuid:%x-%x-%x-%x-%x", sum[0:4], sum[4:6], sum[6:8], sum[8:10], sum[10:16])
	esc := html.EscapeString
	return `<?xpacket begin="` + "\ufeff" + `" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about=""
 xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:xmp="http://ns.adobe.com/xap/1.0/"
 xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
 xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
 xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
<dc:format>application/pdf</dc:format>
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">` + esc(title) + `</rdf:li></rdf:Alt></dc:title>
<xmp:CreateDate>` + stamp + `</xmp:CreateDate>
<xmp:ModifyDate>` + stamp + `</xmp:ModifyDate>
<xmp:MetadataDate>` + stamp + `</xmp:MetadataDate>
<xmp:CreatorTool>mazekit</xmp:CreatorTool>
<pdf:Producer>` + esc(producer) + `</pdf:Producer>
<pdf:Trapped>False</pdf:Trapped>
<xmpMM:DocumentID>` + id + `</xmpMM:DocumentID>
<xmpMM:InstanceID>` + id + `</xmpMM:InstanceID>
<xmpMM:VersionID>1</xmpMM:VersionID>
<xmpMM:RenditionClass>default</xmpMM:RenditionClass>
<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`
}
