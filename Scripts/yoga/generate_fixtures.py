#!/usr/bin/env python3
"""Random Yoga conformance fixtures for KissLayout, computed by the real engine.

    python3 Scripts/yoga/generate_fixtures.py [--count N] [--seed S] [--out FOLDER]

With --out, a larger or differently seeded set can be checked without committing it:
KISS_LAYOUT_EXTRA_FIXTURES=FOLDER swift test --filter KissLayoutTests.

Writes Tests/KissLayoutTests/Fixtures/yoga/NNNN.json = {"case": <oracle input>, "expected":
<oracle output>}. Deterministic: the same seed and count give the same files (the folder is
emptied first).

A case is skipped (and another drawn) when Yoga's own answer contains NaN: that only happens
with baseline alignment whose reference child is hidden, where KissLayout knowingly differs
(see docs/layout-engine.md and the hand fixture for it).

These are solver-level cases (any Yoga tree). Until the Kiss library became the reference for
what `.kiss` means, most of them also had a `.kiss` twin; a `.kiss` layout now becomes a
different Yoga tree (docs/kiss-semantics.md), so `.kiss` conformance is checked against the Kiss
oracle instead (Scripts/yoga/generate_kiss_fixtures.py). The random stream is unchanged, so the
same seed still gives the same cases.
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
    written = skipped_nan = 0
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
        written += 1
    print("wrote %d cases, skipped %d whose Yoga frames contain NaN" % (written, skipped_nan))
    sys.stdout.flush()
    # poga's measure callbacks crash the interpreter's own shutdown: leave at once.
    os._exit(0)


if __name__ == "__main__":
    main()
