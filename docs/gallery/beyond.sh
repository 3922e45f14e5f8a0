#!/usr/bin/env bash
# Mazes beyond the plane for the README gallery: a maze on floors, a cube to fold, a puzzle box.
set -euo pipefail
cd "$(dirname "$0")"
mk() { go run ../../cmd/mazekit "$@"; }
mk maze --grid 3d --size 8x8x4 --seed 12 --cell 30 -o floors.png --answer floors-solved.png
mk maze --grid cube --size 6 --seed 9 --cell 16 -o cube-net.png --answer cube-net-solved.png
mk puzzlebox --seed 2 -o puzzlebox.png
mk maze --grid cube --size 6 --seed 9 --format stlpng -o cube-stl.png
mk maze --grid 3d --size 6x6x3 --seed 12 --cell 26 --stack --solution -o floors-stack.png
