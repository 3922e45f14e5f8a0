#!/usr/bin/env bash
# Renders the maze-art pictures of the README gallery: seamless tiles,
# symmetric mazes, Truchet tiles and mazes that draw a picture.
# Every picture has a fixed seed, so rerunning the script gives the same bytes.
set -euo pipefail
cd "$(dirname "$0")"
bin=$(mktemp -d)/mazekit
trap 'rm -rf "$(dirname "$bin")"' EXIT
go build -o "$bin" ../../cmd/mazekit
mk() { "$bin" "$@"; }

# Seamless tiles: the right edge continues the left, the bottom the top.
mk wallpaper --tile --size 240x144 --cell 12 --theme paper --seed 3 -o tile-paper.png
mk wallpaper --tile --grid hex --size 240x144 --cell 12 --theme neon --seed 3 -o tile-hex-neon.png

# Symmetric mazes: one fundamental region carved and copied round the centre.
mk maze --symmetry 4 --size 15x15 --doors none --seed 2 --cell 12 -o symmetry-4.png
mk maze --symmetry 6 --grid polar --rings 8 --doors none --seed 2 --cell 12 -o symmetry-polar-6.png
mk wallpaper --symmetry 6 --grid hex --size 480x270 --cell 14 --theme neon --seed 3 -o wallpaper-symmetry-6.png

# Truchet tiles: three arcs a hexagon, joined into endless curves, each
# region coloured; Carlson's square tiles at three scales, ink and paper
# swapping at each; the same as a wallpaper, ink regions in the theme.
mk pattern truchet --size 20x11 --seed 3 --scale 16 --fill regions --palette rainbow -o truchet-hex-regions.png
mk pattern truchet --grid rect --scales 3 --size 12x8 --seed 3 --scale 40 -o truchet-multiscale.png
mk wallpaper --pattern truchet --grid rect --scales 3 --size 480x270 --cell 8 --theme sunset --seed 3 -o wallpaper-truchet-sunset.png

# Mazes that draw a picture: small cells where the picture is dark, large where it is light.
mk maze --image ../../puzzle/testdata/ball.png --size 40x40 --cell 6 --seed 1 -o picture-ball.png
mk wallpaper --image ../../puzzle/testdata/star.png --size 480x270 --cell 8 --theme midnight --seed 2 -o wallpaper-picture-midnight.png
