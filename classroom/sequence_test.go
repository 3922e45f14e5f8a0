package classroom

import (
	"bytes"
	"context"
	"testing"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/pattern"
)

func TestNewSequenceWritesSameBytesAndNamesBadFields(t *testing.T) {
	o, err := SequenceDefaults("5-6", false)
	if err != nil {
		t.Fatal(err)
	}
	o.Seq, err = pattern.ParseSequence("count", "")
	if err != nil {
		t.Fatal(err)
	}
	o.Seed = 3
	var a, b bytes.Buffer
	for _, buf := range []*bytes.Buffer{&a, &b} {
		p, err := NewSequence(context.Background(), &o)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.Write(buf, "svg", true); err != nil {
			t.Fatal(err)
		}
	}
	if a.Len() == 0 || !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatalf("same seed wrote %d and %d different bytes", a.Len(), b.Len())
	}
	if _, err := SequenceDefaults("99", false); err == nil {
		t.Error("age 99 accepted")
	}
	for field, bad := range map[string]func(*SequenceOptions){
		"cell":   func(o *SequenceOptions) { o.Cell = 0 },
		"size":   func(o *SequenceOptions) { o.Width = 31 },
		"grid":   func(o *SequenceOptions) { o.Grid = "tri" },
		"length": func(o *SequenceOptions) { o.Length = 1 },
	} {
		c := o
		bad(&c)
		_, err := NewSequence(context.Background(), &c)
		if pe, ok := param.As(err); !ok || pe.Field != field {
			t.Errorf("bad %s: got %v", field, err)
		}
	}
}
