// Package i18n is the message catalogue of printed text in several
// languages: everything a book, a handout or a sheet prints of its own
// (captions, headers, the contents, how-to pages, difficulty labels, the
// names of grid, section and pattern kinds) comes from one table per
// language, looked up with Text. Keys are dotted words; every language has
// every key of English (a test holds this). Code that adds printed words
// registers them with Register from init.
package i18n

import (
	"fmt"
	"maps"
	"slices"
)

// DefaultLanguage is the language of a book whose spec names none.
const DefaultLanguage = "en"

// Languages returns the codes of the languages a book can be printed in,
// sorted: de, en, es, fr.
func Languages() []string {
	var l []string
	for k := range bookText {
		l = append(l, k)
	}
	slices.Sort(l)
	return l
}

// Text returns the book text for key in language lang. A key the language
// lacks falls back to English, and a key no table has is returned as it
// is, so a missing entry shows up on the page rather than as a blank.
// Entries with %d or %s take arguments through fmt.Sprintf (see Textf).
func Text(lang, key string) string {
	if s, ok := bookText[lang][key]; ok {
		return s
	}
	if s, ok := bookText[DefaultLanguage][key]; ok {
		return s
	}
	return key
}

// Textf is fmt.Sprintf of Text(lang, key) with args.
func Textf(lang, key string, args ...any) string {
	return fmt.Sprintf(Text(lang, key), args...)
}

// Register adds the messages of tables (language → key → text) to the
// catalogue, from an init function. A key given twice for a language
// panics: one message has one owner.
func Register(tables map[string]map[string]string) {
	for lang, t := range tables {
		if bookText[lang] == nil {
			bookText[lang] = map[string]string{}
		}
		for k, v := range t {
			if _, dup := bookText[lang][k]; dup {
				panic("i18n: message registered twice: " + lang + " " + k)
			}
			bookText[lang][k] = v
		}
	}
}

// Has reports whether language lang's own table has key (no fallback to
// English).
func Has(lang, key string) bool {
	_, ok := bookText[lang][key]
	return ok
}

// Table returns a copy of language lang's own table.
func Table(lang string) map[string]string { return maps.Clone(bookText[lang]) }

// The tables. Keys are dotted words; every language has every key of
// English (a test holds this).
var bookText = map[string]map[string]string{
	"en": {
		"how_to.net":         "Mazes on a cube",
		"how_to.net.text":    "Cut the net out along its outer line, fold it along the dashed lines with the maze outside, and glue each grey tab under the face it meets. Start at the dot and find the way to the star: the paths run on across the edges of the cube. In the answer key each crossing of a cut edge is ringed and numbered on both sides of the cut.",
		"how_to.floors":      "Mazes on several floors",
		"how_to.floors.text": "The floors of a building are drawn side by side, floor 1 first. A black triangle pointing up in a room is a staircase up: go on from the same room one floor higher. A triangle pointing down is a staircase down. Enter on floor 1 and find the way out on the top floor. In the answer key each staircase the path takes is ringed and numbered at both of its ends.",
		"floor":              "Floor", "stairs_up": "up", "stairs_down": "down",
		"puzzle":              "Puzzle %d",
		"answers":             "Answers",
		"answer_key":          "Answer key",
		"contents":            "Contents",
		"page":                "page %d",
		"part":                "Part %d",
		"seed":                "seed %d",
		"seeds":               "Seeds",
		"seeds.note":          "Every puzzle can be made again from its seed: mazekit maze --from-book",
		"sheet":               "Sheet %d",
		"sheet.maze":          "Sheet %d · maze %d",
		"maze":                "Maze %d",
		"name":                "Name:",
		"date":                "Date:",
		"start":               "Start",
		"finish":              "Finish",
		"how_to":              "How to solve",
		"how_to.title":        "How to solve: %s",
		"how_to.maze":         "Mazes",
		"how_to.maze.text":    "Enter at the solid arrow, which points into the maze, and find a way to the open arrow, which points out. Walls cannot be crossed. Use a pencil: when a path ends, go back to the last fork and try another way.",
		"how_to.cat":          "Trap the cat",
		"how_to.cat.text":     "The cat sits on a board of hexagons and wants to reach the edge. You block one free cell, then the cat steps to a free neighbour; take turns. Each puzzle says how many blocks win: find cells so that, whatever the cat does, it is walled in before it reaches the edge. Answers name cells by column letter and row number.",
		"how_to.cat.example":  "Example: block %s; the cat runs to %s; block %s and it is trapped.",
		"how_to.pattern":      "Patterns",
		"how_to.pattern.text": "Some pages are patterns to colour or to trace: find a way from one side to the other along the open lanes.",
		"copyright":           "Copyright © %d %s. All rights reserved.",
		"copyright.made":      "Puzzles generated with mazekit from seed %d.",
		"level.easy":          "Easy",
		"level.medium":        "Medium",
		"level.hard":          "Hard",
		"level.expert":        "Expert",

		"cover.by":     "by %s",
		"cover.inside": "Inside: %d puzzles, answers at the back.",
		"cover.sample": "A sample from inside",
		"volume":       "Volume %d",
	},
	"es": {
		"how_to.net":         "Laberintos en un cubo",
		"how_to.net.text":    "Recorta el desarrollo por su línea exterior, dóblalo por las líneas discontinuas con el laberinto hacia fuera y pega cada pestaña gris bajo la cara con la que se junta. Empieza en el punto y busca el camino hasta la estrella: los caminos siguen por las aristas del cubo. En las soluciones, cada paso por un borde cortado lleva un círculo y el mismo número a los dos lados del corte.",
		"how_to.floors":      "Laberintos de varios pisos",
		"how_to.floors.text": "Los pisos de un edificio se dibujan uno al lado del otro, primero el piso 1. Un triángulo negro que apunta hacia arriba en una sala es una escalera que sube: sigue desde la misma sala un piso más arriba. Un triángulo que apunta hacia abajo es una escalera que baja. Entra en el piso 1 y encuentra la salida en el piso más alto. En las soluciones, cada escalera que toma el camino lleva un círculo y el mismo número en sus dos extremos.",
		"floor":              "Piso", "stairs_up": "sube", "stairs_down": "baja",
		"puzzle":              "Pasatiempo %d",
		"answers":             "Soluciones",
		"answer_key":          "Soluciones",
		"contents":            "Índice",
		"page":                "página %d",
		"part":                "Parte %d",
		"seed":                "semilla %d",
		"seeds":               "Semillas",
		"seeds.note":          "Cada pasatiempo puede volver a crearse con su semilla: mazekit maze --from-book",
		"sheet":               "Hoja %d",
		"sheet.maze":          "Hoja %d · laberinto %d",
		"maze":                "Laberinto %d",
		"name":                "Nombre:",
		"date":                "Fecha:",
		"start":               "Inicio",
		"finish":              "Meta",
		"how_to":              "Cómo se resuelve",
		"how_to.title":        "Cómo se resuelve: %s",
		"how_to.maze":         "Laberintos",
		"how_to.maze.text":    "Entra por la flecha rellena, que apunta hacia dentro, y busca un camino hasta la flecha hueca, que apunta hacia fuera. Las paredes no se pueden cruzar. Usa un lápiz: cuando un camino termine, vuelve al último cruce y prueba otro.",
		"how_to.cat":          "Atrapa al gato",
		"how_to.cat.text":     "El gato está en un tablero de hexágonos y quiere llegar al borde. Tú bloqueas una casilla libre y el gato salta a una vecina libre; por turnos. Cada pasatiempo dice cuántos bloqueos ganan: elige casillas para que, haga lo que haga el gato, quede encerrado antes de llegar al borde. Las soluciones nombran las casillas por la letra de la columna y el número de la fila.",
		"how_to.cat.example":  "Ejemplo: bloquea %s; el gato corre a %s; bloquea %s y queda atrapado.",
		"how_to.pattern":      "Diseños",
		"how_to.pattern.text": "Algunas páginas son diseños para colorear o recorrer: busca un camino de un lado a otro por los pasillos abiertos.",
		"copyright":           "Copyright © %d %s. Todos los derechos reservados.",
		"copyright.made":      "Pasatiempos generados con mazekit a partir de la semilla %d.",
		"level.easy":          "Fácil",
		"level.medium":        "Medio",
		"level.hard":          "Difícil",
		"level.expert":        "Experto",

		"cover.by":     "de %s",
		"cover.inside": "Dentro: %d pasatiempos, con las soluciones al final.",
		"cover.sample": "Una muestra del interior",
		"volume":       "Volumen %d",
	},
	"fr": {
		"how_to.net":         "Labyrinthes sur un cube",
		"how_to.net.text":    "Découpez le patron le long de son contour, pliez-le suivant les pointillés, le labyrinthe à l’extérieur, et collez chaque languette grise sous la face qu’elle rejoint. Partez du point et trouvez le chemin jusqu’à l’étoile : les chemins continuent par-dessus les arêtes du cube. Dans les solutions, chaque passage d’un bord découpé est entouré et porte le même numéro des deux côtés de la coupe.",
		"how_to.floors":      "Labyrinthes sur plusieurs étages",
		"how_to.floors.text": "Les étages d’un bâtiment sont dessinés côte à côte, l’étage 1 en premier. Un triangle noir pointé vers le haut dans une salle est un escalier qui monte : reprenez dans la même salle un étage plus haut. Un triangle pointé vers le bas est un escalier qui descend. Entrez à l’étage 1 et trouvez la sortie au dernier étage. Dans les solutions, chaque escalier emprunté est entouré et porte le même numéro à ses deux bouts.",
		"floor":              "Étage", "stairs_up": "monte", "stairs_down": "descend",
		"puzzle":              "Jeu %d",
		"answers":             "Solutions",
		"answer_key":          "Solutions",
		"contents":            "Sommaire",
		"page":                "page %d",
		"part":                "Partie %d",
		"seed":                "graine %d",
		"seeds":               "Graines",
		"seeds.note":          "Chaque jeu peut être refait à partir de sa graine : mazekit maze --from-book",
		"sheet":               "Feuille %d",
		"sheet.maze":          "Feuille %d · labyrinthe %d",
		"maze":                "Labyrinthe %d",
		"name":                "Nom :",
		"date":                "Date :",
		"start":               "Départ",
		"finish":              "Arrivée",
		"how_to":              "Comment jouer",
		"how_to.title":        "Comment jouer : %s",
		"how_to.maze":         "Labyrinthes",
		"how_to.maze.text":    "Entrez par la flèche pleine, qui pointe vers l’intérieur, et trouvez un chemin jusqu’à la flèche creuse, qui pointe vers l’extérieur. On ne traverse pas les murs. Prenez un crayon : quand un chemin s’arrête, revenez au dernier carrefour et essayez-en un autre.",
		"how_to.cat":          "Piège le chat",
		"how_to.cat.text":     "Le chat est sur un plateau d’hexagones et veut atteindre le bord. Vous bloquez une case libre, puis le chat saute sur une voisine libre ; chacun son tour. Chaque jeu dit combien de blocages gagnent : choisissez les cases pour que, quoi que fasse le chat, il soit enfermé avant d’atteindre le bord. Les solutions nomment les cases par la lettre de colonne et le numéro de ligne.",
		"how_to.cat.example":  "Exemple : bloquez %s ; le chat court en %s ; bloquez %s et il est piégé.",
		"how_to.pattern":      "Motifs",
		"how_to.pattern.text": "Certaines pages sont des motifs à colorier ou à parcourir : trouvez un chemin d’un côté à l’autre par les allées ouvertes.",
		"copyright":           "Copyright © %d %s. Tous droits réservés.",
		"copyright.made":      "Jeux créés avec mazekit à partir de la graine %d.",
		"level.easy":          "Facile",
		"level.medium":        "Moyen",
		"level.hard":          "Difficile",
		"level.expert":        "Expert",

		"cover.by":     "par %s",
		"cover.inside": "À l’intérieur : %d jeux, solutions à la fin.",
		"cover.sample": "Un extrait de l’intérieur",
		"volume":       "Tome %d",
	},
	"de": {
		"how_to.net":         "Labyrinthe auf einem Würfel",
		"how_to.net.text":    "Schneide das Netz an seiner äußeren Linie aus, falte es an den gestrichelten Linien mit dem Labyrinth nach außen und klebe jede graue Lasche unter die Fläche, an die sie stößt. Beginne am Punkt und finde den Weg zum Stern: Die Wege laufen über die Kanten des Würfels weiter. In den Lösungen ist jeder Übergang über eine Schnittkante auf beiden Seiten eingekreist und gleich nummeriert.",
		"how_to.floors":      "Labyrinthe über mehrere Stockwerke",
		"how_to.floors.text": "Die Stockwerke eines Gebäudes sind nebeneinander gezeichnet, Stockwerk 1 zuerst. Ein schwarzes Dreieck mit der Spitze nach oben in einem Raum ist eine Treppe nach oben: Geh im selben Raum ein Stockwerk höher weiter. Ein Dreieck mit der Spitze nach unten ist eine Treppe nach unten. Betritt das Labyrinth in Stockwerk 1 und finde den Ausgang im obersten Stockwerk. In den Lösungen ist jede benutzte Treppe an beiden Enden eingekreist und gleich nummeriert.",
		"floor":              "Stockwerk", "stairs_up": "hoch", "stairs_down": "runter",
		"puzzle":              "Rätsel %d",
		"answers":             "Lösungen",
		"answer_key":          "Lösungen",
		"contents":            "Inhalt",
		"page":                "Seite %d",
		"part":                "Teil %d",
		"seed":                "Startwert %d",
		"seeds":               "Startwerte",
		"seeds.note":          "Jedes Rätsel lässt sich aus seinem Startwert neu erzeugen: mazekit maze --from-book",
		"sheet":               "Blatt %d",
		"sheet.maze":          "Blatt %d · Labyrinth %d",
		"maze":                "Labyrinth %d",
		"name":                "Name:",
		"date":                "Datum:",
		"start":               "Start",
		"finish":              "Ziel",
		"how_to":              "So wird’s gelöst",
		"how_to.title":        "So wird’s gelöst: %s",
		"how_to.maze":         "Labyrinthe",
		"how_to.maze.text":    "Tritt beim gefüllten Pfeil ein, der hineinzeigt, und finde einen Weg zum hohlen Pfeil, der hinauszeigt. Wände darf man nicht überqueren. Nimm einen Bleistift: Endet ein Weg, geh zur letzten Gabelung zurück und versuche einen anderen.",
		"how_to.cat":          "Fang die Katze",
		"how_to.cat.text":     "Die Katze sitzt auf einem Brett aus Sechsecken und will an den Rand. Du sperrst ein freies Feld, dann springt die Katze auf ein freies Nachbarfeld; abwechselnd. Jedes Rätsel sagt, wie viele Sperren gewinnen: Wähle die Felder so, dass die Katze, was sie auch tut, eingeschlossen ist, bevor sie den Rand erreicht. Die Lösungen nennen Felder mit Spaltenbuchstabe und Zeilennummer.",
		"how_to.cat.example":  "Beispiel: Sperre %s; die Katze läuft nach %s; sperre %s, und sie ist gefangen.",
		"how_to.pattern":      "Muster",
		"how_to.pattern.text": "Manche Seiten sind Muster zum Ausmalen oder Nachfahren: Finde einen Weg von einer Seite zur anderen entlang der offenen Gänge.",
		"copyright":           "Copyright © %d %s. Alle Rechte vorbehalten.",
		"copyright.made":      "Rätsel mit mazekit aus dem Startwert %d erzeugt.",
		"level.easy":          "Leicht",
		"level.medium":        "Mittel",
		"level.hard":          "Schwer",
		"level.expert":        "Experte",

		"cover.by":     "von %s",
		"cover.inside": "Im Buch: %d Rätsel, Lösungen am Ende.",
		"cover.sample": "Eine Probe aus dem Buch",
		"volume":       "Band %d",
	},
}
