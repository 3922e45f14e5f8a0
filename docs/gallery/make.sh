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
if command -v pdftoppm >/dev/null; then
  tmp=$(mktemp -d)
  mk book --quiet -o "$tmp/book.pdf"
  pdftoppm -png -r 45 -f 3 -l 3 "$tmp/book.pdf" "$tmp/p"
  pdftoppm -png -r 45 -f 26 -l 26 "$tmp/book.pdf" "$tmp/k"
  mv "$tmp"/p-*.png book-page.png
  mv "$tmp"/k-*.png book-key.png
  rm -rf "$tmp"
fi
