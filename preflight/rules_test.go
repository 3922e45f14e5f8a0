package preflight

import "testing"

// TestMaxPages holds KDP's page caps per trim and paper.
func TestMaxPages(t *testing.T) {
	for _, tt := range []struct {
		w, h  float64 // inches
		stock string
		want  int
	}{
		{6, 9, StockWhite, 828}, {6, 9, StockCream, 776}, {6, 9, StockColor, 828},
		{5, 8, StockWhite, 828}, {8, 10, StockWhite, 828},
		{8.5, 11, StockWhite, 590}, {8.5, 11, StockCream, 550}, {8.5, 11, StockColor, 590},
		{8.5, 8.5, StockWhite, 590}, {8.25, 6, StockWhite, 800}, {8.25, 8.25, StockCream, 750},
		{8.27, 11.69, StockWhite, 780}, {8.27, 11.69, StockCream, 730}, {8.27, 11.69, StockColor, 590},
		{8.5, 14, StockWhite, 590}, {11, 8.5, StockWhite, 590},
	} {
		if got := MaxPages(tt.w*Inch, tt.h*Inch, tt.stock); got != tt.want {
			t.Errorf("MaxPages(%g x %g, %s) = %d, want %d", tt.w, tt.h, tt.stock, got, tt.want)
		}
	}
}
