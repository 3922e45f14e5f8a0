package patterndraw

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/mazekit/mazekit/pattern"
)

func TestLabyrinthGolden(t *testing.T) {
	labs := map[string]func() (*pattern.Labyrinth, error){
		"labyrinth-chartres": func() (*pattern.Labyrinth, error) { return pattern.Chartres(), nil },
	}
	for _, n := range []int{3, 7, 11} {
		labs[fmt.Sprintf("labyrinth-%d", n)] = func() (*pattern.Labyrinth, error) { return pattern.Classical(n) }
	}
	for _, name := range []string{"labyrinth-3", "labyrinth-7", "labyrinth-11", "labyrinth-chartres"} {
		t.Run(name, func(t *testing.T) {
			l, err := labs[name]()
			if err != nil {
				t.Fatal(err)
			}
			got := LabyrinthScene(l, nil).String()
			p := filepath.Join("testdata", name+".scene")
			if *update {
				os.WriteFile(p, []byte(got), 0o644)
			}
			want, err := os.ReadFile(p)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if got != string(want) {
				t.Errorf("scene differs from %s", p)
			}
		})
	}
}
