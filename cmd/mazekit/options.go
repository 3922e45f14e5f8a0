package main

import (
	"strconv"

	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/puzzle"
)

// bindOptions defines a flag for every row of the maze options table, in
// the table's order, each setting its field of o. The options that choose
// the grid are bound to g, the seed to seed. after holds the command's own
// flags (files, budgets), defined after the table row they are named by so
// that the help lists them beside their kin.
func bindOptions(fs *pflag.FlagSet, o *puzzle.Options, g *gridFlags, seed *seedFlag, after map[string]func()) {
	for _, op := range puzzle.Table() {
		switch p := op.Ptr(o).(type) {
		case nil: // chooses the grid
			bindGridOption(fs, op, g)
		case *uint64:
			fs.Var(seed, op.Name, op.Usage)
		case *string:
			fs.StringVar(p, op.Name, *p, op.Usage)
		case *int, *float64:
			fs.Var(rowValue{op, o}, op.Name, op.Usage)
		case *bool:
			fs.Var(rowValue{op, o}, op.Name, op.Usage)
			fs.Lookup(op.Name).NoOptDefVal = "true"
		}
		if f := after[op.Name]; f != nil {
			f()
		}
	}
}

// rowValue is the flag of a row of the options table: its value is read
// by the row (Option.Set), so a bad one is refused in the row's words, as
// a book spec and the page refuse it.
type rowValue struct {
	op puzzle.Option
	o  *puzzle.Options
}

func (v rowValue) Set(text string) error { return v.op.Set(v.o, text) }
func (v rowValue) String() string        { return v.op.Text(v.o) }
func (v rowValue) Type() string {
	return map[puzzle.OptionType]string{puzzle.IntOption: "int", puzzle.FloatOption: "float", puzzle.BoolOption: "bool"}[v.op.Type]
}

// bindGridOption defines the flag of an option that chooses the grid:
// --grid and --size set g; a grid kind's parameter is read back by name
// when the grid is built (gridFlags.spec).
func bindGridOption(fs *pflag.FlagSet, op puzzle.Option, g *gridFlags) {
	switch {
	case op.Name == "grid":
		fs.StringVar(&g.kind, op.Name, op.Default, op.Usage)
	case op.Name == "size":
		fs.StringVar(&g.size, op.Name, op.Default, op.Usage)
	case op.Type == puzzle.IntOption:
		def, _ := strconv.Atoi(op.Default)
		fs.Int(op.Name, def, op.Usage)
	case op.Type == puzzle.BoolOption:
		fs.Bool(op.Name, op.Default == "true", op.Usage)
	default:
		fs.String(op.Name, op.Default, op.Usage)
	}
}

// fromBookFlags are the maze command's own flags (not options of the
// table) that may be given with --from-book: they say which book maze to
// take and where to write it.
var fromBookFlags = map[string]bool{
	"from-book": true, "puzzle": true, "output": true, "format": true, "answer": true, "max-memory": true,
}

// drawingFlag reports whether the maze command's flag name changes only
// how a maze is drawn or where it is written: a Drawing option of the
// table, or one of fromBookFlags.
func drawingFlag(name string) bool {
	if fromBookFlags[name] {
		return true
	}
	op, ok := puzzle.LookupOption(name)
	return ok && op.Drawing
}

// onlyDrawingFlags refuses, with the first one given, any flag that would
// shape the maze while --from-book takes it from a book spec: every
// option of the table not marked Drawing, and every flag of the command's
// own but fromBookFlags, so an option added later is refused until the
// table marks it as drawing only.
func onlyDrawingFlags(fs *pflag.FlagSet) error {
	var bad string
	fs.Visit(func(f *pflag.Flag) {
		if bad == "" && !drawingFlag(f.Name) {
			bad = f.Name
		}
	})
	if bad != "" {
		return usagef("--%s cannot be combined with --from-book: the book spec decides the maze (only flags that change how it is drawn or written may be given)", bad)
	}
	return nil
}
