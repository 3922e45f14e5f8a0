#!/usr/bin/env bash
# Rebuilds the README gallery from the command line tool. Needs pdftoppm
# (poppler-utils) for the book pages.
set -euo pipefail
cd "$(dirname "$0")"
mk() { go run ../../cmd/mazekit "$@"; }
mk maze --size 20x14 --algo dfs --seed 7 --cell 16 --markers labels -o rect-dfs.png --answer rect-dfs-solved.png
mk maze --grid hex --size 24x16 --algo wilson --seed 3 --cell 14 --shade distance --palette viridis --wall-width 0.08 -o hex-viridis.png
mk maze --grid hex --radius 9 --algo growing-tree --mode mixed --seed 5 --cell 14 --solution --markers arrows -o hexagon-solved.png
mk maze --size 60x40 --algo wilson --seed 11 --cell 6 --shade distance --shade-from center --palette sunset --wall-width 0.15 -o rect-sunset.png
mk maze --size 16x8 --algo kruskal --seed 2 --solution --format txt -o rect-solution.txt
./book.sh
./patterns.sh
./fab.sh
./weave.sh
./art.sh
./picture.sh
mk maze --size 32x32 --algo quadtree --levels 2..5 --strip --seed 4 --cell 4 -o quadtree-strip.png
mk maze --size 24x16 --algo division --seed 3 --cell 10 -o division.png
mk maze --grid polar --rings 12 --algo wilson --seed 2 --cell 12 --solution --markers arrows -o polar.png
mk maze --grid tri --size 30x16 --algo dfs --seed 2 --cell 14 --solution -o tri.png
mk maze --grid planar --size 30x20 --cells 500 --algo wilson --seed 3 --cell 12 --shade distance --palette ocean -o planar.png
mk maze --grid planar --layout triangles --size 30x20 --cells 700 --algo dfs --seed 3 --cell 12 --solution -o planar-triangles.png
mk maze --mask-text MAZE --size 60x20 --algo wilson --seed 1 --cell 8 -o mask-text.png
mk maze --mask-shape heart --mask-base hex --size 30x26 --algo dfs --seed 2 --cell 10 --solution -o mask-heart.png
mk cat puzzle --moves 3 --seed 1 -o cat-puzzle.png
mk cat map --blocks 12 --seed 2 -o cat-map.png
if command -v pdftoppm >/dev/null; then
  tmp=$(mktemp -d)
  mk cat puzzle --moves 3 --count 4 --seed 1 -o "$tmp/cats.pdf"
  pdftoppm -png -r 50 -f 2 -l 2 "$tmp/cats.pdf" "$tmp/a"
  mv "$tmp"/a-*.png cat-answer.png
  rm -rf "$tmp"
fi
mk maze --age 5-6 --markers pictures --picture-set bee --seed 4 -o class-bee.png
mk maze --age 3-4 --markers pictures --picture-set rocket --outline --seed 2 -o class-rocket-outline.png
mk number-maze --sequence count-by-2 --size 6x6 --length 14 --seed 3 --cell 40 -o class-count2.png --answer class-count2-key.png
