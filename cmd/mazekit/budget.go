// The memory budget: work whose estimate exceeds --max-memory is refused
// before it starts.

package main

import (
	"github.com/spf13/pflag"

	"github.com/mazekit/mazekit/internal/budget"
)

// memFlag is --max-memory: a size such as 4G or 512M.
type memFlag struct{ v int64 }

func (m *memFlag) String() string { return budget.Size(m.v) }
func (m *memFlag) Type() string   { return "size" }
func (m *memFlag) Set(s string) error {
	v, err := budget.Parse(s)
	if err != nil {
		return err
	}
	m.v = v
	return nil
}

// bindMemory defines --max-memory on fs.
func bindMemory(fs *pflag.FlagSet, m *memFlag) {
	m.v = budget.Default
	fs.Var(m, "max-memory", "refuse work estimated to need more memory than this (e.g. 8G, 512M)")
}
