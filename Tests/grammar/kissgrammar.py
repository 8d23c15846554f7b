"""Shared helpers for the grammar tests: paths, the TextMate engine, and a
reader for the parser's `.tree` fixture dumps (Sources/KissSyntax/SyntaxDump.swift)."""
from __future__ import annotations

import json
import logging
import os
import re
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GRAMMAR_PATH = ROOT / "grammar" / "kiss.tmLanguage.json"
SUBLIME_SYNTAX_PATH = ROOT / "editors" / "sublime" / "Kiss.sublime-syntax"
EBNF_PATH = ROOT / "grammar" / "kiss.ebnf"
EXAMPLES = ROOT / "Examples"
PARSER_FIXTURES = ROOT / "Tests" / "KissSyntaxTests" / "Fixtures" / "parser"

# The vocabulary of language spec §4–§5, as the grammar highlights it.
KINDS = ("vstack hstack wrap pin view label button image switch slider progress textField "
         "activity stepper spacer growSpacer stretchSpacer keyValue").split()
NAMED_COLORS = ("black white gray lightGray darkGray red green blue orange yellow purple pink "
                "brown cyan magenta clear").split()


def load_grammar() -> dict:
    with open(GRAMMAR_PATH, encoding="utf-8") as handle:
        return json.load(handle)


class Engine:
    """The grammar run by tm_engine: vscode-textmate's tokenizing algorithm on Oniguruma."""

    name = "vscode-textmate algorithm (tm_engine.py on onigurumacffi)"

    def __init__(self) -> None:
        from tm_engine import Tokenizer

        self._tokenizer = Tokenizer(load_grammar())

    def tokenize(self, text: str) -> list[tuple[int, int, str, list[str]]]:
        """(line, column, text, scopes) for every token, lines and columns 0-based."""
        return self._tokenizer.tokenize(text)


class SublimeEngine:
    """editors/sublime/Kiss.sublime-syntax run by sublime_engine.py."""

    name = "sublime-syntax (sublime_engine.py on onigurumacffi)"

    def __init__(self) -> None:
        from sublime_engine import SublimeSyntax

        self._syntax = SublimeSyntax(SUBLIME_SYNTAX_PATH.read_text(encoding="utf-8"))

    def tokenize(self, text: str) -> list[tuple[int, int, str, list[str]]]:
        return self._syntax.tokenize(text)


class PyPIEngine:
    """textmate-grammar-python, an independent TextMate engine from PyPI (also on
    Oniguruma). It has quirks of its own (after a nested block closes it skips the
    next character), so the tests use it as a second opinion on flat lines only."""

    name = "textmate-grammar-python"

    def __init__(self) -> None:
        logging.getLogger("textmate_grammar").setLevel(logging.ERROR)
        # Importing it makes a .textmate_cache folder in the current directory.
        previous = os.getcwd()
        os.chdir(tempfile.gettempdir())
        try:
            from textmate_grammar.parsers.base import LanguageParser
        finally:
            os.chdir(previous)

        self._parser = LanguageParser(load_grammar())

    def tokenize(self, text: str) -> list[tuple[int, int, str, list[str]]]:
        element = self._parser.parse_string(text)
        if element is None:
            return []
        return [(pos[0], pos[1], tok, list(scopes)) for pos, tok, scopes in element.flatten()]


class Tokens:
    """The tokens of one text, with look-ups by position and by needle."""

    def __init__(self, text: str, tokens: list[tuple[int, int, str, list[str]]]) -> None:
        self.text = text
        self.lines = text.split("\n")
        self.tokens = tokens

    def scopes_at(self, line: int, column: int) -> list[str]:
        best: list[str] = []
        for tok_line, tok_col, tok_text, scopes in self.tokens:
            if tok_line == line and tok_col <= column < tok_col + max(len(tok_text), 1):
                best = scopes
        return best

    def find(self, needle: str, occurrence: int = 0, line_hint: int | None = None) -> tuple[int, int]:
        seen = 0
        for number, line in enumerate(self.lines):
            if line_hint is not None and number != line_hint:
                continue
            start = 0
            while True:
                column = line.find(needle, start)
                if column < 0:
                    break
                if seen == occurrence:
                    return number, column
                seen += 1
                start = column + 1
        raise AssertionError(f"{needle!r} (occurrence {occurrence}) not in text")

    def scopes_of(self, needle: str, occurrence: int = 0, offset: int = 0) -> list[str]:
        line, column = self.find(needle, occurrence)
        return self.scopes_at(line, column + offset)

    def all_scopes(self) -> set[str]:
        return {scope for *_, scopes in self.tokens for scope in scopes}


def has_scope(scopes: list[str], expected: str) -> bool:
    """True when a scope in the stack is `expected` or more specific (TextMate prefix rule)."""
    return any(s == expected or s.startswith(expected + ".") for s in scopes)


# ---------------------------------------------------------------------------
# Parser fixture trees

_NODE = re.compile(r"^( *)(\w+)@(\d+)\.\.(\d+)$")
_TOKEN = re.compile(r'^( *)(\w+) (".*")$')


def _unquote(quoted: str) -> str:
    body = quoted[1:-1]
    out = []
    i = 0
    while i < len(body):
        ch = body[i]
        if ch == "\\":
            nxt = body[i + 1]
            if nxt == "u":
                close = body.index("}", i)
                out.append(chr(int(body[i + 3:close], 16)))
                i = close + 1
                continue
            out.append({"n": "\n", "r": "\r", "t": "\t", '"': '"', "\\": "\\"}[nxt])
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out)


class TreeToken:
    def __init__(self, kind: str, text: str, parent: "TreeNode", index: int) -> None:
        self.kind, self.text, self.parent, self.index = kind, text, parent, index


class TreeNode:
    def __init__(self, kind: str, parent: "TreeNode | None") -> None:
        self.kind, self.parent = kind, parent
        self.children: list = []


def read_tree(path: Path) -> list[TreeToken]:
    """The tokens of a `.tree` dump in source order, each knowing its parent node."""
    stack: list[tuple[int, TreeNode]] = []
    tokens: list[TreeToken] = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        node = _NODE.match(raw)
        if node:
            depth = len(node.group(1)) // 2
            while stack and stack[-1][0] >= depth:
                stack.pop()
            parent = stack[-1][1] if stack else None
            new = TreeNode(node.group(2), parent)
            if parent:
                parent.children.append(new)
            stack.append((depth, new))
            continue
        token = _TOKEN.match(raw)
        assert token, f"{path.name}: cannot read {raw!r}"
        depth = len(token.group(1)) // 2
        while stack and stack[-1][0] >= depth:
            stack.pop()
        parent = stack[-1][1]
        new_token = TreeToken(token.group(2), _unquote(token.group(3)), parent, len(parent.children))
        parent.children.append(new_token)
        tokens.append(new_token)
    return tokens
