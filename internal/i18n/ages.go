// Book text of the activity books made for an age range.

package i18n

func init() { Register(agesText) }

var agesText = map[string]map[string]string{
	"en": {
		"how_to.sequence":      "Number and letter mazes",
		"how_to.sequence.text": "Every cell holds a number or a letter. Start in the green cell (ringed once on a page without colour) and step to a cell next to it, across a side, whose number or letter comes next: counting, counting by 2s, or the alphabet, as the line under the puzzle says. Keep going until you reach the orange cell (ringed twice). Only one way gets there; the answer key draws it.",
		"preset.ages.title":    "Puzzle Adventures",
		"preset.ages.subtitle": "%d mazes and puzzles for ages %s",
		"preset.ages.blurb":    "%d puzzles that start easy and grow with the child: mazes of squares, hexagons and circles, number and letter mazes, picture mazes that draw a picture when solved, and trap-the-cat games. Every answer is at the back.",
		"cover.ages":           "Ages %s",
		"cover.count":          "%d puzzles",
	},
	"es": {
		"how_to.sequence":      "Laberintos de números y letras",
		"how_to.sequence.text": "Cada casilla tiene un número o una letra. Empieza en la casilla verde (con un círculo en una página sin color) y pasa a una casilla vecina, por un lado, cuyo número o letra sea el siguiente: contando, contando de 2 en 2 o por el abecedario, como dice la línea bajo el pasatiempo. Sigue hasta llegar a la casilla naranja (con dos círculos). Solo un camino llega; las soluciones lo dibujan.",
		"preset.ages.title":    "Aventuras de pasatiempos",
		"preset.ages.subtitle": "%d laberintos y pasatiempos para %s años",
		"preset.ages.blurb":    "%d pasatiempos que empiezan fáciles y crecen con el niño: laberintos de cuadrados, hexágonos y círculos, laberintos de números y de letras, laberintos que dibujan una imagen al resolverlos y juegos de atrapar al gato. Todas las soluciones están al final.",
		"cover.ages":           "%s años",
		"cover.count":          "%d pasatiempos",
	},
	"fr": {
		"how_to.sequence":      "Labyrinthes de nombres et de lettres",
		"how_to.sequence.text": "Chaque case porte un nombre ou une lettre. Pars de la case verte (entourée une fois sur une page sans couleur) et passe à une case voisine, par un côté, dont le nombre ou la lettre vient ensuite : en comptant, de 2 en 2, ou dans l’ordre de l’alphabet, comme le dit la ligne sous le jeu. Continue jusqu’à la case orange (entourée deux fois). Un seul chemin y arrive ; les solutions le dessinent.",
		"preset.ages.title":    "Aventures en jeux",
		"preset.ages.subtitle": "%d labyrinthes et jeux de %s ans",
		"preset.ages.blurb":    "%d jeux qui commencent en douceur et grandissent avec l’enfant : labyrinthes de carrés, d’hexagones et de cercles, labyrinthes de nombres et de lettres, labyrinthes qui dessinent une image une fois résolus, et parties d’attrape-chat. Toutes les solutions sont à la fin.",
		"cover.ages":           "%s ans",
		"cover.count":          "%d jeux",
	},
	"de": {
		"how_to.sequence":      "Zahlen- und Buchstabenlabyrinthe",
		"how_to.sequence.text": "Jedes Feld trägt eine Zahl oder einen Buchstaben. Beginne im grünen Feld (auf einer Seite ohne Farbe einfach umrandet) und geh über eine Seite in ein Nachbarfeld, dessen Zahl oder Buchstabe als Nächstes kommt: beim Zählen, in Zweierschritten oder im Alphabet, wie die Zeile unter dem Rätsel sagt. Mach weiter bis zum orangen Feld (doppelt umrandet). Nur ein Weg führt hin; die Lösungen zeichnen ihn.",
		"preset.ages.title":    "Rätselabenteuer",
		"preset.ages.subtitle": "%d Labyrinthe und Rätsel für %s Jahre",
		"preset.ages.blurb":    "%d Rätsel, die leicht beginnen und mit dem Kind wachsen: Labyrinthe aus Quadraten, Sechsecken und Kreisen, Zahlen- und Buchstabenlabyrinthe, Bilderlabyrinthe, die gelöst ein Bild zeigen, und Fang-die-Katze-Spiele. Alle Lösungen stehen hinten im Buch.",
		"cover.ages":           "%s Jahre",
		"cover.count":          "%d Rätsel",
	},
}
