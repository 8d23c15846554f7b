#!/usr/bin/env bash
# Editors end to end: headless Neovim (with editors/neovim's Lua setup) and
# Emacs in batch mode (with editors/emacs/kiss-mode.el and Eglot) each open a
# copy of Examples/SettingsRow.kiss against the real kiss-lsp, must receive its
# K201 diagnostic on line 22 and a hover on that line's `view` showing its frame,
# then apply that K201's first quick fix and see the K201 go, then format the buffer.
#
#   Tests/editors/run.sh            # both editors
#   Tests/editors/run.sh nvim       # only Neovim (or: emacs)
#
# Missing editors are installed with apt-get (Debian packages neovim,
# emacs-nox, and elpa-eglot when Emacs has no Eglot of its own, as Emacs 28
# has not); that needs root. Without root or apt-get, a missing editor is a
# failure, not a skip: these checks are what proves the editor setups work.
#
# Environment: KISS_LSP_BINARY (a kiss-lsp to test instead of building one),
# KISS_EDITORS_TIMEOUT (seconds per editor, default 120), KISS_EDITORS_WAIT
# (seconds each editor waits for an attach, diagnostics or hover, default 30), KISS_EDITORS_KEEP=1
# (keep the temporary folder with the results and LSP logs; it is always kept
# when a check fails).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
timeout_seconds="${KISS_EDITORS_TIMEOUT:-120}"
wait_seconds="${KISS_EDITORS_WAIT:-30}"

editors=("$@")
[ "${#editors[@]}" -gt 0 ] || editors=(nvim emacs)
for editor in "${editors[@]}"; do
  case "$editor" in
    nvim|emacs) ;;
    *) echo "editors: unknown editor '$editor' (nvim or emacs)" >&2; exit 2 ;;
  esac
done
wants() { local e; for e in "${editors[@]}"; do [ "$e" = "$1" ] && return 0; done; return 1; }

fail() { echo "editors: FAILED: $*" >&2; exit 1; }

elpa_dir=/usr/share/emacs/site-lisp/elpa
emacs_has_eglot() {
  # Built in from Emacs 29; for older ones, Debian's elpa-eglot.
  emacs -Q --batch --eval '(kill-emacs (if (locate-library "eglot") 0 1))' >/dev/null 2>&1 \
    || compgen -G "$elpa_dir/eglot-*" >/dev/null
}

# --- 1. The editors -----------------------------------------------------------
missing=()
if wants nvim && ! command -v nvim >/dev/null; then missing+=(neovim); fi
if wants emacs; then
  if ! command -v emacs >/dev/null; then
    missing+=(emacs-nox)
  fi
  if ! command -v emacs >/dev/null || ! emacs_has_eglot; then
    missing+=(elpa-eglot)
  fi
fi
if [ "${#missing[@]}" -gt 0 ]; then
  if ! command -v apt-get >/dev/null; then
    fail "missing Debian packages: ${missing[*]}, and there is no apt-get here to install them; install them and run again"
  fi
  if [ "$(id -u)" -ne 0 ]; then
    fail "missing Debian packages: ${missing[*]}; installing them needs root: run as root, or first: sudo apt-get install ${missing[*]}"
  fi
  echo "editors: installing ${missing[*]}"
  apt-get update -qq || fail "apt-get update failed"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
    || fail "apt-get install ${missing[*]} failed"
fi
if wants nvim; then
  command -v nvim >/dev/null || fail "nvim is still missing after installing neovim"
  echo "editors: $(nvim --version | head -n 1) ($(command -v nvim))"
fi
if wants emacs; then
  command -v emacs >/dev/null || fail "emacs is still missing after installing emacs-nox"
  emacs_has_eglot || fail "Emacs has no Eglot (not built in, and no $elpa_dir/eglot-*)"
  echo "editors: $(emacs --version | head -n 1) ($(command -v emacs)), eglot: $(compgen -G "$elpa_dir/eglot-*" || echo built in)"
fi

# --- 2. kiss-lsp ----------------------------------------------------------------
if [ -n "${KISS_LSP_BINARY:-}" ]; then
  lsp="$KISS_LSP_BINARY"
else
  (cd "$root" && swift build --product kiss-lsp) || fail "swift build --product kiss-lsp failed"
  lsp="$(cd "$root" && swift build --product kiss-lsp --show-bin-path)/kiss-lsp"
fi
[ -x "$lsp" ] || fail "kiss-lsp is not an executable at $lsp"
version="$(timeout 10 "$lsp" --version </dev/null)" || fail "$lsp --version failed"
echo "editors: $version ($lsp)"

# --- 3. The checks, on a copy of the examples -------------------------------------
work="$(mktemp -d "${TMPDIR:-/tmp}/kiss-editors.XXXXXX")"
status=0
cleanup() {
  if [ "$status" -eq 0 ] && [ "${KISS_EDITORS_KEEP:-0}" != "1" ]; then
    rm -rf "$work"
  else
    echo "editors: results and logs kept in $work" >&2
  fi
}
trap cleanup EXIT
cp -R "$root/Examples" "$work/Examples"
file="$work/Examples/SettingsRow.kiss"
# The editors' own state (LSP log, shada, ~/.emacs.d) stays in the temporary folder.
mkdir -p "$work/home" "$work/xdg/cache" "$work/xdg/state" "$work/xdg/data" "$work/xdg/config"

# Runs one editor under a hard timeout; prints what went wrong on failure.
run_check() {
  local name="$1" result="$2"; shift 2
  local rc=0
  echo "== $name"
  timeout -k 10 "$timeout_seconds" "$@" >"$work/$name.out" 2>&1 || rc=$?
  cat "$work/$name.out"
  if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
    echo "editors: FAILED: $name did not finish within ${timeout_seconds}s" >&2
  elif [ "$rc" -ne 0 ]; then
    echo "editors: FAILED: $name exited with $rc" >&2
  elif [ ! -s "$result" ]; then
    echo "editors: FAILED: $name exited with 0 but wrote no result to $result" >&2
    rc=1
  fi
  if [ "$rc" -ne 0 ]; then
    [ -s "$result" ] && { echo "--- $result"; cat "$result"; echo; } >&2
    return 1
  fi
  echo "editors: $name passed"
}

if wants nvim; then
  result="$work/nvim.json"
  if ! (export HOME="$work/home" XDG_CACHE_HOME="$work/xdg/cache" XDG_STATE_HOME="$work/xdg/state" \
        XDG_DATA_HOME="$work/xdg/data" XDG_CONFIG_HOME="$work/xdg/config" \
        KISS_REPO="$root" KISS_LSP="$lsp" KISS_RESULT="$result" KISS_TIMEOUT="$wait_seconds"
      run_check nvim "$result" nvim --headless --clean -u "$here/nvim_e2e.lua" "$file"); then
    status=1
    for log in "$work"/xdg/cache/nvim/lsp.log "$work"/xdg/state/nvim/lsp.log; do
      [ -f "$log" ] && { echo "--- last lines of $log (the LSP traffic)"; tail -n 40 "$log" | cut -c 1-400; } >&2
    done
  fi
fi

if wants emacs; then
  result="$work/emacs.txt"
  if ! (export HOME="$work/home" KISS_REPO="$root" KISS_LSP="$lsp" KISS_FILE="$file" \
        KISS_RESULT="$result" KISS_ELPA_DIR="$elpa_dir" KISS_TIMEOUT="$wait_seconds"
      run_check emacs "$result" emacs -Q --batch -l "$here/emacs_e2e.el"); then
    status=1
    events="$result.events"
    [ -f "$events" ] && { echo "--- last lines of $events (the LSP traffic)"; tail -n 60 "$events"; } >&2
  fi
fi

if [ "$status" -ne 0 ]; then
  echo "editors: FAILED (see above)" >&2
  exit 1
fi
echo "editors: all passed (${editors[*]})"
