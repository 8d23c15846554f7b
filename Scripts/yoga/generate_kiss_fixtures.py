#!/usr/bin/env python3
"""Fixtures from the Kiss oracle (Scripts/yoga/kiss_oracle.py): what the Kiss library lays out.

    python3 Scripts/yoga/generate_kiss_fixtures.py --examples
    python3 Scripts/yoga/generate_kiss_fixtures.py --random [--count N] [--seed S] [--out DIR]
    python3 Scripts/yoga/generate_kiss_fixtures.py --corpus

--examples
    For each Examples/Kiss/NAME.kiss, writes Tests/KissAnalysisTests/Fixtures/kiss-readme/NAME.json:
    the oracle's frames for every layout of the file at every preview of the file.

--corpus
    For each layout `kisslint import --swift` made of the Kiss sample app
    (Tests/KissBridgeTests/Fixtures/kiss-sample/COMMIT/expected/NAME.kiss), writes
    COMMIT/oracle/NAME.json: what the Kiss library lays out for that `.kiss`, so the tests check
    that imported real code solves to the library's frames.

--random
    Writes N (default 400) random Kiss-level layouts as NNNN.kiss, each with the oracle's frames
    as NNNN.json, into DIR (default Tests/KissAnalysisTests/Fixtures/kiss-oracle). The folder's
    .kiss and .json files are deleted first; everything else in it (its README.md) stays. The
    cases depend only on --seed (default 1) and --count: rerunning gives the same files. A drawn
    case whose Yoga output has NaN is skipped and drawn again.

    The layouts use the library's constructs with realistic values: nested vstack / hstack / wrap
    (depth <= 4, <= 30 elements), view, image(name, w, h), switch, label (short ASCII texts, fonts
    11-24, lines 0-3), a few buttons; spacer(n), growSpacer(g), stretchSpacer(); width / height /
    size / min / max (points, sometimes percentages), ratio, grow (0, fractions, 1, 2, also on
    leaves with content), shrink / basis now and then, margins (all, single edges, horizontal,
    vertical: often, on first and last items and beside spacers too, so the margins each stack
    drops are exercised), padding, mainAlign, crossAlign(_), crossAlign(self:), hidden items (also
    first and last ones), autoInvisible(.never / .allInvisible), empty containers, library-style
    overlays, and sometimes a named layout used with arguments and use-site modifiers. Previews:
    width 200-430, with or without a height, scale 1, 2 or 3.

Each .json is the oracle's output (sorted keys, indent 1); Tests/KissAnalysisTests/KissOracleTests.swift
runs the Swift pipeline on the .kiss files and compares every frame within 0.001 pt.
Needs `pip install poga`.
"""
import argparse
import glob
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

import kiss_oracle  # noqa: E402

README_FIXTURES = os.path.join(REPO, "Tests", "KissAnalysisTests", "Fixtures", "kiss-readme")
ORACLE_FIXTURES = os.path.join(REPO, "Tests", "KissAnalysisTests", "Fixtures", "kiss-oracle")
EXAMPLES = os.path.join(REPO, "Examples", "Kiss")


def write_json(path, data):
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(data, handle, indent=1, sort_keys=True)
        handle.write("\n")


def examples():
    os.makedirs(README_FIXTURES, exist_ok=True)
    names = sorted(glob.glob(os.path.join(EXAMPLES, "*.kiss")))
    if not names:
        sys.exit("no Examples/Kiss/*.kiss")
    for path in names:
        name = os.path.splitext(os.path.basename(path))[0]
        relative = os.path.relpath(path, REPO)
        with open(path, "rb") as handle:
            result = kiss_oracle.solve_source(handle.read(), relative)
        write_json(os.path.join(README_FIXTURES, name + ".json"), result)
        print(f"{relative}: {len(result['layouts'])} layout(s) x preview(s)")


CORPUS = os.path.join(REPO, "Tests", "KissBridgeTests", "Fixtures", "kiss-sample")


def corpus():
    commits = sorted(d for d in os.listdir(CORPUS) if os.path.isdir(os.path.join(CORPUS, d)))
    for commit in commits:
        if os.path.exists(os.path.join(CORPUS, commit, "oracle-exempt.txt")):
            print(f"{commit}: exempt ({open(os.path.join(CORPUS, commit, 'oracle-exempt.txt')).read().strip()})")
            continue
        out = os.path.join(CORPUS, commit, "oracle")
        os.makedirs(out, exist_ok=True)
        for old in glob.glob(os.path.join(out, "*.json")):
            os.remove(old)
        for path in sorted(glob.glob(os.path.join(CORPUS, commit, "expected", "*.kiss"))):
            name = os.path.splitext(os.path.basename(path))[0]
            relative = os.path.relpath(path, REPO)
            with open(path, "rb") as handle:
                try:
                    result = kiss_oracle.solve_source(handle.read(), relative)
                except kiss_oracle.OracleError as error:
                    print(f"{relative}:{error.line or ''}: skipped, the oracle cannot read it: {error.message}")
                    continue
            write_json(os.path.join(out, name + ".json"), result)
            print(f"{relative}: {len(result['layouts'])} layout(s) x preview(s)")


# ---------------------------------------------------------------------------------------------
# Random layouts
# ---------------------------------------------------------------------------------------------

WORDS = ["Hi", "OK", "Name", "Title", "Settings", "Profile", "Swift", "Yoga", "Kiss", "layout",
         "a", "quick", "brown", "fox", "jumps", "over", "the", "lazy", "dog", "Save", "Cancel",
         "12", "3.5 km", "Wi-Fi", "e-mail", "Done", "Nguyen", "Trung", "iOS", "row"]
COLORS = [".red", ".green", ".blue", ".orange", ".gray", ".lightGray", ".purple", "#1E88E5", "#43A047", "#E91E63"]
WEIGHTS = [".regular", ".medium", ".semibold", ".bold", ".light"]
MAIN = [".start", ".center", ".end", ".spaceBetween", ".spaceAround", ".spaceEvenly"]
CROSS = [".start", ".center", ".end", ".stretch"]
LINE = [".start", ".center", ".end", ".stretch", ".spaceBetween", ".spaceAround"]


def number(value):
    """A number as .kiss writes it."""
    if float(value).is_integer():
        return str(int(value))
    return repr(round(value, 2))


class Generator:
    def __init__(self, rng):
        self.rng = rng
        self.budget = 0
        self.uses_item = False

    def chance(self, p):
        return self.rng.random() < p

    def pick(self, values):
        return self.rng.choice(values)

    def length(self, low, high, percent=0.12):
        if self.chance(percent):
            return f"{self.rng.choice([10, 25, 30, 50, 75, 100])}%"
        return number(self.rng.randint(low, high))

    def text(self):
        return " ".join(self.pick(WORDS) for _ in range(self.rng.randint(1, 5)))

    # -- modifiers -------------------------------------------------------------------------

    def margin(self):
        r = self.rng.random()
        value = lambda: number(self.pick([2, 4, 5, 8, 10, 12, 16, 20]))  # noqa: E731
        if r < 0.35:
            return f".margin({value()})"
        if r < 0.5:
            edges = self.rng.sample(["top", "left", "bottom", "right"], self.rng.randint(1, 3))
            return ".margin(" + ", ".join(f"{edge}: {value()}" for edge in edges) + ")"
        if r < 0.62:
            return f".margin{self.pick(['Left', 'Right', 'Top', 'Bottom'])}({value()})"
        if r < 0.72:
            return f".margin(horizontal: {value()})"
        if r < 0.8:
            return f".margin(vertical: {value()})"
        if r < 0.88:
            return f".margin{self.pick(['Horizontal', 'Vertical'])}({value()})"
        if r < 0.95:
            return f".margin({value()}, left: {value()})"
        return f".margin(horizontal: {value()}, top: {value()})"

    def padding(self):
        r = self.rng.random()
        value = lambda: number(self.pick([2, 4, 5, 8, 10, 16, 20]))  # noqa: E731
        if r < 0.5:
            return f".padding({value()})"
        if r < 0.7:
            return f".padding(horizontal: {value()}, vertical: {value()})"
        if r < 0.85:
            return f".padding{self.pick(['Left', 'Right', 'Top', 'Bottom', 'Horizontal', 'Vertical'])}({value()})"
        edges = self.rng.sample(["top", "left", "bottom", "right"], self.rng.randint(1, 3))
        return ".padding(" + ", ".join(f"{edge}: {value()}" for edge in edges) + ")"

    def grow(self, leaf_with_content):
        factor = self.pick(["0", "0.5", "1", "1", "2", "1/3", "0.25"])
        return f".grow({factor})" if factor != "1" or self.chance(0.5) else ".grow()"

    def size_modifiers(self, kind):
        out = []
        if self.chance(0.2):
            out.append(f".width({self.length(10, 160)})")
        if self.chance(0.2):
            out.append(f".height({self.length(8, 120)})")
        if self.chance(0.1):
            if self.chance(0.3):
                out.append(f".size({self.length(10, 120)})")
            else:
                out.append(f".size({self.length(10, 160)}, {self.length(8, 120)})")
        if self.chance(0.08):
            out.append(f".minWidth({self.length(10, 120)})")
        if self.chance(0.06):
            out.append(f".maxWidth({self.length(20, 200)})")
        if self.chance(0.08):
            out.append(f".minHeight({self.length(8, 100)})")
        if self.chance(0.06):
            out.append(f".maxHeight({self.length(10, 150)})")
        if self.chance(0.1):
            out.append(f".ratio({self.pick(['1', '2', '1/2', '1.5', '3/4', '16/9'])})")
        return out

    def item_modifiers(self, kind, has_content, position, parent_kind):
        out = self.size_modifiers(kind)
        if self.chance(0.3 if not has_content else 0.2):
            out.append(self.grow(has_content))
        if self.chance(0.06):
            out.append(f".shrink({self.pick(['0', '1', '1', '2', '0.5'])})")
        if self.chance(0.05):
            out.append(f".basis({self.length(0, 120, percent=0.25)})")
        if self.chance(0.5 if position in ("first", "last") else 0.45):
            out.append(self.margin())
            if self.chance(0.15):
                out.append(self.margin())
        if self.chance(0.25):
            out.append(f".crossAlign(self: {self.pick(CROSS)})")
        if self.chance(0.14 if position in ("first", "last", "only") else 0.07):
            out.append(self.pick([".hidden()", ".hidden()", ".visible(false)", ".hidden(true)"]))
        elif self.chance(0.02):
            out.append(self.pick([".hidden(false)", ".visible(true)"]))
        self.rng.shuffle(out)
        return out

    # -- elements --------------------------------------------------------------------------

    def leaf(self):
        r = self.rng.random()
        if r < 0.3:
            color = f"({self.pick(COLORS)})" if self.chance(0.7) else "()" if self.chance(0.5) else ""
            return f"view{color}", False
        if r < 0.45:
            if self.chance(0.85):
                return f'image("pic", {self.rng.randint(8, 120)}, {self.rng.randint(8, 120)})', True
            return 'image("pic")', False
        if r < 0.53:
            return "switch", True
        if r < 0.9:
            args = [f'"{self.text()}"']
            if self.chance(0.8):
                args.append(f"font: {self.rng.randint(11, 24)}")
            if self.chance(0.5):
                args.append(f"lines: {self.rng.randint(0, 3)}")
            if self.chance(0.2):
                args.append(f"weight: {self.pick(WEIGHTS)}")
            return "label(" + ", ".join(args) + ")", True
        return f'button("{self.pick(WORDS)}", font: {self.rng.randint(12, 20)})', True

    def spacer(self, parent_kind):
        r = self.rng.random()
        if r < 0.4:
            return f"spacer({self.pick([4, 8, 10, 16, 20])})"
        if r < 0.7:
            return self.pick(["growSpacer", "growSpacer()", "growSpacer(1)", "growSpacer(2)", "growSpacer(0.5)"])
        return "stretchSpacer()"

    def overlay(self, indent):
        """A library-style overlay: one or two groups of simple items."""
        pad = "  " * indent
        groups = []
        for _ in range(1 if self.chance(0.75) else 2):
            kind = self.pick(["vstack", "hstack", "hstack", "wrap"])
            lines = [f"{pad}  {kind} {{"]
            for _item in range(self.rng.randint(0, 3)):
                if self.chance(0.3):
                    lines.append(f"{pad}    {self.spacer(kind)}")
                    continue
                head, has_content = self.leaf()
                modifiers = self.item_modifiers(head, has_content, "middle", kind)
                modifiers = [m for m in modifiers if not m.startswith(".hidden") and not m.startswith(".visible")]
                lines.append(f"{pad}    {head}{''.join(modifiers)}")
                self.budget -= 1
            closing = f"{pad}  }}"
            if self.chance(0.4):
                closing += self.padding()
            if self.chance(0.3):
                closing += f".mainAlign({self.pick(MAIN)})"
            if self.chance(0.15):
                closing += f".autoInvisible({self.pick(['.never', '.allInvisible'])})"
            lines.append(closing)
            groups.append("\n".join(lines))
        return ".overlay {\n" + "\n".join(groups) + f"\n{pad}}}"

    def container(self, kind, depth, indent, position, parent_kind, is_root=False):
        pad = "  " * indent
        children = []
        if self.chance(0.06):
            count = 0
        else:
            count = self.rng.randint(1, 6)
        for index in range(count):
            if self.budget <= 0:
                break
            child_position = "only" if count == 1 else "first" if index == 0 else "last" if index == count - 1 else "middle"
            children.append(self.child(depth + 1, indent + 1, child_position, kind))
        head = f"{pad}{kind} {{"
        body = "\n".join(children)
        modifiers = []
        if self.chance(0.45):
            modifiers.append(self.padding())
        if self.chance(0.4):
            modifiers.append(f".mainAlign({self.pick(MAIN)})")
        if self.chance(0.3):
            modifiers.append(f".crossAlign({self.pick(CROSS)})")
        if kind == "wrap" and self.chance(0.15):
            modifiers.append(f".lineAlign({self.pick(LINE)})")
        if self.chance(0.15):
            modifiers.append(f".autoInvisible({self.pick(['.never', '.never', '.allInvisible'])})")
        if is_root:
            if self.chance(0.1):
                modifiers.append(self.margin())
            if self.chance(0.1):
                modifiers.append(f".width({self.rng.randint(50, 300)})")
            if self.chance(0.05):
                modifiers.append(f".minHeight({self.rng.randint(50, 300)})")
        else:
            modifiers.extend(self.item_modifiers(kind, True, position, parent_kind))
        if self.chance(0.08):
            modifiers.append(f".background({self.pick(COLORS)})")
        self.rng.shuffle(modifiers)
        text = head + ("\n" + body + "\n" + pad if body else " ") + "}" + "".join(modifiers)
        if self.chance(0.07):
            text += self.overlay(indent)
        return text

    def child(self, depth, indent, position, parent_kind):
        pad = "  " * indent
        self.budget -= 1
        r = self.rng.random()
        if depth < 4 and r < 0.3 and self.budget > 2:
            return self.container(self.pick(["vstack", "hstack", "hstack", "wrap"]), depth, indent, position, parent_kind)
        if r < 0.45:
            return pad + self.spacer(parent_kind)
        if self.uses_item and r < 0.52:
            args = []
            if self.chance(0.6):
                args.append(f'"{self.text()}"' if self.chance(0.5) else f't: "{self.text()}"')
            if self.chance(0.4):
                args.append(f"w: {self.rng.randint(10, 100)}")
            use = "Item" + ("(" + ", ".join(args) + ")" if args else "")
            return pad + use + "".join(self.item_modifiers("Item", True, position, parent_kind))
        head, has_content = self.leaf()
        text = pad + head + "".join(self.item_modifiers(head, has_content, position, parent_kind))
        if self.chance(0.05):
            text += self.overlay(indent)
        return text

    def case(self, index):
        self.budget = self.rng.randint(3, 30)
        self.uses_item = self.chance(0.15)
        previews = []
        for number_ in range(1 if self.chance(0.6) else 2):
            args = [f"width: {self.rng.randint(200, 430)}"]
            if self.chance(0.4):
                args.append(f"height: {self.rng.randint(100, 900)}")
            args.append(f"scale: {self.pick([1, 2, 3])}")
            previews.append(f"preview p{number_ + 1}({', '.join(args)})")
        root = self.container(self.pick(["vstack", "vstack", "hstack", "wrap"]), 1, 1, "root", None, is_root=True)
        parts = [f"// Generated by Scripts/yoga/generate_kiss_fixtures.py --random (case {index}).",
                 *previews, "", "layout Case {", root, "}"]
        if self.uses_item:
            kind = self.pick(["hstack", "vstack"])
            parts += ["", 'layout Item(t: "item", w: 40) {',
                      f"  {kind} {{",
                      f"    label(t, font: {self.rng.randint(11, 20)}){self.margin() if self.chance(0.5) else ''}",
                      f"    view({self.pick(COLORS)}).width(w).height(w / 2){self.margin() if self.chance(0.5) else ''}",
                      f"  }}{self.padding() if self.chance(0.5) else ''}{'.mainAlign(' + self.pick(MAIN) + ')' if self.chance(0.3) else ''}",
                      "}"]
        return "\n".join(parts) + "\n"


def random_cases(count, seed, out):
    os.makedirs(out, exist_ok=True)
    for path in glob.glob(os.path.join(out, "*.kiss")) + glob.glob(os.path.join(out, "*.json")):
        os.remove(path)
    rng = random.Random(seed)
    skipped = 0
    for index in range(1, count + 1):
        while True:
            source = Generator(rng).case(index)
            name = f"{index:04d}"
            relative = os.path.relpath(os.path.join(out, name + ".kiss"), REPO)
            try:
                result = kiss_oracle.solve_source(source.encode(), relative)
            except kiss_oracle.OracleError as error:
                if "NaN" not in error.message:
                    raise SystemExit(f"generated case {index} is refused by the oracle: {error.line}: {error.message}\n{source}")
                skipped += 1
                continue
            break
        with open(os.path.join(out, name + ".kiss"), "w", encoding="utf-8") as handle:
            handle.write(source)
        write_json(os.path.join(out, name + ".json"), result)
    print(f"{count} cases in {os.path.relpath(out, REPO)} (seed {seed}; {skipped} drawn with NaN and redrawn)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--examples", action="store_true", help="Examples/Kiss/*.kiss -> Fixtures/kiss-readme/*.json")
    parser.add_argument("--random", action="store_true", help="random layouts -> Fixtures/kiss-oracle/NNNN.kiss + .json")
    parser.add_argument("--corpus", action="store_true", help="Fixtures/kiss-sample/*/expected/*.kiss -> */oracle/*.json")
    parser.add_argument("--count", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default=ORACLE_FIXTURES)
    options = parser.parse_args()
    if not options.examples and not options.random and not options.corpus:
        parser.error("give --examples, --random and/or --corpus")
    code = 0
    try:
        if options.examples:
            examples()
        if options.corpus:
            corpus()
        if options.random:
            random_cases(options.count, options.seed, os.path.abspath(options.out))
    except kiss_oracle.OracleError as error:
        sys.stderr.write(f"{error.line or ''}: {error.message}\n")
        code = 2
    except SystemExit as exit_:
        if exit_.code not in (None, 0):
            sys.stderr.write(f"{exit_.code}\n")
            code = 2
    kiss_oracle.exit_at_once(code)


if __name__ == "__main__":
    main()
