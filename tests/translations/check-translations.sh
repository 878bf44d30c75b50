#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a shipped catalogue leaves a string of the sources untranslated.
#
#   check-translations.sh SOURCE_DIR LUPDATE TS_FILE...
#
# Each catalogue is copied to a temporary directory and brought up to date there with lupdate
# (the catalogues themselves are the translators' and are never written). Every message of the
# copy that is unfinished (new, changed, or marked so by a translator) or empty is listed with its
# context; vanished and obsolete messages do not count. lupdate's own warnings (a tr() it cannot
# place, a class without Q_OBJECT) fail the check too: their strings would not be found at run
# time under the context lupdate gives them.
set -eu

if [ $# -lt 3 ]; then
    echo "usage: $0 SOURCE_DIR LUPDATE TS_FILE..." >&2
    exit 2
fi
src=$1
lupdate=$2
shift 2

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

status=0
for ts in "$@"; do
    name=$(basename "$ts")
    if [ ! -f "$ts" ]; then
        echo "FAIL $name: no such file ($ts)"
        status=1
        continue
    fi
    cp "$ts" "$tmp/$name"
    # English is the source language: its catalogue holds the plural forms of "%n" messages only.
    only=""
    case "$name" in *_en.ts) only=-pluralonly ;; esac
    if ! (cd "$src" && "$lupdate" -recursive -locations none $only core ui app -ts "$tmp/$name") \
        >"$tmp/lupdate.out" 2>"$tmp/lupdate.err"; then
        echo "FAIL $name: lupdate failed"
        cat "$tmp/lupdate.out" "$tmp/lupdate.err"
        status=1
        continue
    fi
    # lupdate reports progress on stdout; what it says on stderr is a problem in the sources.
    if [ -s "$tmp/lupdate.err" ]; then
        echo "FAIL $name: lupdate warns about the sources:"
        sed 's/^/    /' "$tmp/lupdate.err"
        status=1
    fi
    # One message per <message> element; its <translation> says whether it is done.
    awk -v file="$name" '
        function unescape(s) {
            gsub(/&lt;/, "<", s); gsub(/&gt;/, ">", s); gsub(/&quot;/, "\"", s)
            gsub(/&apos;/, "\047", s); gsub(/&amp;/, "\\&", s)
            return s
        }
        /<context>/ { context = "" }
        /<name>/ && !inMessage {
            context = $0; sub(/.*<name>/, "", context); sub(/<\/name>.*/, "", context)
        }
        /<message[ >]/ { inMessage = 1; source = ""; inSource = 0; done = 1 }
        inMessage && /<source>/ {
            line = $0; sub(/.*<source>/, "", line)
            if (line ~ /<\/source>/) { sub(/<\/source>.*/, "", line) } else { inSource = 1 }
            source = line
            next
        }
        inSource {
            line = $0
            if (line ~ /<\/source>/) { sub(/<\/source>.*/, "", line); inSource = 0 }
            source = source "\\n" line
            next
        }
        inMessage && /<translation/ {
            if ($0 ~ /type="(vanished|obsolete)"/) { inMessage = 0; next }
            if ($0 ~ /type="unfinished"/ || $0 ~ /<translation><\/translation>/ || $0 ~ /<translation\/>/)
                done = 0
        }
        inMessage && /<\/message>/ {
            inMessage = 0
            if (!done) {
                missing++
                if (missing <= 200)
                    printf "    %s: %s\n", unescape(context), unescape(source)
            }
        }
        END {
            if (missing > 200)
                printf "    … and %d more\n", missing - 200
            if (missing > 0)
                printf "FAIL %s: %d source text(s) not translated\n", file, missing
            else
                printf "ok   %s: every source text is translated\n", file
            exit missing > 0
        }
    ' "$tmp/$name" >"$tmp/report" || status=1
    # The verdict first, then the list.
    tail -n 1 "$tmp/report"
    sed '$d' "$tmp/report"
done
exit $status
