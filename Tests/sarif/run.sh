#!/usr/bin/env bash
# Lints the examples and the parser's error fixtures with `--format sarif` and
# validates the log against the official SARIF 2.1.0 schema (and the checks in
# validate_sarif.py). Exits non-zero if kisslint fails to run or the log is invalid.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
# The official schema (OASIS SARIF 2.1.0) is kept in the repository so a clean
# clone validates offline; KISS_SARIF_SCHEMA points at another copy.
SCHEMA="${KISS_SARIF_SCHEMA:-$ROOT/Tests/sarif/sarif-schema-2.1.0.json}"
if [[ ! -f "$SCHEMA" ]]; then
    echo "sarif: schema not found at $SCHEMA" >&2
    exit 2
fi

VENV="${TMPDIR:-/tmp}/kiss-sarif-venv"
if [[ ! -x "$VENV/bin/python" ]]; then
    python3 -m venv "$VENV"
fi
# rfc3987 lets the schema's `uri` and `uri-reference` formats be checked too.
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check jsonschema rfc3987

swift build --product kisslint
KISSLINT="$(swift build --show-bin-path)/kisslint"

OUTPUT="$(mktemp "${TMPDIR:-/tmp}/kisslint-sarif.XXXXXX")"
trap 'rm -f "$OUTPUT"' EXIT

# Exit 1 only means findings, which the error fixtures are there to produce;
# 2 (usage, configuration or I/O error) or a crash is a failure.
status=0
"$KISSLINT" --format sarif Examples/ Tests/KissSyntaxTests/Fixtures/parser/err/ >"$OUTPUT" || status=$?
if (( status > 1 )); then
    echo "sarif: kisslint exited with $status" >&2
    exit 1
fi

"$VENV/bin/python" Tests/sarif/validate_sarif.py --schema "$SCHEMA" --min-results 1 "$OUTPUT"
