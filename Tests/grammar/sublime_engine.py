"""A small interpreter of Sublime Text's .sublime-syntax format (version 2),
enough to run editors/sublime/Kiss.sublime-syntax in the tests: variables,
prototype, include, match with scope / captures / push / pop / set,
meta_scope, meta_content_scope and meta_include_prototype. Matching is
TextMate-like (leftmost match, earlier pattern on ties) on Oniguruma, each
line scanned with its `\\n` as Sublime does. Not supported: embed, branch,
multi-context pushes, clear_scopes, with_prototype."""
from __future__ import annotations

import re

import onigurumacffi as onig
import yaml

_VARIABLE = re.compile(r"\{\{(\w+)\}\}")


class SublimeSyntax:
    def __init__(self, text: str) -> None:
        data = yaml.safe_load(text)
        self.scope = data["scope"]
        self.variables = data.get("variables", {})
        self.contexts = data["contexts"]
        self._flat: dict[str, list[dict]] = {}
        self._sets: dict[str, tuple] = {}

    def expand(self, regex: str) -> str:
        for _ in range(20):
            new = _VARIABLE.sub(lambda m: self.variables[m.group(1)], regex)
            if new == regex:
                return new
            regex = new
        raise ValueError(f"variables nest too deep in {regex!r}")

    def meta(self, name: str, key: str):
        for entry in self.contexts[name]:
            if key in entry:
                return entry[key]
        return None

    def _rules(self, name: str, seen: tuple = ()) -> list[dict]:
        out = []
        for entry in self.contexts[name]:
            if "include" in entry:
                target = entry["include"]
                if target not in seen:
                    out.extend(self._rules(target, seen + (target,)))
            elif "match" in entry:
                out.append(entry)
        return out

    def rules(self, name: str) -> list[dict]:
        if name not in self._flat:
            rules = []
            if name != "prototype" and self.meta(name, "meta_include_prototype") is not False and "prototype" in self.contexts:
                rules.extend(self._rules("prototype", ("prototype",)))
            rules.extend(self._rules(name, (name,)))
            self._flat[name] = rules
            self._sets[name] = onig.compile_regset(*[self.expand(r["match"]) for r in rules])
        return self._flat[name]

    def regset(self, name: str):
        self.rules(name)
        return self._sets[name]

    def _frame_scopes(self, name: str, content: bool) -> tuple[str, ...]:
        out = []
        for key in ("meta_scope",) + (("meta_content_scope",) if content else ()):
            value = self.meta(name, key)
            if value:
                out.extend(value.split())
        return tuple(out)

    def _scopes(self, stack: list[str]) -> tuple[str, ...]:
        out = (self.scope,)
        for index, name in enumerate(stack[1:], start=1):
            out += self._frame_scopes(name, content=True)
        return out

    def tokenize(self, source: str) -> list[tuple[int, int, str, list[str]]]:
        stack = ["main"]
        out = []
        for number, line in enumerate(source.split("\n")):
            text = line + "\n"
            pos = 0
            tokens: list[tuple[int, int, tuple]] = []

            def emit(begin: int, end: int, scopes: tuple) -> None:
                if end > begin:
                    tokens.append((begin, end, scopes))

            last_zero = None
            while pos < len(text):
                name = stack[-1]
                index, match = self.regset(name).search(text, pos)
                if match is None:
                    emit(pos, len(text), self._scopes(stack))
                    break
                rule = self.rules(name)[index]
                begin, end = match.span()
                emit(pos, begin, self._scopes(stack))
                base = self._scopes(stack)
                if rule.get("pop"):
                    base = self._scopes(stack[:-1]) + self._frame_scopes(name, content=False)
                    stack.pop()
                elif "set" in rule:
                    stack.pop()
                    stack.append(rule["set"])
                    base = self._scopes(stack[:-1]) + self._frame_scopes(rule["set"], content=False)
                elif "push" in rule:
                    stack.append(rule["push"])
                    base = self._scopes(stack[:-1]) + self._frame_scopes(rule["push"], content=False)
                if rule.get("scope"):
                    base = base + tuple(rule["scope"].split())
                self._captures(match, rule.get("captures") or {}, base, emit)
                if end == begin:
                    key = (begin, tuple(stack))
                    if key == last_zero:
                        emit(begin, begin + 1, self._scopes(stack))
                        end = begin + 1
                    last_zero = key
                pos = max(pos, end)
            for begin, end, scopes in tokens:
                piece = text[begin:end]
                if end > len(line):
                    piece = piece[:-1]
                if piece:
                    out.append((number, begin, piece, list(scopes)))
        return out

    @staticmethod
    def _captures(match, captures: dict, base: tuple, emit) -> None:
        begin, end = match.span()
        marks = []
        for group, scope in captures.items():
            if match._begs[group] < 0:
                continue
            g_begin, g_end = match.span(group)
            if g_end > g_begin:
                marks.append((g_begin, g_end, tuple(scope.split())))
        pos = begin
        for g_begin, g_end, scopes in sorted(marks):
            emit(pos, g_begin, base)
            emit(max(pos, g_begin), g_end, base + scopes)
            pos = max(pos, g_end)
        emit(pos, end, base)
