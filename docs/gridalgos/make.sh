#!/usr/bin/env bash
# Rebuilds the square-grid algorithm pictures used in the README.
set -euo pipefail
cd "$(dirname "$0")"
mk() { go run ../../cmd/mazekit "$@"; }
for a in binary-tree sidewinder eller division; do
  mk maze --size 24x16 --algo "$a" --seed 3 --cell 12 --solution -o "$a.png"
done
mk maze --size 24x16 --algo division --mode four --seed 3 --cell 12 --solution -o division-four.png
mk maze --size 32x20 --algo division --min-room 4 --seed 3 --cell 10 --solution -o division-rooms.png
mk maze --size 64x64 --algo quadtree --levels 1..6 --strip --seed 4 --cell 4 -o quadtree-levels.png
mk maze --size 20x6 --algo eller --seed 1 --format txt -o eller-stream.txt
