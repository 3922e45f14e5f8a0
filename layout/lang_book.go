// Book text of the built-in books and of the book's own furniture added
// to the tables in lang.go: the presets' titles, subtitles, licence and
// blurbs, the contents' chapters, and the how-to words for mazes with
// loops.

package layout

func init() {
	for lang, t := range bookTextMore {
		for k, v := range t {
			bookText[lang][k] = v
		}
	}
}

var bookTextMore = map[string]map[string]string{
	"en": {
		"preset.activity.title":    "Amazing Mazes",
		"preset.activity.subtitle": "%d mazes from easy to expert",
		"preset.activity.blurb":    "%d mazes, one to a page, that start gentle and end fiendish: squares, honeycombs, triangles, circles, hearts and organic webs, each a little harder than the one before. Every answer is at the back.",
		"preset.license":           "You may copy these pages for use at home or in a classroom.",
		"preset.handout.title":     "Maze Worksheet",
		"preset.cats.title":        "Trap the Cat",
		"preset.cats.subtitle":     "Block the cells, one per turn, until the cat cannot move",
		"preset.cats.1":            "One block",
		"preset.cats.2":            "Two blocks",
		"preset.cats.3":            "Three blocks",
		"preset.cats.4":            "Four blocks",
		"copyright.nohold":         "Copyright © %d. All rights reserved.",
		"mazes.count":              "%d mazes",
		"how_to.maze.one":          "Each maze has exactly one way through; the answer key draws it.",
		"how_to.maze.loops":        "Puzzles %s have loops: passages join up again, so a path can lead you round in a circle and more than one way may reach the exit. Any way through counts; the answer key draws the shortest.",
		"how_to.maze.others":       "Every other maze has exactly one way through; the answer key draws it.",
		"how_to.example":           "An example, and its answer:",
	},
	"es": {
		"preset.activity.title":    "Laberintos asombrosos",
		"preset.activity.subtitle": "%d laberintos, de fácil a experto",
		"preset.activity.blurb":    "%d laberintos, uno por página, que empiezan suaves y acaban endiablados: cuadrados, panales, triángulos, círculos, corazones y redes orgánicas, cada uno un poco más difícil que el anterior. Todas las soluciones están al final.",
		"preset.license":           "Puedes copiar estas páginas para usarlas en casa o en clase.",
		"preset.handout.title":     "Hoja de laberintos",
		"preset.cats.title":        "Atrapa al gato",
		"preset.cats.subtitle":     "Bloquea casillas, una por turno, hasta que el gato no pueda moverse",
		"preset.cats.1":            "Un bloqueo",
		"preset.cats.2":            "Dos bloqueos",
		"preset.cats.3":            "Tres bloqueos",
		"preset.cats.4":            "Cuatro bloqueos",
		"copyright.nohold":         "Copyright © %d. Todos los derechos reservados.",
		"mazes.count":              "%d laberintos",
		"how_to.maze.one":          "Cada laberinto tiene un solo camino; las soluciones lo dibujan.",
		"how_to.maze.loops":        "Los pasatiempos %s tienen bucles: los pasillos se vuelven a unir, así que un camino puede hacerte dar vueltas y más de uno puede llegar a la salida. Vale cualquier camino; las soluciones dibujan el más corto.",
		"how_to.maze.others":       "Los demás laberintos tienen un solo camino; las soluciones lo dibujan.",
		"how_to.example":           "Un ejemplo y su solución:",
	},
	"fr": {
		"preset.activity.title":    "Labyrinthes étonnants",
		"preset.activity.subtitle": "%d labyrinthes, de facile à expert",
		"preset.activity.blurb":    "%d labyrinthes, un par page, qui commencent en douceur et finissent en casse-tête : carrés, alvéoles, triangles, cercles, cœurs et toiles organiques, chacun un peu plus difficile que le précédent. Toutes les solutions sont à la fin.",
		"preset.license":           "Vous pouvez copier ces pages pour un usage à la maison ou en classe.",
		"preset.handout.title":     "Fiche de labyrinthes",
		"preset.cats.title":        "Piège le chat",
		"preset.cats.subtitle":     "Bloquez une case par tour jusqu’à ce que le chat ne puisse plus bouger",
		"preset.cats.1":            "Un blocage",
		"preset.cats.2":            "Deux blocages",
		"preset.cats.3":            "Trois blocages",
		"preset.cats.4":            "Quatre blocages",
		"copyright.nohold":         "Copyright © %d. Tous droits réservés.",
		"mazes.count":              "%d labyrinthes",
		"how_to.maze.one":          "Chaque labyrinthe a un seul chemin ; les solutions le tracent.",
		"how_to.maze.loops":        "Les jeux %s ont des boucles : les couloirs se rejoignent, un chemin peut donc vous faire tourner en rond et plusieurs peuvent mener à la sortie. Tout chemin compte ; les solutions tracent le plus court.",
		"how_to.maze.others":       "Les autres labyrinthes ont un seul chemin ; les solutions le tracent.",
		"how_to.example":           "Un exemple et sa solution :",
	},
	"de": {
		"preset.activity.title":    "Verblüffende Labyrinthe",
		"preset.activity.subtitle": "%d Labyrinthe von leicht bis knifflig",
		"preset.activity.blurb":    "%d Labyrinthe, eines pro Seite, die sanft beginnen und teuflisch enden: Quadrate, Waben, Dreiecke, Kreise, Herzen und organische Netze, jedes ein wenig schwerer als das vorige. Alle Lösungen stehen am Ende.",
		"preset.license":           "Diese Seiten dürfen für den Gebrauch zu Hause oder im Unterricht kopiert werden.",
		"preset.handout.title":     "Labyrinth-Arbeitsblatt",
		"preset.cats.title":        "Fang die Katze",
		"preset.cats.subtitle":     "Sperre ein Feld pro Zug, bis die Katze sich nicht mehr bewegen kann",
		"preset.cats.1":            "Eine Sperre",
		"preset.cats.2":            "Zwei Sperren",
		"preset.cats.3":            "Drei Sperren",
		"preset.cats.4":            "Vier Sperren",
		"copyright.nohold":         "Copyright © %d. Alle Rechte vorbehalten.",
		"mazes.count":              "%d Labyrinthe",
		"how_to.maze.one":          "Jedes Labyrinth hat genau einen Weg; die Lösungen zeichnen ihn ein.",
		"how_to.maze.loops":        "Die Rätsel %s haben Schleifen: Gänge treffen wieder zusammen, ein Weg kann dich im Kreis führen, und mehr als einer kann zum Ausgang reichen. Jeder Weg zählt; die Lösungen zeigen den kürzesten.",
		"how_to.maze.others":       "Alle anderen Labyrinthe haben genau einen Weg; die Lösungen zeichnen ihn ein.",
		"how_to.example":           "Ein Beispiel und seine Lösung:",
	},
}
