#!/usr/bin/env bash
# Picture mazes for the README gallery: a one-colour sheet and its answer,
# and a colour picture maze's answer.
set -euo pipefail
cd "$(dirname "$0")"
mk() { go run ../../cmd/mazekit "$@"; }
mk picture-maze --picture cat --seed 1 --cell 10 -o picture-maze-cat.png --answer picture-maze-cat-key.png
mk picture-maze --picture rocket --colors 3 --seed 2 --cell 14 -o picture-maze-rocket.png --answer picture-maze-rocket-key.png
