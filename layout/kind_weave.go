// Weave mazes in books: the words their pages print.

package layout

import "github.com/mazekit/mazekit/internal/i18n"

// The words its pages print, in every language.
func init() {
	i18n.Register(map[string]map[string]string{
		"de": {"noun.weave": "gewebte Labyrinthe · Gänge kreuzen sich auf Brücken: ein Weg, der unter einer Brücke hindurchführt, kommt geradeaus auf der anderen Seite heraus"},
		"en": {"noun.weave": "weave mazes · passages cross on bridges: a path that goes under a bridge comes out straight on the other side"},
		"es": {"noun.weave": "laberintos tejidos · los pasillos se cruzan en puentes: un camino que pasa bajo un puente sale recto por el otro lado"},
		"fr": {"noun.weave": "labyrinthes tissés · les couloirs se croisent sur des ponts : un chemin qui passe sous un pont ressort tout droit de l’autre côté"},
	})
}
