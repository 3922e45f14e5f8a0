// The tilings of a Truchet pattern: a pattern choice, not a grid kind.

package puzzle

import "github.com/mazekit/mazekit/param"

// TruchetTiling is the tiling of a Truchet pattern: three-arc hexagons, or
// Carlson's square tiles at one or more scales. It is named by the
// pattern's grid option, but it is not a topology grid kind.
type TruchetTiling uint8

// The Truchet tilings. The zero TruchetTiling is hexagons, the default.
const (
	TruchetHex  TruchetTiling = iota // three-arc hexagons, one scale
	TruchetRect                      // Carlson's square tiles, 1 to MaxTruchetScales scales
)

// truchetTilings are the tilings' names, in the order of the constants.
var truchetTilings = []string{"hex", "rect"}

// String returns the tiling's name as the grid option writes it.
func (t TruchetTiling) String() string {
	if int(t) < len(truchetTilings) {
		return truchetTilings[t]
	}
	return "unknown"
}

// ParseTruchetTiling returns the tiling a grid option names: "hex" (or
// "", the default) or "rect". Another name is a *param.Error on field
// "grid" that lists them.
func ParseTruchetTiling(name string) (TruchetTiling, error) {
	if name == "" {
		return TruchetHex, nil
	}
	for i, n := range truchetTilings {
		if n == name {
			return TruchetTiling(i), nil
		}
	}
	return 0, param.Textf("grid", name, "want hex or rect")
}
