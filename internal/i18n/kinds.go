// Book text of the grid kinds: every grid kind's caption and section noun
// ("grid.<kind>", "grid.<kind>.mazes") and every mask shape's
// ("shape.<s>"). Section kinds register their own captions and nouns
// ("caption.…", "noun.…") from their files; a test in package layout
// holds every registered kind to a text in every language.

package i18n

func init() { Register(kindText) }

var kindText = map[string]map[string]string{
	"en": {
		"grid.3d": "3D", "grid.3d.mazes": "3D mazes", "grid.cube": "Cube", "grid.cube.mazes": "cube mazes",
		"grid.rect": "Square", "grid.rect.mazes": "square mazes",
		"grid.hex": "Hexagon", "grid.hex.mazes": "hexagon mazes",
		"grid.tri": "Triangle", "grid.tri.mazes": "triangle mazes",
		"grid.polar": "Circle", "grid.polar.mazes": "circle mazes",
		"grid.planar": "Organic", "grid.planar.mazes": "organic mazes",
		"grid.mask": "Shape", "grid.mask.mazes": "shape mazes",
		"grid.weave": "Weave", "grid.weave.mazes": "weave mazes",
		"grid.torus": "Torus", "grid.torus.mazes": "torus mazes · the edges join: leave on one side and come back on the other",
		"grid.hextorus": "Hexagon torus", "grid.hextorus.mazes": "hexagon torus mazes · the edges join: leave on one side and come back on the other",
		"shape.circle": "Circle", "shape.heart": "Heart", "shape.star": "Star", "shape.letters": "Letters",
	},
	"es": {
		"grid.3d": "3D", "grid.3d.mazes": "laberintos en 3D", "grid.cube": "Cubo", "grid.cube.mazes": "laberintos en un cubo",
		"grid.rect": "Cuadrado", "grid.rect.mazes": "laberintos cuadrados",
		"grid.hex": "Hexágono", "grid.hex.mazes": "laberintos hexagonales",
		"grid.tri": "Triángulo", "grid.tri.mazes": "laberintos triangulares",
		"grid.polar": "Círculo", "grid.polar.mazes": "laberintos circulares",
		"grid.planar": "Orgánico", "grid.planar.mazes": "laberintos orgánicos",
		"grid.mask": "Figura", "grid.mask.mazes": "laberintos con forma",
		"grid.weave": "Tejido", "grid.weave.mazes": "laberintos tejidos",
		"grid.torus": "Toro", "grid.torus.mazes": "laberintos en toro · los bordes se unen: sal por un lado y vuelve por el otro",
		"grid.hextorus": "Toro hexagonal", "grid.hextorus.mazes": "laberintos en toro hexagonal · los bordes se unen: sal por un lado y vuelve por el otro",
		"shape.circle": "Círculo", "shape.heart": "Corazón", "shape.star": "Estrella", "shape.letters": "Letras",
	},
	"fr": {
		"grid.3d": "3D", "grid.3d.mazes": "labyrinthes en 3D", "grid.cube": "Cube", "grid.cube.mazes": "labyrinthes sur un cube",
		"grid.rect": "Carré", "grid.rect.mazes": "labyrinthes carrés",
		"grid.hex": "Hexagone", "grid.hex.mazes": "labyrinthes hexagonaux",
		"grid.tri": "Triangle", "grid.tri.mazes": "labyrinthes triangulaires",
		"grid.polar": "Cercle", "grid.polar.mazes": "labyrinthes circulaires",
		"grid.planar": "Organique", "grid.planar.mazes": "labyrinthes organiques",
		"grid.mask": "Forme", "grid.mask.mazes": "labyrinthes en forme",
		"grid.weave": "Tissé", "grid.weave.mazes": "labyrinthes tissés",
		"grid.torus": "Tore", "grid.torus.mazes": "labyrinthes toriques · les bords se rejoignent : sortez d’un côté, revenez de l’autre",
		"grid.hextorus": "Tore hexagonal", "grid.hextorus.mazes": "labyrinthes toriques hexagonaux · les bords se rejoignent : sortez d’un côté, revenez de l’autre",
		"shape.circle": "Cercle", "shape.heart": "Cœur", "shape.star": "Étoile", "shape.letters": "Lettres",
	},
	"de": {
		"grid.3d": "3D", "grid.3d.mazes": "3D-Labyrinthe", "grid.cube": "Würfel", "grid.cube.mazes": "Würfel-Labyrinthe",
		"grid.rect": "Quadrat", "grid.rect.mazes": "Quadrat-Labyrinthe",
		"grid.hex": "Sechseck", "grid.hex.mazes": "Sechseck-Labyrinthe",
		"grid.tri": "Dreieck", "grid.tri.mazes": "Dreieck-Labyrinthe",
		"grid.polar": "Kreis", "grid.polar.mazes": "Kreis-Labyrinthe",
		"grid.planar": "Organisch", "grid.planar.mazes": "organische Labyrinthe",
		"grid.mask": "Form", "grid.mask.mazes": "Form-Labyrinthe",
		"grid.weave": "Gewebt", "grid.weave.mazes": "gewebte Labyrinthe",
		"grid.torus": "Torus", "grid.torus.mazes": "Torus-Labyrinthe · die Ränder hängen zusammen: auf einer Seite hinaus, auf der anderen wieder herein",
		"grid.hextorus": "Sechseck-Torus", "grid.hextorus.mazes": "Sechseck-Torus-Labyrinthe · die Ränder hängen zusammen: auf einer Seite hinaus, auf der anderen wieder herein",
		"shape.circle": "Kreis", "shape.heart": "Herz", "shape.star": "Stern", "shape.letters": "Buchstaben",
	},
}
