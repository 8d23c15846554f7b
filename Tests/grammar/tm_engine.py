"""A line-by-line TextMate tokenizer that follows vscode-textmate's algorithm
(src/grammar/tokenizeString.ts): a rule stack carried from line to line, each
line scanned with one Oniguruma regex set made of the top rule's `end` followed
by its patterns (includes flattened), the leftmost match winning and ties going
to the earlier pattern, captures as nested scopes, the "pushed and popped
without advancing" guard, and `enterPos` reset at each new line.

Oniguruma comes from onigurumacffi (the regex library VS Code uses, through a
different binding). Not supported because the Kiss grammar does not use them:
`\\G`/`\\A` anchors, begin/while rules, injections, captures with patterns,
and includes of other grammars.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import onigurumacffi as onig

_BACKREF = re.compile(r"\\(\d+)")


@dataclass
class Frame:
    rule: dict
    scopes: tuple[str, ...]          # name scopes (rule name included)
    content: tuple[str, ...]         # name scopes plus contentName
    end: str | None                  # end regex with back-references resolved
    enter_pos: int = -1


@dataclass
class Tokenizer:
    grammar: dict
    _cache: dict = field(default_factory=dict)

    def __post_init__(self) -> None:
        def regexes(node):
            if isinstance(node, dict):
                for key, value in node.items():
                    if key in ("match", "begin", "end", "while") and isinstance(value, str):
                        yield value
                    else:
                        yield from regexes(value)
            elif isinstance(node, list):
                for value in node:
                    yield from regexes(value)

        for regex in regexes(self.grammar):
            if re.search(r"(?<!\\)(?:\\\\)*\\[GA]", regex):
                raise ValueError(f"this tokenizer does not handle \\G or \\A anchors: {regex}")

    # -- rules ---------------------------------------------------------------

    def _resolve(self, rule: dict, seen: tuple = ()) -> list[dict]:
        """The begin / match rules a pattern list entry stands for."""
        if "include" in rule:
            name = rule["include"]
            if name in ("$self", "$base"):
                target = {"patterns": self.grammar["patterns"]}
            else:
                assert name.startswith("#"), name
                target = self.grammar["repository"][name[1:]]
            key = id(target)
            if key in seen:
                return []
            return self._resolve(target, seen + (key,))
        if "match" in rule or "begin" in rule:
            return [rule]
        out: list[dict] = []
        for inner in rule.get("patterns", []):
            out.extend(self._resolve(inner, seen))
        return out

    def _scanner(self, frame: Frame):
        key = (id(frame.rule), frame.end)
        if key not in self._cache:
            rules = []
            for entry in frame.rule.get("patterns", []):
                rules.extend(self._resolve(entry))
            regexes = [r.get("match") or r["begin"] for r in rules]
            if frame.end is not None:
                if frame.rule.get("applyEndPatternLast"):
                    rules, regexes = rules + [None], regexes + [frame.end]
                else:
                    rules, regexes = [None] + rules, [frame.end] + regexes
            regset = onig.compile_regset(*regexes) if regexes else None
            self._cache[key] = (regset, rules)
        return self._cache[key]

    # -- tokenizing ----------------------------------------------------------

    def initial_stack(self) -> list[Frame]:
        root_scope = (self.grammar["scopeName"],)
        return [Frame({"patterns": self.grammar["patterns"]}, root_scope, root_scope, None)]

    def tokenize_line(self, line: str, stack: list[Frame]) -> tuple[list[tuple[int, int, tuple[str, ...]]], list[Frame]]:
        text = line + "\n"
        stack = [Frame(f.rule, f.scopes, f.content, f.end, -1) for f in stack]
        tokens: list[tuple[int, int, tuple[str, ...]]] = []
        last = 0

        def produce(scopes: tuple[str, ...], end: int) -> None:
            nonlocal last
            if end > last:
                tokens.append((last, end, scopes))
                last = end

        def spans(match) -> list[tuple[int, int] | None]:
            out = []
            for begin, finish in zip(match._begs, match._ends):
                out.append(None if begin < 0 else (len(match._s_b[:begin].decode()), len(match._s_b[:finish].decode())))
            return out

        def captures(base: tuple[str, ...], caps: dict | None, groups) -> None:
            if not caps:
                return
            local: list[tuple[tuple[str, ...], int]] = []
            max_end = groups[0][1]
            for index, span in enumerate(groups):
                capture = caps.get(str(index))
                if capture is None or span is None or span[0] == span[1]:
                    continue
                if span[0] > max_end:
                    break
                while local and local[-1][1] <= span[0]:
                    produce(local[-1][0], local[-1][1])
                    local.pop()
                produce(local[-1][0] if local else base, span[0])
                outer = local[-1][0] if local else base
                name = capture.get("name")
                local.append((outer + ((name,) if name else ()), span[1]))
            while local:
                produce(local[-1][0], local[-1][1])
                local.pop()

        pos = 0
        length = len(text)
        while True:
            frame = stack[-1]
            regset, rules = self._scanner(frame)
            if regset is None:
                break
            index, match = regset.search(text, pos)
            if match is None:
                break
            groups = spans(match)
            start, end = groups[0]
            rule = rules[index]
            advanced = end > pos
            if rule is None:  # the end of the top rule
                produce(frame.content, start)
                captures(frame.scopes, frame.rule.get("endCaptures") or frame.rule.get("captures"), groups)
                produce(frame.scopes, end)
                popped = stack.pop()
                if not advanced and popped.enter_pos == pos:
                    stack.append(popped)
                    produce(popped.content, length)
                    break
            else:
                produce(frame.content, start)
                name = rule.get("name")
                scopes = frame.content + ((name,) if name else ())
                if "begin" in rule:
                    end_regex = rule["end"]
                    if _BACKREF.search(end_regex):
                        end_regex = _BACKREF.sub(lambda m: re.escape(match.group(int(m.group(1)))), end_regex)
                    captures(scopes, rule.get("beginCaptures") or rule.get("captures"), groups)
                    produce(scopes, end)
                    content = scopes + ((rule["contentName"],) if rule.get("contentName") else ())
                    new = Frame(rule, scopes, content, end_regex, pos)
                    if not advanced and frame.rule is rule:
                        produce(frame.content, length)
                        break
                    stack.append(new)
                else:
                    captures(scopes, rule.get("captures"), groups)
                    produce(scopes, end)
                    if not advanced:
                        produce(frame.content, length)
                        break
            if end > pos:
                pos = end
        produce(stack[-1].content, length)
        return tokens, stack

    def tokenize(self, source: str) -> list[tuple[int, int, str, list[str]]]:
        """(line, column, text, scopes) for every token of every line; the
        line's `\\n` is not part of any token."""
        out = []
        stack = self.initial_stack()
        for number, line in enumerate(source.split("\n")):
            tokens, stack = self.tokenize_line(line, stack)
            for begin, finish, scopes in tokens:
                piece = (line + "\n")[begin:finish]
                if finish > len(line):
                    piece = piece[:-1]
                if piece:
                    out.append((number, begin, piece, list(scopes)))
        return out
