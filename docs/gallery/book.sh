#!/usr/bin/env bash
# Renders a puzzle page, the first answer-key page and the contents page of
# the default book (mazekit book) and its cover to book-page.png,
# book-key.png, book-contents.png and book-cover.png. Needs pdftoppm and
# pdftotext (poppler-utils).
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v pdftoppm >/dev/null || ! command -v pdftotext >/dev/null; then
  echo "book.sh: needs pdftoppm and pdftotext (apt-get install poppler-utils)" >&2
  exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go run ../../cmd/mazekit book --quiet -o "$tmp/book.pdf" --cover "$tmp/cover.pdf"
pages=$(pdfinfo "$tmp/book.pdf" | awk '/^Pages:/ {print $2}')
# The first page with two puzzles, the first page of the key, the contents.
page="" key="" contents=""
for ((i = 2; i <= pages; i++)); do
  text=$(pdftotext -f "$i" -l "$i" "$tmp/book.pdf" -)
  if [[ -z $page ]] && [[ $(grep -c '^Puzzle [0-9]* ·' <<<"$text") -eq 2 ]]; then page=$i; fi
  if [[ -z $key ]] && grep -q '^Answers' <<<"$text"; then key=$i; fi
  if [[ -z $contents ]] && grep -q '^Contents' <<<"$text"; then contents=$i; fi
done
pdftoppm -png -r 45 -singlefile -f "$page" -l "$page" "$tmp/book.pdf" book-page
pdftoppm -png -r 45 -singlefile -f "$key" -l "$key" "$tmp/book.pdf" book-key
pdftoppm -png -r 45 -singlefile -f "$contents" -l "$contents" "$tmp/book.pdf" book-contents
pdftoppm -png -r 30 -singlefile "$tmp/cover.pdf" book-cover
echo "book.sh: page $page, key page $key and contents page $contents of $pages, and the cover"
