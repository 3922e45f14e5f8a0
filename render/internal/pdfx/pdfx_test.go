package pdfx

import (
	"bytes"
	"compress/zlib"
	"io"
	"strings"
	"testing"
)

// TestCMYKContent converts RGB operators: gray stays gray, colours become
// CMYK with black in K.
func TestCMYKContent(t *testing.T) {
	o := &pdfObject{dict: "<<>>", stream: []byte("0.000 0.000 0.000 RG 0.500 0.500 0.500 rg 1.000 0.000 0.000 rg 0.000 0.000 0.500 RG")}
	if err := cmykContent(o, formulaCMYK); err != nil {
		t.Fatal(err)
	}
	got := inflateString(t, o.stream)
	want := "0.000 G 0.500 g 0.000 1.000 1.000 0.000 k 1.000 1.000 0.000 0.500 K"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if !strings.Contains(o.dict, "/FlateDecode") {
		t.Errorf("dictionary %q names no filter", o.dict)
	}
}

func inflateString(t *testing.T, b []byte) string {
	t.Helper()
	zr, err := zlib.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// TestReadInfo reads the strings fpdf writes (UTF-16BE in a literal with
// escapes, hexadecimal, PDFDocEncoding) and cleans them for XML: control
// characters dropped, line breaks made spaces.
func TestReadInfo(t *testing.T) {
	utf16 := "\xfe\xff\x00Z\x00o\x00\xeb\x00\\(\x00\x00\x00\x07\x00\n\x00x\xd8\x3d\xdc\x31"
	got := readInfo("<<\n/Title (" + utf16 + ")\n/Producer <FEFF006D0061007A0065006B00690074>\n/Subject (a\\051b\\\\c)\n>>")
	want := map[string]string{"Title": "Zoë( x🐱", "Producer": "mazekit", "Subject": "a)b\\c"}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: got %q, want %q", k, got[k], v)
		}
	}
	if s := textString("Zoë"); s != "<FEFF005A006F00EB>" {
		t.Errorf("textString(Zoë) = %s", s)
	}
	if s := textString("a (b)"); s != `(a \(b\))` {
		t.Errorf("textString(a (b)) = %s", s)
	}
}

// TestSubsetTag: the tag is six capitals taken from the font program, so
// the same subset gets the same tag and another subset another.
func TestSubsetTag(t *testing.T) {
	a, b := subsetTag([]byte("glyphs of one subset")), subsetTag([]byte("glyphs of another"))
	if !tagged(a+"+X") || !tagged(b+"+X") || a == b || a != subsetTag([]byte("glyphs of one subset")) {
		t.Errorf("tags %q and %q", a, b)
	}
}
