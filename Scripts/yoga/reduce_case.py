#!/usr/bin/env python3
"""Shrinks a generated case on which KissLayout disagrees with Yoga.

    python3 Scripts/yoga/reduce_case.py FIXTURE.json [--out reduced.json]

FIXTURE.json is a fixture ({"case": …, "expected": …}) or an oracle input. Nodes are deleted
and properties dropped one at a time, for as long as the engine still disagrees with the real
Yoga (recomputed by the oracle for every candidate); the smallest case left is written as a
fixture. Each check runs the extra-fixtures test, so build the tests first
(`swift build --build-tests`); a case takes a few minutes to reduce.
"""
import argparse
import copy
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
import generate_fixtures as G  # noqa: E402
import yoga_oracle  # noqa: E402


def disagrees(case, folder):
    try:
        expected = yoga_oracle.solve(case)
    except Exception:
        return False
    if G.has_nan(expected):
        return False
    for name in os.listdir(folder):
        os.remove(os.path.join(folder, name))
    with open(os.path.join(folder, "0000.json"), "w") as handle:
        json.dump({"case": case, "expected": expected}, handle)
    run = subprocess.run(
        ["swift", "test", "--skip-build", "--filter", "KissLayoutTests.FixtureConformanceTests/testExtraFixturesFromEnvironment"],
        cwd=ROOT, env=dict(os.environ, KISS_LAYOUT_EXTRA_FIXTURES=folder), capture_output=True, text=True)
    return "differ from Yoga" in run.stdout + run.stderr


def nodes(node, path=()):
    yield path, node
    for index, child in enumerate(node.get("children", [])):
        yield from nodes(child, path + (index,))


def at(root, path):
    for index in path:
        root = root["children"][index]
    return root


def candidates(case):
    for path, node in list(nodes(case["root"])):
        if path:
            smaller = copy.deepcopy(case)
            del at(smaller["root"], path[:-1])["children"][path[-1]]
            yield smaller
        for key in [k for k in node if k not in ("children", "name", "direction")]:
            smaller = copy.deepcopy(case)
            del at(smaller["root"], path)[key]
            yield smaller


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("fixture")
    parser.add_argument("--out", default="reduced.json")
    arguments = parser.parse_args()
    loaded = json.load(open(arguments.fixture))
    case = loaded.get("case", loaded)
    folder = tempfile.mkdtemp(prefix="kiss-reduce-")
    if not disagrees(case, folder):
        sys.exit("the engine agrees with Yoga on this case")
    shrinking = True
    while shrinking:
        shrinking = False
        for smaller in candidates(case):
            if disagrees(smaller, folder):
                case = smaller
                shrinking = True
                break
    with open(arguments.out, "w") as handle:
        json.dump({"case": case, "expected": yoga_oracle.solve(case)}, handle, indent=1)
    print("wrote", arguments.out)


if __name__ == "__main__":
    main()
