// Weave mazes in books: the weave field of maze sections.

package layout

import (
	"strings"

	"github.com/mazekit/mazekit/generate"
	"github.com/mazekit/mazekit/internal/i18n"
	"github.com/mazekit/mazekit/topology"
)

// validateWeave checks a maze section's weave share: 0 to 1, on square or
// hex grids, without braiding (loops would break the bridges).
func (sec *Section) validateWeave(d *decoder, path string, mp *MazeParams) error {
	if sec.Circuits != "" {
		return d.at(path+".circuits", "applies only to kind labyrinth")
	}
	if sec.Weave == 0 {
		return nil
	}
	if !(sec.Weave > 0 && sec.Weave <= 1) {
		return d.at(path+".weave", "%v: want a share between 0 and 1", sec.Weave)
	}
	if _, err := topology.Woven(topology.Spec{Kind: sec.Grid}); err != nil {
		return d.at(path+".weave", "applies only to grid %s, not %s", topology.OrList(topology.RegularKinds()), sec.Grid)
	}
	if sec.Braid > 0 {
		return d.at(path+".weave", "cannot be combined with braid: loops would break the bridges")
	}
	for _, a := range sec.Algorithms {
		if alg, err := generate.Lookup(a); err == nil && !alg.Supports("weave") {
			return d.at(path+".algorithm", "%s does not make weave mazes (it runs only on %s grids)", a, strings.Join(alg.Kinds, ", "))
		}
	}
	mp.Weave = sec.Weave
	return nil
}

// The words its pages print, in every language.
func init() {
	i18n.Register(map[string]map[string]string{
		"de": {"noun.weave": "gewebte Labyrinthe · Gänge kreuzen sich auf Brücken: ein Weg, der unter einer Brücke hindurchführt, kommt geradeaus auf der anderen Seite heraus"},
		"en": {"noun.weave": "weave mazes · passages cross on bridges: a path that goes under a bridge comes out straight on the other side"},
		"es": {"noun.weave": "laberintos tejidos · los pasillos se cruzan en puentes: un camino que pasa bajo un puente sale recto por el otro lado"},
		"fr": {"noun.weave": "labyrinthes tissés · les couloirs se croisent sur des ponts : un chemin qui passe sous un pont ressort tout droit de l’autre côté"},
	})
}
