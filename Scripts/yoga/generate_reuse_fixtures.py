#!/usr/bin/env python3
"""Random Yoga cases aimed at the solver's measurement reuse rules (docs/layout-engine.md,
"Caching and cost"; Sources/KissLayout/SeparableSubtrees.swift), computed by the real engine.

    python3 Scripts/yoga/generate_reuse_fixtures.py --kind separable --count 5000 --seed 1 --out /tmp/fx
    KISS_LAYOUT_EXTRA_FIXTURES=/tmp/fx swift test --filter KissLayoutTests

Trees of stacks and fixed-size leaves (the subtrees the rules apply to) with grow, padding,
margins, justify and alignment, in previews from 0 to 390 pt wide so that offers are often
smaller than the content (the squeezed shortcut); with a per-case probability, features that
disqualify a subtree (shrink, min / max, percentages, basis, ratio, negative margins, hidden
nodes, measured leaves, column wrapping). Kinds:
- separable: wrapping and baseline alignment only as disturbances;
- wrap: 35% of the stacks are wrapping rows (height-insensitive subtrees);
- baseline: as wrap, with baseline alignment common (no reuse below such rows).
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate_fixtures as G  # noqa: E402
import yoga_oracle  # noqa: E402


def num(rng, low, high):
    return G.number(rng, low, high, fractional=0.5)


def style(rng, node, is_root, taint):
    if rng.random() < 0.3 and not is_root:
        node["grow"] = rng.choice([1, 1, 2, 0.5, 3])
    if rng.random() < 0.3:
        node["margin"] = [rng.choice([0, 0, num(rng, 0, 8)]) for _ in range(4)]
    if rng.random() < 0.35:
        node["padding"] = [rng.choice([0, num(rng, 0, 8)]) for _ in range(4)]
    if rng.random() < 0.15 and not is_root:
        node["alignSelf"] = rng.choice(["auto", "start", "center", "end", "stretch"])
    if rng.random() < taint:
        kind = rng.randrange(9)
        if kind == 0 and not is_root:
            node["shrink"] = rng.choice([1, 0.5])
        elif kind == 1:
            node["minWidth"] = G.length(rng, 0, 120, 0.2)
        elif kind == 2:
            node["maxHeight"] = G.length(rng, 0, 160, 0.2)
        elif kind == 3:
            node["width"] = G.length(rng, 0, 200, 0.5)
        elif kind == 4 and not is_root:
            node["basis"] = rng.choice([0, num(rng, 0, 100), "50%"])
        elif kind == 5:
            node["ratio"] = rng.choice([0.5, 1, 1.5])
        elif kind == 6:
            node["margin"] = [rng.choice([0, -3, num(rng, 0, 8)]) for _ in range(4)]
        elif kind == 7 and not is_root:
            node["display"] = "none"
        elif kind == 8:
            node["height"] = G.length(rng, 0, 100, 0.3)


def container(rng, taint, kind):
    node = {"direction": rng.choice(["row", "column"])}
    if kind != "separable" and rng.random() < 0.35:
        node["direction"] = "row"
        node["wrap"] = True
        if rng.random() < 0.5:
            node["alignContent"] = rng.choice(G.ALIGN_CONTENT)
    elif rng.random() < taint:
        node["wrap"] = True
    if rng.random() < 0.5:
        node["justify"] = rng.choice(G.JUSTIFY)
    if rng.random() < 0.5:
        baseline = kind == "baseline" or rng.random() < taint
        node["alignItems"] = rng.choice(["start", "center", "end", "stretch", "stretch"] + (["baseline"] if baseline else []))
    node["children"] = []
    return node


def leaf(rng, taint):
    roll = rng.random()
    if roll < 0.6:
        node = {"direction": rng.choice(["row", "column"]), "width": num(rng, 0, 120), "height": num(rng, 0, 60)}
        if rng.random() < 0.05:
            node["width"] = 0
        if rng.random() < 0.05:
            node["height"] = 0
        return node
    if roll < 0.75:
        return {"direction": "row"}
    if roll < 0.75 + taint:
        return {"measure": [rng.randint(1, 140), rng.randint(1, 60)]}
    return {"direction": "column", "width": num(rng, 1, 80), "height": num(rng, 1, 40)}


def make_tree(rng, target, taint, kind):
    root = container(rng, taint, kind)
    style(rng, root, True, taint)
    containers = [(root, 0)]
    count = 1
    while count < target:
        parent, depth = rng.choice(containers)
        if rng.random() < 0.45 and depth < 8:
            child = container(rng, taint, kind)
            containers.append((child, depth + 1))
        else:
            child = leaf(rng, taint)
        style(rng, child, False, taint)
        if kind == "baseline" and rng.random() < 0.1:
            child["alignSelf"] = "baseline"
        parent["children"].append(child)
        count += 1
    G.name_nodes(root, "r")
    return root


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kind", choices=["separable", "wrap", "baseline"], default="separable")
    parser.add_argument("--count", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", required=True)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    os.makedirs(options.out, exist_ok=True)
    for name in os.listdir(options.out):
        if name.endswith(".json"):
            os.remove(os.path.join(options.out, name))
    written = 0
    while written < options.count:
        taint = rng.choice([0, 0.03, 0.08, 0.15])
        case = {"width": rng.choice([None, 390, 320, 100.5, 60, 33.3, 10, 0]),
                "height": rng.choice([None, None, 844, 200, 120.33, 40, 5]),
                "scale": rng.choice([1, 2, 3, 3, 0]),
                "root": make_tree(rng, rng.randint(3, 40), taint, options.kind)}
        expected = yoga_oracle.solve(case)
        if G.has_nan(expected):
            continue
        with open(os.path.join(options.out, "%05d.json" % written), "w") as handle:
            json.dump({"case": case, "expected": expected}, handle, separators=(",", ":"))
            handle.write("\n")
        written += 1
    print("wrote %d cases" % written)
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
