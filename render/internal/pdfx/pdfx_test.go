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
	if err := cmykContent(o); err != nil {
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
