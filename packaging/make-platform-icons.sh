#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders resources/fleetdeck.svg into the icons that Windows and macOS builds need, which
# cannot be made there without extra tools: windows/fleetdeck.ico (16-256 px) and
# macos/fleetdeck.icns (16-1024 px, 1x and 2x), both holding PNGs. Run it after changing the
# SVG and commit the results. Needs rsvg-convert (librsvg2-bin).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
svg=$here/../resources/fleetdeck.svg
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

png() { # size -> path of the rendered PNG
  [ -f "$work/$1.png" ] || rsvg-convert --width "$1" --height "$1" --output "$work/$1.png" "$svg"
  printf '%s' "$work/$1.png"
}
le16() { printf "\\x$(printf %02x $(($1 & 255)))\\x$(printf %02x $(($1 >> 8 & 255)))"; }
le32() { le16 $(($1 & 65535)); le16 $(($1 >> 16 & 65535)); }
be32() {
  printf "\\x$(printf %02x $(($1 >> 24 & 255)))\\x$(printf %02x $(($1 >> 16 & 255)))"
  printf "\\x$(printf %02x $(($1 >> 8 & 255)))\\x$(printf %02x $(($1 & 255)))"
}

# ICO: a directory of 16-byte entries, then the PNGs (Windows Vista and later read PNG entries).
ico_sizes=(16 24 32 48 64 128 256)
{
  le16 0; le16 1; le16 ${#ico_sizes[@]}
  offset=$((6 + 16 * ${#ico_sizes[@]}))
  for size in "${ico_sizes[@]}"; do
    bytes=$(stat -c %s "$(png "$size")")
    dim=$((size == 256 ? 0 : size))
    printf "\\x$(printf %02x $dim)\\x$(printf %02x $dim)\\x00\\x00"
    le16 1; le16 32; le32 "$bytes"; le32 "$offset"
    offset=$((offset + bytes))
  done
  for size in "${ico_sizes[@]}"; do cat "$(png "$size")"; done
} > "$here/windows/fleetdeck.ico"

# ICNS: "icns", the file's length, then (type, length with its 8-byte header, PNG) entries.
icns_entries=(icp4:16 icp5:32 ic11:32 ic12:64 ic07:128 ic13:256 ic08:256 ic14:512 ic09:512 ic10:1024)
total=8
for entry in "${icns_entries[@]}"; do
  total=$((total + 8 + $(stat -c %s "$(png "${entry#*:}")")))
done
{
  printf icns; be32 "$total"
  for entry in "${icns_entries[@]}"; do
    file=$(png "${entry#*:}")
    printf %s "${entry%%:*}"; be32 $((8 + $(stat -c %s "$file"))); cat "$file"
  done
} > "$here/macos/fleetdeck.icns"

ls -l "$here/windows/fleetdeck.ico" "$here/macos/fleetdeck.icns"
