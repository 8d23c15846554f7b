#!/usr/bin/env python3
"""Times Yoga 1.x (poga) and Taffy (stretchable) on the trees `kiss-bench solve`
generates, in the same run, timing only their layout call, and prints our time
over theirs and how many frames differ from ours.

    swift build -c release --product kiss-bench
    python3 -m pip install poga stretchable
    python3 Scripts/bench/compare_engines.py [--iterations N]

Frames are compared at scale 1 (Yoga rounds to whole points; Taffy is asked to
round too). A difference is a node whose frame differs by more than 0.01 pt.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Scripts", "yoga"))


def yoga_solver(case):
    from yoga_oracle import _build, _config  # noqa: E402
    from poga.libpoga_capi import YGNodeCalculateLayout, YGNodeLayoutGetLeft, YGNodeLayoutGetTop, \
        YGNodeLayoutGetWidth, YGNodeLayoutGetHeight
    from poga import YGDirection, YGUndefined
    keep = []
    built = _build(case["root"], _config(case.get("scale", 1)), keep)

    def solve():
        YGNodeCalculateLayout(built[0], float(case["width"]), YGUndefined, YGDirection.LTR)

    def frames():
        result = []
        stack = [built]
        while stack:
            node, _, children = stack.pop()
            result.append([YGNodeLayoutGetLeft(node), YGNodeLayoutGetTop(node), YGNodeLayoutGetWidth(node), YGNodeLayoutGetHeight(node)])
            stack.extend(reversed(children))
        return result
    return solve, frames, keep


def taffy_solver(case):
    from stretchable import Node, Style
    from stretchable.style import FlexDirection, FlexWrap, AlignItems, AlignContent

    def build(spec):
        direction = FlexDirection.COLUMN if spec.get("direction", "column") == "column" else FlexDirection.ROW
        kwargs = dict(flex_direction=direction, flex_shrink=float(spec.get("shrink", 0)), flex_grow=float(spec.get("grow", 0)),
                      align_items=AlignItems.STRETCH, align_content=AlignContent.FLEX_START)
        if spec.get("wrap"):
            kwargs["flex_wrap"] = FlexWrap.WRAP
        if "width" in spec and "height" in spec and "children" not in spec:
            kwargs["size"] = (float(spec["width"]), float(spec["height"]))
        top, left, bottom, right = spec.get("margin", [0, 0, 0, 0])
        kwargs["margin"] = (float(top), float(right), float(bottom), float(left))
        top, left, bottom, right = spec.get("padding", [0, 0, 0, 0])
        kwargs["padding"] = (float(top), float(right), float(bottom), float(left))
        node = Node(style=Style(**kwargs))
        for child in spec.get("children", []):
            node.append(build(child))
        return node

    root = build(case["root"])

    def solve():
        root.compute_layout((float(case["width"]), float("nan")), use_rounding=True)

    def frames():
        result = []
        stack = [root]
        while stack:
            node = stack.pop()
            box = node.get_box()
            result.append([box.x, box.y, box.width, box.height])
            stack.extend(reversed(list(node)))
        return result
    return solve, frames, root


def median_time(make, iterations):
    """Engines cache a solved tree, so each round times a freshly built one;
    only the layout call is inside the timer."""
    times = []
    frames = None
    for _ in range(iterations):
        solve, frames, keep = make()
        start = time.perf_counter()
        solve()
        times.append(time.perf_counter() - start)
    times.sort()
    return times[len(times) // 2], frames


def differing(ours, theirs):
    if len(ours) != len(theirs):
        return max(len(ours), len(theirs))
    return sum(1 for a, b in zip(ours, theirs) if any(abs(x - y) > 0.01 for x, y in zip(a, b)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--iterations", type=int, default=5)
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="kiss-bench-")
    bench = os.path.join(ROOT, ".build", "release", "kiss-bench")
    print(subprocess.run([bench, "solve", "--emit", folder, "--iterations", str(args.iterations)],
                         check=True, capture_output=True, text=True).stdout, end="")
    print("\n%-10s %8s %10s %10s %10s %8s %8s %10s %10s" % ("tree", "nodes", "ours ms", "yoga ms", "taffy ms",
                                                          "ours/Y", "ours/T", "≠ yoga", "≠ taffy"))
    for name in ["ui-1000", "ui-10000", "ui-100000", "chain-8", "chain-16"]:
        case = json.load(open(os.path.join(folder, name + ".tree.json")))
        ours = json.load(open(os.path.join(folder, name + ".ours.json")))
        rounds = max(1, args.iterations // (5 if name == "ui-100000" else 1))
        yoga, yoga_frames = median_time(lambda: yoga_solver(case), rounds)
        taffy, taffy_frames = median_time(lambda: taffy_solver(case), rounds)
        print("%-10s %8d %10.2f %10.2f %10.2f %8.3f %8.3f %10d %10d" % (
            name, ours["nodes"], ours["seconds"] * 1000, yoga * 1000, taffy * 1000, ours["seconds"] / yoga,
            ours["seconds"] / taffy, differing(ours["frames"], yoga_frames()), differing(ours["frames"], taffy_frames())))
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
