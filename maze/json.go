package maze

import (
	"encoding/json"
	"io"
	"strconv"

	"github.com/mazekit/mazekit/topology"
)

// Info is what a maze file records besides the maze itself.
type Info struct {
	Algorithm string // generator name
	Seed      uint64 // the seed the maze was made from
	Solution  []int  // cells from entrance to exit, or nil
	Stats     any    // optional statistics, encoded as a JSON object
	World     any    // optional extra structure (a quadtree world's rooms and exits), as "world"
}

// WriteJSON writes m as the mazekit JSON document:
//
//	{"grid": {"kind": "rect", "width": 20, "height": 15},
//	 "algorithm": "wilson", "seed": 7, "cells": 300,
//	 "edges": [[a,b], ...],      every pair of adjacent cells, edge number = index
//	 "open": [[a,b], ...],       the pairs joined by a passage
//	 "entrance": cell, "exit": cell,           (null without doors)
//	 "doors": [{"cell":c,"side":s}, ...],      side = index into the cell's border walls
//	 "solution": [cells from entrance to exit]}
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
	b = append(b, `,"seed":`...)
	b = strconv.AppendUint(b, info.Seed, 10)
	b = append(b, `,"cells":`...)
	b = strconv.AppendInt(b, int64(g.NumCells()), 10)
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

// Document is the decoded form of the JSON that WriteJSON writes.
type Document struct {
	Grid      topology.Spec   `json:"grid"`
	Algorithm string          `json:"algorithm"`
	Seed      uint64          `json:"seed"`
	Cells     int             `json:"cells"`
	Edges     [][2]int        `json:"edges"`
	Open      [][2]int        `json:"open"`
	Entrance  *int            `json:"entrance"`
	Exit      *int            `json:"exit"`
	Doors     []Door          `json:"doors"`
	Solution  []int           `json:"solution"`
	Stats     json.RawMessage `json:"stats,omitempty"`
	World     json.RawMessage `json:"world,omitempty"`
}
