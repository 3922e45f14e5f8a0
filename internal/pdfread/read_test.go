package pdfread

import (
	"bytes"
	"compress/zlib"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// objStm packs objects into a compressed object stream.
func objStm(num int, objs map[int]string) string {
	var head, body strings.Builder
	for _, n := range []int{2, 3} {
		fmt.Fprintf(&head, "%d %d ", n, body.Len())
		body.WriteString(objs[n] + "\n")
	}
	data := head.String() + body.String()
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	zw.Write([]byte(data))
	zw.Close()
	return fmt.Sprintf("%d 0 obj << /Type /ObjStm /N 2 /First %d /Filter /FlateDecode /Length %d >>\nstream\n%s\nendstream endobj\n", num, head.Len(), z.Len(), z.String())
}

// TestOpenReadsPages reads the page tree from objects inside an object
// stream, with the MediaBox and Resources inherited from the tree.
func TestOpenReadsPages(t *testing.T) {
	pdf := "%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
		objStm(9, map[int]string{
			2: "<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 /MediaBox [0 0 432 648] /Resources << /Font << >> >> >>",
			3: "<< /Type /Page /Parent 2 0 R /Contents 5 0 R >>",
		}) +
		"4 0 obj << /Type /Page /Parent 2 0 R /MediaBox [612 792 0 0] >> endobj\n" +
		"5 0 obj << /Length 11 >> stream\n0 0 m 1 1 l\nendstream endobj\n" +
		"trailer << /Root 1 0 R >>\n%%EOF\n"
	f, err := Open([]byte(pdf))
	if err != nil {
		t.Fatal(err)
	}
	pages := f.Pages()
	if len(pages) != 2 {
		t.Fatalf("%d pages, want 2", len(pages))
	}
	if pages[0].Media != [4]float64{0, 0, 432, 648} || !pages[0].HasMedia || pages[0].Resources == nil {
		t.Errorf("page 1: media %v, resources %v; want the tree's", pages[0].Media, pages[0].Resources)
	}
	if pages[1].Media != [4]float64{0, 0, 612, 792} {
		t.Errorf("page 2: media %v, want its own, normalised", pages[1].Media)
	}
	if c, ok := f.Content(pages[0]); !ok || string(c) != "0 0 m 1 1 l" {
		t.Errorf("page 1 content %q, %v", c, ok)
	}
	l := NewLexer([]byte("/F1 12 Tf [(a) -20 <4142>] TJ 3 0 R"))
	var got []any
	for {
		v, err := l.Next()
		if err != nil {
			break
		}
		got = append(got, v)
	}
	want := fmt.Sprint([]any{Name("F1"), 12.0, Op("Tf"), Array{String("a"), -20.0, String("AB")}, Op("TJ"), Ref{3, 0}})
	if fmt.Sprint(got) != want {
		t.Errorf("tokens %v, want %v", got, want)
	}
}

// TestOpenRefuses names what is not a PDF, encrypted or cut short.
func TestOpenRefuses(t *testing.T) {
	good := "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 1\n0000000000 65535 f \ntrailer << /Root 1 0 R >>\nstartxref\n45\n%%EOF\n"
	if _, err := Open([]byte(good)); err != nil {
		t.Fatalf("a good file: %v", err)
	}
	for _, c := range []struct {
		pdf  string
		want error
	}{
		{"GIF89a", ErrNotPDF},
		{strings.Replace(good, "/Root 1 0 R", "/Root 1 0 R /Encrypt 2 0 R", 1), ErrEncrypted},
		{good[:len(good)-10], ErrDamaged},
		{strings.Replace(good, "startxref\n45", "startxref\n9999", 1), ErrDamaged},
		{strings.Replace(good, "startxref\n45", "startxref\n20", 1), ErrDamaged},
	} {
		if _, err := Open([]byte(c.pdf)); !errors.Is(err, c.want) {
			t.Errorf("%q: %v, want %v", c.pdf[max(0, len(c.pdf)-40):], err, c.want)
		}
	}
}

// FuzzOpen reads any bytes: a file or an error, never a panic, and its
// pages and contents read without one.
func FuzzOpen(f *testing.F) {
	f.Add([]byte("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/MediaBox[0 0 612 792]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF"))
	f.Add([]byte("%PDF-1.7\n1 0 obj<</Type/ObjStm/N 1/First 4>>stream\n2 0 [\nendstream endobj\n%%EOF"))
	f.Fuzz(func(t *testing.T, data []byte) {
		// Limits a thousandth of Open's keep each input quick; the
		// limits themselves are held by preflight's TestCheckRefusesCompressionBombs.
		pf, err := open(data, MaxStream>>10, MaxDecoded>>10)
		if err != nil {
			return
		}
		for _, p := range pf.Pages() {
			pf.Content(p)
		}
		pf.Catalog()
	})
}
