#!/usr/bin/env bash
# The integration tests, run by .ci/run after `swift test`:
# - the pytest-lsp suite in Tests/integration against the real kiss-lsp
#   executable: what an editor's LSP client library sees, framing included;
# - kisslint's SARIF validated against the official schema (Tests/sarif);
# - the TextMate grammar, EBNF and editor setups (Tests/grammar);
# - `kisslint render --html` of every example screenshotted by headless Chromium (Tests/render);
# - the examples in the canonical style (`kisslint format --check`);
# - Examples/App built with the KissCodegen plugin, and a broken screen failing at its line;
# - kiss-fuzz for a bounded time (the pipeline and the server's edit loop);
# - kiss-fuzz --solver-caches: the solver's caches against plain solves on generated trees.
#
# Environment: PYTHON (default python3), KISS_INTEGRATION_VENV (default
# .build/integration-venv). Extra arguments go to pytest.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
python="${PYTHON:-python3}"
venv="${KISS_INTEGRATION_VENV:-$root/.build/integration-venv}"

if [ ! -x "$venv/bin/python" ]; then
    if ! "$python" -m venv "$venv"; then
        # Debian ships venv separately; install it where we may.
        if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
            apt-get update -qq && apt-get install -y -qq python3-venv
            rm -rf "$venv"
            "$python" -m venv "$venv"
        else
            echo "test-integration: cannot create a virtualenv; install python3-venv" >&2
            exit 1
        fi
    fi
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check pytest-lsp

swift build --product kiss-lsp
KISS_LSP_BINARY="$(swift build --product kiss-lsp --show-bin-path)/kiss-lsp"
export KISS_LSP_BINARY

export PYTHONDONTWRITEBYTECODE=1
status=0
"$venv/bin/python" -m pytest "$root/Tests/integration" -v "$@" || status=$?
if [ "$status" -eq 5 ]; then
    # pytest's "no tests collected" must not pass as success.
    echo "test-integration: pytest collected no tests" >&2
    exit 1
fi
[ "$status" -eq 0 ] || exit "$status"

echo "== SARIF validation"
bash "$root/Tests/sarif/run.sh"

echo "== grammar and editor tests"
bash "$root/Tests/grammar/run.sh"

echo "== editors end to end"
bash "$root/Tests/editors/run.sh"

echo "== rendered pages in Chromium"
bash "$root/Tests/render/run.sh"

# Examples/App: the KissCodegen plugin in a package that builds like an app's.
echo "== Examples/App (the build plugin)"
bash "$root/Tests/app/run.sh"

# The shipped examples stay in the canonical style (Examples/Broken has syntax errors on purpose).
echo "== kisslint format --check on the examples"
swift build --product kisslint
(cd "$root" && "$(swift build --product kisslint --show-bin-path)/kisslint" format --check Examples/*.kiss Examples/Kiss)

# The whole pipeline and kiss-lsp's edit loop under mutated inputs, for a bounded time
# (KISS_FUZZ_SECONDS, default 90), from the committed corpus; a finding fails the run and
# leaves its input in .build/kiss-fuzz.
echo "== fuzzing (${KISS_FUZZ_SECONDS:-90} s)"
swift build --product kiss-fuzz
"$(swift build --product kiss-fuzz --show-bin-path)/kiss-fuzz" --seconds "${KISS_FUZZ_SECONDS:-90}" --seed "${KISS_FUZZ_SEED:-1}" --out "$root/.build/kiss-fuzz"

# The solver's caches (height-insensitive reuse, subtree replay) against solves without them
# on generated trees, bit for bit: the broad sweep behind the samples in `swift test`
# (KISS_SOLVER_CACHE_TREES, default 6,000: about 30 s in a debug build).
echo "== solver caches (${KISS_SOLVER_CACHE_TREES:-6000} trees)"
"$(swift build --product kiss-fuzz --show-bin-path)/kiss-fuzz" --solver-caches --trees "${KISS_SOLVER_CACHE_TREES:-6000}"
