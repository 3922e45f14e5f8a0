#!/usr/bin/python3
"""A structural PDF/X check written apart from mazekit's own preflight.

usage: pdfxcheck.py x1a|x4 FILE...

Reads each file with pikepdf and prints one line per rule broken, as
"FILE: problem"; exits 1 when any rule is broken, 2 when a file cannot
be read. The rules are those of ISO 15930-1 (PDF/X-1a:2001) and
ISO 15930-7 (PDF/X-4) that can be read from the objects: the header
version, the output intent, the version keys, Trapped, the boxes of every
page, the colour spaces of X-1a content and images, no transparency in
X-1a, XMP metadata that is well-formed XML and says what the document
information says, and tagged embedded font subsets.
"""

import re
import sys
import xml.etree.ElementTree as ET

import pikepdf

NS = {
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "dc": "http://purl.org/dc/elements/1.1/",
    "pdf": "http://ns.adobe.com/pdf/1.3/",
    "xmp": "http://ns.adobe.com/xap/1.0/",
    "pdfxid": "http://www.npes.org/pdfx/ns/id/",
}
RGB_OPS = {"rg", "RG"}


def text(v):
    return str(v) if v is not None else None


def colour_space_is_rgb(cs):
    if cs is None:
        return False
    if isinstance(cs, pikepdf.Name):
        return cs in ("/DeviceRGB", "/CalRGB", "/Lab")
    if isinstance(cs, pikepdf.Array) and len(cs) > 0:
        kind = cs[0]
        if kind in ("/CalRGB", "/Lab"):
            return True
        if kind == "/ICCBased":
            return True  # X-1a allows device gray and CMYK only
        if kind == "/Indexed" and len(cs) > 1:
            return colour_space_is_rgb(cs[1])
        if kind in ("/Separation", "/DeviceN") and len(cs) > 2:
            return colour_space_is_rgb(cs[2])
    return False


def inherited(obj, key):
    """The value of key on a page or from the page tree above it."""
    for _ in range(64):
        if obj is None:
            return None
        if key in obj:
            return obj[key]
        obj = obj.get("/Parent")
    return None


def check_content(pdf, page, problems, where):
    """X-1a: no RGB operators, no RGB colour spaces or images, no
    transparency."""
    res = inherited(page, "/Resources") or pikepdf.Dictionary()
    for name, cs in res.get("/ColorSpace", pikepdf.Dictionary()).items():
        if colour_space_is_rgb(cs):
            problems.append(f"{where}: colour space {name} is not gray or CMYK")
    for name, gs in res.get("/ExtGState", pikepdf.Dictionary()).items():
        for k in ("/ca", "/CA"):
            if k in gs and float(gs[k]) < 1:
                problems.append(f"{where}: transparency {k} {float(gs[k])} in {name}")
        if "/SMask" in gs and gs["/SMask"] != "/None":
            problems.append(f"{where}: soft mask in {name}")
    for name, x in res.get("/XObject", pikepdf.Dictionary()).items():
        if x.get("/Subtype") == "/Image":
            if colour_space_is_rgb(x.get("/ColorSpace")):
                problems.append(f"{where}: image {name} is RGB")
            if "/SMask" in x:
                problems.append(f"{where}: image {name} has a soft mask")
        elif x.get("/Subtype") == "/Form":
            check_content(pdf, x, problems, f"{where} form {name}")
    try:
        ops = pikepdf.parse_content_stream(page)
    except Exception as e:  # noqa: BLE001
        problems.append(f"{where}: content stream does not parse: {e}")
        return
    for operands, op in ops:
        op = str(op)
        if op in RGB_OPS:
            problems.append(f"{where}: RGB colour operator {op}")
            return
        if op in ("cs", "CS") and operands and operands[0] == "/DeviceRGB":
            problems.append(f"{where}: colour space DeviceRGB set")
            return


def check_xmp(pdf, info, problems):
    meta = pdf.Root.get("/Metadata")
    if meta is None:
        problems.append("no XMP metadata in the catalog")
        return
    data = meta.read_bytes()
    try:
        root = ET.fromstring(data)
    except ET.ParseError as e:
        problems.append(f"XMP is not well-formed XML: {e}")
        return

    def find(path):
        el = root.find(".//" + path, NS)
        return el.text if el is not None else None

    if find("pdfxid:GTS_PDFXVersion") != "PDF/X-4":
        problems.append("XMP has no pdfxid:GTS_PDFXVersion PDF/X-4")
    pairs = [
        ("/Title", "dc:title/rdf:Alt/rdf:li"),
        ("/Author", "dc:creator/rdf:Seq/rdf:li"),
        ("/Subject", "dc:description/rdf:Alt/rdf:li"),
        ("/Producer", "pdf:Producer"),
        ("/Creator", "xmp:CreatorTool"),
        ("/Keywords", "pdf:Keywords"),
    ]
    for key, path in pairs:
        if key in info and text(info[key]) != find(path):
            problems.append(f"Info {key} {text(info[key])!r} but XMP {path} {find(path)!r}")
    trapped = info.get("/Trapped")
    if trapped is not None and str(trapped).lstrip("/") != find("pdf:Trapped"):
        problems.append(f"Info /Trapped {trapped} but XMP pdf:Trapped {find('pdf:Trapped')!r}")
    for s in (find("xmp:CreateDate"), find("xmp:ModifyDate")):
        if s is None or not re.match(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|[+-]\d\d:\d\d)$", s):
            problems.append(f"XMP date {s!r} is not a full date with its time zone")


def check(level, path):
    problems = []
    with open(path, "rb") as f:
        head = f.read(16)
    m = re.match(rb"%PDF-1\.(\d)", head)
    most = 3 if level == "x1a" else 6
    if not m or int(m.group(1)) > most:
        problems.append(f"header {head[:8]!r}: want PDF 1.{most} or earlier")
    pdf = pikepdf.open(path)
    info = pdf.trailer.get("/Info", pikepdf.Dictionary())
    intents = [i for i in pdf.Root.get("/OutputIntents", []) if i.get("/S") == "/GTS_PDFX"]
    if not intents:
        problems.append("no /OutputIntents entry with /S /GTS_PDFX")
    for i in intents:
        if not text(i.get("/OutputConditionIdentifier")):
            problems.append("output intent without OutputConditionIdentifier")
        prof = i.get("/DestOutputProfile")
        if level == "x4" and prof is None:
            problems.append("PDF/X-4 output intent without DestOutputProfile")
        if prof is None and not text(i.get("/RegistryName")):
            problems.append("output intent without DestOutputProfile or RegistryName")
        if prof is not None:
            icc = prof.read_bytes()
            if icc[36:40] != b"acsp" or icc[12:16] != b"prtr" or icc[16:20] != b"CMYK":
                problems.append("DestOutputProfile is not a CMYK output ICC profile")
    version = text(info.get("/GTS_PDFXVersion"))
    if level == "x1a" and not (version == "PDF/X-1:2001" and text(info.get("/GTS_PDFXConformance")) == "PDF/X-1a:2001"):
        problems.append(f"Info GTS_PDFXVersion {version!r}: want PDF/X-1:2001 with GTS_PDFXConformance PDF/X-1a:2001")
    if level == "x4" and version not in (None, "PDF/X-4"):
        problems.append(f"Info GTS_PDFXVersion {version!r}: want PDF/X-4")
    if str(info.get("/Trapped")) not in ("/True", "/False"):
        problems.append(f"Info /Trapped {info.get('/Trapped')}: want /True or /False")
    for key in ("/Title", "/CreationDate", "/ModDate"):
        if key not in info:
            problems.append(f"Info has no {key}")
    for key in ("/Title", "/Author", "/Subject", "/Producer", "/Creator"):
        if key in info and re.search(r"[\x00-\x1f\x7f]", text(info[key])):
            problems.append(f"Info {key} holds control characters")
    if "/ID" not in pdf.trailer:
        problems.append("trailer has no /ID")
    if "/Encrypt" in pdf.trailer:
        problems.append("file is encrypted")
    for n, page in enumerate(pdf.pages, 1):
        media = [float(v) for v in inherited(page.obj, "/MediaBox")]
        if "/TrimBox" not in page.obj and "/ArtBox" not in page.obj:
            problems.append(f"page {n}: no TrimBox")
            continue
        trim = [float(v) for v in page.obj.get("/TrimBox", page.obj.get("/ArtBox"))]
        bleed = [float(v) for v in page.obj.get("/BleedBox", media)]
        inside = lambda a, b: a[0] >= b[0] - 0.01 and a[1] >= b[1] - 0.01 and a[2] <= b[2] + 0.01 and a[3] <= b[3] + 0.01
        if not inside(trim, bleed) or not inside(bleed, media):
            problems.append(f"page {n}: TrimBox {trim} BleedBox {bleed} MediaBox {media} not nested")
        if level == "x1a":
            check_content(pdf, page.obj, problems, f"page {n}")
        if "/Group" in page.obj and level == "x1a":
            problems.append(f"page {n}: transparency group")
    for obj in pdf.objects:
        if isinstance(obj, pikepdf.Dictionary) and obj.get("/Type") == "/FontDescriptor":
            embedded = any(k in obj for k in ("/FontFile", "/FontFile2", "/FontFile3"))
            name = str(obj.get("/FontName"))
            if not embedded:
                problems.append(f"font {name} not embedded")
            elif not re.match(r"/[A-Z]{6}\+", name):
                problems.append(f"embedded font {name} has no subset tag")
    if level == "x4":
        check_xmp(pdf, info, problems)
    return problems


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("x1a", "x4"):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    bad = False
    for path in sys.argv[2:]:
        try:
            problems = check(sys.argv[1], path)
        except Exception as e:  # noqa: BLE001
            print(f"{path}: cannot read: {e}")
            return 2
        for p in problems:
            print(f"{path}: {p}")
        bad = bad or bool(problems)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
