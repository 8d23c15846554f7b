"""Reads the ISO 14977 EBNF of grammar/kiss.ebnf and recognizes token
sequences with its syntactic rules (all parses, by sets of end positions, so
ambiguity and backtracking need no care), or turns its token rules into
regular expressions."""
from __future__ import annotations

import re
import sys
from functools import lru_cache

_LEX = re.compile(r"""
    (?P<comment>\(\*.*?\*\))
  | (?P<space>\s+)
  | (?P<name>[A-Za-z][A-Za-z0-9-]*)
  | (?P<integer>[0-9]+)
  | (?P<terminal>"[^"]*"|'[^']*')
  | (?P<special>\?[^?]*\?)
  | (?P<symbol>[=;,|\[\]{}()*-])
""", re.S | re.X)


class EBNFError(ValueError):
    pass


def lex(text: str) -> list[tuple[str, str]]:
    out = []
    pos = 0
    while pos < len(text):
        match = _LEX.match(text, pos)
        if not match:
            raise EBNFError(f"cannot read the EBNF at offset {pos}: {text[pos:pos + 30]!r}")
        kind = match.lastgroup
        if kind not in ("space", "comment"):
            out.append((kind, match.group()))
        pos = match.end()
    return out


def comments(text: str) -> list[str]:
    return [m.group() for m in _LEX.finditer(text) if m.lastgroup == "comment"]


class _Reader:
    def __init__(self, tokens):
        self.tokens, self.pos = tokens, 0

    def peek(self):
        return self.tokens[self.pos] if self.pos < len(self.tokens) else (None, None)

    def take(self, value=None):
        kind, text = self.peek()
        if value is not None and text != value:
            raise EBNFError(f"expected {value!r}, found {text!r} (token {self.pos})")
        self.pos += 1
        return kind, text

    def rules(self):
        rules = {}
        order = []
        while self.pos < len(self.tokens):
            kind, name = self.take()
            if kind != "name":
                raise EBNFError(f"expected a rule name, found {name!r}")
            self.take("=")
            body = self.alternatives()
            self.take(";")
            if name in rules:
                raise EBNFError(f"rule {name} is defined twice")
            rules[name] = body
            order.append(name)
        return rules, order

    def alternatives(self):
        options = [self.sequence()]
        while self.peek()[1] == "|":
            self.take()
            options.append(self.sequence())
        return options[0] if len(options) == 1 else ("alt", options)

    def sequence(self):
        items = [self.exception()]
        while self.peek()[1] == ",":
            self.take()
            items.append(self.exception())
        return items[0] if len(items) == 1 else ("seq", items)

    def exception(self):
        item = self.factor()
        if self.peek()[1] == "-":
            self.take()
            return ("except", item, self.factor())
        return item

    def factor(self):
        kind, text = self.peek()
        if kind == "integer":
            self.take()
            self.take("*")
            return ("times", int(text), self.primary())
        return self.primary()

    def primary(self):
        kind, text = self.take()
        if kind == "name":
            return ("ref", text)
        if kind == "terminal":
            return ("term", text[1:-1])
        if kind == "special":
            return ("special", text[1:-1].strip())
        closers = {"[": ("]", "opt"), "{": ("}", "rep"), "(": (")", "group")}
        if text in closers:
            closer, tag = closers[text]
            inner = self.alternatives()
            self.take(closer)
            return inner if tag == "group" else (tag, inner)
        raise EBNFError(f"unexpected {text!r} in the EBNF")


def read(text: str):
    """({rule: tree}, [rule names in file order])."""
    return _Reader(lex(text)).rules()


def references(node) -> set[str]:
    tag = node[0]
    if tag == "ref":
        return {node[1]}
    if tag in ("alt", "seq"):
        return set().union(*(references(n) for n in node[1]))
    if tag in ("opt", "rep"):
        return references(node[1])
    if tag == "times":
        return references(node[2])
    if tag == "except":
        return references(node[1]) | references(node[2])
    return set()


def terminals(node) -> set[str]:
    tag = node[0]
    if tag == "term":
        return {node[1]}
    if tag in ("alt", "seq"):
        return set().union(*(terminals(n) for n in node[1]))
    if tag in ("opt", "rep"):
        return terminals(node[1])
    if tag == "times":
        return terminals(node[2])
    if tag == "except":
        return terminals(node[1]) | terminals(node[2])
    return set()


# ---------------------------------------------------------------------------
# Token rules as regular expressions

SPECIAL_CLASSES = {
    "any character but '\"', '\\', LF or CR": r'[^"\\\n\r]',
    "any character but LF or CR": r"[^\n\r]",
}


def to_regex(rules: dict, name: str) -> str:
    def build(node) -> str:
        tag = node[0]
        if tag == "term":
            return re.escape(node[1])
        if tag == "ref":
            return "(?:" + build(rules[node[1]]) + ")"
        if tag == "alt":
            return "(?:" + "|".join(build(n) for n in node[1]) + ")"
        if tag == "seq":
            return "".join(build(n) for n in node[1])
        if tag == "opt":
            return "(?:" + build(node[1]) + ")?"
        if tag == "rep":
            return "(?:" + build(node[1]) + ")*"
        if tag == "times":
            return "(?:" + build(node[2]) + "){%d}" % node[1]
        if tag == "except":
            return "(?!" + build(node[2]) + ")" + build(node[1])
        if tag == "special":
            if node[1] not in SPECIAL_CLASSES:
                raise EBNFError(f"no regular expression for ? {node[1]} ?")
            return SPECIAL_CLASSES[node[1]]
        raise EBNFError(f"cannot turn {tag} into a regular expression")

    return build(rules[name])


# ---------------------------------------------------------------------------
# Recognizer over tokens

TOKEN_RULES = {"identifier": "identifier", "number": "number", "percentage": "percentage",
               "string": "string", "color": "color"}
SAME_LINE = "same line"


class Recognizer:
    def __init__(self, rules: dict, keyword_kinds: dict, punctuation_kinds: dict) -> None:
        self.rules = rules
        self.terminal_kinds = {**keyword_kinds, **punctuation_kinds}

    def accepts(self, tokens, start: str = "source-file") -> bool:
        """`tokens`: significant tokens with .kind and .starts_line."""
        kinds = tuple(t.kind for t in tokens)
        starts = tuple(t.starts_line for t in tokens)
        count = len(kinds)
        rules = self.rules
        terminal_kinds = self.terminal_kinds
        old_limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(old_limit, 20000))

        @lru_cache(maxsize=None)
        def rule_ends(name: str, i: int) -> frozenset:
            return frozenset(ends(rules[name], i))

        def ends(node, i: int) -> set:
            tag = node[0]
            if tag == "term":
                kind = terminal_kinds.get(node[1])
                if kind is None:
                    raise EBNFError(f"terminal {node[1]!r} is not a token")
                return {i + 1} if i < count and kinds[i] == kind else set()
            if tag == "ref":
                if node[1] in TOKEN_RULES:
                    return {i + 1} if i < count and kinds[i] == TOKEN_RULES[node[1]] else set()
                return set(rule_ends(node[1], i))
            if tag == "special":
                if node[1] != SAME_LINE:
                    raise EBNFError(f"special sequence ? {node[1]} ? in a syntactic rule")
                return {i} if i >= count or not starts[i] else set()
            if tag == "alt":
                out = set()
                for option in node[1]:
                    out |= ends(option, i)
                return out
            if tag == "seq":
                current = {i}
                for item in node[1]:
                    current = set().union(*(ends(item, j) for j in current)) if current else set()
                    if not current:
                        break
                return current
            if tag == "opt":
                return {i} | ends(node[1], i)
            if tag == "rep":
                seen = {i}
                frontier = {i}
                while frontier:
                    new = set()
                    for j in frontier:
                        new |= ends(node[1], j)
                    frontier = new - seen
                    seen |= new
                return seen
            raise EBNFError(f"{tag} in a syntactic rule")

        try:
            return count in rule_ends(start, 0)
        finally:
            sys.setrecursionlimit(old_limit)
