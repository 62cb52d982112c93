# Shell helpers that hide the differences between Linux (GNU tools) and macOS (BSD tools), for
# the scripts in scripts/ (source it: `. "$(dirname "$0")/lib/platform.sh"`). Everything that
# differs between the two lives here, so that scripts/check-portability can keep the scripts
# themselves free of GNU-only flags and Linux-only paths.

# The package managers: apt-get (Debian, Ubuntu), dnf / yum (Fedora, RHEL), Homebrew (macOS).
is_macos() { [ "$(uname -s)" = Darwin ]; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# install_packages DEBIAN-NAMES -- BREW-NAMES: installs with the system's package manager.
# RPM names are the Debian ones with -dev → -devel. Exits 1 with what to install when there is
# no package manager it knows.
install_packages() {
    local debian=() brew=() side=debian
    for word in "$@"; do
        if [ "$word" = -- ]; then side=brew; elif [ $side = debian ]; then debian+=("$word"); else brew+=("$word"); fi
    done
    if is_macos; then
        command -v brew >/dev/null || { echo "install Homebrew (https://brew.sh), then: brew install ${brew[*]}" >&2; exit 1; }
        [ ${#brew[@]} -eq 0 ] || brew install "${brew[@]}"
    elif command -v apt-get >/dev/null; then
        as_root apt-get install -y -qq "${debian[@]}" >/dev/null 2>&1 ||
            { as_root apt-get update -qq && as_root apt-get install -y -qq "${debian[@]}" >/dev/null; }
    elif command -v dnf >/dev/null; then
        as_root dnf install -y "${debian[@]/-dev/-devel}"
    elif command -v yum >/dev/null; then
        as_root yum install -y "${debian[@]/-dev/-devel}"
    else
        echo "install: ${debian[*]} (Debian names), then run this again" >&2; exit 1
    fi
}

# The viewer links the wide-character ncurses through pkg-config's `ncursesw`. Linux: the
# distribution's development package. macOS: Homebrew's ncurses (its SDK's ncurses has no
# ncursesw header, library or .pc file); it is keg-only, so its pkg-config folder is put on
# PKG_CONFIG_PATH, where SwiftPM looks.
ensure_ncurses() {
    if is_macos; then
        use_brew_keg ncurses
    elif [ ! -e /usr/include/ncursesw/ncurses.h ] && [ ! -e /usr/include/ncurses.h ]; then
        echo "installing the ncurses development files (the viewer links ncurses)" >&2
        install_packages libncurses-dev -- ncurses
    fi
}

# Fixtures are read with libyaml (the `CLibYAML` system library, pkg-config's `yaml-0.1`).
# Linux: the distribution's development package. macOS: Homebrew's libyaml, its pkg-config
# folder put on PKG_CONFIG_PATH, where SwiftPM looks.
ensure_libyaml() {
    if is_macos; then
        use_brew_keg libyaml
    elif [ ! -e /usr/include/yaml.h ]; then
        echo "installing the libyaml development files (fixtures are read with libyaml)" >&2
        install_packages libyaml-dev -- libyaml
    fi
}

# use_brew_keg NAME (macOS): installs Homebrew's NAME when missing and puts its pkg-config folder
# on PKG_CONFIG_PATH, where SwiftPM looks (keg-only formulae are not linked into the prefix).
use_brew_keg() {
    command -v brew >/dev/null || { echo "install Homebrew (https://brew.sh), then: brew install $1" >&2; exit 1; }
    local prefix
    prefix="$(brew --prefix)/opt/$1"
    [ -d "$prefix" ] || brew install "$1"
    export PKG_CONFIG_PATH="$prefix/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
}

# ensure_commands CMD…: installs the packages that provide the missing commands (same names on
# both sides: tmux, python3).
ensure_commands() {
    local missing=()
    for c in "$@"; do command -v "$c" >/dev/null || missing+=("$c"); done
    [ ${#missing[@]} -eq 0 ] || install_packages "${missing[@]}" -- "${missing[@]}"
}

# A UTF-8 locale the system has, for a terminal that must show lattice's UTF-8 glyphs: C.UTF-8
# on Linux; macOS has no C.UTF-8, but en_US.UTF-8.
if is_macos; then UTF8_LOCALE=en_US.UTF-8; else UTF8_LOCALE=C.UTF-8; fi

# Milliseconds since the epoch (GNU date has %N, BSD date does not).
ms_now() { python3 -c 'import time; print(int(time.time() * 1000))'; }

# child_pid PID: the first child process of PID (pgrep -P on both; ps --ppid is GNU only).
child_pid() { pgrep -P "$1" | head -1; }

# timed COMMAND…: runs COMMAND with its output discarded and prints "SECONDS PEAK-KB" (wall time
# and peak resident memory), with Python's resource module instead of GNU time's -f / BSD's -l.
timed() {
    python3 - "$@" <<'PY'
import resource, subprocess, sys, time
start = time.monotonic()
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
elapsed = time.monotonic() - start
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
if sys.platform == "darwin":
    peak //= 1024          # bytes on macOS, kilobytes on Linux
print(f"{elapsed:.2f} {peak}")
PY
}
