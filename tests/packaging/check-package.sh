#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The packaging test: builds the .deb and the .tar.gz with cpack from an already built tree,
# runs lintian (any error fails), unpacks the .deb into a temporary root and checks that every
# file lands where the desktop and the shells look for it, with sane modes; validates the
# desktop entry, the AppStream metainfo and the man pages; completes words with the bash
# completion against a real inventory; checks the zsh completion's syntax; runs the unpacked
# programs; and compares the .tar.gz's files with the .deb's.
#
#   check-package.sh CPACK CPACK_CONFIG APP_ID VERSION DEBIAN_REVISION
#
# Everything happens in a fresh temporary directory (ctest runs tests in parallel).
set -uo pipefail

if [ $# -ne 5 ]; then
  echo "usage: $0 CPACK CPACK_CONFIG APP_ID VERSION DEBIAN_REVISION" >&2
  exit 2
fi
cpack=$1 config=$2 app_id=$3 version=$4 deb_version=$4-$5

tmp=$(mktemp -d "${TMPDIR:-/tmp}/fleetdeck-package.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# The programs run here must not see the machine's settings, keyring or inventory.
export HOME=$tmp/home XDG_RUNTIME_DIR=$tmp/runtime XDG_CONFIG_HOME=$tmp/home/.config \
  XDG_DATA_HOME=$tmp/home/.local/share LC_ALL=C.UTF-8
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 0700 "$XDG_RUNTIME_DIR"
unset LD_LIBRARY_PATH FLEETDECK_DB

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok    $*"; }
section() { printf '\n== %s\n' "$*"; }

section "tools"
missing=()
for tool in dpkg-deb dpkg-shlibdeps lintian desktop-file-validate appstreamcli groff man readelf file zsh tar gzip; do
  command -v "$tool" >/dev/null || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "FAIL: missing ${missing[*]} (tools/lib/bootstrap.sh installs them: dpkg-dev lintian" \
    "desktop-file-utils appstream groff-base man-db binutils file zsh)"
  exit 1
fi
pass "every tool is installed"

section "cpack"
if ! "$cpack" -G "DEB;TGZ" --config "$config" -B "$tmp/out" >"$tmp/cpack.log" 2>&1; then
  cat "$tmp/cpack.log"
  echo "FAIL: cpack could not build the packages (build everything first: cmake --build BUILD)"
  exit 1
fi
arch=$(dpkg --print-architecture)
deb=$tmp/out/fleetdeck_${deb_version}_${arch}.deb
tarball=$(find "$tmp/out" -maxdepth 1 -name "fleetdeck-${version}-linux-*.tar.gz" | head -n 1)
[ -f "$deb" ] || { ls -l "$tmp/out"; echo "FAIL: no $(basename "$deb")"; exit 1; }
[ -n "$tarball" ] || { ls -l "$tmp/out"; echo "FAIL: no fleetdeck-${version}-linux-*.tar.gz"; exit 1; }
pass "built $(basename "$deb") and $(basename "$tarball")"

section "control"
dpkg-deb -f "$deb" Package Version Architecture Section Priority Maintainer Homepage Depends Recommends
depends=$(dpkg-deb -f "$deb" Depends)
for dep in libqt6sql6-sqlite libsecret-1-0 qt6-qpa-plugins libqt6svg6 libqt6core6 libqt6widgets6 libssh-4 \
  libqt6keychain1 libc6; do
  grep -Eq "(^|, )$dep( |,|$)" <<<"$depends" || fail "Depends lacks $dep"
done
[ "$(dpkg-deb -f "$deb" Version)" = "$deb_version" ] || fail "Version is not $deb_version"
dpkg-deb -f "$deb" Recommends | grep -q gnome-keyring || fail "Recommends names no Secret Service provider"
dpkg-deb -f "$deb" Recommends | grep -q libqt6sql6-psql || fail "Recommends lacks Qt's PostgreSQL driver"
[ -n "$(dpkg-deb -f "$deb" Section)" ] && [ "$(dpkg-deb -f "$deb" Priority)" = optional ] \
  || fail "Section or Priority missing"

section "lintian"
# initial-upload-closes-no-bugs asks for the ITP bug of an upload to Debian; this package is not one.
lintian --suppress-tags initial-upload-closes-no-bugs --fail-on error "$deb" >"$tmp/lintian.txt" 2>&1
lintian_status=$?
grep -v '^running with root privileges' "$tmp/lintian.txt"
if [ $lintian_status -ne 0 ] || grep -q '^E:' "$tmp/lintian.txt"; then
  fail "lintian reports errors (exit $lintian_status)"
else
  pass "lintian: no errors, $(grep -c '^W:' "$tmp/lintian.txt") warnings"
fi

section "files"
root=$tmp/root
dpkg-deb -x "$deb" "$root"
expected=(
  usr/bin/fleetdeck
  usr/bin/fleetdeck-cli
  "usr/share/applications/$app_id.desktop"
  "usr/share/metainfo/$app_id.metainfo.xml"
  "usr/share/icons/hicolor/scalable/apps/$app_id.svg"
  usr/share/man/man1/fleetdeck.1.gz
  usr/share/man/man1/fleetdeck-cli.1.gz
  usr/share/bash-completion/completions/fleetdeck-cli
  usr/share/zsh/vendor-completions/_fleetdeck-cli
  usr/lib/systemd/system/fleetdeck-collector.service
  usr/share/doc/fleetdeck/copyright
  usr/share/doc/fleetdeck/changelog.Debian.gz
)
sizes=(16 22 24 32 48 64 128 256)
for size in "${sizes[@]}"; do
  expected+=("usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png")
done
printf '%s\n' "${expected[@]}" | sort >"$tmp/expected.txt"
# Every entry: owned by root, directories 0755, programs 0755, everything else 0644.
dpkg-deb -c "$deb" >"$tmp/contents.txt"
: >"$tmp/deb-files.unsorted"
while read -r mode owner _ _ _ path _; do
  path=${path#./}
  [ "$owner" = root/root ] || fail "$path is owned by $owner"
  case $mode in
    d*) [ "$mode" = drwxr-xr-x ] || fail "$path has mode $mode" ;;
    -*)
      case $path in
        usr/bin/*) [ "$mode" = -rwxr-xr-x ] || fail "$path has mode $mode" ;;
        *) [ "$mode" = -rw-r--r-- ] || fail "$path has mode $mode" ;;
      esac
      printf '%s\n' "$path" >>"$tmp/deb-files.unsorted" ;;
    *) fail "$path is neither a file nor a directory ($mode)" ;;
  esac
done <"$tmp/contents.txt"
sort "$tmp/deb-files.unsorted" >"$tmp/deb-files.txt"
if diff -u "$tmp/expected.txt" "$tmp/deb-files.txt" >"$tmp/files.diff"; then
  pass "the .deb holds exactly the ${#expected[@]} expected files, with sane owners and modes"
else
  cat "$tmp/files.diff"
  fail "the .deb's files differ from the expected ones (- missing, + unexpected)"
fi
for size in "${sizes[@]}"; do
  png=$root/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png
  [ -f "$png" ] && { file "$png" | grep -q "PNG image data, $size x $size" || fail "$png is not a ${size}px PNG"; }
done

section "binaries"
for program in fleetdeck fleetdeck-cli; do
  binary=$root/usr/bin/$program
  [ -f "$binary" ] || continue
  readelf -d "$binary" | grep -Eq 'RPATH|RUNPATH' && fail "$program carries an RPATH: $(readelf -d "$binary" | grep -E 'RPATH|RUNPATH')"
  readelf -S "$binary" | grep -Eq '\.debug_info|\.symtab' && fail "$program is not stripped"
done
if [ -x "$root/usr/bin/fleetdeck-cli" ]; then
  out=$("$root/usr/bin/fleetdeck-cli" --version 2>&1)
  if [[ $out == "fleetdeck-cli $version "* ]]; then pass "$out"; else fail "fleetdeck-cli --version: $out"; fi
fi
if [ -x "$root/usr/bin/fleetdeck" ]; then
  out=$(QT_QPA_PLATFORM=offscreen timeout 30 "$root/usr/bin/fleetdeck" --version 2>/dev/null)
  if [ "$out" = "fleetdeck $version" ]; then pass "$out"; else fail "fleetdeck --version: $out"; fi
fi

section "desktop entry"
desktop=$root/usr/share/applications/$app_id.desktop
if [ -f "$desktop" ]; then
  if desktop-file-validate "$desktop" >"$tmp/dfv.txt" 2>&1 && ! grep -Eq 'error|warning' "$tmp/dfv.txt"; then
    pass "desktop-file-validate"
  else
    fail "desktop-file-validate: $(cat "$tmp/dfv.txt")"
  fi
  exec_program=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")
  [ -x "$root/usr/bin/$exec_program" ] || fail "Exec=$exec_program is not an installed program"
  [ "$(sed -n 's/^Icon=//p' "$desktop")" = "$app_id" ] || fail "Icon= is not $app_id"
fi

section "AppStream metainfo"
metainfo=$root/usr/share/metainfo/$app_id.metainfo.xml
if [ -f "$metainfo" ]; then
  if appstreamcli validate --no-net "$metainfo" >"$tmp/as.txt" 2>&1; then
    pass "appstreamcli validate --no-net"
  else
    cat "$tmp/as.txt"
    fail "appstreamcli validate --no-net"
  fi
  grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$metainfo" \
    || fail "the metainfo does not launch $app_id.desktop"
  grep -q "<release version=\"$version\"" "$metainfo" || fail "the metainfo has no release $version"
  grep -q "<content_rating" "$metainfo" || fail "the metainfo has no content_rating"
fi

section "man pages"
for page in fleetdeck fleetdeck-cli; do
  gz=$root/usr/share/man/man1/$page.1.gz
  [ -f "$gz" ] || continue
  warnings=$(zcat "$gz" | groff -man -Tutf8 -ww -z 2>&1)
  [ -z "$warnings" ] || fail "groff warns about $page.1: $warnings"
  rendered=$(MANWIDTH=80 man -l "$gz" 2>"$tmp/man.err")
  if grep -q "^NAME" <<<"$rendered" && [ ! -s "$tmp/man.err" ]; then
    pass "$page.1 renders without warnings ($(wc -l <<<"$rendered") lines)"
  else
    fail "man -l $page.1: $(cat "$tmp/man.err")"
  fi
done
# Every option a program's help names is documented.
cli=$root/usr/bin/fleetdeck-cli
if [ -x "$cli" ]; then
  {
    "$cli" --help
    for topic in node status check secrets keys bench logs store collect; do "$cli" "$topic" --help; done
    for sub in add edit remove list import; do "$cli" node "$sub" --help; done
  } >"$tmp/cli-help.txt" 2>&1
  # Options of other programs quoted in the help (`vastai show instances --raw`) do not count.
  sed 's/`[^`]*`//g' "$tmp/cli-help.txt" | grep -oE -- '--[a-z][a-z-]+' | sort -u >"$tmp/cli-options.txt"
fi
if [ -x "$root/usr/bin/fleetdeck" ]; then
  QT_QPA_PLATFORM=offscreen "$root/usr/bin/fleetdeck" --help 2>/dev/null | grep -oE -- '--[a-z][a-z-]+' \
    | sort -u >"$tmp/gui-options.txt"
  while read -r option; do
    zcat "$root/usr/share/man/man1/fleetdeck.1.gz" | grep -qF -- "${option//-/\\-}" \
      || fail "fleetdeck.1 does not document $option"
  done <"$tmp/gui-options.txt"
fi

section "bash completion"
bash_completion=$root/usr/share/bash-completion/completions/fleetdeck-cli
zsh_completion=$root/usr/share/zsh/vendor-completions/_fleetdeck-cli
if [ -f "$bash_completion" ] && [ -x "$cli" ]; then
  # A real inventory, the one the completion finds through $FLEETDECK_DB.
  db=$tmp/fleet.sqlite
  for node in nobody-01 node-b gpu-03; do
    "$cli" --db "$db" node add "$node" --host 127.0.0.1 >/dev/null || fail "node add $node"
  done
  cat >"$tmp/complete.bash" <<'EOF'
set -u
source "$1"
complete -p fleetdeck-cli >/dev/null || { echo "FAIL: no completion registered for fleetdeck-cli"; exit 1; }
# complete WORD... : what bash offers for the last word, sorted, space-separated.
complete_words() {
  COMP_WORDS=("$@")
  COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
  COMP_LINE="$*" COMP_POINT=${#COMP_LINE}
  COMPREPLY=()
  _fleetdeck_cli fleetdeck-cli "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
  printf '%s\n' "${COMPREPLY[@]}" | sort | xargs
}
expect() { # EXPECTED WORD...
  local want=$1 got
  shift
  got=$(complete_words "$@")
  if [ "$got" = "$want" ]; then echo "ok    fleetdeck-cli ${*:2}<TAB> -> $got"
  else echo "FAIL: fleetdeck-cli ${*:2}<TAB> offers '$got', not '$want'"; fi
}
expect "node" fleetdeck-cli no
expect "bench check collect help keys logs node secrets status store" fleetdeck-cli ""
expect "--identity --interval" fleetdeck-cli collect --i
expect "copy" fleetdeck-cli store ""
expect "--from" fleetdeck-cli store copy --fr
expect "gpu-03 nobody-01 node-b patterns sources" fleetdeck-cli logs ""
expect "--set --severity --state" fleetdeck-cli logs patterns --s
expect "error" fleetdeck-cli logs --all --level e
expect "--follow" fleetdeck-cli logs gpu-03 --fol
expect "add edit import list remove" fleetdeck-cli node ""
expect "nobody-01 node-b" fleetdeck-cli status no
expect "gpu-03" fleetdeck-cli --json check g
expect "nobody-01" fleetdeck-cli keys deploy --pub k.pub --dry-run nob
expect "nobody-01 node-b" fleetdeck-cli --db "$FLEETDECK_DB" node edit no
expect "nobody-01 node-b" fleetdeck-cli --db = "$FLEETDECK_DB" node remove no
expect "" fleetdeck-cli --db "$FLEETDECK_DB.absent" status no
[ -e "$FLEETDECK_DB.absent" ] && echo "FAIL: completing a word created the inventory $FLEETDECK_DB.absent"
expect "accept-new ask" fleetdeck-cli --host-key-policy a
expect "batch per-proof" fleetdeck-cli bench run gpu-03 --mode ""
expect "--password-stdin --pub" fleetdeck-cli keys deploy --p
expect "passphrase password" fleetdeck-cli secrets set pass
expect "nobody-01 node-b" fleetdeck-cli secrets set password no
expect "ecdsa ed25519 rsa" fleetdeck-cli keys generate --type ""

# Every option that a command's help names is offered after "--" in that command's context
# (or one of them, for a help that covers several subcommands).
help_covered() { # "IGNORED OPTIONS" CONTEXT... (the help is the first context's)
  local ignored=" $1 " offered=" " context option missing=()
  shift
  for context in "$@"; do offered+="$(complete_words fleetdeck-cli $context --) "; done
  for option in $(fleetdeck-cli $1 --help 2>&1 | sed 's/`[^`]*`//g' | grep -oE -- '--[a-z][a-z-]+' | sort -u); do
    [[ $ignored == *" $option "* || $offered == *" $option "* ]] || missing+=("$option")
  done
  if [ ${#missing[@]} -eq 0 ]; then echo "ok    every option of 'fleetdeck-cli ${1:+$1 }--help' is completed"
  else echo "FAIL: 'fleetdeck-cli ${1:+$1 }--help' names ${missing[*]}, which completing '${1:+$1 }--' does not offer"; fi
}
# The overview names status's --watch and --count, store copy's --from and --to, and collect's
# --metrics-listen beside the command.
help_covered "--watch --count --all --from --to --metrics-listen" ""
for sub in add edit remove list import; do help_covered "" "node $sub"; done
help_covered "" status
help_covered "" check
# The logs help names node edit's --log-source.
help_covered "--log-source" "logs" "logs sources" "logs patterns"
help_covered "" "secrets set" "secrets status" "secrets delete" "secrets list"
help_covered "" "store copy"
help_covered "" collect
help_covered "" "keys generate" "keys deploy" "keys remove" "keys audit"
# The bench help quotes cuzk-bench's own --type and --count.
help_covered "--type --count" "bench run" "bench list" "bench show" "bench compare"
EOF
  FLEETDECK_DB=$db PATH=$root/usr/bin:$PATH bash --norc --noprofile "$tmp/complete.bash" "$bash_completion" \
    >"$tmp/complete.txt" 2>&1
  cat "$tmp/complete.txt"
  failures=$((failures + $(grep -c '^FAIL' "$tmp/complete.txt")))
  grep -q '^ok' "$tmp/complete.txt" || fail "the bash completion did not run"
fi

section "zsh completion"
if [ -f "$zsh_completion" ]; then
  if zsh -n "$zsh_completion" 2>"$tmp/zsh.txt"; then pass "zsh -n _fleetdeck-cli"
  else fail "zsh -n: $(cat "$tmp/zsh.txt")"; fi
  [ "$(head -n 1 "$zsh_completion")" = "#compdef fleetdeck-cli" ] || fail "_fleetdeck-cli lacks #compdef"
fi
# The zsh completion and the man page name every option the CLI's help names.
if [ -s "$tmp/cli-options.txt" ]; then
  while read -r option; do
    [ -f "$zsh_completion" ] && ! grep -qE -- "(^|[^a-z-])$option([^a-z-]|$)" "$zsh_completion" \
      && fail "_fleetdeck-cli does not complete $option"
    zcat "$root/usr/share/man/man1/fleetdeck-cli.1.gz" | grep -qF -- "${option//-/\\-}" \
      || fail "fleetdeck-cli.1 does not document $option"
  done <"$tmp/cli-options.txt"
  pass "checked $(wc -l <"$tmp/cli-options.txt") options of fleetdeck-cli's help against _fleetdeck-cli and fleetdeck-cli.1"
fi

section ".tar.gz"
top=$(tar -tzf "$tarball" | head -n 1 | cut -d/ -f1)
[ "$top/" = "$(basename "$tarball" .tar.gz)/" ] || fail "the .tar.gz does not unpack into $(basename "$tarball" .tar.gz)/"
tar -tvzf "$tarball" | awk '$1 !~ /^d/ { print $6 }' | sed "s|^$top/||" | sort >"$tmp/tar-files.txt"
if diff -u "$tmp/deb-files.txt" "$tmp/tar-files.txt" >"$tmp/tar.diff"; then
  pass "the .tar.gz holds the same $(wc -l <"$tmp/tar-files.txt") files as the .deb"
else
  cat "$tmp/tar.diff"
  fail "the .tar.gz's files differ from the .deb's (- only in the .deb, + only in the .tar.gz)"
fi

echo
if [ $failures -gt 0 ]; then
  echo "packaging: $failures check(s) failed"
  exit 1
fi
echo "packaging: every check passed"
