// The book text of classroom puzzles (instruction lines), added to the language tables of lang.go.

package i18n

func init() { Register(classroomText) }

var classroomText = map[string]map[string]string{
	"en": {
		"instr.maze":     "Find the way from the start to the finish.",
		"instr.bee":      "Help the bee find the flower.",
		"instr.car":      "Help the car drive home.",
		"instr.dog":      "Help the dog find the bone.",
		"instr.mouse":    "Help the mouse find the cheese.",
		"instr.rocket":   "Help the rocket reach the planet.",
		"instr.count":    "Count 1, 2, 3… to reach the end.",
		"instr.count_by": "Count by %[1]ds to reach the end.",
		"instr.even":     "Follow the even numbers to reach the end.",
		"instr.odd":      "Follow the odd numbers to reach the end.",
		"instr.alphabet": "Follow the alphabet A, B, C… to reach the end.",
		"instr.word":     "Spell %s to reach the end.",
	},
	"es": {
		"instr.maze":     "Encuentra el camino de la salida a la meta.",
		"instr.bee":      "Ayuda a la abeja a encontrar la flor.",
		"instr.car":      "Ayuda al coche a llegar a casa.",
		"instr.dog":      "Ayuda al perro a encontrar el hueso.",
		"instr.mouse":    "Ayuda al ratón a encontrar el queso.",
		"instr.rocket":   "Ayuda al cohete a llegar al planeta.",
		"instr.count":    "Cuenta 1, 2, 3… para llegar al final.",
		"instr.count_by": "Cuenta de %[1]d en %[1]d para llegar al final.",
		"instr.even":     "Sigue los números pares para llegar al final.",
		"instr.odd":      "Sigue los números impares para llegar al final.",
		"instr.alphabet": "Sigue el abecedario A, B, C… para llegar al final.",
		"instr.word":     "Escribe %s para llegar al final.",
	},
	"fr": {
		"instr.maze":     "Trouve le chemin du départ à l’arrivée.",
		"instr.bee":      "Aide l’abeille à trouver la fleur.",
		"instr.car":      "Aide la voiture à rentrer à la maison.",
		"instr.dog":      "Aide le chien à trouver l’os.",
		"instr.mouse":    "Aide la souris à trouver le fromage.",
		"instr.rocket":   "Aide la fusée à atteindre la planète.",
		"instr.count":    "Compte 1, 2, 3… pour arriver au bout.",
		"instr.count_by": "Compte de %[1]d en %[1]d pour arriver au bout.",
		"instr.even":     "Suis les nombres pairs pour arriver au bout.",
		"instr.odd":      "Suis les nombres impairs pour arriver au bout.",
		"instr.alphabet": "Suis l’alphabet A, B, C… pour arriver au bout.",
		"instr.word":     "Écris %s pour arriver au bout.",
	},
	"de": {
		"instr.maze":     "Finde den Weg vom Start zum Ziel.",
		"instr.bee":      "Hilf der Biene, die Blume zu finden.",
		"instr.car":      "Hilf dem Auto, nach Hause zu fahren.",
		"instr.dog":      "Hilf dem Hund, den Knochen zu finden.",
		"instr.mouse":    "Hilf der Maus, den Käse zu finden.",
		"instr.rocket":   "Hilf der Rakete, den Planeten zu erreichen.",
		"instr.count":    "Zähle 1, 2, 3 … bis zum Ziel.",
		"instr.count_by": "Zähle in %[1]der-Schritten bis zum Ziel.",
		"instr.even":     "Folge den geraden Zahlen bis zum Ziel.",
		"instr.odd":      "Folge den ungeraden Zahlen bis zum Ziel.",
		"instr.alphabet": "Folge dem Alphabet A, B, C … bis zum Ziel.",
		"instr.word":     "Schreibe %s bis zum Ziel.",
	},
}
