#!/usr/bin/env bash
# Renders the pattern, wallpaper and theme pictures of the README gallery
# (mazekit pattern, mazekit wallpaper). Every picture has a fixed seed, so
# rerunning the script gives the same bytes.
set -euo pipefail
cd "$(dirname "$0")"
bin=$(mktemp -d)/mazekit
trap 'rm -rf "$(dirname "$bin")"' EXIT
go build -o "$bin" ../../cmd/mazekit
mk() { "$bin" "$@"; }

# Patterns.
mk pattern 10print --style petscii --scale 1 --seed 10 -o tenprint-petscii.png
mk pattern 10print --size 24x16 --fill regions --palette rainbow --seed 4 --scale 12 -o tenprint-regions.png
mk pattern 10print --size 24x16 --tile arcs --seed 5 --scale 12 -o tenprint-arcs.png
mk pattern maze-ca --size 48x32 --solution --seed 3 --scale 6 -o maze-ca.png
mk pattern mazectric --size 48x32 --solution --seed 3 --scale 6 -o mazectric.png

# Wallpapers, scaled down: the same commands with --size 4k make the real ones.
mk wallpaper --size 480x270 --cell 12 --theme midnight --seed 3 -o wallpaper-midnight.png
mk wallpaper --size 480x270 --cell 16 --grid hex --theme neon --seed 3 -o wallpaper-hex-neon.png
mk wallpaper --size 480x270 --cell 12 --pattern 10print --theme c64 --seed 3 -o wallpaper-10print-c64.png
mk wallpaper --size 480x270 --cell 6 --pattern mazectric --theme forest --seed 3 -o wallpaper-mazectric-forest.png

# One swatch per theme.
for t in $(mk wallpaper --list-themes | awk '{print $1}'); do
  mk wallpaper --size 320x180 --cell 10 --theme "$t" --seed 1 -o "theme-$t.png"
done
