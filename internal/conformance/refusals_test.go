package conformance

import "regexp"

// rightRefusals are the refusals the matrix expects, each with why it is
// right: an option or algorithm that cannot apply to a grid, said in one
// line naming it. A maze cell refused for any other reason fails the
// matrix: the matrix is there to make mazes, not to count refusals.
var rightRefusals = []struct {
	re  *regexp.Regexp
	why string
}{
	{regexp.MustCompile(`^algo "(binary-tree|division|eller|sidewinder|quadtree)": runs only on rect grids`),
		"row algorithms (and quadtree's rooms) need rows and columns of square cells"},
	{regexp.MustCompile(`^(generate: quadtree: size "\d+x\d+": the side must be a power of two|size "\d+x\d+": quadtree needs a square rect grid whose side is a power of two)`),
		"quadtree splits its square in four level by level: a side of 2^k (the matrix tries the square size too)"},
	{regexp.MustCompile(`^braid "[0-9.]+": does not apply to quadtree worlds`),
		"a quadtree world is several mazes of rooms, not one maze to braid"},
	{regexp.MustCompile(`^age "[^"]+": age levels take grid `),
		"an age level sizes corridors for a pupil on a flat grid with an outer wall: not floors, a net to fold or joined sides"},
	{regexp.MustCompile(`^grid "[a-z0-9]+": crossings \(weave\) need a rect or hex grid`),
		"a crossing needs a cell with two pairs of opposite sides in a straight line"},
	{regexp.MustCompile(`^maze: unicursal "true": needs a square grid`),
		"a unicursal maze doubles each passage of a square grid into a loop"},
	{regexp.MustCompile(`^symmetry "[^"]+": the [a-z0-9]+ grid is not symmetric that way at this size`),
		"the grid's cells do not map onto each other under that turn or mirror (a heart turned, random points, square cells turned by 60°)"},
	{regexp.MustCompile(`^symmetry "[^"]+": a wrapped grid has no centre`),
		"a grid whose sides join has no centre to turn or mirror about"},
	{regexp.MustCompile(`^generate: symmetry "[^"]+": this grid has no symmetric perfect maze`),
		"a tree symmetric under a turn or mirror needs a cell or an edge that it leaves in place"},
	{regexp.MustCompile(`^doors: does not apply: a grid that wraps both ways`),
		"a grid whose sides join both ways is a seamless tile: it has no border for doors"},
	{regexp.MustCompile(`^doors "[a-z]+": a cube grid has no outer wall`),
		"a cube's surface has no border for doors; its maze runs between two marked cells"},
	{regexp.MustCompile(`^size: leaves no cells inside the mask`),
		"a shape too thin for a small grid leaves no cell to carve (only in -short's small grids)"},
	{regexp.MustCompile(`^algo: quadtree worlds take no goal, starts or things to collect`),
		"a quadtree world is several mazes of rooms, not one way from a start to a goal"},
	{regexp.MustCompile(`^goal "centre": a [a-z0-9]+ grid `),
		"a grid of floors, a cube's surface or a grid whose sides join has no one middle cell"},
	{regexp.MustCompile(`^starts "\d+": a [a-z0-9]+ grid has no outer wall`),
		"lettered starts are doors in the outer wall, which a cube's surface does not have"},
	{regexp.MustCompile(`^collect "\d+": the maze has no way to put things on`),
		"a grid whose sides join both ways has no doors, so no way from a start to a goal to put things on"},
	{regexp.MustCompile(`^starts "\d+": this maze has room for only \d+ starts apart`),
		"lettered starts are spread round the border; a planar grid of a few cells has too few border walls for them"},
	{regexp.MustCompile(`^collect "\d+": (a way on \d+ cells holds at most \d+|the way has \d+ cells and holds at most \d+ things)`),
		"things to pick up are spaced along the way, never on its ends or side by side: a short way (the small grids of -short) holds few"},
	{regexp.MustCompile(`^algo "[a-z-]+": runs only on rect grids, not weave`),
		"weave is a rect or hex grid with crossings: a row algorithm runs only on plain rect"},
}

// rightRefusal returns why the refusal msg is right, or "" when the
// matrix does not expect it.
func rightRefusal(msg string) string {
	for _, r := range rightRefusals {
		if r.re.MatchString(msg) {
			return r.why
		}
	}
	return ""
}
