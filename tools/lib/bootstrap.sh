# SPDX-License-Identifier: GPL-3.0-or-later
# Shared by tools/run-demo and tools/run-tests: install what is missing, configure once, build.
# Sourced, not executed. Idempotent and quick when nothing changed.

FLEETDECK_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
FLEETDECK_BUILD=${FLEETDECK_BUILD:-$FLEETDECK_ROOT/build}

# Debian 12 packages the build, the tests and the demo need.
FLEETDECK_PACKAGES=(
  build-essential cmake ninja-build pkg-config binutils
  qt6-base-dev libqt6opengl6-dev qt6-charts-dev libqt6sql6-sqlite libqt6sql6-psql qt6-tools-dev qt6-l10n-tools
  qt6-translations-l10n
  libqt6svg6 qtkeychain-qt6-dev libsecret-1-0 libssh-dev
  openssh-server openssh-client iproute2
  postgresql postgresql-client openssl prometheus
  xvfb xauth dbus dbus-x11 gnome-keyring libsecret-tools
  dpkg-dev file librsvg2-bin lintian appstream desktop-file-utils man-db groff-base zsh
  clang clang-format libclang-rt-dev llvm ccache
)

fleetdeck_log() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

fleetdeck_sudo() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

fleetdeck_install_packages() {
  local missing=() pkg
  for pkg in "${FLEETDECK_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  fleetdeck_log "installing ${missing[*]}"
  fleetdeck_sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  fleetdeck_sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# fleetdeck_configure PRESET: configures $FLEETDECK_BUILD from a preset of CMakePresets.json
# (again when CI's -Werror setting changed). The presets hold the configurations; this only
# points them at the chosen directory.
fleetdeck_configure() {
  local preset=$1 werror=OFF
  [ "${CI:-}" = "true" ] && werror=ON
  if [ ! -f "$FLEETDECK_BUILD/build.ninja" ] || [ "$(sed -n 's/^FLEETDECK_WERROR:BOOL=//p' "$FLEETDECK_BUILD/CMakeCache.txt" 2>/dev/null)" != "$werror" ]; then
    fleetdeck_log "configuring $FLEETDECK_BUILD (preset $preset)"
    cmake --preset "$preset" -S "$FLEETDECK_ROOT" -B "$FLEETDECK_BUILD" -DFLEETDECK_WERROR=$werror >/dev/null
  fi
}

# fleetdeck_build PRESET [targets...]: configures and builds those targets (all when none).
fleetdeck_build() {
  local preset=$1
  shift
  fleetdeck_configure "$preset"
  fleetdeck_log "building $FLEETDECK_BUILD${*:+ ($*)}"
  local targets=()
  [ $# -gt 0 ] && targets=(--target "$@")
  cmake --build "$FLEETDECK_BUILD" "${targets[@]}" -- -j"$(nproc)"
}

# The demo: the console, the CLI, the simulator and the demo fleet, nothing of the test suite.
fleetdeck_build_demo() {
  fleetdeck_build demo demo-fleet
}

# The build the test suite runs in (preset "tests"): clang with AddressSanitizer and
# UndefinedBehaviorSanitizer, and the libFuzzer targets. A build directory keeps its compiler, so
# it is not the demo's.
fleetdeck_build_tests() {
  fleetdeck_build tests
}

fleetdeck_prepare_sshd() {
  # sshd (privilege separation) needs this directory when started as root.
  if [ "$(id -u)" -eq 0 ] && [ ! -d /run/sshd ]; then
    mkdir -p /run/sshd && chmod 0755 /run/sshd
  fi
}
