"""grammar/kiss.ebnf kept in step with Sources/KissSyntax (Lexer.swift, Parser.swift)."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import ebnf
import kisslexer
from kissgrammar import EBNF_PATH, EXAMPLES, PARSER_FIXTURES, ROOT

SOURCES = ROOT / "Sources" / "KissSyntax"
# Rules that structure the grammar without being a node of the syntax tree.
HELPER_RULES = {"word", "expression", "term", "factor"}
TOKEN_RULE_NAMES = {"identifier", "number", "percentage", "string", "color"}


def camel(name: str) -> str:
    head, *rest = name.split("-")
    return head + "".join(part.capitalize() for part in rest)


@pytest.fixture(scope="module")
def grammar():
    rules, order = ebnf.read(EBNF_PATH.read_text(encoding="utf-8"))
    return rules, order


def lexer_keywords() -> dict:
    text = (SOURCES / "Lexer.swift").read_text(encoding="utf-8")
    found = dict(re.findall(r'matches\("(\w+)"\) \? \.(\w+)', text))
    assert len(found) >= 5, "could not read the keywords of Lexer.swift"
    return found


def lexer_punctuation() -> dict:
    text = (SOURCES / "Lexer.swift").read_text(encoding="utf-8")
    body = text[text.index("static func punctuation"):]
    body = body[:body.index("default: return nil")]
    found = dict(re.findall(r'case UInt8\(ascii: "(.)"\): return \.(\w+)', body))
    assert len(found) >= 10, "could not read the punctuation of Lexer.swift"
    return found


def node_kinds() -> list[str]:
    text = (SOURCES / "NodeKind.swift").read_text(encoding="utf-8")
    body = text[text.index("enum NodeKind"):text.index("public var isExpression")]
    return re.findall(r"^\s*case (\w+)\s*$", body, re.M)


@pytest.fixture(scope="module")
def recognizer(grammar):
    rules, _ = grammar
    return ebnf.Recognizer(rules, lexer_keywords(), lexer_punctuation())


def accepts(recognizer, source: bytes) -> bool:
    tokens, errors = kisslexer.tokenize(source)
    if errors:
        return False
    return recognizer.accepts(kisslexer.significant(tokens))


# ---------------------------------------------------------------------------
# The file itself


def test_every_rule_is_defined_once_and_used(grammar):
    rules, order = grammar
    assert order[0] == "source-file"
    used = set().union(*(ebnf.references(body) for body in rules.values()))
    undefined = used - set(rules)
    assert not undefined, f"used but not defined: {sorted(undefined)}"
    trivia = {"whitespace", "line-break", "doc-comment", "line-comment", "block-comment"}
    unused = set(rules) - used - {"source-file"} - trivia
    assert not unused, f"defined but not used: {sorted(unused)}"


def test_rule_names_follow_the_syntax_tree(grammar):
    rules, order = grammar
    kinds = node_kinds()
    assert "element" in kinds and "modifier" in kinds
    syntactic = order[:order.index("identifier")]
    node_comments = " ".join(ebnf.comments(EBNF_PATH.read_text(encoding="utf-8")))
    for rule in syntactic:
        if rule in HELPER_RULES:
            continue
        assert camel(rule) in kinds, f"rule {rule} is not a NodeKind case ({camel(rule)})"
    for kind in kinds:
        if kind == "error":
            continue
        kebab = re.sub(r"([A-Z])", lambda m: "-" + m.group(1).lower(), kind)
        assert kebab in rules or f"node: {kind}" in node_comments, f"NodeKind.{kind} has no rule"


def test_keywords_and_punctuation_are_the_lexers(grammar):
    rules, order = grammar
    syntactic = order[:order.index("identifier")]
    used = set().union(*(ebnf.terminals(rules[r]) for r in syntactic))
    keywords = set(lexer_keywords())
    punctuation = set(lexer_punctuation())
    assert keywords <= used, f"keywords missing from the EBNF: {keywords - used}"
    assert used <= keywords | punctuation, f"terminals the lexer does not make: {used - keywords - punctuation}"
    # "%" only ever appears inside a percentage token.
    assert punctuation - used == {"%"}, punctuation - used
    listed = next(c for c in ebnf.comments(EBNF_PATH.read_text(encoding="utf-8")) if "Punctuation, one character" in c)
    for char in punctuation:
        assert char in listed, f"{char!r} missing from the punctuation comment"
    keyword_comment = next(c for c in ebnf.comments(EBNF_PATH.read_text(encoding="utf-8")) if "five keywords" in c)
    for word in keywords:
        assert f'"{word}"' in keyword_comment


# ---------------------------------------------------------------------------
# Token rules against the lexer


def all_kiss_files() -> dict[str, bytes]:
    """Every .kiss file of Tests/ and Examples/, read now (other work may be
    adding and removing fixtures while this runs): relative path -> bytes."""
    files = {}
    for path in sorted((ROOT / "Tests").rglob("*.kiss")) + sorted(EXAMPLES.rglob("*.kiss")):
        try:
            files[str(path.relative_to(ROOT))] = path.read_bytes()
        except FileNotFoundError:
            continue
    return files


def test_token_rules_match_the_lexers_tokens(grammar):
    rules, _ = grammar
    regexes = {name: re.compile(ebnf.to_regex(rules, name), re.S) for name in TOKEN_RULE_NAMES}
    checked = {name: 0 for name in TOKEN_RULE_NAMES}
    rejected = 0
    for name, data in all_kiss_files().items():
        path = Path(name)
        tokens, _ = kisslexer.tokenize(data)
        for token in tokens:
            if token.kind not in TOKEN_RULE_NAMES:
                continue
            if token.text.startswith("\u201c"):
                continue  # typographic quotes: an unknown character read as a string
            matched = regexes[token.kind].fullmatch(token.text) is not None
            if not token.malformed:
                assert matched, f"{path.name}: well-formed {token.kind} {token.text!r} does not match the EBNF"
                checked[token.kind] += 1
            elif token.kind in ("number", "percentage", "color") or not token.text.endswith('"'):
                assert not matched, f"{path.name}: malformed {token.kind} {token.text!r} matches the EBNF"
                rejected += 1
    assert all(count > 0 for count in checked.values()), checked
    assert rejected > 0
    # Keywords are not identifiers.
    for word in lexer_keywords():
        assert regexes["identifier"].fullmatch(word)


@pytest.mark.parametrize("text,kind,ok", [
    ("12", "number", True), ("12.5", "number", True), ("0.25", "number", True), ("12.", "number", False),
    ("50%", "percentage", True), ("1.5%", "percentage", True),
    ("#fff", "color", True), ("#FF8800", "color", True), ("#11223344", "color", True),
    ("#12345", "color", False), ("#GGG", "color", False),
    ('"a\\"b\\\\c\\nd\\te\\u{1F600}"', "string", True), ('"\\q"', "string", False), ('"open', "string", False),
    ("_a1", "identifier", True), ("1a", "identifier", False),
])
def test_token_rules_on_single_tokens(grammar, text, kind, ok):
    rules, _ = grammar
    regex = re.compile(ebnf.to_regex(rules, kind), re.S)
    assert (regex.fullmatch(text) is not None) == ok
    tokens, errors = kisslexer.tokenize(text.encode())
    lexer_ok = errors == 0 and len(tokens) == 1 and tokens[0].kind == kind
    if kind != "identifier":
        assert lexer_ok == ok, f"the lexer port disagrees on {text!r}"


# ---------------------------------------------------------------------------
# The syntactic rules against the parser's fixtures and the examples


def test_valid_fixtures_and_examples_are_accepted(recognizer):
    files = sorted((PARSER_FIXTURES / "ok").glob("*.kiss")) + [
        p for p in sorted(EXAMPLES.rglob("*.kiss")) if "Broken" not in p.parts]
    assert len(files) >= 8
    for path in files:
        assert accepts(recognizer, path.read_bytes()), f"{path.name} is valid but the EBNF rejects it"


def test_broken_fixtures_and_examples_are_rejected(recognizer):
    # nesting-too-deep is grammatical: only the parser's depth limit (K020) rejects it.
    files = [p for p in sorted((PARSER_FIXTURES / "err").glob("*.kiss")) if p.name != "nesting-too-deep.kiss"]
    files += sorted((EXAMPLES / "Broken").glob("*.kiss"))
    assert len(files) >= 10
    for path in files:
        assert not accepts(recognizer, path.read_bytes()), f"{path.name} is broken but the EBNF accepts it"


# Snippets and whether the parser takes them without a syntax diagnostic. These
# verdicts were read off kisslint; test_snippets_agree_with_kisslint re-checks
# them whenever a kisslint binary is around.
SNIPPETS = [
    ("", True),
    ('import "A.kiss"', True),
    ("import A", False),
    ("preview p(width: 390)", True),
    ("preview p()", True),
    ("preview p", False),
    ("preview (width: 1)", False),
    ("layout A { view }", True),
    ("layout A {}", False),
    ("layout A { view view }", False),
    ("layout A() { view }", True),
    ("layout A(x: 1,) { view }", True),
    ("layout A(x) { view }", False),
    ("layout A(true: 1) { view }", False),
    ("layout A(x: 1 y: 2) { view }", False),
    ("layout { view }", False),
    ("layout A view", False),
    ("view", False),
    ("layout A { view }}", False),
    ("layout A { vstack { view label(\"x\") } }", True),
    ("layout A { vstack { } }", True),
    ("layout A { view(,) }", False),
    ("layout A { view(1,) }", True),
    ("layout A { view(1 2) }", False),
    ("layout A { view\n(1) }", True),
    ("layout A {\n  view\n    .padding(8)\n    .grow(1)\n}", True),
    ("layout A {\n  view.\n  padding(8)\n}", False),
    ("layout A { view.padding(8) { view } }", True),
    ("layout A { view.true.layout.import(true: 1, false: .layout) }", True),
    ("layout A { view(import: 1) }", False),
    ("layout A { view(1, layout: 1) }", False),
    ("preview p(preview: 1)", False),
    ("layout A { view(x: a.import) }", True),
    ("layout A { view(x: .center, .red) }", True),
    ("layout A { view(x:\n .center) }", True),
    ("layout A { view(x: .\ncenter) }", False),
    ("layout A { view(a.b, parent.left + 8) }", True),
    ("layout A { view(a\n.b) }", True),
    ("layout A { view(a.\nb) }", False),
    ("layout A { view(-(1 + 2) * 3 / 4 - -5) }", True),
    ("layout A { view(1 +) }", False),
    ("layout A { view((1) }", False),
    ("layout A { view(50%, #fff, \"s\", true, false) }", True),
    ("layout A { view(layout) }", False),
    ("layout A { view(.5) }", False),
    ("layout A { view(12px) }", False),
    ("layout A { view(1.) }", False),
    ("layout A { view(#12345) }", False),
    ("layout A { view(\"a\\q\") }", False),
    ("layout A { view(\"open) }", False),
    ("layout A { .padding(8) }", False),
    ("layout A { view ; }", False),
    ("layout A { view(1 % 2) }", False),
    ("layout A { view } /* open", False),
    ("/* a /* b */ c */ layout A { view }", True),
    ("/// doc\nlayout A { view }\n//// x", True),
    ("\ufefflayout A { view }", True),
    ("layout A { view(x: 1 y: 2) }", False),
    ("layout A { view(x:) }", False),
    ("layout A { view(:1) }", False),
    ("layout A { Tag(text: \"x\").id(t).pin(left: t.right) }", True),
    ("layout A {\n  vstack {\n    view\n  }\n  .padding(1)\n}", True),
    ("layout A {\n  view(1\n  view\n}", False),
    ("layout A { view(\n  1,\n  2\n) }", True),
    ("layout A { view(\n  1\n  , 2) }", True),
]


def test_snippets_agree_with_the_ebnf(recognizer):
    wrong = [(text, expected) for text, expected in SNIPPETS
             if accepts(recognizer, text.encode("utf-8")) != expected]
    assert not wrong, "the EBNF disagrees with the parser on:\n" + "\n".join(
        f"  {text!r}: parser {'accepts' if ok else 'rejects'}" for text, ok in wrong)


def find_kisslint() -> Path | None:
    if os.environ.get("KISSLINT"):
        return Path(os.environ["KISSLINT"])
    candidates = [p for p in ROOT.glob(".build*/**/kisslint") if p.is_file() and os.access(p, os.X_OK)]
    on_path = shutil.which("kisslint")
    if on_path:
        candidates.append(Path(on_path))
    return max(candidates, key=lambda p: p.stat().st_mtime) if candidates else None


def syntax_clean(kisslint: Path, files: list[Path]) -> dict[str, bool]:
    """File path -> no syntax diagnostic (K0xx), by the real parser. K020 (nesting
    deeper than the parser follows) is an implementation limit, not a rule of the
    grammar, so it does not count."""
    result = subprocess.run([str(kisslint), "-f", "json", "-j", "1", *map(str, files)],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode in (0, 1), result.stderr
    report = json.loads(result.stdout)
    verdicts = {}
    for entry in report["files"]:
        codes = [d.get("code", "") for d in entry["diagnostics"]]
        verdicts[str(Path(entry["path"]).resolve())] = not any(re.fullmatch(r"K0\d\d", c) and c != "K020" for c in codes)
    return verdicts


@pytest.fixture(scope="module")
def kisslint():
    binary = find_kisslint()
    if binary is None:
        pytest.skip("no kisslint binary (build it, or set KISSLINT) to compare the EBNF with the parser")
    return binary


def test_snippets_agree_with_kisslint(kisslint, tmp_path):
    files = []
    for index, (text, _) in enumerate(SNIPPETS):
        path = tmp_path / f"snippet{index:03d}.kiss"
        path.write_bytes(text.encode("utf-8"))
        files.append(path)
    verdicts = syntax_clean(kisslint, files)
    wrong = [(text, verdicts[str(path.resolve())]) for (text, expected), path in zip(SNIPPETS, files)
             if verdicts[str(path.resolve())] != expected]
    assert not wrong, "SNIPPETS' verdicts differ from the parser's:\n" + "\n".join(
        f"  {text!r}: parser {'accepts' if ok else 'rejects'}" for text, ok in wrong)


def test_every_kiss_file_in_the_repository_agrees_with_kisslint(kisslint, recognizer, tmp_path):
    files = all_kiss_files()
    copies = []
    for name, data in files.items():
        copy = tmp_path / name
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_bytes(data)
        copies.append(copy)
    verdicts = syntax_clean(kisslint, copies)
    wrong = []
    for (name, data), copy in zip(files.items(), copies):
        parser_ok = verdicts[str(copy.resolve())]
        if accepts(recognizer, data) != parser_ok:
            wrong.append(f"  {name}: parser {'accepts' if parser_ok else 'rejects'}")
    assert len(files) >= 10
    assert not wrong, "the EBNF and the parser disagree on:\n" + "\n".join(wrong)
