#!/usr/bin/env python3
"""Prints the layout calls the real Yoga makes for a case, to compare with KissLayout's.

    python3 Scripts/yoga/trace_yoga.py CASE.json POGA_SOURCE_FOLDER

POGA_SOURCE_FOLDER is the unpacked `pip download --no-deps poga` archive (it holds Yoga's C++
under src/poga/deps/yoga). The case's tree is written as a small C++ program against Yoga's C
API, compiled with Yoga's sources (g++), and run with Yoga's own trace switched on
(`gPrintChanges`): one line per computed (not cached) layout call, indented by depth, with
the measure modes and available sizes. Only reading Yoga: nothing of it is copied into the
project.
"""
import json
import os
import subprocess
import sys
import tempfile

EDGES = ["YGEdgeTop", "YGEdgeLeft", "YGEdgeBottom", "YGEdgeRight"]
JUSTIFY = {"start": "YGJustifyFlexStart", "center": "YGJustifyCenter", "end": "YGJustifyFlexEnd",
           "spaceBetween": "YGJustifySpaceBetween", "spaceAround": "YGJustifySpaceAround",
           "spaceEvenly": "YGJustifySpaceEvenly"}
ALIGN = {"auto": "YGAlignAuto", "start": "YGAlignFlexStart", "center": "YGAlignCenter", "end": "YGAlignFlexEnd",
         "stretch": "YGAlignStretch", "baseline": "YGAlignBaseline", "spaceBetween": "YGAlignSpaceBetween",
         "spaceAround": "YGAlignSpaceAround"}


def program(case):
    lines = []
    counter = [0]

    def build(spec):
        name = "n%d" % counter[0]
        counter[0] += 1
        row = spec.get("direction", "column") == "row"
        lines.append("YGNodeRef %s = YGNodeNewWithConfig(config);" % name)
        lines.append("YGNodeStyleSetFlexDirection(%s, %s);" % (name, "YGFlexDirectionRow" if row else "YGFlexDirectionColumn"))
        if spec.get("wrap"):
            lines.append("YGNodeStyleSetFlexWrap(%s, YGWrapWrap);" % name)
        for key, setter in (("width", "YGNodeStyleSetWidth"), ("height", "YGNodeStyleSetHeight")):
            if key in spec:
                if isinstance(spec[key], str):
                    sys.exit("percentages are not supported by this tracer")
                lines.append("%s(%s, %rf);" % (setter, name, float(spec[key])))
        lines.append("YGNodeStyleSetFlexGrow(%s, %rf);" % (name, float(spec.get("grow", 0))))
        lines.append("YGNodeStyleSetFlexShrink(%s, %rf);" % (name, float(spec.get("shrink", 0))))
        for edge, value in zip(EDGES, spec.get("margin", [0, 0, 0, 0])):
            lines.append("YGNodeStyleSetMargin(%s, %s, %rf);" % (name, edge, float(value)))
        for edge, value in zip(EDGES, spec.get("padding", [0, 0, 0, 0])):
            lines.append("YGNodeStyleSetPadding(%s, %s, %rf);" % (name, edge, float(value)))
        lines.append("YGNodeStyleSetJustifyContent(%s, %s);" % (name, JUSTIFY[spec.get("justify", "start")]))
        lines.append("YGNodeStyleSetAlignItems(%s, %s);" % (name, ALIGN[spec.get("alignItems", "stretch")]))
        lines.append("YGNodeStyleSetAlignSelf(%s, %s);" % (name, ALIGN[spec.get("alignSelf", "auto")]))
        lines.append("YGNodeStyleSetAlignContent(%s, %s);" % (name, ALIGN[spec.get("alignContent", "start")]))
        if "measure" in spec or "baseline" in spec or spec.get("absolute") or "ratio" in spec:
            sys.exit("measure functions, baselines, absolute nodes and ratios are not supported by this tracer")
        for index, child in enumerate(spec.get("children", [])):
            lines.append("YGNodeInsertChild(%s, %s, %d);" % (name, build(child), index))
        return name

    root = build(case["root"])
    size = lambda value: "YGUndefined" if value is None else "%rf" % float(value)
    return "\n".join([
        '#include "Yoga.h"',
        "extern bool gPrintChanges;",
        "int main() {",
        "YGConfigRef config = YGConfigNew();",
        "YGConfigSetExperimentalFeatureEnabled(config, YGExperimentalFeatureWebFlexBasis, true);",
        "YGConfigSetPointScaleFactor(config, %rf);" % float(case.get("scale", 3)),
    ] + lines + [
        "gPrintChanges = true;",
        "YGNodeCalculateLayout(%s, %s, %s, YGDirectionLTR);" % (root, size(case.get("width")), size(case.get("height"))),
        "return 0; }",
    ])


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    loaded = json.load(open(sys.argv[1]))
    case = loaded.get("case", loaded)
    deps = os.path.join(sys.argv[2], "src", "poga", "deps")
    folder = tempfile.mkdtemp(prefix="kiss-yoga-trace-")
    source = os.path.join(folder, "main.cpp")
    with open(source, "w") as handle:
        handle.write(program(case))
    sources = [os.path.join(base, name) for base, _, names in os.walk(os.path.join(deps, "yoga")) for name in names if name.endswith(".cpp")]
    binary = os.path.join(folder, "trace")
    subprocess.run(["g++", "-O1", "-std=c++14", "-I" + deps, "-I" + os.path.join(deps, "yoga"), source] + sources + ["-o", binary], check=True)
    subprocess.run([binary], check=True)


if __name__ == "__main__":
    main()
