package puzzle

import (
	"math"
	"math/big"
	"testing"
)

// The cell count a refusal names is exact for sizes whose product
// overflows an int.
func TestProduct(t *testing.T) {
	for _, c := range [][2]int{{0, 5}, {3, 4}, {math.MaxInt, math.MaxInt}, {math.MaxInt, 2}, {1 << 40, 1 << 40}, {123456789012, 987654321098}} {
		want := new(big.Int).Mul(big.NewInt(int64(c[0])), big.NewInt(int64(c[1]))).String()
		if got := product(c[0], c[1]); got != want {
			t.Errorf("product(%d, %d) = %s, want %s", c[0], c[1], got, want)
		}
	}
}
