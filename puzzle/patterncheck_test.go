package puzzle

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/pattern"
)

// setOption sets the pattern option named as on the command line to a
// value away from its default.
func setOption(o *PatternOptions, name string) {
	switch name {
	case "bias":
		o.Bias = 0.3
	case "style":
		o.Style = "petscii"
	case "tile":
		o.Tile = "arcs"
	case "fill":
		o.Fill = "regions"
	case "palette":
		o.Palette = "viridis"
	case "grid":
		o.Grid = TruchetRect.String()
	case "scales":
		o.Scales = 2
	case "rule":
		o.Rule = "B3/S123"
	case "density":
		o.Density = 0.4
	case "seed-area":
		o.SeedArea = "0.5"
	case "generations":
		o.Generations = 100
	case "solution":
		o.Solution = true
	case "circuits":
		o.Circuits = 11
	case "chartres":
		o.Chartres = true
	}
}

// TestPatternOptionsFollowTheKinds: every option a kind declares is taken
// by it, and refused, naming the option and the kinds that take it, by
// every kind that does not declare it.
func TestPatternOptionsFollowTheKinds(t *testing.T) {
	var all []string
	for _, k := range pattern.Kinds() {
		all = append(all, k.Params...)
	}
	for _, k := range pattern.Kinds() {
		for _, opt := range all {
			o := DefaultPattern(k.Name)
			if k.Sized {
				o.Width, o.Height = 12, 10
			}
			setOption(&o, opt)
			_, err := WritePattern(context.Background(), io.Discard, "txt", &o)
			var pe *param.Error
			isPE := errors.As(err, &pe)
			if k.Takes(opt) {
				if isPE && pe.Field == opt && strings.Contains(pe.Want, "applies only") {
					t.Errorf("%s takes %s but refuses it: %v", k.Name, opt, err)
				}
				continue
			}
			if !isPE || pe.Field != opt || !strings.Contains(err.Error(), "applies only to") {
				t.Errorf("%s with %s set: %v, want it refused as applying only to %v", k.Name, opt, err, pattern.Taking(opt))
				continue
			}
			for _, taker := range pattern.Taking(opt) {
				if !strings.Contains(err.Error(), taker) {
					t.Errorf("%s with %s set: %q does not name %s", k.Name, opt, err, taker)
				}
			}
		}
	}
}

// TestPatternDefaultSizeFromKind: a pattern without a size gets its kind's.
func TestPatternDefaultSizeFromKind(t *testing.T) {
	for _, k := range pattern.Kinds() {
		if !k.Sized {
			continue
		}
		o := DefaultPattern(k.Name)
		if _, err := WritePattern(context.Background(), io.Discard, "json", &o); err != nil {
			t.Fatalf("%s: %v", k.Name, err)
		}
		if o.Width != k.Size[0] || o.Height != k.Size[1] {
			t.Errorf("%s drawn at %dx%d, want its default %v", k.Name, o.Width, o.Height, k.Size)
		}
	}
}
