#!/usr/bin/env python3
"""The Kiss oracle: the frames the Kiss iOS library would lay out for a `.kiss` file.

    python3 Scripts/yoga/kiss_oracle.py FILE.kiss [--layout NAME] [--preview NAME]

Independent of the Swift implementation, this program

1. reads the `.kiss` file itself (tokens from Tests/grammar/kisslexer.py, its own parser
   for the subset below, named layouts expanded with their arguments, every use a copy);
2. applies the Kiss library's mapping to Yoga styles as docs/kiss-semantics.md documents it
   (alignSelf stretch on every item that is not a spacer, `.grow(g)` = flexGrow = flexShrink =
   flex = g, the margins each kind of stack drops, spacers as 0 x 0 measured leaves, hidden items
   and containers without a visible item left out of the Yoga tree, `.autoInvisible` defaulting to
   `.allInvisible`, YogaKit's measure clamp, the root sized as `updateChange(width:height:)` does,
   library-style overlays laid out as roots of the covered element's size);
3. solves with the real Yoga engine bundled by PyPI's `poga` (0.1.19), configured as YogaKit
   configures it (WebFlexBasis experiment on, point scale factor = the preview's scale), and
   reads every frame with YGNodeLayoutGet* after Yoga's own pixel rounding.

Text is measured as docs/text-measurement.md describes (Inter's metrics, decoded from
Sources/KissText/DefaultFontMetrics.generated.swift; greedy line filling at spaces, hanging
spaces, `lines:` truncation with a tail ellipsis, `minScale`, sizes rounded up to the pixel grid).
Only Latin text is supported: a character outside Basic Latin, Latin-1, Latin Extended-A/B and
General Punctuation / currency is an error.

Output (standard output): the object `kisslint frames FILE --json` prints, without "id",
"range" and "layout":

  {"file": PATH, "layouts": [{"name", "preview": {"name", "width", "height", "scale"}, "root": NODE}]}
  NODE = {"kind", "hidden", "frame": {"x", "y", "width", "height"} | null, "children": [NODE], "overlay": [NODE]}

for every layout of the file at every preview of the file (in that order; the default preview is
`default(width: 390, scale: 3)`). Frames are relative to the parent; an overlay element's frame is
relative to the element it covers; a hidden element and everything inside it has "hidden": true
and "frame": null.

Anything this program does not support (imports, pin, keyValue, `.spacing`, `.lineSpacing`,
`.uniformFontScale`, baseline alignment, overlays with `alignment:` or `.position` or leaf
elements, `spacer(relative:)`, modifiers on spacers, ...) is refused: exit status 2 and
`FILE:LINE: message` on standard error. Nothing is guessed.

Install once: python3 -m pip install poga
"""
from __future__ import annotations

import argparse
import base64
import json
import math
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "Tests", "grammar"))

import kisslexer  # noqa: E402

from poga.libpoga_capi import (  # noqa: E402
    YGConfigNew, YGConfigSetPointScaleFactor, YGConfigSetExperimentalFeatureEnabled,
    YGNodeNewWithConfig, YGNodeInsertChild, YGNodeCalculateLayout, YGNodeSetMeasureFunc,
    YGNodeStyleSetFlexDirection, YGNodeStyleSetFlexWrap, YGNodeStyleSetFlexGrow,
    YGNodeStyleSetFlexShrink, YGNodeStyleSetFlex, YGNodeStyleSetFlexBasis, YGNodeStyleSetFlexBasisPercent,
    YGNodeStyleSetWidth, YGNodeStyleSetWidthPercent, YGNodeStyleSetWidthAuto, YGNodeStyleSetHeight,
    YGNodeStyleSetHeightPercent, YGNodeStyleSetHeightAuto, YGNodeStyleSetMinWidth, YGNodeStyleSetMinWidthPercent,
    YGNodeStyleSetMaxWidth, YGNodeStyleSetMaxWidthPercent, YGNodeStyleSetMinHeight,
    YGNodeStyleSetMinHeightPercent, YGNodeStyleSetMaxHeight, YGNodeStyleSetMaxHeightPercent,
    YGNodeStyleSetAspectRatio, YGNodeStyleSetMargin, YGNodeStyleSetPadding, YGNodeStyleSetDirection,
    YGNodeStyleSetJustifyContent, YGNodeStyleSetAlignItems, YGNodeStyleSetAlignSelf,
    YGNodeStyleSetAlignContent, YGNodeLayoutGetLeft, YGNodeLayoutGetTop, YGNodeLayoutGetWidth,
    YGNodeLayoutGetHeight, YGSize,
)
from poga import (  # noqa: E402
    YGAlign, YGDirection, YGEdge, YGExperimentalFeature, YGFlexDirection, YGJustify, YGMeasureMode,
    YGUndefined, YGWrap,
)


class OracleError(Exception):
    """A file this program cannot lay out: reported as FILE:LINE: message, exit 2."""

    def __init__(self, message, line=None):
        super().__init__(message)
        self.message = message
        self.line = line


def unsupported(what, line=None):
    return OracleError(f"not supported by the oracle: {what}", line)


# ---------------------------------------------------------------------------------------------
# Font metrics (Inter), decoded from the generated Swift file
# ---------------------------------------------------------------------------------------------

METRICS_FILE = os.path.join(REPO, "Sources", "KissText", "DefaultFontMetrics.generated.swift")
WEIGHTS = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]


class Metrics:
    def __init__(self, path=METRICS_FILE):
        text = open(path, encoding="utf-8").read()

        def integer(name):
            return int(re.search(r"static let %s: Int = (-?\d+)" % name, text).group(1))

        def blob(name):
            match = re.search(r'static let %s: String = """(.*?)"""' % name, text, re.S)
            return base64.b64decode(re.sub(r"\s+", "", match.group(1)))

        self.units_per_em = integer("unitsPerEm")
        self.ascender = integer("ascender")
        self.descender = integer("descender")
        self.line_gap = integer("lineGap")
        runs_bytes = blob("runs")
        runs = []
        for offset in range(0, len(runs_bytes) - 5, 6):
            start = int.from_bytes(runs_bytes[offset:offset + 4], "little")
            count = int.from_bytes(runs_bytes[offset + 4:offset + 6], "little")
            runs.append((start, count))
        self.advances = {}
        for weight in WEIGHTS:
            data = blob(weight)
            table = {}
            index = 0
            for start, count in runs:
                for offset in range(count):
                    if index + 1 < len(data):
                        table[start + offset] = data[index] | (data[index + 1] << 8)
                        index += 2
            self.advances[weight] = table
        em = float(self.units_per_em)
        # As FontMetrics does it: Double(ascender - descender + lineGap) / em.
        self.line_height_em = float(self.ascender - self.descender + self.line_gap) / em

    def advance_em(self, code_point, weight):
        value = self.advances[weight].get(code_point)
        return None if value is None else float(value) / float(self.units_per_em)


_METRICS = None


def metrics():
    global _METRICS
    if _METRICS is None:
        _METRICS = Metrics()
    return _METRICS


# ---------------------------------------------------------------------------------------------
# Text measurement (docs/text-measurement.md), Latin text only
# ---------------------------------------------------------------------------------------------

NEWLINES = {0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029}
WHITESPACE = {0x09, 0x20, 0xA0, 0x1680, 0x202F, 0x205F, 0x3000} | set(range(0x2000, 0x200B)) | NEWLINES
NO_BREAK_SPACES = {0xA0, 0x2007, 0x202F}
HYPHENS = {0x2D, 0x2010, 0x2013, 0x2014}
TAB_WIDTH = 28.0
TOLERANCE = 1e-9


def _allowed(code_point):
    """The characters this oracle measures: each one grapheme cluster of its own, no emoji,
    no combining marks, no format characters (so no cluster rules are needed)."""
    if code_point == 0x09 or code_point == 0xAD:
        return True
    if code_point < 0x20 or 0x7F <= code_point < 0xA0:
        return False
    if code_point < 0x250:
        return True
    if 0x2000 <= code_point <= 0x200A or 0x2010 <= code_point <= 0x2027 or 0x202F <= code_point <= 0x205F:
        return True
    return 0x20A0 <= code_point <= 0x20BF


class Cluster:
    __slots__ = ("width", "kind", "hyphen", "digit")

    def __init__(self, width, kind, hyphen, digit):
        self.width = width
        self.kind = kind  # "ink", "space" or "zwb"
        self.hyphen = hyphen
        self.digit = digit


class Line:
    __slots__ = ("paragraph", "start", "end", "width")

    def __init__(self, paragraph, start, end, width):
        self.paragraph = paragraph
        self.start = start
        self.end = end
        self.width = width


def shape(text, size, weight):
    """Paragraphs of clusters with widths in em, and the ellipsis width in em."""
    m = metrics()
    paragraphs = [[]]
    index = 0
    while index < len(text):
        character = text[index]
        code_point = ord(character)
        index += 1
        if code_point in NEWLINES:
            if code_point == 0x0D and index < len(text) and text[index] == "\n":
                index += 1  # "\r\n" is one grapheme cluster
            paragraphs.append([])
            continue
        if not _allowed(code_point):
            raise unsupported(f"text measurement of U+{code_point:04X} ({character!r}): only Latin text is measured")
        if unicodedata.category(character) in ("Mn", "Me", "Cf") and code_point != 0xAD:
            raise unsupported(f"text measurement of U+{code_point:04X}: combining or format character")
        if code_point == 0x09:
            width = TAB_WIDTH / size if size > 0 else 0.0
        elif code_point == 0xAD:
            width = 0.0
        else:
            width = m.advance_em(code_point, weight)
            if width is None:
                raise unsupported(f"text measurement of U+{code_point:04X}: not in the font metrics table")
        if code_point == 0xAD:
            kind = "zwb"
        elif code_point in WHITESPACE and code_point not in NO_BREAK_SPACES:
            kind = "space"
        else:
            kind = "ink"
        paragraphs[-1].append(Cluster(width, kind, code_point in HYPHENS, 0x30 <= code_point <= 0x39))
    ellipsis = m.advance_em(0x2026, weight)
    return paragraphs, ellipsis


def _break_allowed(index, clusters, mode):
    if index + 1 >= len(clusters):
        return False
    this = clusters[index]
    after = clusters[index + 1]
    if after.kind == "space":
        return False
    if this.kind == "space" or this.kind == "zwb":
        return True
    if mode == "char":
        return True
    # No wide (CJK) clusters in Latin text.
    return this.hyphen and index > 0 and clusters[index - 1].kind == "ink" and not after.hyphen and not after.digit


def _segments(clusters, mode):
    segments = []
    current = [0, 0, 0.0, 0.0, False]  # start, end, ink width, total width, has ink
    for index, cluster in enumerate(clusters):
        current[3] += cluster.width
        if cluster.kind == "ink":
            current[2] = current[3]
            current[4] = True
        current[1] = index + 1
        if _break_allowed(index, clusters, mode):
            segments.append(current)
            current = [index + 1, index + 1, 0.0, 0.0, False]
    if current[1] > current[0]:
        segments.append(current)
    return segments


def _fill(paragraph, clusters, max_width, mode, result):
    limit = (math.inf if max_width is None else max_width) + TOLERANCE
    state = {"line": Line(paragraph, 0, 0, 0.0), "position": 0.0, "ink": False}

    def finish(index):
        state["line"].end = index
        result.append(state["line"])
        state["line"] = Line(paragraph, index, index, 0.0)
        state["position"] = 0.0
        state["ink"] = False

    def place(cluster):
        state["position"] += cluster.width
        if cluster.kind == "ink":
            state["line"].width = state["position"]
            state["ink"] = True

    for start, end, ink_width, _total, has_ink in _segments(clusters, mode):
        if state["ink"] and state["position"] + ink_width > limit:
            finish(start)
        if not has_ink or state["position"] + ink_width <= limit:
            for index in range(start, end):
                place(clusters[index])
            continue
        for index in range(start, end):
            cluster = clusters[index]
            if cluster.kind == "ink" and state["ink"] and state["position"] + cluster.width > limit:
                finish(index)
            place(cluster)
    state["line"].end = len(clusters)
    # Spaces that end a paragraph count, at most up to the line's room (LineBreaker.fill).
    state["line"].width = max(state["line"].width, min(state["position"], math.inf if max_width is None else max_width))
    result.append(state["line"])


def _lines(paragraphs, max_width, mode):
    result = []
    for index, clusters in enumerate(paragraphs):
        _fill(index, clusters, max_width, mode, result)
    return result


def _natural_widths(paragraphs):
    """One-line width of each paragraph, its final spaces included."""
    return [sum(cluster.width for cluster in clusters) for clusters in paragraphs]


def _tail_truncated_width(line, paragraphs, ellipsis, max_width):
    available = (math.inf if max_width is None else max_width) + TOLERANCE
    position = 0.0
    ink = 0.0
    for cluster in paragraphs[line.paragraph][line.start:]:
        if cluster.kind == "ink":
            if position + cluster.width + ellipsis > available:
                break
            ink = position + cluster.width
        position += cluster.width
    width = ink + ellipsis
    return width if max_width is None else min(width, max_width)


def pixel_ceil(value, scale):
    """PixelGrid.ceil: up to a multiple of 1 / scale; within 1e-6 pixel above a line stays on it."""
    if not math.isfinite(value) or value <= 0:
        return 0.0
    if not (math.isfinite(scale) and scale > 0):
        scale = 1.0
    return math.ceil(value * scale - 1e-6) / scale


def _swift_min(x, y):
    return y if y < x else x


def _swift_max(x, y):
    return y if y >= x else x


_TEXT_CACHE = {}


def measure_text(text, size, weight="regular", max_width=None, lines=1, line_break="word", min_scale=1.0, scale=3.0):
    """(width, height) as TextMeasurer.measure reports them, both rounded up to the pixel grid."""
    if max_width is not None and (math.isnan(max_width) or max_width == math.inf):
        max_width = None
    if max_width is not None:
        max_width = max(0.0, max_width)
    key = (text, size, weight, max_width, lines, line_break, min_scale, scale)
    cached = _TEXT_CACHE.get(key)
    if cached is not None:
        return cached
    size = max(0.0, size) if math.isfinite(size) else 0.0
    line_height = metrics().line_height_em * size
    if not text or size <= 0:
        result = (0.0, 0.0)
        _TEXT_CACHE[key] = result
        return result
    paragraphs, ellipsis = shape(text, size, weight)
    natural = _natural_widths(paragraphs)
    limit = lines
    font_scale = 1.0
    laid = _lines(paragraphs, None if max_width is None else max_width / size, line_break)
    truncated = limit > 0 and len(laid) > limit
    if truncated and limit == 1 and min_scale < 1 and max_width is not None:
        first = natural[0] * size
        if first > 0:
            ratio = max_width / first
        else:
            ratio = math.inf if max_width > 0 else math.nan
        font_scale = _swift_max(min_scale, _swift_min(1.0, ratio))
        laid = _lines(paragraphs, max_width / (size * font_scale), line_break)
        truncated = len(laid) > limit
    drawn = size * font_scale
    shown = laid[:limit] if limit > 0 else laid
    widths = [line.width for line in shown]
    if truncated and line_break == "word" and shown:
        widths[-1] = _tail_truncated_width(shown[-1], paragraphs, ellipsis, None if max_width is None else max_width / drawn)
    line_widths = [width * drawn for width in widths]
    result = (pixel_ceil(max(line_widths) if line_widths else 0.0, scale),
              pixel_ceil(float(len(shown)) * line_height, scale))
    _TEXT_CACHE[key] = result
    return result


def line_height(size):
    return metrics().line_height_em * size


# ---------------------------------------------------------------------------------------------
# Parsing (a subset of the grammar, language §2)
# ---------------------------------------------------------------------------------------------

class Node:
    """A syntax node: element, modifier, preview, layout or expression."""

    def __init__(self, kind, line, **fields):
        self.kind = kind
        self.line = line
        self.__dict__.update(fields)


def _unescape(token_text, line):
    body = token_text[1:-1]
    out = []
    index = 0
    while index < len(body):
        character = body[index]
        if character != "\\":
            out.append(character)
            index += 1
            continue
        marker = body[index + 1]
        if marker in "\"\\":
            out.append(marker)
            index += 2
        elif marker == "n":
            out.append("\n")
            index += 2
        elif marker == "t":
            out.append("\t")
            index += 2
        elif marker == "u":
            end = body.index("}", index)
            out.append(chr(int(body[index + 3:end], 16)))
            index = end + 1
        else:
            raise OracleError(f"invalid escape \\{marker}", line)
    return "".join(out)


class Parser:
    def __init__(self, data):
        tokens, _errors = kisslexer.tokenize(data)
        line_starts = [0]
        for offset, byte in enumerate(data):
            if byte == 0x0A:
                line_starts.append(offset + 1)
        self.line_starts = line_starts
        for token in tokens:
            if token.malformed or token.kind == "unknown":
                raise OracleError(f"lexical error at {token.text!r}", self._line(token.start))
        self.tokens = kisslexer.significant(tokens)
        self.position = 0

    def _line(self, offset):
        low, high = 0, len(self.line_starts)
        while low < high:
            mid = (low + high) // 2
            if self.line_starts[mid] <= offset:
                low = mid + 1
            else:
                high = mid
        return low

    def peek(self, ahead=0):
        index = self.position + ahead
        return self.tokens[index] if index < len(self.tokens) else None

    def line(self):
        token = self.peek()
        return self._line(token.start) if token else self._line(self.tokens[-1].end if self.tokens else 0)

    def next(self):
        token = self.peek()
        if token is None:
            raise OracleError("unexpected end of file", self.line())
        self.position += 1
        return token

    def expect(self, kind, what):
        token = self.peek()
        if token is None or token.kind != kind:
            found = "end of file" if token is None else repr(token.text)
            raise OracleError(f"expected {what}, found {found}", self.line())
        return self.next()

    def at(self, kind):
        token = self.peek()
        return token is not None and token.kind == kind

    # file = { import | preview | layout }
    def parse_file(self):
        previews, layouts = [], []
        while self.peek() is not None:
            token = self.peek()
            if token.kind == "previewKeyword":
                previews.append(self.parse_preview())
            elif token.kind == "layoutKeyword":
                layouts.append(self.parse_layout())
            elif token.kind == "importKeyword":
                raise unsupported("import", self.line())
            else:
                raise OracleError(f"expected `layout` or `preview`, found {token.text!r}", self.line())
        return previews, layouts

    def parse_preview(self):
        line = self.line()
        self.next()
        name = self.expect("identifier", "a preview name").text
        self.expect("leftParen", "`(`")
        args = self.parse_args()
        return Node("preview", line, name=name, args=args)

    def parse_layout(self):
        line = self.line()
        self.next()
        name = self.expect("identifier", "a layout name").text
        params = []
        if self.at("leftParen"):
            self.next()
            while not self.at("rightParen"):
                param_line = self.line()
                param = self.expect("identifier", "a parameter name").text
                self.expect("colon", "`:` and the parameter's default")
                params.append((param, self.parse_expr(), param_line))
                if self.at("comma"):
                    self.next()
                elif not self.at("rightParen"):
                    raise OracleError("expected `,` or `)` in the parameter list", self.line())
            self.next()
        self.expect("leftBrace", "`{`")
        body = self.parse_element()
        if not self.at("rightBrace"):
            raise OracleError("a layout body holds exactly one root element", self.line())
        self.next()
        return Node("layout", line, name=name, params=params, body=body)

    # element = head [ "(" args ")" ] [ block ] { modifier }
    def parse_element(self):
        line = self.line()
        head = self.expect("identifier", "an element")
        args = None
        block = None
        if self.at("leftParen"):
            self.next()
            args = self.parse_args()
        if self.at("leftBrace"):
            block = self.parse_block()
        modifiers = []
        while self.at("dot"):
            modifiers.append(self.parse_modifier())
        return Node("element", line, head=head.text, args=args or [], has_args=args is not None, block=block, modifiers=modifiers)

    def parse_block(self):
        self.expect("leftBrace", "`{`")
        elements = []
        while not self.at("rightBrace"):
            if self.peek() is None:
                raise OracleError("a `{` is never closed", self.line())
            elements.append(self.parse_element())
        self.next()
        return elements

    def parse_modifier(self):
        line = self.line()
        self.expect("dot", "`.`")
        name = self.expect("identifier", "a modifier name").text
        args = []
        block = None
        if self.at("leftParen"):
            self.next()
            args = self.parse_args()
        if self.at("leftBrace"):
            block = self.parse_block()
        return Node("modifier", line, name=name, args=args, block=block)

    # args = [ arg { "," arg } [ "," ] ] ")"   (the "(" is already taken)
    def parse_args(self):
        args = []
        while not self.at("rightParen"):
            if self.peek() is None:
                raise OracleError("a `(` is never closed", self.line())
            line = self.line()
            label = None
            if self.at("identifier") and self.peek(1) is not None and self.peek(1).kind == "colon":
                label = self.next().text
                self.next()
            args.append((label, self.parse_expr(), line))
            if self.at("comma"):
                self.next()
            elif not self.at("rightParen"):
                raise OracleError("expected `,` or `)` in the argument list", self.line())
        self.next()
        return args

    def parse_expr(self):
        return self.parse_left_associative(("plus", "minus"), self.parse_term)

    def parse_term(self):
        return self.parse_left_associative(("star", "slash"), self.parse_factor)

    def parse_left_associative(self, operators, operand):
        """`operand (op operand)*`, each operator wrapping what came before it."""
        left = operand()
        while any(self.at(kind) for kind in operators):
            line = self.line()
            operator = self.next().text
            left = Node("binary", line, op=operator, left=left, right=operand())
        return left

    def parse_factor(self):
        line = self.line()
        token = self.next()
        kind = token.kind
        if kind == "number":
            return Node("literal", line, value=("num", float(token.text)))
        if kind == "percentage":
            return Node("literal", line, value=("pct", float(token.text[:-1])))
        if kind == "string":
            return Node("literal", line, value=("str", _unescape(token.text, line)))
        if kind == "color":
            return Node("literal", line, value=("color", token.text))
        if kind == "trueKeyword":
            return Node("literal", line, value=("bool", True))
        if kind == "falseKeyword":
            return Node("literal", line, value=("bool", False))
        if kind == "dot":
            name = self.expect("identifier", "an enum case after `.`").text
            return Node("literal", line, value=("case", name))
        if kind == "identifier":
            if self.at("dot") and self.peek(1) is not None and self.peek(1).kind == "identifier":
                raise unsupported("anchors (`name.edge`)", line)
            return Node("name", line, name=token.text)
        if kind == "leftParen":
            inner = self.parse_expr()
            self.expect("rightParen", "`)`")
            return inner
        if kind == "minus":
            return Node("negate", line, inner=self.parse_factor())
        raise OracleError(f"expected a value, found {token.text!r}", line)


# ---------------------------------------------------------------------------------------------
# Values and argument binding
# ---------------------------------------------------------------------------------------------

def evaluate(expr, scope):
    if expr.kind == "literal":
        return expr.value
    if expr.kind == "name":
        if expr.name in scope:
            return scope[expr.name]
        raise OracleError(f"unknown name `{expr.name}`", expr.line)
    if expr.kind == "negate":
        kind, value = evaluate(expr.inner, scope)
        if kind not in ("num", "pct"):
            raise OracleError(f"cannot negate a {kind}", expr.line)
        return (kind, -value)
    if expr.kind == "binary":
        lkind, lvalue = evaluate(expr.left, scope)
        rkind, rvalue = evaluate(expr.right, scope)
        op = expr.op

        def arithmetic(a, b):
            if op == "+":
                return a + b
            if op == "-":
                return a - b
            if op == "*":
                return a * b
            if b == 0:
                raise OracleError("division by zero", expr.line)
            return a / b

        if lkind == "num" and rkind == "num":
            result = ("num", arithmetic(lvalue, rvalue))
        elif lkind == "pct" and rkind == "pct" and op in "+-":
            result = ("pct", arithmetic(lvalue, rvalue))
        elif lkind == "pct" and rkind == "num" and op in "*/":
            result = ("pct", arithmetic(lvalue, rvalue))
        elif lkind == "num" and rkind == "pct" and op == "*":
            result = ("pct", arithmetic(lvalue, rvalue))
        else:
            raise OracleError(f"cannot compute {lkind} {op} {rkind}", expr.line)
        if not math.isfinite(result[1]):
            raise OracleError("the result is not a finite number", expr.line)
        return result
    raise OracleError("unexpected expression", expr.line)


# Parameter lists: (name, positional, types). Types: num, pct (length = num or pct), str, case, color, bool.
LENGTH = ("num", "pct")
COLOR = ("color", "case")
KIND_SIGNATURES = {
    "vstack": [], "hstack": [], "wrap": [], "switch": [], "slider": [], "progress": [], "stepper": [],
    "view": [("color", True, COLOR)],
    "label": [("text", True, ("str",)), ("font", False, ("num",)), ("weight", False, ("case",)),
              ("lines", False, ("num",)), ("lineBreak", False, ("case",)), ("minScale", False, ("num",)),
              ("color", False, COLOR)],
    "button": [("title", True, ("str",)), ("font", False, ("num",)), ("weight", False, ("case",))],
    "image": [("name", True, ("str",)), ("width", True, ("num",)), ("height", True, ("num",))],
    "textField": [("placeholder", True, ("str",)), ("font", False, ("num",))],
    "activity": [("style", True, ("case",))],
    "spacer": [("length", True, ("num",)), ("relative", False, ("num",))],
    "growSpacer": [("factor", True, ("num",))],
    "stretchSpacer": [("min", False, ("num",))],
}
REQUIRED_ARGS = {"label": ["text"], "button": ["title"], "image": ["name"]}
CONTAINERS = {"vstack", "hstack", "wrap"}
SPACERS = {"spacer", "growSpacer", "stretchSpacer"}

EDGE_PARAMS = [("all", True, ("num",))] + [(edge, False, ("num",)) for edge in
                                            ["top", "left", "bottom", "right", "horizontal", "vertical"]]
MODIFIER_SIGNATURES = {
    "width": [("value", True, LENGTH)], "height": [("value", True, LENGTH)],
    "minWidth": [("value", True, LENGTH)], "maxWidth": [("value", True, LENGTH)],
    "minHeight": [("value", True, LENGTH)], "maxHeight": [("value", True, LENGTH)],
    "basis": [("value", True, LENGTH)],
    "size": [("width", True, LENGTH), ("height", True, LENGTH)],
    "ratio": [("value", True, ("num",))],
    "grow": [("factor", True, ("num",))], "shrink": [("factor", True, ("num",))],
    "growFull": [],
    "margin": EDGE_PARAMS, "padding": EDGE_PARAMS,
    "mainAlign": [("value", True, ("case",))],
    "crossAlign": [("value", True, ("case",)), ("self", False, ("case",))],
    "lineAlign": [("value", True, ("case",))],
    "fill": [("margin", False, ("num",))],
    "minMargin": [("value", True, ("num",))],
    "hidden": [("value", True, ("bool",))], "visible": [("value", True, ("bool",))],
    "autoInvisible": [("mode", True, ("case",))],
    "overlay": [("alignment", False, ("case",))],
}
for _prefix in ("margin", "padding"):
    for _edge in ("Top", "Left", "Bottom", "Right", "Horizontal", "Vertical"):
        MODIFIER_SIGNATURES[_prefix + _edge] = [("value", True, ("num",))]
APPEARANCE = {"id", "background", "cornerRadius", "stroke"}
REFUSED_MODIFIERS = {"spacing", "lineSpacing", "uniformFontScale", "position", "pin"}
MAIN_ALIGN = {"start", "center", "end", "spaceBetween", "spaceAround", "spaceEvenly"}
CROSS_ALIGN = {"start", "center", "end", "stretch"}
LINE_ALIGN = {"start", "center", "end", "stretch", "spaceBetween", "spaceAround"}


def bind(args, signature, scope, owner, line):
    bound = {}
    next_positional = 0
    for label, expr, arg_line in args:
        if label is not None:
            matches = [index for index, param in enumerate(signature) if param[0] == label]
            if not matches:
                raise OracleError(f"{owner} has no argument `{label}`", arg_line)
            index = matches[0]
        else:
            while next_positional < len(signature) and (not signature[next_positional][1] or signature[next_positional][0] in bound):
                next_positional += 1
            if next_positional >= len(signature):
                raise OracleError(f"too many arguments for {owner}", arg_line)
            index = next_positional
            next_positional += 1
        name, _positional, types = signature[index]
        if name in bound:
            raise OracleError(f"`{name}` is given twice to {owner}", arg_line)
        value = evaluate(expr, scope)
        if value[0] not in types:
            raise OracleError(f"`{name}` of {owner} takes {'/'.join(types)}, not {value[0]}", arg_line)
        bound[name] = value
    return bound


# ---------------------------------------------------------------------------------------------
# Expansion: named layouts become independent copies
# ---------------------------------------------------------------------------------------------

class Instance:
    def __init__(self, kind, line):
        self.kind = kind
        self.line = line
        self.args = {}
        self.modifiers = []  # (name, bound args, line)
        self.children = []
        self.overlays = []   # library-style overlay groups (Instances)


def _first_overlay_line(instance):
    if instance.overlays:
        return instance.overlays[0].line
    for child in instance.children:
        line = _first_overlay_line(child)
        if line is not None:
            return line
    return None


class Expander:
    def __init__(self, layouts):
        self.layouts = {}
        for layout in layouts:
            if layout.name in self.layouts:
                raise OracleError(f"layout `{layout.name}` is declared twice", layout.line)
            self.layouts[layout.name] = layout
        self.stack = []

    def defaults(self, layout):
        scope = {}
        for name, expr, _line in layout.params:
            scope[name] = evaluate(expr, {})
        return scope

    def expand_layout(self, layout, scope, use_line=None):
        if layout.name in self.stack:
            raise OracleError(f"layout `{layout.name}` uses itself", use_line or layout.line)
        if len(self.stack) > 64:
            raise OracleError("layouts nested more than 64 deep", use_line)
        self.stack.append(layout.name)
        try:
            return self.element(layout.body, scope)
        finally:
            self.stack.pop()

    def element(self, syntax, scope):
        head = syntax.head
        if head in self.layouts:
            layout = self.layouts[head]
            if syntax.block is not None:
                raise OracleError(f"a use of layout `{head}` takes no block", syntax.line)
            signature = [(name, True, None) for name, _expr, _line in layout.params]
            values = self.defaults(layout)
            given = {}
            next_positional = 0
            for label, expr, arg_line in syntax.args:
                if label is not None:
                    if label not in values:
                        raise OracleError(f"layout `{head}` has no parameter `{label}`", arg_line)
                    name = label
                else:
                    while next_positional < len(signature) and signature[next_positional][0] in given:
                        next_positional += 1
                    if next_positional >= len(signature):
                        raise OracleError(f"too many arguments for layout `{head}`", arg_line)
                    name = signature[next_positional][0]
                    next_positional += 1
                if name in given:
                    raise OracleError(f"`{name}` is given twice to layout `{head}`", arg_line)
                value = evaluate(expr, scope)
                default_kind = values[name][0]
                compatible = value[0] == default_kind or (default_kind in COLOR and value[0] in COLOR)
                if not compatible:
                    raise OracleError(f"`{name}` of layout `{head}` takes a {default_kind}, not a {value[0]}", arg_line)
                given[name] = True
                values[name] = value
            instance = self.expand_layout(layout, values, syntax.line)
            instance.layout = head
            # Use-site modifiers apply after the root's own.
            for modifier in syntax.modifiers:
                self.modifier(instance, modifier, scope)
            return instance
        if head[:1].isupper():
            raise OracleError(f"unknown layout `{head}`", syntax.line)
        if head in ("pin", "keyValue"):
            raise unsupported(f"`{head}` (not a Kiss library construct)", syntax.line)
        if head not in KIND_SIGNATURES:
            raise OracleError(f"unknown element kind `{head}`", syntax.line)
        instance = Instance(head, syntax.line)
        instance.args = bind(syntax.args, KIND_SIGNATURES[head], scope, f"`{head}`", syntax.line)
        for required in REQUIRED_ARGS.get(head, []):
            if required not in instance.args:
                raise OracleError(f"`{head}` needs its `{required}` argument", syntax.line)
        if head == "spacer":
            if "relative" in instance.args:
                raise unsupported("spacer(relative:)", syntax.line)
            if "length" not in instance.args:
                raise OracleError("`spacer` needs a length", syntax.line)
        if head in CONTAINERS:
            if syntax.block is None:
                raise OracleError(f"`{head}` needs a block `{{ … }}`", syntax.line)
            instance.children = [self.element(child, scope) for child in syntax.block]
        elif syntax.block is not None:
            raise OracleError(f"`{head}` takes no block", syntax.line)
        for modifier in syntax.modifiers:
            self.modifier(instance, modifier, scope)
        return instance

    def modifier(self, instance, syntax, scope):
        name = syntax.name
        if name in APPEARANCE:
            if syntax.block is not None:
                raise OracleError(f"`.{name}` takes no block", syntax.line)
            return
        if name in REFUSED_MODIFIERS:
            raise unsupported(f"`.{name}`", syntax.line)
        if name not in MODIFIER_SIGNATURES:
            raise OracleError(f"unknown modifier `.{name}`", syntax.line)
        if instance.kind in SPACERS:
            raise unsupported(f"modifiers on spacers (`.{name}` on `{instance.kind}`): the library's Spacer has no setters",
                              syntax.line)
        args = bind(syntax.args, MODIFIER_SIGNATURES[name], scope, f"`.{name}`", syntax.line)
        if name == "overlay":
            if "alignment" in args:
                raise unsupported("`.overlay(alignment:)` (only library-style overlays are)", syntax.line)
            if syntax.block is None:
                raise OracleError("`.overlay` needs a block", syntax.line)
            for element in syntax.block:
                if element.head not in self.layouts and element.head not in CONTAINERS:
                    raise unsupported(f"`{element.head}` in an overlay (only vstack, hstack and wrap are)", element.line)
                overlay = self.element(element, scope)
                if overlay.kind not in CONTAINERS:
                    raise unsupported(f"`{overlay.kind}` in an overlay (only vstack, hstack and wrap are)", element.line)
                nested = _first_overlay_line(overlay)
                if nested is not None:
                    # The library lays out only the overlays of the main tree (GroupLayout.allOverlayGroup
                    # does not look inside overlay groups): what it would do with these is not documented.
                    raise unsupported("an overlay inside an overlay", nested)
                instance.overlays.append(overlay)
            return
        if syntax.block is not None:
            raise OracleError(f"`.{name}` takes no block", syntax.line)
        if name in ("margin", "padding") and not args:
            raise OracleError(f"`.{name}` needs at least one argument", syntax.line)
        for required in {"width": ["value"], "height": ["value"], "minWidth": ["value"], "maxWidth": ["value"],
                         "minHeight": ["value"], "maxHeight": ["value"], "basis": ["value"], "size": ["width"],
                         "ratio": ["value"], "mainAlign": ["value"], "lineAlign": ["value"], "minMargin": ["value"],
                         "visible": ["value"], "autoInvisible": ["mode"]}.get(name, []):
            if required not in args:
                raise OracleError(f"`.{name}` needs its `{required}` argument", syntax.line)
        instance.modifiers.append((name, args, syntax.line))


# ---------------------------------------------------------------------------------------------
# The library's mapping to Yoga styles (docs/kiss-semantics.md)
# ---------------------------------------------------------------------------------------------

class Style:
    def __init__(self):
        self.width = self.height = None
        self.min_width = self.max_width = self.min_height = self.max_height = None
        self.basis = None
        self.ratio = None
        self.grow = None
        self.shrink = None
        self.margin = {"top": 0.0, "left": 0.0, "bottom": 0.0, "right": 0.0}
        self.padding = {"top": 0.0, "left": 0.0, "bottom": 0.0, "right": 0.0}
        self.justify = "start"
        self.align_items = None
        self.align_self = None
        self.align_content = "start"
        self.hidden = False
        self.auto_invisible = "allInvisible"


def _set_edges(edges, key, value):
    if key == "all":
        for edge in edges:
            edges[edge] = value
    elif key == "horizontal":
        edges["left"] = edges["right"] = value
    elif key == "vertical":
        edges["top"] = edges["bottom"] = value
    else:
        edges[key] = value


def _length(value, line, name, allow_negative=False):
    kind, number = value
    if not allow_negative and number < 0:
        raise OracleError(f"`.{name}` cannot be negative", line)
    return value


def resolve_style(instance, parent_kind):
    """Applies the modifiers in order; parent_kind (None for a root) picks the cross axis
    `.fill` and `.minMargin` work on."""
    style = Style()
    kind = instance.kind
    if kind in ("vstack", "hstack"):
        style.align_items = "stretch"
    elif kind == "wrap":
        style.align_items = "start"
    parent_is_row = parent_kind in ("hstack", "wrap")
    for name, args, line in instance.modifiers:
        if name in ("width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "basis"):
            attribute = {"width": "width", "height": "height", "minWidth": "min_width", "maxWidth": "max_width",
                         "minHeight": "min_height", "maxHeight": "max_height", "basis": "basis"}[name]
            setattr(style, attribute, _length(args["value"], line, name))
        elif name == "size":
            style.width = _length(args["width"], line, name)
            style.height = _length(args.get("height", args["width"]), line, name)
        elif name == "ratio":
            if args["value"][1] <= 0:
                raise OracleError("a ratio must be more than 0", line)
            style.ratio = args["value"][1]
        elif name == "grow":
            style.grow = args.get("factor", ("num", 1.0))[1]
            if style.grow < 0:
                raise OracleError("a flex factor cannot be negative", line)
        elif name == "growFull":
            # SizeSetter.swift: `attr.grow = -.sameZero` (1e-19), the grow `Spacer()` has; the
            # last of `.grow` and `.growFull` wins, as both set `attr.grow`.
            style.grow = -1e-19
        elif name == "shrink":
            style.shrink = args.get("factor", ("num", 1.0))[1]
            if style.shrink < 0:
                raise OracleError("a flex factor cannot be negative", line)
        elif name in ("margin", "padding"):
            edges = style.margin if name == "margin" else style.padding
            for key in ["all", "horizontal", "vertical", "top", "left", "bottom", "right"]:
                if key in args:
                    if name == "padding" and args[key][1] < 0:
                        raise OracleError("padding cannot be negative", line)
                    _set_edges(edges, key, args[key][1])
        elif name.startswith("margin") or name.startswith("padding"):
            prefix = "margin" if name.startswith("margin") else "padding"
            edges = style.margin if prefix == "margin" else style.padding
            if prefix == "padding" and args["value"][1] < 0:
                raise OracleError("padding cannot be negative", line)
            _set_edges(edges, name[len(prefix):].lower(), args["value"][1])
        elif name == "mainAlign":
            if kind not in CONTAINERS:
                raise OracleError("`.mainAlign` works on stacks only", line)
            value = args["value"][1]
            if value not in MAIN_ALIGN:
                raise OracleError(f"unknown main alignment `.{value}`", line)
            style.justify = value
        elif name == "crossAlign":
            if "value" in args:
                if kind not in CONTAINERS:
                    raise OracleError("`.crossAlign(_)` works on stacks only; write `.crossAlign(self: …)`", line)
                value = args["value"][1]
                if value == "baseline":
                    raise unsupported("baseline alignment", line)
                if value not in CROSS_ALIGN:
                    raise OracleError(f"unknown cross alignment `.{value}`", line)
                style.align_items = value
            if "self" in args:
                value = args["self"][1]
                if value == "baseline":
                    raise unsupported("baseline alignment", line)
                if value not in CROSS_ALIGN:
                    raise OracleError(f"unknown cross alignment `.{value}`", line)
                style.align_self = value
        elif name == "lineAlign":
            if kind != "wrap":
                raise OracleError("`.lineAlign` works on wrap only", line)
            value = args["value"][1]
            if value not in LINE_ALIGN:
                raise OracleError(f"unknown line alignment `.{value}`", line)
            style.align_content = value
        elif name in ("fill", "minMargin"):
            if parent_kind is None:
                raise unsupported(f"`.{name}` on an element without a parent stack (its cross axis is undefined)", line)
            if name == "fill":
                margin = args.get("margin", ("num", 0.0))[1]
                style.align_self = "stretch"
                if parent_is_row:
                    style.margin["top"] = style.margin["bottom"] = margin
                else:
                    style.margin["left"] = style.margin["right"] = margin
            else:
                margin = args["value"][1]
                edges = ("top", "bottom") if parent_is_row else ("left", "right")
                for edge in edges:
                    style.margin[edge] = max(style.margin[edge], margin)
        elif name == "hidden":
            style.hidden = args.get("value", ("bool", True))[1]
        elif name == "visible":
            style.hidden = not args["value"][1]
        elif name == "autoInvisible":
            if kind not in CONTAINERS:
                raise OracleError("`.autoInvisible` works on containers only", line)
            value = args["mode"][1]
            if value not in ("never", "allInvisible"):
                raise OracleError(f"unknown autoInvisible mode `.{value}`", line)
            style.auto_invisible = value
        else:
            raise OracleError(f"unhandled modifier `.{name}`", line)
    return style


def prepare(instance, parent_kind):
    """Styles, visibility and the margins each stack drops, for a whole tree."""
    instance.style = resolve_style(instance, parent_kind)
    for child in instance.children:
        prepare(child, instance.kind)
    for overlay in instance.overlays:
        prepare(overlay, None)
    instance.visible = _visible(instance)
    if instance.kind in CONTAINERS:
        _drop_margins(instance)


def _visible(instance):
    if instance.kind in SPACERS:
        return True
    if instance.style.hidden:
        return False
    if instance.kind in CONTAINERS:
        if instance.style.auto_invisible == "never":
            return True
        return any(child.visible for child in instance.children)
    return True


def _drop_margins(container):
    items = container.children
    kind = container.kind
    if kind == "hstack":
        visible = [item for item in items if item.visible]
        if visible:
            visible[0].style.margin["left"] = 0.0
            visible[-1].style.margin["right"] = 0.0
    elif kind == "vstack":
        not_spacers = [item for item in items if item.kind not in SPACERS]
        if not_spacers:
            not_spacers[0].style.margin["top"] = 0.0
            not_spacers[-1].style.margin["bottom"] = 0.0
    # Every stack: beside a spacer (neighbours in source order, hidden ones included), the right
    # margin of the item before and the left margin of the item after.
    for index, item in enumerate(items):
        if item.kind in SPACERS:
            if index - 1 >= 0:
                items[index - 1].style.margin["right"] = 0.0
            if index + 1 < len(items):
                items[index + 1].style.margin["left"] = 0.0


# ---------------------------------------------------------------------------------------------
# Building the Yoga tree and solving
# ---------------------------------------------------------------------------------------------

ALIGN = {"auto": YGAlign.Auto, "start": YGAlign.FlexStart, "center": YGAlign.Center, "end": YGAlign.FlexEnd,
         "stretch": YGAlign.Stretch, "spaceBetween": YGAlign.SpaceBetween, "spaceAround": YGAlign.SpaceAround}
JUSTIFY = {"start": YGJustify.FlexStart, "center": YGJustify.Center, "end": YGJustify.FlexEnd,
           "spaceBetween": YGJustify.SpaceBetween, "spaceAround": YGJustify.SpaceAround,
           "spaceEvenly": YGJustify.SpaceEvenly}
EDGES = {"top": YGEdge.Top, "left": YGEdge.Left, "bottom": YGEdge.Bottom, "right": YGEdge.Right}
LENGTH_SETTERS = {
    "width": (YGNodeStyleSetWidth, YGNodeStyleSetWidthPercent),
    "height": (YGNodeStyleSetHeight, YGNodeStyleSetHeightPercent),
    "min_width": (YGNodeStyleSetMinWidth, YGNodeStyleSetMinWidthPercent),
    "max_width": (YGNodeStyleSetMaxWidth, YGNodeStyleSetMaxWidthPercent),
    "min_height": (YGNodeStyleSetMinHeight, YGNodeStyleSetMinHeightPercent),
    "max_height": (YGNodeStyleSetMaxHeight, YGNodeStyleSetMaxHeightPercent),
    "basis": (YGNodeStyleSetFlexBasis, YGNodeStyleSetFlexBasisPercent),
}
MODE_EXACTLY = int(YGMeasureMode.Exactly.value)
MODE_AT_MOST = int(YGMeasureMode.AtMost.value)
MODE_UNDEFINED = int(YGMeasureMode.Undefined.value)


def _mode(mode):
    return int(mode.value) if hasattr(mode, "value") else int(mode)


def _sanitize(offered, measured, mode):
    """YogaKit's YGSanitizeMeasurement."""
    mode = _mode(mode)
    if mode == MODE_EXACTLY:
        return offered
    if mode == MODE_AT_MOST:
        return min(offered, measured)
    return measured


def _number(instance, key, default=None):
    value = instance.args.get(key)
    return default if value is None else value[1]


def _case(instance, key, default):
    value = instance.args.get(key)
    return default if value is None else value[1]


def _weight(instance):
    weight = _case(instance, "weight", "regular")
    if weight not in WEIGHTS:
        raise OracleError(f"unknown font weight `.{weight}`", instance.line)
    return weight


def content_size_function(instance, scale):
    """What the leaf's sizeThatFits returns for (width, width mode): its content size."""
    try:
        return _content_size_function(instance, scale)
    except OracleError as error:
        if error.line is None:
            error.line = instance.line
        raise


def _content_size_function(instance, scale):
    kind = instance.kind
    if kind == "label":
        text = instance.args["text"][1]
        size = _number(instance, "font", 17.0)
        weight = _weight(instance)
        lines_value = _number(instance, "lines", 1.0)
        lines = int(min(max(lines_value, 0), 1_000_000)) if math.isfinite(lines_value) else 1
        line_break = _case(instance, "lineBreak", "word")
        if line_break not in ("word", "char"):
            raise OracleError(f"unknown line break `.{line_break}`", instance.line)
        min_scale = _number(instance, "minScale", 1.0)
        min_scale = min(1.0, max(0.01, min_scale)) if math.isfinite(min_scale) else 1.0
        measure_text(text, size, weight, None, lines, line_break, min_scale, scale)  # fail early on bad text

        def label(width, mode):
            limit = None if _mode(mode) == MODE_UNDEFINED or not math.isfinite(width) or width <= 0 else width
            return measure_text(text, size, weight, limit, lines, line_break, min_scale, scale)
        return label
    if kind == "button":
        size = _number(instance, "font", 15.0)
        title_width, _ = measure_text(instance.args["title"][1], size, _weight(instance), None, 1, "word", 1.0, scale)
        fixed = (title_width + 16, pixel_ceil(max(30.0, line_height(size) + 12), scale))
    elif kind == "textField":
        fixed = (0.0, pixel_ceil(line_height(_number(instance, "font", 17.0)) + 14, scale))
    elif kind == "image":
        fixed = (_number(instance, "width", 0.0), _number(instance, "height", 0.0))
    elif kind == "switch":
        fixed = (51.0, 31.0)
    elif kind == "slider":
        fixed = (0.0, 31.0)
    elif kind == "progress":
        fixed = (0.0, 4.0)
    elif kind == "stepper":
        fixed = (94.0, 32.0)
    elif kind == "activity":
        style = _case(instance, "style", "medium")
        if style not in ("medium", "large"):
            raise OracleError(f"unknown activity style `.{style}`", instance.line)
        fixed = (37.0, 37.0) if style == "large" else (20.0, 20.0)
    else:  # view, spacers, containers without a visible item: a plain UIView
        fixed = (0.0, 0.0)
    return lambda _width, _mode: fixed


class Solver:
    def __init__(self, scale):
        self.scale = scale
        self.config = YGConfigNew()
        YGConfigSetExperimentalFeatureEnabled(self.config, YGExperimentalFeature.WebFlexBasis, True)
        YGConfigSetPointScaleFactor(self.config, float(scale))
        self.keep = []

    def build(self, instance, is_root):
        """The Yoga node of a visible instance, recording it on the instance."""
        node = YGNodeNewWithConfig(self.config)
        self.keep.append(node)
        instance.node = node
        style = instance.style
        kind = instance.kind
        spacer = kind in SPACERS
        if kind in CONTAINERS:
            YGNodeStyleSetDirection(node, YGDirection.LTR)
            YGNodeStyleSetFlexDirection(node, YGFlexDirection.Column if kind == "vstack" else YGFlexDirection.Row)
            if kind == "wrap":
                YGNodeStyleSetFlexWrap(node, YGWrap.Wrap)
            YGNodeStyleSetJustifyContent(node, JUSTIFY[style.justify])
            YGNodeStyleSetAlignItems(node, ALIGN[style.align_items])
            YGNodeStyleSetAlignContent(node, ALIGN[style.align_content])
        # alignSelf: stretch for views and groups unless said otherwise; auto for spacers.
        YGNodeStyleSetAlignSelf(node, ALIGN["auto" if spacer else (style.align_self or "stretch")])
        for edge, yoga_edge in EDGES.items():
            YGNodeStyleSetPadding(node, yoga_edge, float(style.padding[edge]))
            YGNodeStyleSetMargin(node, yoga_edge, float(style.margin[edge]))
        for attribute, (points, percent) in LENGTH_SETTERS.items():
            value = getattr(style, attribute)
            if value is None:
                continue
            if value[0] == "pct":
                percent(node, float(value[1]))
            else:
                points(node, float(value[1]))
        if kind == "spacer":
            length = float(_number(instance, "length"))
            YGNodeStyleSetWidth(node, length)
            YGNodeStyleSetHeight(node, length)
        elif kind == "growSpacer":
            self._set_grow(node, float(_number(instance, "factor", 1.0)))
        elif kind == "stretchSpacer":
            self._set_grow(node, -1e-19)
        if style.grow is not None:
            self._set_grow(node, float(style.grow))
        if style.shrink is not None:
            YGNodeStyleSetFlexShrink(node, float(style.shrink))
        if style.ratio is not None:
            YGNodeStyleSetAspectRatio(node, float(style.ratio))
        if kind == "stretchSpacer" and "min" in instance.args:
            minimum = float(_number(instance, "min"))
            if instance.parent_kind == "vstack":
                YGNodeStyleSetMinHeight(node, minimum)
            else:
                YGNodeStyleSetMinWidth(node, minimum)
        if is_root and kind in ("vstack", "hstack", "wrap"):
            # updateChange(width:height:) replaces the root's own width and height. Only a group
            # can be hosted that way (constructIfNeed takes a GroupLayout); a layout whose root
            # is a view is a component, previewed as estimatedSize sizes it: its own size kept.
            if self.root_width is None:
                YGNodeStyleSetWidthAuto(node)
            else:
                YGNodeStyleSetWidth(node, float(self.root_width))
            if self.root_height is None:
                YGNodeStyleSetHeightAuto(node)
            else:
                YGNodeStyleSetHeight(node, float(self.root_height))
        visible_children = [child for child in instance.children if child.visible]
        if kind in CONTAINERS and visible_children:
            for index, child in enumerate(visible_children):
                child.parent_kind = kind
                YGNodeInsertChild(node, self.build(child, False), index)
        else:
            # A leaf view, a spacer's blank UIView, or a group with no visible item: YogaKit's
            # measure function (sizeThatFits, then YGSanitizeMeasurement).
            content = content_size_function(instance, self.scale)

            def measure(_node, width, width_mode, height, height_mode, content=content):
                measured_width, measured_height = content(width, width_mode)
                return YGSize(float(_sanitize(width, measured_width, width_mode)),
                              float(_sanitize(height, measured_height, height_mode)))
            self.keep.append(measure)
            YGNodeSetMeasureFunc(node, measure)
        return node

    def _set_grow(self, node, grow):
        """setGrow (Functions+Private.swift): flexGrow = flexShrink = flex = g."""
        YGNodeStyleSetFlexGrow(node, grow)
        YGNodeStyleSetFlexShrink(node, grow)
        YGNodeStyleSetFlex(node, grow)

    def solve_root(self, instance, width, height):
        self.root_width = width
        self.root_height = height
        instance.parent_kind = None
        node = self.build(instance, True)
        YGNodeCalculateLayout(node, YGUndefined if width is None else float(width),
                              YGUndefined if height is None else float(height), YGDirection.LTR)
        return node


def _frame(node):
    frame = {"x": YGNodeLayoutGetLeft(node), "y": YGNodeLayoutGetTop(node),
             "width": YGNodeLayoutGetWidth(node), "height": YGNodeLayoutGetHeight(node)}
    if any(math.isnan(value) for value in frame.values()):
        raise OracleError("Yoga produced NaN")
    return frame


def _hidden_node(instance):
    return {"kind": instance.kind, "hidden": True, "frame": None,
            "children": [_hidden_node(child) for child in instance.children],
            "overlay": [_hidden_node(overlay) for overlay in instance.overlays]}


def _read(instance, scale, frame=None, laid_out=False):
    """The output NODE of a solved, visible instance (and its overlays, solved now); `laid_out`:
    an overlay group, which has a frame even with no visible item."""
    if not instance.visible and not laid_out:
        return _hidden_node(instance)
    frame = frame or _frame(instance.node)
    children = []
    for child in instance.children:
        children.append(_read(child, scale) if child.visible else _hidden_node(child))
    overlays = []
    for overlay in instance.overlays:
        overlays.append(solve_overlay(overlay, frame["width"], frame["height"], scale))
    return {"kind": instance.kind, "hidden": False, "frame": frame, "children": children, "overlay": overlays}


def solve_overlay(overlay, width, height, scale):
    """A library-style overlay group: laid out as a root with updateChange(width: base.width,
    height: base.height); its frame is then the covered element's bounds. constructIfNeed adds
    every overlay group's view and overlayUpdateLayout sets its frame whatever its items
    (UIView+Public.swift, GroupLayout.swift): a group with no visible item still covers the
    element, its background showing; only a hidden group (body.isHidden) is not seen."""
    if overlay.style.hidden:
        return _hidden_node(overlay)
    Solver(scale).solve_root(overlay, width, height)
    return _read(overlay, scale, frame={"x": 0.0, "y": 0.0, "width": width, "height": height}, laid_out=True)


def solve_layout(layout_instance, preview):
    scale = preview["scale"]
    if not layout_instance.visible:
        return _hidden_node(layout_instance)
    Solver(scale).solve_root(layout_instance, preview["width"], preview["height"])
    return _read(layout_instance, scale)


# ---------------------------------------------------------------------------------------------
# Files
# ---------------------------------------------------------------------------------------------

def previews_of(syntaxes):
    previews = []
    seen = set()
    for syntax in syntaxes:
        if syntax.name in seen:
            raise OracleError(f"preview `{syntax.name}` is declared twice", syntax.line)
        seen.add(syntax.name)
        signature = [("width", False, ("num",)), ("height", False, ("num",)), ("scale", False, ("num",))]
        args = bind(syntax.args, signature, {}, f"preview `{syntax.name}`", syntax.line)
        width = args.get("width", (None, None))[1]
        height = args.get("height", (None, None))[1]
        scale = args.get("scale", ("num", 3.0))[1]
        for name, value, low, high in (("width", width, 1, 100_000), ("height", height, 1, 100_000), ("scale", scale, 1, 4)):
            if value is not None and not low <= value <= high:
                raise OracleError(f"a preview {name} must be between {low} and {high}", syntax.line)
        previews.append({"name": syntax.name, "width": width, "height": height, "scale": scale})
    return previews or [{"name": "default", "width": 390.0, "height": None, "scale": 3.0}]


def _integral(value):
    if value is None:
        return None
    return int(value) if float(value).is_integer() else value


def solve_source(data, path, layout_name=None, preview_name=None):
    previews_syntax, layouts = Parser(data).parse_file()
    previews = previews_of(previews_syntax)
    expander = Expander(layouts)
    if layout_name is not None:
        layouts = [layout for layout in layouts if layout.name == layout_name]
        if not layouts:
            raise OracleError(f"no layout `{layout_name}`")
    if preview_name is not None:
        previews = [preview for preview in previews if preview["name"] == preview_name]
        if not previews:
            raise OracleError(f"no preview `{preview_name}`")
    result = {"file": path, "layouts": []}
    for layout in layouts:
        for preview in previews:
            # A fresh copy per preview: solving records nodes on the instances.
            instance = expander.expand_layout(layout, expander.defaults(layout))
            if instance.kind in SPACERS:
                raise unsupported("a spacer as a layout's root", layout.line)
            prepare(instance, None)
            root = solve_layout(instance, preview)
            result["layouts"].append({
                "name": layout.name,
                "preview": {"name": preview["name"], "width": _integral(preview["width"]),
                            "height": _integral(preview["height"]), "scale": _integral(preview["scale"])},
                "root": root,
            })
    return result


def solve_file(path, layout_name=None, preview_name=None):
    with open(path, "rb") as handle:
        data = handle.read()
    return solve_source(data, path, layout_name, preview_name)


def main():
    parser = argparse.ArgumentParser(description="Frames the Kiss library would lay out for a .kiss file (real Yoga).")
    parser.add_argument("file")
    parser.add_argument("--layout")
    parser.add_argument("--preview")
    options = parser.parse_args()
    code = 0
    try:
        result = solve_file(options.file, options.layout, options.preview)
        json.dump(result, sys.stdout, indent=1, sort_keys=True)
        sys.stdout.write("\n")
    except OracleError as error:
        location = options.file + (f":{error.line}" if error.line else "")
        sys.stderr.write(f"{location}: {error.message}\n")
        code = 2
    except OSError as error:
        sys.stderr.write(f"{options.file}: {error}\n")
        code = 2
    exit_at_once(code)


def exit_at_once(code):
    """poga's measure callbacks crash the interpreter's own shutdown: flush and leave."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


if __name__ == "__main__":
    main()
