package maze

import (
	"encoding/json"
	"io"
	"math"
	"strconv"

	"github.com/mazekit/mazekit/topology"
)

// Info is what a maze file records besides the maze itself.
type Info struct {
	Algorithm string // generator name
	Mode      string // the generator's mode (growing-tree random, …), or ""
	Seed      uint64 // the seed the maze was made from
	Solution  []int  // cells from entrance to exit, or nil
	Stats     any    // optional statistics, encoded as a JSON object
	World     any    // optional extra structure (a quadtree world's rooms and exits), as "world"
}

// WriteJSON writes m as the mazekit JSON document:
//
//	{"grid": {"kind": "rect", "width": 20, "height": 15},
//	 "algorithm": "wilson", "seed": 7, "cells": 300,
//	 "mode": "random",                         the algorithm's mode, when given
//	 "bounds": [minX, minY, maxX, maxY],      the box around every cell, grid units
//	 "centers": [[x,y], ...],                  each cell's centre, grid units
//	 "edges": [[a,b], ...],      every pair of adjacent cells, edge number = index
//	 "open": [[a,b], ...],       the pairs joined by a passage
//	 "entrance": cell, "exit": cell,           (null without doors)
//	 "start": cell, "goal": cell,              where the way starts and ends: the
//	                             doors' cells, the middle cell (a goal there), or
//	                             the cells a grid without outer wall names; null
//	                             without a way
//	 "starts": [{"label":"A","cell":c,"side":s,"x":x,"y":y,"reaches_goal":b}, ...],
//	                             labelled starts, when there are several; the
//	                             one that reaches the goal is the entrance
//	 "items": [cells], "decoys": [cells],  things to pick up on the way, in the
//	                             order the way meets them, and those off it
//	 "doors": [{"cell":c,"side":s,"x":x,"y":y,"wall":[[ax,ay],[bx,by]]}, ...],
//	                             side = index into the cell's border walls; x, y =
//	                             the middle of the opening; wall = the outer wall
//	                             the door is cut through (with "arc_center" when
//	                             that wall is a circular arc)
//	 "solution": [cells from entrance to exit]}
//
// Grid units are the units of topology.Geometry: x to the right, y down; a
// square cell is 1 unit wide. Coordinates are rounded to 6 decimals.
//
// The encoder streams: memory does not grow with the maze beyond a small buffer.
func WriteJSON(w io.Writer, m *Maze, info Info) error {
	g := m.Grid
	spec, err := json.Marshal(g.Spec())
	if err != nil {
		return err
	}
	b := make([]byte, 0, 1<<16)
	flush := func() error {
		_, err := w.Write(b)
		b = b[:0]
		return err
	}
	b = append(b, `{"grid":`...)
	b = append(b, spec...)
	b = append(b, `,"algorithm":`...)
	b = strconv.AppendQuote(b, info.Algorithm)
	if info.Mode != "" {
		b = append(b, `,"mode":`...)
		b = strconv.AppendQuote(b, info.Mode)
	}
	b = append(b, `,"seed":`...)
	b = strconv.AppendUint(b, info.Seed, 10)
	b = append(b, `,"cells":`...)
	b = strconv.AppendInt(b, int64(g.NumCells()), 10)
	box := g.Bounds()
	b = append(b, `,"bounds":[`...)
	b = appendCoord(b, box.Min.X)
	b = append(b, ',')
	b = appendCoord(b, box.Min.Y)
	b = append(b, ',')
	b = appendCoord(b, box.Max.X)
	b = append(b, ',')
	b = appendCoord(b, box.Max.Y)
	b = append(b, `],"centers":[`...)
	for c := 0; c < g.NumCells(); c++ {
		if c > 0 {
			b = append(b, ',')
		}
		b = appendPoint(b, g.Center(c))
		if len(b) > 60000 {
			if err := flush(); err != nil {
				return err
			}
		}
	}
	b = append(b, ']')
	pairs := func(name string, keep func(e int) bool) error {
		b = append(b, `,"`...)
		b = append(b, name...)
		b = append(b, `":[`...)
		first := true
		for e := 0; e < g.NumEdges(); e++ {
			if !keep(e) {
				continue
			}
			if !first {
				b = append(b, ',')
			}
			first = false
			x, y := g.Ends(e)
			b = append(b, '[')
			b = strconv.AppendInt(b, int64(x), 10)
			b = append(b, ',')
			b = strconv.AppendInt(b, int64(y), 10)
			b = append(b, ']')
			if len(b) > 60000 {
				if err := flush(); err != nil {
					return err
				}
			}
		}
		b = append(b, ']')
		return nil
	}
	if err := pairs("edges", func(int) bool { return true }); err != nil {
		return err
	}
	if err := pairs("open", m.IsOpen); err != nil {
		return err
	}
	door := func(name string, d Door) {
		b = append(b, `,"`...)
		b = append(b, name...)
		b = append(b, `":`...)
		if d.Valid() {
			b = strconv.AppendInt(b, int64(d.Cell), 10)
		} else {
			b = append(b, "null"...)
		}
	}
	door("entrance", m.Entrance)
	door("exit", m.Exit)
	start, goal := Ends(m)
	cell := func(name string, c int) {
		b = append(b, `,"`...)
		b = append(b, name...)
		b = append(b, `":`...)
		if c >= 0 {
			b = strconv.AppendInt(b, int64(c), 10)
		} else {
			b = append(b, "null"...)
		}
	}
	cell("start", start)
	cell("goal", goal)
	if f := m.Forms; f != nil && len(f.Starts) > 0 {
		b = append(b, `,"starts":[`...)
		for i, d := range f.Starts {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"label":`...)
			b = strconv.AppendQuote(b, StartLabel(i))
			b = append(b, `,"cell":`...)
			b = strconv.AppendInt(b, int64(d.Cell), 10)
			b = append(b, `,"side":`...)
			b = strconv.AppendInt(b, int64(d.Side), 10)
			mid := DoorPoint(g, d)
			b = append(b, `,"x":`...)
			b = appendCoord(b, mid.X)
			b = append(b, `,"y":`...)
			b = appendCoord(b, mid.Y)
			b = append(b, `,"reaches_goal":`...)
			b = strconv.AppendBool(b, i == f.Right)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if f := m.Forms; f != nil && len(f.Items) > 0 {
		list := func(name string, cells []int) {
			b = append(b, `,"`...)
			b = append(b, name...)
			b = append(b, `":[`...)
			for i, c := range cells {
				if i > 0 {
					b = append(b, ',')
				}
				b = strconv.AppendInt(b, int64(c), 10)
			}
			b = append(b, ']')
		}
		list("items", f.Items)
		list("decoys", f.Decoys)
	}
	b = append(b, `,"doors":[`...)
	first := true
	for _, d := range []Door{m.Entrance, m.Exit} {
		if !d.Valid() {
			continue
		}
		if !first {
			b = append(b, ',')
		}
		first = false
		b = append(b, `{"cell":`...)
		b = strconv.AppendInt(b, int64(d.Cell), 10)
		b = append(b, `,"side":`...)
		b = strconv.AppendInt(b, int64(d.Side), 10)
		wall := g.Border(d.Cell, nil)[d.Side]
		mid := wall.Mid()
		b = append(b, `,"x":`...)
		b = appendCoord(b, mid.X)
		b = append(b, `,"y":`...)
		b = appendCoord(b, mid.Y)
		b = append(b, `,"wall":[`...)
		b = appendPoint(b, wall.A)
		b = append(b, ',')
		b = appendPoint(b, wall.B)
		b = append(b, ']')
		if wall.Arc {
			b = append(b, `,"arc_center":`...)
			b = appendPoint(b, wall.C)
		}
		b = append(b, '}')
	}
	b = append(b, `],"solution":[`...)
	for i, c := range info.Solution {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(c), 10)
		if len(b) > 60000 {
			if err := flush(); err != nil {
				return err
			}
		}
	}
	b = append(b, ']')
	if info.Stats != nil {
		st, err := json.Marshal(info.Stats)
		if err != nil {
			return err
		}
		b = append(b, `,"stats":`...)
		b = append(b, st...)
	}
	if info.World != nil {
		wd, err := json.Marshal(info.World)
		if err != nil {
			return err
		}
		b = append(b, `,"world":`...)
		b = append(b, wd...)
	}
	b = append(b, "}\n"...)
	return flush()
}

// appendCoord appends v rounded to 6 decimals, without trailing zeros.
func appendCoord(b []byte, v float64) []byte {
	v = math.Round(v*1e6) / 1e6
	if v == 0 {
		v = 0 // no "-0"
	}
	return strconv.AppendFloat(b, v, 'f', -1, 64)
}

// appendPoint appends p as [x,y].
func appendPoint(b []byte, p topology.Point) []byte {
	b = append(b, '[')
	b = appendCoord(b, p.X)
	b = append(b, ',')
	b = appendCoord(b, p.Y)
	return append(b, ']')
}

// Opening is a door as JSON records it: the cell, the index of the outer
// wall it is cut through, the middle of the opening and that wall's ends
// (and the centre of its arc, for arcs), in grid units.
type Opening struct {
	Cell      int           `json:"cell"`
	Side      int           `json:"side"`
	X         float64       `json:"x"`
	Y         float64       `json:"y"`
	Wall      [2][2]float64 `json:"wall"`
	ArcCenter *[2]float64   `json:"arc_center,omitempty"`
}

// Document is the decoded form of the JSON that WriteJSON writes.
type Document struct {
	Grid      topology.Spec   `json:"grid"`
	Algorithm string          `json:"algorithm"`
	Mode      string          `json:"mode,omitempty"`
	Seed      uint64          `json:"seed"`
	Cells     int             `json:"cells"`
	Bounds    [4]float64      `json:"bounds"`  // minX, minY, maxX, maxY
	Centers   [][2]float64    `json:"centers"` // each cell's centre
	Edges     [][2]int        `json:"edges"`
	Open      [][2]int        `json:"open"`
	Entrance  *int            `json:"entrance"`
	Exit      *int            `json:"exit"`
	Start     *int            `json:"start"`
	Goal      *int            `json:"goal"`
	Starts    []StartDoor     `json:"starts,omitempty"`
	Items     []int           `json:"items,omitempty"`
	Decoys    []int           `json:"decoys,omitempty"`
	Doors     []Opening       `json:"doors"`
	Solution  []int           `json:"solution"`
	Stats     json.RawMessage `json:"stats,omitempty"`
	World     json.RawMessage `json:"world,omitempty"`
}

// StartDoor is one of several labelled starts as JSON records it.
type StartDoor struct {
	Label       string  `json:"label"`
	Cell        int     `json:"cell"`
	Side        int     `json:"side"`
	X           float64 `json:"x"`
	Y           float64 `json:"y"`
	ReachesGoal bool    `json:"reaches_goal"`
}
