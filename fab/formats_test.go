package fab

import (
	"mime"
	"strings"
	"testing"

	"github.com/mazekit/mazekit/render"
)

// TestFormatFacts checks that every registered format, render's and
// fab's, states the facts callers decide by, and that they agree with each
// other: callers never look at a format's name, so a format that leaves
// one out is mispriced or mishandled silently.
func TestFormatFacts(t *testing.T) {
	machines := map[string]render.Machine{
		"plotsvg": render.Plotter, "plotpng": render.Plotter, "hpgl": render.Plotter, "gcode": render.Plotter,
		"dxf": render.Cutter, "lasersvg": render.Cutter, "stl": render.Printer, "stlpng": render.Printer,
	}
	for _, f := range render.Formats() {
		if _, _, err := mime.ParseMediaType(f.MIME); err != nil {
			t.Errorf("%s: media type %q: %v", f.Name, f.MIME, err)
		}
		if f.Raster && (!strings.HasPrefix(f.MIME, "image/") || strings.Contains(f.MIME, "svg")) {
			t.Errorf("%s: raster, but media type %q", f.Name, f.MIME)
		}
		if f.Cost == (render.Cost{}) {
			t.Errorf("%s: no memory model", f.Name)
		}
		if f.Raster && f.MemoryCost(false, true).PerPixel == 0 && !f.Physical() {
			t.Errorf("%s: a raster picture priced without its pixels", f.Name)
		}
		if f.Animated && !f.Raster || f.Paged && !f.Draws || f.Data && f.Draws || f.Physical() && (f.Draws || f.Paged || f.Streams) {
			t.Errorf("%s: facts that contradict each other: draws %v, raster %v, animated %v, paged %v, data %v, streams %v, machine %d",
				f.Name, f.Draws, f.Raster, f.Animated, f.Paged, f.Data, f.Streams, f.Machine)
		}
		if want := machines[f.Name]; f.Machine != want {
			t.Errorf("%s: machine %d, want %d", f.Name, f.Machine, want)
		}
	}
	if _, err := render.LookupFormat("stl"); err != nil {
		t.Errorf("importing fab did not register stl: %v", err)
	}
}
