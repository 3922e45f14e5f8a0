package puzzle

import (
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// pictureSpec returns the grid of a maze that draws the picture in
// opts.Image: a planar grid whose cells are small where the picture is dark
// and large where it is light (see mask.Picture), the picture fitted in the
// Width×Height of opts.Grid keeping its proportions, its sites placed by
// opts.Seed. The grid kind must be left as rect (the default) or planar.
func pictureSpec(opts *Options) (topology.Spec, error) {
	g := opts.Grid
	if g.Kind != "rect" && g.Kind != "planar" {
		return g, param.Textf("picture", opts.Image, "a picture is drawn on its own planar grid, not %s; leave out --grid", g.Kind)
	}
	if opts.Weave > 0 || opts.Unicursal || opts.Symmetry != "" {
		return g, param.Textf("picture", opts.Image, "does not combine with --weave, --unicursal or --symmetry")
	}
	return topology.Spec{Kind: "planar", Width: g.Width, Height: g.Height, Seed: opts.Seed, Image: opts.Image}, nil
}
