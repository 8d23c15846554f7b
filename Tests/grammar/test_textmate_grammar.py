"""The TextMate grammar (grammar/kiss.tmLanguage.json) run through
vscode-textmate's algorithm on Oniguruma (tm_engine.py), and the Sublime syntax
(editors/sublime/Kiss.sublime-syntax, sublime_engine.py) held to the same
scopes, over the examples, the parser's fixture trees and representative
lines; textmate-grammar-python from PyPI gives a second opinion."""
from __future__ import annotations

import json
import re

import pytest

from kissgrammar import (EXAMPLES, GRAMMAR_PATH, KINDS, NAMED_COLORS, PARSER_FIXTURES, ROOT, Engine,
                         SublimeEngine, Tokens, has_scope, load_grammar, read_tree)

ENGINES = {"textmate": Engine, "sublime": SublimeEngine}
_engines: dict = {}


@pytest.fixture(params=sorted(ENGINES), scope="module")
def engine(request):
    if request.param not in _engines:
        _engines[request.param] = ENGINES[request.param]()
    return _engines[request.param]


def tokenize(engine: Engine, text: str) -> Tokens:
    return Tokens(text, engine.tokenize(text))


# ---------------------------------------------------------------------------
# The grammar file itself


def _walk_rules(node, path="$"):
    if isinstance(node, dict):
        yield path, node
        for key, value in node.items():
            yield from _walk_rules(value, f"{path}.{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _walk_rules(value, f"{path}[{index}]")


def test_grammar_is_valid_json_with_the_expected_header():
    grammar = load_grammar()
    assert grammar["scopeName"] == "source.kiss"
    assert grammar["fileTypes"] == ["kiss"]
    assert grammar["name"] == "Kiss"
    assert GRAMMAR_PATH.read_text(encoding="utf-8").endswith("\n")


def test_every_include_resolves():
    grammar = load_grammar()
    repository = grammar["repository"]
    used = set()
    for path, rule in _walk_rules(grammar):
        include = rule.get("include") if isinstance(rule, dict) else None
        if include is None:
            continue
        assert include.startswith("#") or include in ("$self", "$base"), f"{path}: external include {include}"
        if include.startswith("#"):
            assert include[1:] in repository, f"{path}: #{include[1:]} is not in the repository"
            used.add(include[1:])
    unused = set(repository) - used
    assert not unused, f"repository rules never included: {sorted(unused)}"


def test_every_pattern_compiles_with_oniguruma():
    onig = pytest.importorskip("onigurumacffi")
    grammar = load_grammar()
    count = 0
    for path, rule in _walk_rules(grammar):
        for key in ("match", "begin", "end", "while"):
            if isinstance(rule.get(key), str):
                onig.compile(rule[key])
                count += 1
    assert count > 30


def test_every_rule_is_well_formed():
    grammar = load_grammar()
    for path, rule in _walk_rules(grammar["repository"]):
        if "begin" in rule:
            assert "end" in rule or "while" in rule, path
        if "match" in rule:
            assert "begin" not in rule and "patterns" not in rule, path
        for key in ("captures", "beginCaptures", "endCaptures"):
            for number in rule.get(key, {}):
                assert number.isdigit(), f"{path}.{key}: {number}"
        name = rule.get("name")
        if isinstance(name, str) and path.count(".") <= 2:
            assert name.endswith(".kiss"), f"{path}: scope {name} lacks the .kiss suffix"


# ---------------------------------------------------------------------------
# Representative lines

SAMPLE = '''import "Tags.kiss"
preview phone(width: 390, height: 844)

/// A card.
//// not a doc comment
layout Card(title: "Hi", gap: 8) {
  vstack {
    label(title, font: 17, weight: .semibold, color: .gray)
      .padding(8)
    hstack { view(#FF8800).width(50%) }.crossAlign(.center)
    image("a\\n\\u{1F600}\\q", 48, 48).margin(top: 4, left: -2 * 3)
    label("Title").id(title).pin(left: avatar.right + 8, top: parent.top)
    Tag(text: "x", on: true)
    /* outer /* inner */ still comment */
    view(.lightGray).overlay(alignment: .topRight) {
      switch
    }.hidden(false)
    label(
      "long",
      lineBreak:
        .char
    )
      .unknownModifier(1.5)
  }
}
'''

CASES = [
    # (needle, occurrence, offset into the needle, expected scope)
    ("import", 0, 0, "keyword.control.import.kiss"),
    ('"Tags.kiss"', 0, 1, "string.quoted.double.kiss"),
    ("preview", 0, 0, "storage.type.preview.kiss"),
    ("phone", 0, 0, "entity.name.function.preview.kiss"),
    ("width:", 0, 0, "variable.parameter.label.kiss"),
    ("390", 0, 0, "constant.numeric.kiss"),
    ("/// A card.", 0, 4, "comment.line.documentation.kiss"),
    ("//// not", 0, 5, "comment.line.double-slash.kiss"),
    ("layout", 0, 0, "storage.type.layout.kiss"),
    ("Card", 0, 0, "entity.name.type.layout.kiss"),
    ("title:", 0, 0, "variable.parameter.kiss"),
    ("gap", 0, 0, "variable.parameter.kiss"),
    ("vstack", 0, 0, "support.class.kind.kiss"),
    ("label", 0, 0, "support.class.kind.kiss"),
    ("title,", 0, 0, "variable.other.kiss"),
    ("font:", 0, 0, "variable.parameter.label.kiss"),
    ("17", 0, 0, "constant.numeric.kiss"),
    (".semibold", 0, 1, "constant.other.enum-case.kiss"),
    (".gray", 0, 1, "support.constant.color.kiss"),
    (".padding(8)", 0, 1, "support.function.modifier.kiss"),   # modifier at a line start
    (".padding(8)", 0, 0, "punctuation.accessor.kiss"),
    ("hstack", 0, 0, "support.class.kind.kiss"),
    ("#FF8800", 0, 1, "constant.other.color.rgb-value.kiss"),
    ("50%", 0, 0, "constant.numeric.percentage.kiss"),
    ("50%", 0, 2, "constant.numeric.percentage.kiss"),
    (".width", 0, 1, "support.function.modifier.kiss"),        # modifier after `)`
    (".crossAlign", 0, 1, "support.function.modifier.kiss"),   # modifier after `}`
    ("(.center)", 0, 2, "constant.other.enum-case.kiss"),      # enum case after `(`
    ("\\n", 0, 0, "constant.character.escape.kiss"),
    ("\\u{1F600}", 0, 4, "constant.character.escape.kiss"),
    ("\\q", 0, 0, "invalid.illegal.escape.kiss"),
    ("top: 4", 0, 0, "variable.parameter.label.kiss"),
    ("-2", 0, 0, "keyword.operator.arithmetic.kiss"),
    ("* 3", 0, 0, "keyword.operator.arithmetic.kiss"),
    (".id(", 0, 1, "support.function.modifier.kiss"),
    ("id(title)", 0, 3, "variable.other.kiss"),
    ("avatar.right", 0, 0, "variable.other.kiss"),
    ("avatar.right", 0, 7, "variable.other.property.kiss"),
    ("parent.top", 0, 0, "variable.language.parent.kiss"),
    ("Tag(", 0, 0, "entity.name.type.layout.kiss"),
    ("true", 0, 0, "constant.language.boolean.kiss"),
    ("inner", 0, 0, "comment.block.kiss"),
    ("still comment", 0, 0, "comment.block.kiss"),
    (".lightGray", 0, 1, "support.constant.color.kiss"),
    ("alignment:", 0, 0, "variable.parameter.label.kiss"),
    (".topRight", 0, 1, "constant.other.enum-case.kiss"),      # enum case after `:`
    ("switch", 0, 0, "support.class.kind.kiss"),
    (".hidden", 0, 1, "support.function.modifier.kiss"),
    ("false", 0, 0, "constant.language.boolean.kiss"),
    ('"long"', 0, 1, "string.quoted.double.kiss"),
    ("lineBreak:", 0, 0, "variable.parameter.label.kiss"),
    (".char", 0, 1, "constant.other.enum-case.kiss"),          # enum case at a line start, inside ( )
    (".unknownModifier", 0, 1, "entity.name.function.modifier.kiss"),
    ("1.5", 0, 0, "constant.numeric.kiss"),
]


@pytest.mark.parametrize("needle,occurrence,offset,expected", CASES, ids=[f"{c[0]}@{c[2]}->{c[3]}" for c in CASES])
def test_representative_scopes(engine, needle, occurrence, offset, expected):
    tokens = tokenize(engine, SAMPLE)
    scopes = tokens.scopes_of(needle, occurrence, offset)
    assert has_scope(scopes, expected), f"{needle!r}+{offset}: {scopes}"


def test_sample_has_no_invalid_scope_except_the_bad_escape(engine):
    tokens = tokenize(engine, SAMPLE)
    invalid = [(t[2], t[3]) for t in tokens.tokens if any(s.startswith("invalid") for s in t[3])]
    assert [text for text, _ in invalid] == ["\\q"], invalid


def test_nested_block_comment_ends_after_the_outer_close(engine):
    tokens = tokenize(engine, "/* a /* b */ c */ layout X { view }\n")
    assert has_scope(tokens.scopes_of("c */"), "comment.block.kiss")
    assert not any("comment" in s for s in tokens.scopes_of("layout"))
    assert has_scope(tokens.scopes_of("layout"), "storage.type.layout.kiss")
    assert has_scope(tokens.scopes_of("view"), "support.class.kind.kiss")


def test_multiline_nested_block_comment(engine):
    text = "/* one\n  /* two\n  */ still\n*/\nlayout X { view }\n"
    tokens = tokenize(engine, text)
    assert has_scope(tokens.scopes_of("still"), "comment.block.kiss")
    assert has_scope(tokens.scopes_of("layout"), "storage.type.layout.kiss")


@pytest.mark.parametrize("snippet,needle,expected", [
    ("view(#fff)", "#fff", "constant.other.color.rgb-value.kiss"),
    ("view(#11223344)", "#11223344", "constant.other.color.rgb-value.kiss"),
    ("view(#12345)", "#12345", "invalid.illegal.color.kiss"),
    ("view(#GG0000)", "#GG0000", "invalid.illegal.color.kiss"),
    ("view().width(12px)", "12px", "invalid.illegal.numeric"),
    ("view().height(1.)", "1.", "invalid.illegal.numeric"),
    ("view().padding(.5)", ".5", "invalid.illegal.numeric"),
    ('label("\\u{D800}")', "\\u{D800}", "invalid.illegal.escape.kiss"),
    ('label("\\u{110000}")', "\\u{110000}", "invalid.illegal.escape.kiss"),
    ('label("\\u{10FFFF}")', "\\u{10FFFF}", "constant.character.escape.kiss"),
    ('label("\\u1F600")', "\\u", "invalid.illegal.escape.kiss"),
    ('label("a\\"b\\\\c\\td")', '\\"', "constant.character.escape.kiss"),
    ('label("a\\"b\\\\c\\td")', "\\\\", "constant.character.escape.kiss"),
    ('label("a\\"b\\\\c\\td")', "\\t", "constant.character.escape.kiss"),
    ("view(.red) ; label", ";", "invalid.illegal.character.kiss"),
    ("label(\u201cHi\u201d)", "\u201c", "invalid.illegal.typographic-quotes.kiss"),
    ("view(1/2)", "/", "keyword.operator.arithmetic.kiss"),
    ("view((1 + 2))", "+", "keyword.operator.arithmetic.kiss"),
    ("view(true: 1)", "true", "variable.parameter.label.kiss"),
    ("view().true", "true", "entity.name.function.modifier.kiss"),
    ("view(.layout)", "layout)", "constant.other.enum-case.kiss"),
    ("view().ratio(1/2)", "1/2", "constant.numeric.kiss"),
])
def test_literals_and_errors(engine, snippet, needle, expected):
    text = "layout X {\n  " + snippet + "\n}\n"
    tokens = tokenize(engine, text)
    scopes = tokens.scopes_of(needle)
    assert has_scope(scopes, expected), f"{needle!r} in {snippet!r}: {scopes}"


def test_unterminated_string_stops_at_the_line_end(engine):
    text = 'layout X {\n  vstack {\n    label("oops)\n    view(.red)\n  }\n}\n'
    tokens = tokenize(engine, text)
    assert has_scope(tokens.scopes_of("oops"), "string.quoted.double.kiss")
    assert has_scope(tokens.scopes_of("view"), "support.class.kind.kiss")
    assert not has_scope(tokens.scopes_of("view"), "string")


def test_unclosed_paren_recovers_at_the_next_element_line(engine):
    # Examples/Broken/CheckoutSummary.kiss: the parser ends the list at the next line.
    text = (EXAMPLES / "Broken" / "CheckoutSummary.kiss").read_text(encoding="utf-8")
    tokens = tokenize(engine, text)
    second = tokens.find("keyValue", 1)
    scopes = tokens.scopes_at(*second)
    assert has_scope(scopes, "support.class.kind.kiss"), scopes
    assert not has_scope(scopes, "meta.arguments.kiss") or scopes.count("meta.arguments.kiss") == 0
    button = tokens.find("button")
    assert has_scope(tokens.scopes_at(*button), "support.class.kind.kiss")
    padding = tokens.find(".padding(16)")
    assert has_scope(tokens.scopes_at(padding[0], padding[1] + 1), "support.function.modifier.kiss")


def test_unclosed_block_recovers_at_the_next_declaration(engine):
    text = "layout A {\n  vstack {\n    view\n\nlayout B {\n  view\n}\n"
    tokens = tokenize(engine, text)
    line, column = tokens.find("layout B")
    scopes = tokens.scopes_at(line, column)
    assert has_scope(scopes, "storage.type.layout.kiss")
    assert "meta.block.kiss" not in scopes, scopes


def test_multiline_parameter_list(engine):
    text = 'layout Row(\n  title: "x",\n  value: .center\n) {\n  label(title)\n}\n'
    tokens = tokenize(engine, text)
    assert has_scope(tokens.scopes_of("title:"), "variable.parameter.kiss")
    assert has_scope(tokens.scopes_of("value:"), "variable.parameter.kiss")
    assert has_scope(tokens.scopes_of(".center", offset=1), "constant.other.enum-case.kiss")
    assert has_scope(tokens.scopes_of("label"), "support.class.kind.kiss")
    assert has_scope(tokens.scopes_of("title)"), "variable.other.kiss")


def test_every_builtin_kind_and_named_color(engine):
    body = "\n".join(f"    {kind}" for kind in KINDS)
    colors = ", ".join(f".{c}" for c in NAMED_COLORS)
    text = "layout X {\n  vstack {\n" + body + "\n  }.stroke(" + colors + ")\n}\n"
    tokens = tokenize(engine, text)
    for kind in KINDS:
        line, column = tokens.find(f"    {kind}\n".rstrip("\n"), 0)
        assert has_scope(tokens.scopes_at(line, column + 4), "support.class.kind.kiss"), kind
    for color in NAMED_COLORS:
        line, column = tokens.find(f".{color}" + ("," if color != NAMED_COLORS[-1] else ")"))
        assert has_scope(tokens.scopes_at(line, column + 1), "support.constant.color.kiss"), color


# ---------------------------------------------------------------------------
# Every example file


EXAMPLE_FILES = sorted(EXAMPLES.rglob("*.kiss"))


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=[p.name for p in EXAMPLE_FILES])
def test_examples_tokenize_and_cover_the_expected_scopes(engine, path):
    text = path.read_text(encoding="utf-8")
    tokens = tokenize(engine, text)
    # The tokens cover the text, line by line, without gaps.
    covered = {}
    for line, column, tok_text, _ in tokens.tokens:
        covered.setdefault(line, []).append((column, tok_text))
    for number, line_text in enumerate(tokens.lines):
        rebuilt = "".join(t for _, t in sorted(covered.get(number, [])))
        assert rebuilt.rstrip("\n") == line_text, f"{path.name}:{number + 1}"
    scopes = tokens.all_scopes()
    # Each scope the file's text calls for (the Kiss README's examples, for one, have no strings).
    code = "\n".join(line for line in text.split("\n") if not line.lstrip().startswith("//"))
    for expected, present in (
        ("storage.type.layout.kiss", True), ("entity.name.type.layout.kiss", True), ("support.class.kind.kiss", True),
        ("support.function.modifier.kiss", re.search(r"[)}\w]\s*\.\w+\(", code)),
        ("variable.parameter.label.kiss", re.search(r"[(,]\s*\w+:", code)),
        ("constant.numeric.kiss", re.search(r"\d", code)),
        ("comment.line.documentation.kiss", re.search(r"^\s*///", text, re.M)),
        ("string.quoted.double.kiss", '"' in code),
    ):
        if present:
            assert expected in scopes, f"{path.name}: no {expected}"
    invalid = [t for t in tokens.tokens if any(s.startswith("invalid") for s in t[3])]
    if "Broken" not in path.parts:
        assert not invalid, f"{path.name}: {invalid}"


# ---------------------------------------------------------------------------
# The parser's own trees: every token the parser placed gets the scope its role calls for


def expected_scope(token) -> str | None:
    parent = token.parent
    siblings = [c for c in parent.children if not isinstance(c, type(parent))]
    kind = token.kind
    simple = {
        "layoutKeyword": "storage.type.layout.kiss", "previewKeyword": "storage.type.preview.kiss",
        "importKeyword": "keyword.control.import.kiss", "number": "constant.numeric.kiss",
        "percentage": "constant.numeric.percentage.kiss", "string": "string.quoted.double.kiss",
        "color": "constant.other.color.rgb-value.kiss", "lineComment": "comment.line.double-slash.kiss",
        "docComment": "comment.line.documentation.kiss", "blockComment": "comment.block.kiss",
    }
    if kind in simple:
        return simple[kind]
    if kind in ("trueKeyword", "falseKeyword") and parent.kind == "literalExpression":
        return "constant.language.boolean.kiss"
    if kind not in ("identifier", "trueKeyword", "falseKeyword", "layoutKeyword", "previewKeyword", "importKeyword"):
        return None
    significant = [c for c in parent.children if not isinstance(c, type(parent))
                   and c.kind not in ("whitespace", "newline", "lineComment", "blockComment", "docComment")]
    after = significant[significant.index(token) + 1].kind if significant.index(token) + 1 < len(significant) else None
    if parent.kind == "layoutDeclaration":
        return "entity.name.type.layout.kiss"
    if parent.kind == "previewDeclaration":
        return "entity.name.function.preview.kiss"
    if parent.kind == "element":
        return "support.class.kind.kiss" if token.text in KINDS else "entity.name.type.layout.kiss"
    if parent.kind == "modifier":
        return None  # known or unknown: checked below
    if parent.kind == "argument" and after == "colon":
        return "variable.parameter.label.kiss"
    if parent.kind == "parameter":
        return "variable.parameter.kiss"
    if parent.kind == "enumCaseExpression":
        return "support.constant.color.kiss" if token.text in NAMED_COLORS else "constant.other.enum-case.kiss"
    if parent.kind == "memberExpression":
        if after == "dot":
            return "variable.language.parent.kiss" if token.text == "parent" else "variable.other.kiss"
        return "variable.other.property.kiss"
    if parent.kind == "nameExpression":
        return "variable.language.parent.kiss" if token.text == "parent" else "variable.other.kiss"
    return None


TREE_FILES = sorted((PARSER_FIXTURES / "ok").glob("*.tree"))


@pytest.mark.parametrize("path", TREE_FILES, ids=[p.stem for p in TREE_FILES])
def test_scopes_agree_with_the_parser_tree(engine, path):
    tree_tokens = read_tree(path)
    # Rebuild the text from the parser's own tokens, with line ends as LF and no BOM,
    # so every token has a known line and column.
    text = ""
    positions = []
    for token in tree_tokens:
        piece = token.text
        if token.kind == "byteOrderMark":
            piece = ""
        elif token.kind == "newline":
            piece = "\n"
        line = text.count("\n")
        column = len(text) - (text.rfind("\n") + 1)
        positions.append((line, column))
        text += piece
    tokens = tokenize(engine, text)
    checked = 0
    problems = []
    for token, (line, column) in zip(tree_tokens, positions):
        if token.parent.kind == "modifier" and token.kind != "dot" and token.kind in (
                "identifier", "trueKeyword", "falseKeyword", "layoutKeyword", "previewKeyword", "importKeyword"):
            scopes = tokens.scopes_at(line, column)
            ok = has_scope(scopes, "support.function.modifier.kiss") or has_scope(scopes, "entity.name.function.modifier.kiss")
            checked += 1
            if not ok:
                problems.append(f"{line + 1}:{column + 1} modifier {token.text!r}: {scopes}")
            continue
        expected = expected_scope(token)
        if expected is None or token.text == "":
            continue
        scopes = tokens.scopes_at(line, column)
        checked += 1
        if not has_scope(scopes, expected):
            problems.append(f"{line + 1}:{column + 1} {token.kind} {token.text!r} in {token.parent.kind}: "
                            f"expected {expected}, got {scopes}")
        if any(s.startswith("invalid") for s in scopes):
            problems.append(f"{line + 1}:{column + 1} {token.text!r} is marked invalid: {scopes}")
    assert checked > 0 or path.stem == "empty"
    assert not problems, "\n".join(problems)


# ---------------------------------------------------------------------------
# A second, independent engine from PyPI


@pytest.fixture(scope="module")
def pypi_engine():
    pytest.importorskip("textmate_grammar")
    from kissgrammar import PyPIEngine

    return PyPIEngine()


# Cases that hit textmate-grammar-python's own bug (it skips the character after a
# nested block's `}`), not the grammar's: vscode-textmate scopes them as CASES says.
PYPI_KNOWN_DIFFERENCES = {".crossAlign", ".hidden"}


@pytest.mark.parametrize("needle,occurrence,offset,expected",
                         [c for c in CASES if c[0] not in PYPI_KNOWN_DIFFERENCES],
                         ids=[f"{c[0]}@{c[2]}->{c[3]}" for c in CASES if c[0] not in PYPI_KNOWN_DIFFERENCES])
def test_second_engine_agrees_on_representative_scopes(pypi_engine, needle, occurrence, offset, expected):
    tokens = tokenize(pypi_engine, SAMPLE)
    scopes = tokens.scopes_of(needle, occurrence, offset)
    assert has_scope(scopes, expected), f"{needle!r}+{offset}: {scopes}"


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=[p.name for p in EXAMPLE_FILES])
def test_second_engine_tokenizes_the_examples(pypi_engine, path):
    text = path.read_text(encoding="utf-8")
    tokens = tokenize(pypi_engine, text)
    scopes = tokens.all_scopes()
    code = "\n".join(line for line in text.split("\n") if not line.lstrip().startswith("//"))
    for expected, present in (
        ("storage.type.layout.kiss", True), ("support.class.kind.kiss", True),
        ("support.function.modifier.kiss", re.search(r"[)}\w]\s*\.\w+\(", code)),
        ("comment.line.documentation.kiss", re.search(r"^\s*///", text, re.M)),
    ):
        if present:
            assert expected in scopes, f"{path.name}: no {expected}"


def test_every_fixture_tokenizes_completely(engine):
    # Other work adds and removes fixtures; read whatever is there now.
    count = 0
    for path in sorted((ROOT / "Tests").rglob("*.kiss")):
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            continue
        text = data.decode("utf-8", "replace").replace("\r\n", "\n").replace("\r", "\n")
        tokens = tokenize(engine, text)
        rebuilt = {}
        for line, column, tok_text, _ in tokens.tokens:
            rebuilt.setdefault(line, []).append((column, tok_text))
        for number, line_text in enumerate(tokens.lines):
            got = "".join(t for _, t in sorted(rebuilt.get(number, [])))
            assert got == line_text, f"{path.relative_to(ROOT)}:{number + 1}"
        count += 1
    assert count >= 10
