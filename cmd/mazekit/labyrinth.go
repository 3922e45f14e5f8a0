package main

import (
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/pattern"
	"github.com/mazekit/mazekit/render"
)

// labyrinthFlags are the flags of pattern labyrinth.
type labyrinthFlags struct {
	circuits int
	chartres bool
}

func (l *labyrinthFlags) bind(fs *pflag.FlagSet) {
	fs.IntVar(&l.circuits, "circuits", 7, "labyrinth: circuits of a classical labyrinth: 3, 7, 11, … (4k+3, up to 31)")
	fs.BoolVar(&l.chartres, "chartres", false, "labyrinth: the 11-circuit labyrinth of Chartres cathedral")
}

// labyrinthDoc is the JSON form of a labyrinth.
type labyrinthDoc struct {
	Pattern  string `json:"pattern"`
	Layout   string `json:"layout"`
	Circuits int    `json:"circuits"`
	Sequence []int  `json:"sequence,omitempty"`
	Walls    int    `json:"walls"`
}

func runLabyrinth(c *patternConfig, fs *pflag.FlagSet, e *env, format string) error {
	for _, name := range []string{"size", "seed", "bias", "style", "fill", "tile", "palette", "rule", "density", "seed-area", "generations", "solution"} {
		if fs.Changed(name) {
			return usagef("--%s does not apply to labyrinths (they take --circuits or --chartres)", name)
		}
	}
	if c.scale < 0 || c.scale > 200 {
		return usagef("--scale %v: want between 1 and 200", c.scale)
	}
	var l *pattern.Labyrinth
	if c.lab.chartres {
		if fs.Changed("circuits") && c.lab.circuits != 11 {
			return usagef("--circuits %d: the Chartres labyrinth has 11", c.lab.circuits)
		}
		l = pattern.Chartres()
	} else {
		var err error
		if l, err = pattern.Classical(c.lab.circuits); err != nil {
			return usagef("--circuits %d: want 3, 7, 11, … (4k+3) up to 31", c.lab.circuits)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s labyrinth, %d circuits", l.Name, l.Circuits)
	if len(l.Sequence) > 0 {
		seq := make([]string, len(l.Sequence))
		for i, v := range l.Sequence {
			seq[i] = fmt.Sprint(v)
		}
		fmt.Fprintf(&b, ", path through circuits %s", strings.Join(seq, "-"))
	}
	fmt.Fprintf(e.stderr, "mazekit: %s\n", b.String())
	s := render.LabyrinthScene(l, nil)
	s.Comment = "mazekit pattern labyrinth, " + b.String()
	scale := c.scale
	if scale == 0 {
		scale = 16
	}
	doc := labyrinthDoc{Pattern: "labyrinth", Layout: l.Name, Circuits: l.Circuits, Sequence: l.Sequence, Walls: len(l.Walls)}
	return writePattern(c, e, format, s, scale, b.String()+"\n", doc)
}
