package picmaze

import (
	"image"
	"unicode/utf8"

	"github.com/mazekit/mazekit/fonts"
	"github.com/mazekit/mazekit/param"
)

// MaxTextRunes is the longest text a picture maze draws.
const MaxTextRunes = 12

// Text is a word (a name, a few letters or digits) as a picture: set in
// the bold embedded font, with a bar under the letters that joins them
// into one piece (see fonts.TextMask).
type Text struct{ Text string }

var _ Source = Text{}

// CheckText returns a *param.Error for field when s cannot be drawn.
func CheckText(field, s string) error {
	if n := utf8.RuneCountInString(s); n == 0 || n > MaxTextRunes {
		return param.Textf(field, s, "want 1 to %d letters", MaxTextRunes)
	}
	if err := fonts.CheckDrawable(s); err != nil {
		return param.Textf(field, s, "%v", err)
	}
	return nil
}

// Size implements Source: 24 cells high, 12 wide a letter.
func (t Text) Size() (int, int) {
	return min(MaxSide, max(16, 12*utf8.RuneCountInString(t.Text)+4)), 24
}

// Target implements Source.
func (t Text) Target(w, h int) (*Target, error) {
	if _, err := NewTarget(w, h); err != nil {
		return nil, err
	}
	if err := CheckText("text", t.Text); err != nil {
		return nil, err
	}
	const px = 8 // pixels a cell
	m, err := fonts.TextMask(t.Text, w*px, h*px)
	if err != nil {
		return nil, param.Textf("text", t.Text, "%v", err)
	}
	inked := image.NewGray(m.Bounds())
	for i, a := range m.Pix {
		inked.Pix[i] = 255 - a
	}
	return FromImage(inked, w, h, 0.5, 1)
}
