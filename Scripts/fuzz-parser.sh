#!/usr/bin/env bash
# Builds the parser fuzz target with libFuzzer and runs it.
#   Scripts/fuzz-parser.sh [SECONDS]      (default 300)
# The corpus starts from the parser fixtures and the examples; findings
# (crash-*, timeout-*) are written to Fuzz/out/. Reproduce one with
#   Fuzz/out/parser-fuzzer Fuzz/out/crash-…
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-300}"
out=Fuzz/out
mkdir -p "$out" Fuzz/corpus-run

# The KissSyntax sources are compiled as a module, then linked with the entry point.
swiftc -sanitize=fuzzer,address -parse-as-library -O -g \
  -module-name KissSyntax -emit-module -emit-module-path "$out/KissSyntax.swiftmodule" \
  -emit-library -static -o "$out/libKissSyntax.a" Sources/KissSyntax/*.swift
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -I "$out" \
  Fuzz/ParserFuzzer.swift "$out/libKissSyntax.a" -o "$out/parser-fuzzer"

cp Tests/KissSyntaxTests/Fixtures/parser/*/*.kiss Examples/*.kiss Examples/*/*.kiss Fuzz/corpus-run/ 2>/dev/null || true
"$out/parser-fuzzer" Fuzz/corpus-run -max_total_time="$seconds" -max_len=4096 -timeout=5 \
  -dict=Fuzz/kiss.dict -artifact_prefix="$out/" -print_final_stats=1
