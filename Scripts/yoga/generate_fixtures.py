#!/usr/bin/env python3
"""Random Yoga conformance fixtures for KissLayout, computed by the real engine.

    python3 Scripts/yoga/generate_fixtures.py [--count N] [--seed S] [--out FOLDER]

With --out, a larger or differently seeded set can be checked without committing it:
KISS_LAYOUT_EXTRA_FIXTURES=FOLDER swift test --filter KissLayoutTests.

Writes Tests/KissLayoutTests/Fixtures/yoga/NNNN.json = {"case": <oracle input>, "expected":
<oracle output>} and, where the case has an exact `.kiss` spelling, NNNN.kiss beside it.
Deterministic: the same seed and count give the same files (the folder is emptied first).

A case is skipped (and another drawn) when Yoga's own answer contains NaN: that only happens
with baseline alignment whose reference child is hidden, where KissLayout knowingly differs
(see docs/layout-engine.md and the hand fixture for it).

`.kiss` is not written when the mapping would not be exact:
- a column that wraps (the language has no wrapping vstack),
- a node with a baseline function (an image has none; labels need font metrics),
- an absolute child without both a vertical and a horizontal offset (Yoga then places it by
  the parent's justify / align and the line it falls in, which `.overlay` does not express),
- alignContent on a container that does not wrap (`.lineAlign` is for wrap only).
Absolute children are always generated last among their siblings, as `.overlay { }` appends
them, so that their place in Yoga's child list is the same. About 60% of the cases are drawn
from the `.kiss`-expressible subset on purpose, so that most cases get a .kiss twin; the others
cover column wrapping, baseline functions and unanchored absolute children.
"""
import argparse
import json
import math
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import yoga_oracle  # noqa: E402

ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
OUT = os.path.join(ROOT, "Tests", "KissLayoutTests", "Fixtures", "yoga")

JUSTIFY = ["start", "center", "end", "spaceBetween", "spaceAround", "spaceEvenly"]
ALIGN_ITEMS = ["start", "center", "end", "stretch", "baseline"]
ALIGN_CONTENT = ["start", "center", "end", "stretch", "spaceBetween", "spaceAround"]


def number(rng, low, high, fractional=0.3):
    """A length as a designer writes it: mostly whole, sometimes .5, sometimes 2 decimals."""
    roll = rng.random()
    if roll < fractional / 2:
        return round(rng.uniform(low, high), 2)
    if roll < fractional:
        return rng.randint(low * 2, high * 2) / 2
    return rng.randint(low, high)


def length(rng, low, high, percent_chance=0.25):
    if rng.random() < percent_chance:
        return "%s%%" % rng.choice([10, 25, 33.33, 50, 66.5, 75, 100])
    return number(rng, low, high)


def edges(rng, high):
    return [rng.choice([0, 0, number(rng, 0, high)]) for _ in range(4)]


def style_leaf_or_container(rng, node, is_root):
    if rng.random() < 0.25:
        node["width"] = length(rng, 0, 200)
    if rng.random() < 0.2:
        node["height"] = length(rng, 0, 150)
    for key, high in (("minWidth", 120), ("maxWidth", 220), ("minHeight", 90), ("maxHeight", 160)):
        if rng.random() < 0.08:
            node[key] = length(rng, 0, high, percent_chance=0.2)
    if not is_root:
        if rng.random() < 0.3:
            node["grow"] = rng.choice([1, 1, 2, 0.5, 3])
        if rng.random() < 0.3:
            node["shrink"] = rng.choice([1, 1, 2, 0.5])
        if rng.random() < 0.15:
            node["basis"] = rng.choice([0, number(rng, 0, 150), "50%", "25%"])
        if rng.random() < 0.15:
            node["alignSelf"] = rng.choice(["auto"] + ALIGN_ITEMS)
        if rng.random() < 0.05:
            node["display"] = "none"
    if rng.random() < 0.08:
        node["ratio"] = rng.choice([0.5, 1, 1.5, 2, 1.7778, 0.75])
    if rng.random() < 0.2:
        node["margin"] = edges(rng, 12)
    if rng.random() < 0.2:
        node["padding"] = edges(rng, 12)


def make_container(rng, kiss_only):
    roll = rng.random()
    if kiss_only:
        roll = min(roll, 0.949)
    node = {}
    if roll < 0.4:
        node["direction"] = "column"
    elif roll < 0.75:
        node["direction"] = "row"
    elif roll < 0.95:
        node["direction"] = "row"
        node["wrap"] = True
    else:
        node["direction"] = "column"
        node["wrap"] = True
    if rng.random() < 0.6:
        node["justify"] = rng.choice(JUSTIFY)
    if rng.random() < 0.6:
        node["alignItems"] = rng.choice(ALIGN_ITEMS)
    if node.get("wrap") and rng.random() < 0.7:
        node["alignContent"] = rng.choice(ALIGN_CONTENT)
    node["children"] = []
    return node


def make_leaf(rng, kiss_only):
    if rng.random() < 0.75:
        roll = rng.random()
        if roll < 0.05:
            size = [0, 0]
        elif roll < 0.35:
            size = [round(rng.uniform(1, 140), rng.choice([1, 2])), round(rng.uniform(1, 60), rng.choice([1, 2]))]
        else:
            size = [rng.randint(1, 140), rng.randint(1, 60)]
        node = {"measure": size}
        if not kiss_only and rng.random() < 0.06:
            node["baseline"] = round(size[1] * rng.choice([0.5, 0.8, 1.0]), 2)
        return node
    return {"direction": rng.choice(["column", "row"])}


def make_absolute(rng, node, kiss_only):
    """Mostly anchored on both axes (what `.overlay` children do); sometimes on one edge pair,
    both edges, or none, to cover Yoga's other placements."""
    node["absolute"] = True
    position = {}
    for leading, trailing in (("top", "bottom"), ("left", "right")):
        choices = [[leading], [leading], [trailing], [leading, trailing]]
        edges = rng.choice(choices if kiss_only else choices + [[]])
        for name in edges:
            position[name] = number(rng, 0, 30)
    if position:
        node["position"] = position


def make_tree(rng, target, kiss_only):
    root = make_container(rng, kiss_only)
    style_leaf_or_container(rng, root, True)
    containers = [(root, 0)]
    count = 1
    while count < target:
        parent, depth = rng.choice(containers)
        if rng.random() < 0.35 and depth < 5:
            child = make_container(rng, kiss_only)
            containers.append((child, depth + 1))
        else:
            child = make_leaf(rng, kiss_only)
        style_leaf_or_container(rng, child, False)
        if rng.random() < 0.07:
            make_absolute(rng, child, kiss_only)
        parent["children"].append(child)
        count += 1
    for parent, _ in containers:
        parent["children"].sort(key=lambda child: bool(child.get("absolute")))
    name_nodes(root, "r")
    return root


def name_nodes(node, name):
    node["name"] = name
    for index, child in enumerate(node.get("children", [])):
        name_nodes(child, "%s.%d" % (name, index))


def make_case(rng):
    target = rng.randint(2, 25)
    return {
        "width": rng.choice([None, None, 320, 375, 390, 414, 100.5, 250, 60]),
        "height": rng.choice([None, None, None, 844, 600, 200, 120.33, 80]),
        "scale": rng.choice([1, 2, 3, 3]),
        # Most cases keep to what `.kiss` can spell exactly, so that they also get a .kiss file.
        "root": make_tree(rng, target, kiss_only=rng.random() < 0.6),
    }


def has_nan(result):
    frame = result["frame"]
    if any(isinstance(v, float) and math.isnan(v) for v in frame.values()):
        return True
    return any(has_nan(child) for child in result["children"])


# ---- .kiss spelling -------------------------------------------------------------------------

def fmt(value):
    if isinstance(value, str):
        return value
    if float(value).is_integer():
        return str(int(value))
    return repr(float(value))


def kiss_is_exact(node, parent=None):
    if node.get("direction") == "column" and node.get("wrap"):
        return False
    if node.get("baseline") is not None:
        return False
    if node.get("alignContent", "start") != "start" and not node.get("wrap"):
        return False
    if node.get("absolute"):
        position = node.get("position", {})
        if not (("top" in position or "bottom" in position) and ("left" in position or "right" in position)):
            return False
    return all(kiss_is_exact(child, node) for child in node.get("children", []))


def kiss_edges(name, values):
    top, left, bottom, right = values
    if top == left == bottom == right:
        return ".%s(%s)" % (name, fmt(top))
    return ".%s(top: %s, left: %s, bottom: %s, right: %s)" % (name, fmt(top), fmt(left), fmt(bottom), fmt(right))


ALIGN_NAMES = {"start": ".start", "center": ".center", "end": ".end", "stretch": ".stretch",
               "baseline": ".baseline", "spaceBetween": ".spaceBetween", "spaceAround": ".spaceAround",
               "spaceEvenly": ".spaceEvenly"}


def kiss_element(node, indent):
    pad = "  " * indent
    if node.get("measure") is not None:
        width, height = node["measure"]
        head = '%simage("x", %s, %s)' % (pad, fmt(width), fmt(height))
    else:
        kind = "vstack"
        if node.get("direction") == "row":
            kind = "wrap" if node.get("wrap") else "hstack"
        flow = [c for c in node.get("children", []) if not c.get("absolute")]
        if flow:
            inner = "\n".join(kiss_element(child, indent + 1) for child in flow)
            head = "%s%s {\n%s\n%s}" % (pad, kind, inner, pad)
        else:
            head = "%s%s { }" % (pad, kind)
    mods = []
    for key, name in (("width", "width"), ("height", "height"), ("minWidth", "minWidth"),
                      ("maxWidth", "maxWidth"), ("minHeight", "minHeight"), ("maxHeight", "maxHeight")):
        if node.get(key) is not None:
            mods.append(".%s(%s)" % (name, fmt(node[key])))
    if node.get("ratio") is not None:
        mods.append(".ratio(%s)" % fmt(node["ratio"]))
    if node.get("grow", 0):
        mods.append(".grow(%s)" % fmt(node["grow"]))
    if node.get("shrink", 0):
        mods.append(".shrink(%s)" % fmt(node["shrink"]))
    if node.get("basis") is not None:
        mods.append(".basis(%s)" % fmt(node["basis"]))
    if any(node.get("margin", [0, 0, 0, 0])):
        mods.append(kiss_edges("margin", node["margin"]))
    if any(node.get("padding", [0, 0, 0, 0])):
        mods.append(kiss_edges("padding", node["padding"]))
    if node.get("measure") is None:
        if node.get("justify", "start") != "start":
            mods.append(".mainAlign(%s)" % ALIGN_NAMES[node["justify"]])
        if node.get("alignItems", "stretch") != "stretch":
            mods.append(".crossAlign(%s)" % ALIGN_NAMES[node["alignItems"]])
        if node.get("alignContent", "start") != "start":
            mods.append(".lineAlign(%s)" % ALIGN_NAMES[node["alignContent"]])
    if node.get("alignSelf", "auto") != "auto":
        mods.append(".crossAlign(self: %s)" % ALIGN_NAMES[node["alignSelf"]])
    if node.get("display") == "none":
        mods.append(".hidden()")
    if node.get("absolute") and node.get("position"):
        parts = ["%s: %s" % (k, fmt(node["position"][k])) for k in ("top", "left", "bottom", "right")
                 if k in node["position"]]
        mods.append(".position(%s)" % ", ".join(parts))
    overlay = [c for c in node.get("children", []) if c.get("absolute")]
    if overlay:
        inner = "\n".join(kiss_element(child, indent + 1) for child in overlay)
        mods.append(".overlay {\n%s\n%s}" % (inner, pad))
    return head + "".join(mods)


def kiss_file(case, number_text):
    args = []
    if case["width"] is not None:
        args.append("width: %s" % fmt(case["width"]))
    if case["height"] is not None:
        args.append("height: %s" % fmt(case["height"]))
    args.append("scale: %s" % fmt(case["scale"]))
    return "// Generated by Scripts/yoga/generate_fixtures.py; expected frames in %s.json.\n" \
           "preview p(%s)\n\nlayout Case%s {\n%s\n}\n" % (
               number_text, ", ".join(args), number_text, kiss_element(case["root"], 1))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=700)
    parser.add_argument("--seed", type=int, default=20261121)
    parser.add_argument("--out", default=OUT, help="folder to (re)fill; default: the committed fixtures")
    options = parser.parse_args()
    rng = random.Random(options.seed)
    out = options.out
    os.makedirs(out, exist_ok=True)
    for name in os.listdir(out):
        if name.endswith(".json") or name.endswith(".kiss"):
            os.remove(os.path.join(out, name))
    written = skipped_nan = kiss_written = 0
    while written < options.count:
        case = make_case(rng)
        expected = yoga_oracle.solve(case)
        if has_nan(expected):
            skipped_nan += 1
            continue
        number_text = "%04d" % written
        with open(os.path.join(out, number_text + ".json"), "w") as handle:
            json.dump({"case": case, "expected": expected}, handle, separators=(",", ":"))
            handle.write("\n")
        if kiss_is_exact(case["root"]):
            with open(os.path.join(out, number_text + ".kiss"), "w") as handle:
                handle.write(kiss_file(case, number_text))
            kiss_written += 1
        written += 1
    print("wrote %d cases (%d with .kiss), skipped %d whose Yoga frames contain NaN"
          % (written, kiss_written, skipped_nan))
    sys.stdout.flush()
    # poga's measure callbacks crash the interpreter's own shutdown: leave at once.
    os._exit(0)


if __name__ == "__main__":
    main()
