#!/usr/bin/env bash
# Weave mazes, a unicursal maze and labyrinths for the README gallery.
set -euo pipefail
cd "$(dirname "$0")"
mk() { go run ../../cmd/mazekit "$@"; }
mk maze --weave 0.5 --size 16x12 --algo kruskal --seed 6 --cell 28 -o weave.png --answer weave-solved.png
mk maze --grid hex --weave 0.6 --size 14x10 --algo dfs --seed 2 --cell 28 --solution -o weave-hex.png
mk maze --unicursal --size 10x7 --algo dfs --seed 4 --cell 18 -o unicursal.png
mk pattern labyrinth --circuits 7 --scale 16 -o labyrinth-7.png
mk pattern labyrinth --chartres --scale 12 -o labyrinth-chartres.png
