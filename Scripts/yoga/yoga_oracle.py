#!/usr/bin/env python3
"""Reference frames from the real Yoga engine (1.x, as bundled by the `poga` package).

Input (a file argument or stdin): one JSON object, or a JSON list of them:

  {"width": 390, "height": null, "scale": 3, "root": NODE}

  NODE = {
    "direction": "column" | "row",          # default "column" (Yoga's default)
    "wrap": false,
    "width" / "height" / "minWidth" / "maxWidth" / "minHeight" / "maxHeight":
        number | "50%" | null,
    "grow": 0, "shrink": 0, "basis": number | "50%" | null,
    "ratio": number | null,                  # aspectRatio = width / height
    "margin": [top, left, bottom, right],    # numbers (default zeros)
    "padding": [top, left, bottom, right],
    "justify": "start" | "center" | "end" | "spaceBetween" | "spaceAround" | "spaceEvenly",
    "alignItems": "start" | "center" | "end" | "stretch" | "baseline",  # default "stretch"
    "alignSelf": "auto" | ...,               # default "auto"
    "alignContent": ...,                     # default "start"
    "display": "flex" | "none",
    "absolute": false, "position": {"top": n, "left": n, "bottom": n, "right": n},
    "measure": [w, h] | null,                # a leaf whose measure function returns w x h
    "baseline": number | null,               # (extension) a baseline function returning this
    "children": [NODE, ...],
    "name": "anything"                       # copied to the output untouched
  }

Output: the same tree, each node reduced to {"name", "frame": {"x","y","width","height"},
"children": [...]}, x and y relative to the parent, after Yoga's pixel-grid rounding.
The config is the one YogaKit uses: web flex basis on, point scale factor = scale.

Install once: python3 -m pip install poga

This copy (Scripts/yoga/) adds one key to NODE, "baseline", for baseline functions (labels).
This Yoga version (poga 0.1.19) has no gap support: gap fixtures are worked out by hand.
"""
import json
import os
import sys

from poga.libpoga_capi import (
    YGNodeSetBaselineFunc,
    YGConfigNew, YGConfigSetPointScaleFactor, YGConfigSetExperimentalFeatureEnabled,
    YGNodeNewWithConfig, YGNodeInsertChild, YGNodeCalculateLayout, YGNodeSetMeasureFunc,
    YGNodeStyleSetFlexDirection, YGNodeStyleSetFlexWrap, YGNodeStyleSetFlexGrow,
    YGNodeStyleSetFlexShrink, YGNodeStyleSetFlexBasis, YGNodeStyleSetFlexBasisPercent,
    YGNodeStyleSetWidth, YGNodeStyleSetWidthPercent, YGNodeStyleSetHeight,
    YGNodeStyleSetHeightPercent, YGNodeStyleSetMinWidth, YGNodeStyleSetMinWidthPercent,
    YGNodeStyleSetMaxWidth, YGNodeStyleSetMaxWidthPercent, YGNodeStyleSetMinHeight,
    YGNodeStyleSetMinHeightPercent, YGNodeStyleSetMaxHeight, YGNodeStyleSetMaxHeightPercent,
    YGNodeStyleSetAspectRatio, YGNodeStyleSetMargin, YGNodeStyleSetPadding,
    YGNodeStyleSetJustifyContent, YGNodeStyleSetAlignItems, YGNodeStyleSetAlignSelf,
    YGNodeStyleSetAlignContent, YGNodeStyleSetDisplay, YGNodeStyleSetPositionType,
    YGNodeStyleSetPosition, YGNodeLayoutGetLeft, YGNodeLayoutGetTop, YGNodeLayoutGetWidth,
    YGNodeLayoutGetHeight, YGSize,
)
from poga import (
    YGAlign, YGDirection, YGDisplay, YGEdge, YGExperimentalFeature, YGFlexDirection,
    YGJustify, YGPositionType, YGUndefined, YGWrap,
)

ALIGN = {
    "auto": YGAlign.Auto, "start": YGAlign.FlexStart, "center": YGAlign.Center,
    "end": YGAlign.FlexEnd, "stretch": YGAlign.Stretch, "baseline": YGAlign.Baseline,
    "spaceBetween": YGAlign.SpaceBetween, "spaceAround": YGAlign.SpaceAround,
}
JUSTIFY = {
    "start": YGJustify.FlexStart, "center": YGJustify.Center, "end": YGJustify.FlexEnd,
    "spaceBetween": YGJustify.SpaceBetween, "spaceAround": YGJustify.SpaceAround,
    "spaceEvenly": YGJustify.SpaceEvenly,
}
EDGES = [YGEdge.Top, YGEdge.Left, YGEdge.Bottom, YGEdge.Right]
LENGTHS = {
    "width": (YGNodeStyleSetWidth, YGNodeStyleSetWidthPercent),
    "height": (YGNodeStyleSetHeight, YGNodeStyleSetHeightPercent),
    "minWidth": (YGNodeStyleSetMinWidth, YGNodeStyleSetMinWidthPercent),
    "maxWidth": (YGNodeStyleSetMaxWidth, YGNodeStyleSetMaxWidthPercent),
    "minHeight": (YGNodeStyleSetMinHeight, YGNodeStyleSetMinHeightPercent),
    "maxHeight": (YGNodeStyleSetMaxHeight, YGNodeStyleSetMaxHeightPercent),
    "basis": (YGNodeStyleSetFlexBasis, YGNodeStyleSetFlexBasisPercent),
}


def _config(scale):
    config = YGConfigNew()
    YGConfigSetExperimentalFeatureEnabled(config, YGExperimentalFeature.WebFlexBasis, True)
    YGConfigSetPointScaleFactor(config, float(scale))
    return config


def _build(spec, config, keep):
    node = YGNodeNewWithConfig(config)
    keep.append(node)
    direction = spec.get("direction", "column")
    YGNodeStyleSetFlexDirection(node, YGFlexDirection.Row if direction == "row" else YGFlexDirection.Column)
    if spec.get("wrap"):
        YGNodeStyleSetFlexWrap(node, YGWrap.Wrap)
    for key, (points, percent) in LENGTHS.items():
        value = spec.get(key)
        if value is None:
            continue
        if isinstance(value, str) and value.endswith("%"):
            percent(node, float(value[:-1]))
        else:
            points(node, float(value))
    YGNodeStyleSetFlexGrow(node, float(spec.get("grow", 0)))
    YGNodeStyleSetFlexShrink(node, float(spec.get("shrink", 0)))
    if spec.get("ratio") is not None:
        YGNodeStyleSetAspectRatio(node, float(spec["ratio"]))
    for edge, value in zip(EDGES, spec.get("margin", [0, 0, 0, 0])):
        YGNodeStyleSetMargin(node, edge, float(value))
    for edge, value in zip(EDGES, spec.get("padding", [0, 0, 0, 0])):
        YGNodeStyleSetPadding(node, edge, float(value))
    YGNodeStyleSetJustifyContent(node, JUSTIFY[spec.get("justify", "start")])
    YGNodeStyleSetAlignItems(node, ALIGN[spec.get("alignItems", "stretch")])
    YGNodeStyleSetAlignSelf(node, ALIGN[spec.get("alignSelf", "auto")])
    YGNodeStyleSetAlignContent(node, ALIGN[spec.get("alignContent", "start")])
    if spec.get("display") == "none":
        YGNodeStyleSetDisplay(node, YGDisplay.DisplayNone)
    if spec.get("absolute"):
        YGNodeStyleSetPositionType(node, YGPositionType.Absolute)
        for name, edge in zip(["top", "left", "bottom", "right"], EDGES):
            value = spec.get("position", {}).get(name)
            if value is not None:
                YGNodeStyleSetPosition(node, edge, float(value))
    measure = spec.get("measure")
    if measure is not None:
        w, h = float(measure[0]), float(measure[1])
        callback = lambda _node, _w, _wm, _h, _hm: YGSize(w, h)
        keep.append(callback)
        YGNodeSetMeasureFunc(node, callback)
    baseline = spec.get("baseline")
    if baseline is not None:
        value = float(baseline)
        baseline_callback = lambda _node, _w, _h: value
        keep.append(baseline_callback)
        YGNodeSetBaselineFunc(node, baseline_callback)
    children = []
    for index, child_spec in enumerate(spec.get("children", [])):
        child = _build(child_spec, config, keep)
        YGNodeInsertChild(node, child[0], index)
        children.append(child)
    return (node, spec, children)


def _read(built):
    node, spec, children = built
    out = {
        "frame": {
            "x": YGNodeLayoutGetLeft(node), "y": YGNodeLayoutGetTop(node),
            "width": YGNodeLayoutGetWidth(node), "height": YGNodeLayoutGetHeight(node),
        },
        "children": [_read(child) for child in children],
    }
    if "name" in spec:
        out["name"] = spec["name"]
    if spec.get("display") == "none":
        out["hidden"] = True
    return out


def solve(case):
    """Frames for one case: {"width", "height", "scale", "root"}."""
    keep = []
    built = _build(case["root"], _config(case.get("scale", 3)), keep)
    width = case.get("width")
    height = case.get("height")
    YGNodeCalculateLayout(
        built[0],
        YGUndefined if width is None else float(width),
        YGUndefined if height is None else float(height),
        YGDirection.LTR,
    )
    return _read(built)


def main():
    text = open(sys.argv[1]).read() if len(sys.argv) > 1 else sys.stdin.read()
    data = json.loads(text)
    result = [solve(case) for case in data] if isinstance(data, list) else solve(data)
    json.dump(result, sys.stdout, indent=1)
    sys.stdout.write("\n")
    sys.stdout.flush()
    # poga's measure callbacks crash the interpreter's own shutdown: leave at once.
    os._exit(0)


if __name__ == "__main__":
    main()
