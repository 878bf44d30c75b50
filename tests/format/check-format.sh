#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a C++ file of the project differs from .clang-format, naming each file and line.
#
#   check-format.sh SOURCE_DIR CLANG_FORMAT
#
# Fix with: clang-format -i $(files this script lists). Test data (tests/fixtures) is not code.
set -eu
if [ $# -ne 2 ]; then
    echo "usage: $0 SOURCE_DIR CLANG_FORMAT" >&2
    exit 2
fi
src=$1
format=$2
cd "$src"
files=$(find core ui app tools tests -path tests/fixtures -prune -o \( -name '*.h' -o -name '*.cpp' \) -print | sort)
count=$(printf '%s\n' "$files" | wc -l)
if [ "$count" -lt 100 ]; then
    echo "FAIL only $count C++ files found under $src"
    exit 1
fi
# shellcheck disable=SC2086
if ! out=$("$format" --dry-run -Werror $files 2>&1); then
    printf '%s\n' "$out" | grep 'error:' | head -50
    echo "FAIL $(printf '%s\n' "$out" | grep -c 'error:') places in $(printf '%s\n' "$out" | grep 'error:' | cut -d: -f1 | sort -u | wc -l) files differ from .clang-format"
    exit 1
fi
echo "ok   $count files match .clang-format"
