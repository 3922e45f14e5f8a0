// Laser cutting outlines as SVG.

package fab

import (
	"io"

	"github.com/mazekit/mazekit/internal/budget"
	"github.com/mazekit/mazekit/maze"
	"github.com/mazekit/mazekit/render"
)

func init() {
	render.RegisterFormat(render.Format{Name: "lasersvg", Summary: "laser cutting outlines of the walls (SVG, mm)",
		MIME: "image/svg+xml", Machine: render.Cutter, Cost: render.Cost(budget.Laser),
		Encode: func(w io.Writer, src *render.Source) error { return laserEncode(w, src, WriteLaserSVG) }})
}

// WriteLaserSVG writes the wall outlines of m as an SVG in millimetres: one
// closed hairline <path> per outline, no fills.
func WriteLaserSVG(w io.Writer, m *maze.Maze, o *LaserOptions) (LaserReport, error) {
	loops, wd, h, rep, err := planLaser(m, o)
	if err != nil {
		return rep, err
	}
	ew := &errWriter{w: w}
	ew.printf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
	ew.printf("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%smm\" height=\"%smm\" viewBox=\"0 0 %s %s\">\n", fnum(wd), fnum(h), fnum(wd), fnum(h))
	ew.printf("<g fill=\"none\" stroke=\"red\" stroke-width=\"0.1\">\n")
	for _, l := range loops {
		ew.printf("<path d=\"M%s %s", fnum(l[0].X), fnum(l[0].Y))
		for _, p := range l[1 : len(l)-1] {
			ew.printf("L%s %s", fnum(p.X), fnum(p.Y))
		}
		ew.printf("Z\"/>\n")
	}
	ew.printf("</g>\n</svg>\n")
	return rep, ew.err
}
