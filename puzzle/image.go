package puzzle

import (
	"github.com/mazekit/mazekit/mask"
	"github.com/mazekit/mazekit/param"
	"github.com/mazekit/mazekit/topology"
)

// pictureSpec returns the grid of a maze that draws the picture in
// opts.Image: a planar grid whose cells are small where the picture is dark
// and large where it is light (see mask.Picture), the picture fitted in the
// Width×Height of opts.Grid keeping its proportions, its sites placed by
// opts.Seed. The grid kind must be left as the default or be the picture
// kind (topology.PictureKind, planar).
func pictureSpec(opts *Options) (topology.Spec, error) {
	g := opts.Grid
	if g.Kind != Defaults().Grid.Kind && g.Kind != topology.PictureKind() {
		return g, param.Textf("picture", opts.Image, "a picture is drawn on its own planar grid, not %s; leave out --grid", g.Kind)
	}
	if opts.Weave > 0 || opts.Unicursal || opts.Symmetry != "" {
		return g, param.Textf("picture", opts.Image, "does not combine with --weave, --unicursal or --symmetry")
	}
	return topology.Spec{Kind: topology.PictureKind(), Width: g.Width, Height: g.Height, Seed: opts.Seed, Image: opts.Image}, nil
}

// pictureCells bounds the cells of a picture maze in g's Width×Height
// before the picture is read: as many as a black picture filling the box
// has (Poisson-disk sites 0.18 apart, about 0.7 a square of that side), at
// most topology.MaxPlanarCells.
func pictureCells(g topology.Spec) float64 {
	n := float64(g.Width) * float64(g.Height) * 0.7 / (mask.DarkSpacing * mask.DarkSpacing)
	return min(n, topology.MaxPlanarCells)
}
