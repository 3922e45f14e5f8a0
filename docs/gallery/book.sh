#!/usr/bin/env bash
# Renders a puzzle page and the first answer-key page of the default book
# (mazekit book) to book-page.png and book-key.png. Needs pdftoppm and
# pdftotext (poppler-utils).
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v pdftoppm >/dev/null || ! command -v pdftotext >/dev/null; then
  echo "book.sh: needs pdftoppm and pdftotext (apt-get install poppler-utils)" >&2
  exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go run ../../cmd/mazekit book --quiet -o "$tmp/book.pdf"
pages=$(pdfinfo "$tmp/book.pdf" | awk '/^Pages:/ {print $2}')
# The first page with two puzzles, and the first page of the key.
page="" key=""
for ((i = 2; i <= pages; i++)); do
  text=$(pdftotext -f "$i" -l "$i" "$tmp/book.pdf" -)
  if [[ -z $page ]] && [[ $(grep -c '^Puzzle [0-9]* ·' <<<"$text") -eq 2 ]]; then page=$i; fi
  if [[ -z $key ]] && grep -q '^Answers' <<<"$text"; then key=$i; fi
done
pdftoppm -png -r 45 -singlefile -f "$page" -l "$page" "$tmp/book.pdf" book-page
pdftoppm -png -r 45 -singlefile -f "$key" -l "$key" "$tmp/book.pdf" book-key
echo "book.sh: page $page and key page $key of $pages"
