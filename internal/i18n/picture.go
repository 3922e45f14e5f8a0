// The book text of picture mazes (how-to page, instruction line, crayon
// names of the colour key), added to the language tables of lang.go.

package i18n

func init() { Register(pictureText) }

var pictureText = map[string]map[string]string{
	"en": {

		"how_to.picture":      "Picture mazes",
		"how_to.picture.text": "Enter at the arrow pointing in and find the one way to the arrow pointing out, as in any maze. Then shade every cell of that way with a pencil: a picture appears. In a colour picture maze every cell carries a letter; shade each cell of the way in the colour the key below the maze gives its letter. The answer key shows the picture.",
		"instr.picture":       "Find the way, then shade its cells to see the picture.",
		"instr.picture_color": "Find the way, then colour its cells by the key to see the picture.",
		"crayon.black":        "black", "crayon.red": "red", "crayon.orange": "orange", "crayon.yellow": "yellow",
		"crayon.green": "green", "crayon.blue": "blue", "crayon.purple": "purple", "crayon.pink": "pink",
		"crayon.brown": "brown", "crayon.grey": "grey",
	},
	"es": {

		"how_to.picture":      "Laberintos con dibujo",
		"how_to.picture.text": "Entra por la flecha que apunta hacia dentro y busca el único camino hasta la flecha que apunta hacia fuera, como en cualquier laberinto. Después sombrea con un lápiz cada casilla de ese camino: aparece un dibujo. En un laberinto con dibujo en color cada casilla lleva una letra; pinta cada casilla del camino del color que la clave, bajo el laberinto, da a su letra. Las soluciones muestran el dibujo.",
		"instr.picture":       "Encuentra el camino y sombrea sus casillas para ver el dibujo.",
		"instr.picture_color": "Encuentra el camino y colorea sus casillas según la clave para ver el dibujo.",
		"crayon.black":        "negro", "crayon.red": "rojo", "crayon.orange": "naranja", "crayon.yellow": "amarillo",
		"crayon.green": "verde", "crayon.blue": "azul", "crayon.purple": "morado", "crayon.pink": "rosa",
		"crayon.brown": "marrón", "crayon.grey": "gris",
	},
	"fr": {

		"how_to.picture":      "Labyrinthes à dessin",
		"how_to.picture.text": "Entre par la flèche qui pointe vers l'intérieur et trouve le seul chemin jusqu'à la flèche qui pointe vers l'extérieur, comme dans tout labyrinthe. Puis grise au crayon chaque case de ce chemin : un dessin apparaît. Dans un labyrinthe à dessin en couleurs, chaque case porte une lettre ; colorie chaque case du chemin de la couleur que la légende, sous le labyrinthe, donne à sa lettre. Les solutions montrent le dessin.",
		"instr.picture":       "Trouve le chemin, puis grise ses cases pour voir le dessin.",
		"instr.picture_color": "Trouve le chemin, puis colorie ses cases selon la légende pour voir le dessin.",
		"crayon.black":        "noir", "crayon.red": "rouge", "crayon.orange": "orange", "crayon.yellow": "jaune",
		"crayon.green": "vert", "crayon.blue": "bleu", "crayon.purple": "violet", "crayon.pink": "rose",
		"crayon.brown": "marron", "crayon.grey": "gris",
	},
	"de": {

		"how_to.picture":      "Bilderlabyrinthe",
		"how_to.picture.text": "Geh beim Pfeil hinein, der nach innen zeigt, und finde den einzigen Weg zum Pfeil, der nach außen zeigt, wie in jedem Labyrinth. Dann male jedes Feld dieses Weges mit dem Bleistift aus: Ein Bild erscheint. In einem bunten Bilderlabyrinth trägt jedes Feld einen Buchstaben; male jedes Feld des Weges in der Farbe aus, die der Schlüssel unter dem Labyrinth seinem Buchstaben gibt. Die Lösungen zeigen das Bild.",
		"instr.picture":       "Finde den Weg und male seine Felder aus, dann siehst du das Bild.",
		"instr.picture_color": "Finde den Weg und male seine Felder nach dem Schlüssel aus, dann siehst du das Bild.",
		"crayon.black":        "schwarz", "crayon.red": "rot", "crayon.orange": "orange", "crayon.yellow": "gelb",
		"crayon.green": "grün", "crayon.blue": "blau", "crayon.purple": "lila", "crayon.pink": "rosa",
		"crayon.brown": "braun", "crayon.grey": "grau",
	},
}
