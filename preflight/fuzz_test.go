package preflight

import "testing"

// FuzzCheck feeds the print-rule checker any bytes: a report or an error,
// never a panic.
func FuzzCheck(f *testing.F) {
	f.Add([]byte("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/MediaBox[0 0 612 792]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF"))
	f.Add([]byte("%PDF-1.7\n1 0 obj<</Length 5/Filter/FlateDecode>>stream\nxxxxx\nendstream endobj\n"))
	f.Add([]byte("%PDF-"))
	f.Fuzz(func(t *testing.T, data []byte) {
		Check(data)
	})
}
