package fonts

import "testing"

func TestFonts(t *testing.T) {
	seen := map[string]bool{}
	for _, f := range all {
		if len(TTF(f)) < 10000 {
			t.Errorf("%s: %d bytes of font data", f.Family(), len(TTF(f)))
		}
		if seen[f.Family()] {
			t.Errorf("family %s twice", f.Family())
		}
		seen[f.Family()] = true
		face, err := Face(f, 12, 72)
		if err != nil {
			t.Fatal(err)
		}
		if adv, ok := face.GlyphAdvance('M'); !ok || adv <= 0 {
			t.Errorf("%s has no M", f.Family())
		}
	}
}

func TestTextMask(t *testing.T) {
	img, err := TextMask("HI", 200, 80)
	if err != nil {
		t.Fatal(err)
	}
	on := 0
	for _, a := range img.Pix {
		if a >= 128 {
			on++
		}
	}
	if on < 1000 || on > 200*80/2 {
		t.Errorf("%d of %d pixels inside the letters", on, 200*80)
	}
	if _, err := TextMask("", 10, 10); err == nil {
		t.Error("empty text accepted")
	}
	if _, err := TextMask("A", 0, 10); err == nil {
		t.Error("zero width accepted")
	}
}
