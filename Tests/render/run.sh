#!/usr/bin/env bash
# The browser check of `kisslint render --html` (test_render_chromium.py): installs
# Chromium (Debian's `chromium`) and Pillow when missing, builds kisslint, screenshots
# the page of every example and compares colours at the centres of known boxes.
# Screenshots are left in KISS_RENDER_OUT (default .build/render-screenshots).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
python="${PYTHON:-python3}"
venv="${KISS_INTEGRATION_VENV:-$root/.build/integration-venv}"

chromium="${KISS_CHROMIUM:-}"
if [ -z "$chromium" ]; then
  for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null; then chromium="$(command -v "$candidate")"; break; fi
  done
fi
if [ -z "$chromium" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "render: installing chromium"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    chromium="$(command -v chromium)"
  else
    echo "render: Chromium is needed (apt-get install chromium) and cannot be installed here" >&2
    exit 1
  fi
fi

[ -x "$venv/bin/python" ] || "$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check pytest pillow

swift build --product kisslint
KISSLINT_BINARY="$(swift build --product kisslint --show-bin-path)/kisslint"
export KISSLINT_BINARY KISS_CHROMIUM="$chromium"
export KISS_RENDER_OUT="${KISS_RENDER_OUT:-$root/.build/render-screenshots}"
export PYTHONDONTWRITEBYTECODE=1
status=0
"$venv/bin/python" -m pytest "$root/Tests/render" -q -p no:cacheprovider "$@" || status=$?
if [ "$status" -eq 5 ]; then
  echo "render: pytest collected no tests" >&2
  exit 1
fi
exit "$status"
