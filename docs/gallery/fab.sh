#!/usr/bin/env bash
# Gallery pictures of the fabrication outputs: pen plot preview (pen-up
# travel in light blue), single-line outline, the 3D-print mesh drawn by
# mazekit itself, and animations of carving and solving.
set -euo pipefail
cd "$(dirname "$0")"
mk() { go run ../../cmd/mazekit "$@"; }
mk maze --size 30x20 --algo wilson --seed 5 --format plotpng -o plot-preview.png
mk maze --grid polar --rings 8 --algo wilson --seed 3 --single-line outline --format plotpng -o plot-single-line.png
mk maze --size 14x10 --algo dfs --seed 3 --tactile --format stlpng -o stl-view.png
mk maze --grid polar --rings 7 --algo wilson --seed 3 --format stlpng -o stl-polar.png
mk maze --size 30x30 --algo dfs --seed 1 -o generate-dfs.gif
mk maze --grid hex --size 20x15 --algo wilson --seed 1 --anim solve -o solve-hex.gif
