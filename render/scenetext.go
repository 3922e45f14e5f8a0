package render

// MinTextSize returns the size, in scene units, of the smallest text s
// draws (texts of a fixed output size left out), or 0 when it draws none.
// Multiplied by the scale a scene is placed at, it is the smallest text on
// the page, which print rules bound from below.
func MinTextSize(s *Scene) float64 {
	m := 0.0
	for _, t := range s.texts {
		if !t.t.Fixed && (m == 0 || t.t.Size < m) {
			m = t.t.Size
		}
	}
	return m
}
