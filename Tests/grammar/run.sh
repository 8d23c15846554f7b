#!/usr/bin/env bash
# Runs the grammar and editor tests (Tests/grammar) with pytest in a virtualenv
# of their own, and exits non-zero when a test fails or none ran.
#
#   Tests/grammar/run.sh                     # all tests; editors not installed are skipped
#   Tests/grammar/run.sh --install-editors   # first apt-get install vim, neovim, emacs-nox, nodejs
#   Tests/grammar/run.sh -k emacs            # other arguments go to pytest
#
# Environment: KISS_GRAMMAR_VENV (default: $TMPDIR/kiss-grammar-venv),
# PYTHON (default: python3), KISSLINT (a kisslint binary to compare the EBNF
# with; by default the newest .build*/**/kisslint, and those tests skip without one),
# KISS_INSTALL_EDITORS=1 (same as --install-editors).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
python="${PYTHON:-python3}"
venv="${KISS_GRAMMAR_VENV:-${TMPDIR:-/tmp}/kiss-grammar-venv}"

install_editors="${KISS_INSTALL_EDITORS:-0}"
args=()
for arg in "$@"; do
  if [ "$arg" = "--install-editors" ]; then install_editors=1; else args+=("$arg"); fi
done

if [ "$install_editors" = "1" ]; then
  missing=()
  command -v vim >/dev/null || missing+=(vim)
  command -v nvim >/dev/null || missing+=(neovim)
  command -v emacs >/dev/null || missing+=(emacs-nox)
  command -v node >/dev/null || missing+=(nodejs)
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "run.sh: installing ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi

# The virtualenv is reused while requirements.txt is unchanged.
stamp="$venv/.kiss-requirements"
if [ ! -x "$venv/bin/python" ]; then
  "$python" -m venv "$venv"
fi
if ! cmp -s "$here/requirements.txt" "$stamp"; then
  "$venv/bin/python" -m pip install --disable-pip-version-check -q -r "$here/requirements.txt"
  cp "$here/requirements.txt" "$stamp"
fi

cd "$here"
export PYTHONDONTWRITEBYTECODE=1
set +e
"$venv/bin/python" -m pytest -q -p no:cacheprovider -rs "${args[@]+"${args[@]}"}"
status=$?
set -e
if [ "$status" -eq 5 ]; then
  echo "run.sh: pytest ran no test" >&2
  exit 1
fi
exit "$status"
