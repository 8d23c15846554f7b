"""A Python port of Sources/KissSyntax/Lexer.swift, enough for the grammar
tests: token kinds, byte ranges, whether a token starts a line, and whether
the lexer reported it as malformed."""
from __future__ import annotations

from dataclasses import dataclass

TRIVIA = {"whitespace", "newline", "lineComment", "docComment", "blockComment", "byteOrderMark", "unknown"}
KEYWORDS = {"true": "trueKeyword", "false": "falseKeyword", "layout": "layoutKeyword",
            "import": "importKeyword", "preview": "previewKeyword"}
PUNCTUATION = {"{": "leftBrace", "}": "rightBrace", "(": "leftParen", ")": "rightParen", ",": "comma",
               ":": "colon", ".": "dot", "+": "plus", "-": "minus", "*": "star", "/": "slash", "%": "percent"}


@dataclass
class Token:
    kind: str
    start: int
    end: int
    starts_line: bool
    malformed: bool
    text: str


def _is_ident(b: int) -> bool:
    return 48 <= b <= 57 or 65 <= b <= 90 or 97 <= b <= 122 or b == 95


def _is_digit(b: int) -> bool:
    return 48 <= b <= 57


def _is_hex(b: int) -> bool:
    return _is_digit(b) or 97 <= (b | 0x20) <= 102


def _decode(data: bytes, at: int) -> tuple[int | None, int]:
    """One UTF-8 scalar at `at`: (scalar or None, length >= 1)."""
    for length in (1, 2, 3, 4):
        try:
            return ord(data[at:at + length].decode("utf-8")), length
        except UnicodeDecodeError:
            continue
        except TypeError:
            break
    return None, 1


def tokenize(data: bytes) -> tuple[list[Token], int]:
    """All tokens (trivia included, no end-of-file token) and the number of
    lexical diagnostics."""
    tokens: list[Token] = []
    errors = 0
    pos = 0
    n = len(data)
    saw_break = True
    error_in_token = False

    def at(i: int) -> int:
        return data[i] if i < n else 0

    def emit(kind: str, start: int) -> None:
        nonlocal saw_break, error_in_token
        trivia = kind in TRIVIA
        starts = not trivia and saw_break
        if kind == "newline":
            saw_break = True
        elif not trivia:
            saw_break = False
        tokens.append(Token(kind, start, pos, starts, error_in_token, data[start:pos].decode("utf-8", "replace")))
        error_in_token = False

    def report() -> None:
        nonlocal errors, error_in_token
        errors += 1
        error_in_token = True

    if data[:3] == b"\xef\xbb\xbf":
        pos = 3
        emit("byteOrderMark", 0)
    while pos < n:
        start = pos
        b = data[pos]
        if b in (0x20, 0x09, 0x0B, 0x0C):
            while pos < n and data[pos] in (0x20, 0x09, 0x0B, 0x0C):
                pos += 1
            emit("whitespace", start)
        elif b == 0x0A:
            pos += 1
            emit("newline", start)
        elif b == 0x0D:
            pos += 2 if at(pos + 1) == 0x0A else 1
            emit("newline", start)
        elif b == 0x2F and at(pos + 1) == 0x2F:
            doc = at(pos + 2) == 0x2F and at(pos + 3) != 0x2F
            pos += 2
            while pos < n and data[pos] not in (0x0A, 0x0D):
                pos += 1
            emit("docComment" if doc else "lineComment", start)
        elif b == 0x2F and at(pos + 1) == 0x2A:
            pos += 2
            depth = 1
            while pos < n:
                if data[pos] == 0x2A and at(pos + 1) == 0x2F:
                    pos += 2
                    depth -= 1
                    if depth == 0:
                        break
                elif data[pos] == 0x2F and at(pos + 1) == 0x2A:
                    pos += 2
                    depth += 1
                else:
                    pos += 1
            if depth > 0:
                report()
            emit("blockComment", start)
        elif _is_ident(b) and not _is_digit(b):
            while pos < n and _is_ident(data[pos]):
                pos += 1
            emit(KEYWORDS.get(data[start:pos].decode(), "identifier"), start)
        elif _is_digit(b):
            problem = False
            while pos < n and _is_digit(data[pos]):
                pos += 1
            if at(pos) == 0x2E:
                if _is_digit(at(pos + 1)):
                    pos += 1
                    while pos < n and _is_digit(data[pos]):
                        pos += 1
                elif not _is_ident(at(pos + 1)):
                    pos += 1
                    problem = True
            kind = "number"
            if not problem and at(pos) == 0x25:
                pos += 1
                kind = "percentage"
            if _is_ident(at(pos)):
                while pos < n and (_is_ident(data[pos]) or data[pos] == 0x2E):
                    pos += 1
                problem = True
            if problem:
                report()
            emit(kind, start)
        elif b == 0x22:
            pos += 1
            bad_bytes = False
            while True:
                if pos >= n or data[pos] in (0x0A, 0x0D):
                    report()
                    break
                c = data[pos]
                if c == 0x22:
                    pos += 1
                    break
                if c == 0x5C:
                    pos += 1
                    marker = at(pos)
                    if marker in (0x22, 0x5C, 0x6E, 0x74):
                        pos += 1
                    elif marker == 0x75:
                        pos += 1
                        if at(pos) != 0x7B:
                            report()
                            continue
                        pos += 1
                        digits_start = pos
                        value = 0
                        while pos < n and pos - digits_start < 9 and _is_hex(data[pos]):
                            value = value * 16 + int(chr(data[pos]), 16)
                            pos += 1
                        count = pos - digits_start
                        if at(pos) != 0x7D:
                            report()
                            continue
                        pos += 1
                        if count == 0 or count > 8 or value > 0x10FFFF or 0xD800 <= value <= 0xDFFF:
                            report()
                    elif marker in (0, 0x0A, 0x0D):
                        report()
                    else:
                        pos += 1 if marker < 0x80 else _decode(data, pos)[1]
                        report()
                elif c < 0x80:
                    pos += 1
                else:
                    scalar, length = _decode(data, pos)
                    if scalar is None and not bad_bytes:
                        bad_bytes = True
                        report()
                    pos += length
            emit("string", start)
        elif b == 0x23:
            pos += 1
            while pos < n and _is_ident(data[pos]):
                pos += 1
            digits = data[start + 1:pos]
            if not all(_is_hex(d) for d in digits) or len(digits) not in (3, 6, 8):
                report()
            emit("color", start)
        elif chr(b) in PUNCTUATION:
            pos += 1
            emit(PUNCTUATION[chr(b)], start)
        else:
            if _decode(data, pos)[0] == 0x201C:
                pos += 3
                while pos < n and data[pos] not in (0x0A, 0x0D):
                    scalar, length = _decode(data, pos)
                    pos += length
                    if scalar in (0x201D, 0x22):
                        break
                report()
                emit("string", start)
                continue
            while pos < n:
                c = data[pos]
                if c < 0x80:
                    if c in (0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D, 0x22, 0x23) or _is_ident(c) or chr(c) in PUNCTUATION:
                        break
                    pos += 1
                else:
                    pos += _decode(data, pos)[1]
            report()
            emit("unknown", start)
    return tokens, errors


def significant(tokens: list[Token]) -> list[Token]:
    return [t for t in tokens if t.kind not in TRIVIA]
