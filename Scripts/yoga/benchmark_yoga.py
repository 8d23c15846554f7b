#!/usr/bin/env python3
"""Times Yoga 1.x (poga) on the benchmark trees that kiss-layout's own benchmark uses.

    python3 Scripts/yoga/benchmark_yoga.py

Trees (no measure functions, so that Python callbacks do not dominate the timing):
- "grid": a column of 100 wrapping rows of 100 fixed-size boxes with margins (10,101 nodes);
- "nested": 10 levels of alternating rows / columns, each node with 2 children that grow and
  shrink, padding 1 (2,047 nodes), repeated 5 times under one root (10,236 nodes).
- "cards": a column of 500 list cards, each an hstack of an image, a growing vstack (a row of
  two labels, a label, a wrap of 5 padded tags) and a switch (10,501 nodes). Leaves are boxes of
  fixed size standing in for measured views.
Only YGNodeCalculateLayout is timed.
"""
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from yoga_oracle import _build, _config  # noqa: E402
from poga.libpoga_capi import YGNodeCalculateLayout  # noqa: E402
from poga import YGDirection  # noqa: E402


def grid():
    row = {"direction": "row", "wrap": True,
           "children": [{"width": 20 + i % 7, "height": 10 + i % 5, "margin": [1, 1, 1, 1]} for i in range(100)]}
    return {"children": [row for _ in range(100)]}


def nested(level):
    node = {"direction": "row" if level % 2 else "column", "grow": 1, "shrink": 1, "padding": [1, 1, 1, 1]}
    if level > 0:
        node["children"] = [nested(level - 1), nested(level - 1)]
    else:
        node["width"] = 5
        node["height"] = 5
    return node


def card(index):
    def fixed(w, h, **extra):
        node = {"width": w, "height": h}
        node.update(extra)
        return node
    tags = [{"direction": "row", "padding": [4, 8, 4, 8], "children": [fixed(20 + (index + t) % 9, 16)]}
            for t in range(5)]
    text = {"grow": 1, "shrink": 1, "children": [
        {"direction": "row", "children": [fixed(80, 20, shrink=1), fixed(30, 20, grow=1)]},
        fixed(120, 16, shrink=1),
        {"direction": "row", "wrap": True, "children": tags}]}
    return {"direction": "row", "alignItems": "center", "padding": [10, 10, 10, 10],
            "children": [fixed(48, 48, margin=[0, 0, 0, 8]), text, fixed(51, 31)]}


def main():
    trees = (("grid", grid()), ("nested", {"children": [nested(10) for _ in range(5)]}),
             ("cards", {"children": [card(i) for i in range(500)]}))
    for name, root in trees:
        keep = []
        built = _build(root, _config(3), keep)
        start = time.perf_counter()
        YGNodeCalculateLayout(built[0], 390.0, float("nan"), YGDirection.LTR)
        print("%s: %.1f ms (%d nodes)" % (name, (time.perf_counter() - start) * 1000, len(keep)))
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
