#!/usr/bin/env python3
"""Hand-designed fixtures, one per feature or Yoga surprise: Tests/KissLayoutTests/Fixtures/hand/.

    python3 Scripts/yoga/generate_hand_fixtures.py

Each file is {"note": why the case exists and what it shows, "case": <oracle input>,
"expected": <frames>}. Where the real Yoga can compute the case, "expected" comes from the
oracle (Scripts/yoga/yoga_oracle.py) and the note says "oracle". Gaps (`spacing`,
`lineSpacing`) do not exist in this Yoga version and the hidden-baseline case is where we
knowingly differ from Yoga, so those expectations are worked out by hand, step by step, in
the note ("hand").
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import yoga_oracle  # noqa: E402

OUT = os.path.normpath(os.path.join(HERE, "..", "..", "Tests", "KissLayoutTests", "Fixtures", "hand"))


def leaf(w, h, **style):
    node = {"measure": [w, h]}
    node.update(style)
    return node


def box(**style):
    node = {"children": []}
    node.update(style)
    return node


def frame(x, y, w, h, children=(), hidden=False):
    out = {"frame": {"x": x, "y": y, "width": w, "height": h}, "children": list(children)}
    if hidden:
        out["hidden"] = True
    return out


ORACLE_CASES = {
    "column_stacks_and_stretches": (
        "A column stacks its children top to bottom and stretches them to its width (alignItems "
        "stretch is Yoga's default); the fit-content height is the sum of the children.",
        {"width": 100, "height": None, "scale": 3,
         "root": box(children=[leaf(40, 20), leaf(30, 10)])}),
    "row_grow_shares": (
        "Free space 300 - 50 = 250 is shared 1:2 between the growing items: 83.33 and 166.67, "
        "then snapped to the 1/3-pt grid.",
        {"width": 300, "height": 40, "scale": 3,
         "root": box(direction="row", children=[leaf(50, 10), box(grow=1), box(grow=2)])}),
    "row_shrink_scaled_by_basis": (
        "Overflow of 60 is taken in proportion to shrink x basis (1x80 : 3x80), so the second "
        "item gives up three times as much: 15 and 45.",
        {"width": 100, "height": 20, "scale": 1,
         "root": box(direction="row", children=[box(width=80, shrink=1), box(width=80, shrink=3)])}),
    "basis_points_percent_auto": (
        "Flex basis in points, in percent of the row's inner width, and auto (the measured content "
        "width, web flex-basis behaviour).",
        {"width": 200, "height": 30, "scale": 2,
         "root": box(direction="row", padding=[0, 10, 0, 10],
                     children=[leaf(10, 10, basis=40), leaf(10, 10, basis="25%"), leaf(33, 10)])}),
    "min_max_clamp_growth": (
        "The first growing item is frozen at its max (60) in Yoga's first pass; the second takes "
        "the rest (240 - 60 = 180). A min height lifts the row's short child.",
        {"width": 240, "height": None, "scale": 1,
         "root": box(direction="row", alignItems="start",
                     children=[box(grow=1, maxWidth=60), box(grow=1, minHeight=25)])}),
    "min_equals_max_is_the_size": (
        "Yoga treats min == max as the size itself (resolved dimension), even in a stretching column.",
        {"width": 200, "height": None, "scale": 1,
         "root": box(children=[box(minWidth=50, maxWidth=50, minHeight=12, maxHeight=12)])}),
    "percent_sizes_of_content_box": (
        "Percentages resolve against the parent's content box (width 200 - 2x20 padding = 160): "
        "50% is 80 wide; 25% of the 100 inner height is 25.",
        {"width": 200, "height": 140, "scale": 1,
         "root": box(padding=[20, 20, 20, 20], alignItems="start",
                     children=[box(width="50%", height="25%")])}),
    "aspect_ratio_from_width": (
        "Width 100 and ratio 2 (width / height) give height 50 in a column.",
        {"width": 300, "height": None, "scale": 1,
         "root": box(alignItems="start", children=[box(width=100, ratio=2)])}),
    "surprise_ratio_from_stretched_height": (
        "Yoga surprise: in a row of exact height 60, an item with only .ratio(2) takes its height "
        "from stretching when its flex basis is computed, so its width becomes 120.",
        {"width": 300, "height": 60, "scale": 1,
         "root": box(direction="row", children=[box(ratio=2)])}),
    "surprise_ratio_stretch_in_fit_row": (
        "Yoga surprise: the same ratio item in a row whose height fits its content (40, from the "
        "leaf). Its flex basis is computed before the line height exists, so its width is 0; the "
        "stretch pass then derives its height from that width through the ratio: it collapses to "
        "0 x 0 although the line is 40 high.",
        {"width": 300, "height": None, "scale": 1,
         "root": box(direction="row", children=[box(ratio=2), leaf(10, 40)])}),
    "margins_and_padding_per_edge": (
        "Per-edge margins offset the child inside the parent's per-edge padding; the root's own "
        "margins become its frame's x / y.",
        {"width": 200, "height": None, "scale": 1,
         "root": box(margin=[3, 7, 0, 0], padding=[1, 2, 3, 4],
                     children=[leaf(20, 10, margin=[5, 6, 7, 8])])}),
    "justify_every_value": (
        "One row per justifyContent value, each 120 wide with two 20-pt items: start, center, end, "
        "spaceBetween, spaceAround (half gaps at the ends), spaceEvenly.",
        {"width": 120, "height": None, "scale": 1,
         "root": box(children=[box(direction="row", justify=j, children=[leaf(20, 5), leaf(20, 5)])
                               for j in ["start", "center", "end", "spaceBetween", "spaceAround",
                                         "spaceEvenly"]])}),
    "align_items_and_self": (
        "A 50-pt-high row: start, center, end and stretch through alignSelf, and a child that "
        "inherits the container's alignItems center.",
        {"width": 200, "height": 50, "scale": 1,
         "root": box(direction="row", alignItems="center",
                     children=[leaf(10, 10, alignSelf=a) for a in ["start", "center", "end", "stretch", "auto"]])}),
    "align_content_every_value": (
        "Wrapping rows of 100 x 100 with three 40 x 20 items make two lines; each alignContent "
        "value places the lines in the 100-pt cross space (stretch grows each line by 30).",
        {"width": 100, "height": None, "scale": 1,
         "root": box(children=[box(direction="row", wrap=True, height=100, alignContent=a,
                                   children=[leaf(40, 20), leaf(40, 20), leaf(40, 20)])
                               for a in ["start", "center", "end", "stretch", "spaceBetween", "spaceAround"]])}),
    "baseline_labels": (
        "Baseline alignment with baseline functions (labels): the 12-pt-baseline label sits 18 pt "
        "lower than the 30-pt one so both baselines line up; a leaf without one uses its height.",
        {"width": 200, "height": None, "scale": 1,
         "root": box(direction="row", alignItems="baseline",
                     children=[leaf(30, 16, baseline=12), leaf(30, 36, baseline=30), leaf(10, 8)])}),
    "baseline_container_uses_first_child": (
        "A container's baseline is its first child's (plus that child's top); here the column's "
        "first label has baseline 10 and sits at y 4 (margin), so the column's baseline is 14.",
        {"width": 200, "height": None, "scale": 1,
         "root": box(direction="row", alignItems="baseline",
                     children=[box(children=[leaf(30, 14, baseline=10, margin=[4, 0, 0, 0]), leaf(30, 20)]),
                               leaf(30, 30, baseline=25)])}),
    "display_none_takes_no_space": (
        "A hidden item and its subtree take no space and have no frame; spaceBetween sees two items.",
        {"width": 100, "height": None, "scale": 1,
         "root": box(direction="row", justify="spaceBetween",
                     children=[leaf(10, 10), box(display="none", width=50, children=[leaf(5, 5)]), leaf(10, 10)])}),
    "absolute_children_with_offsets": (
        "Overlay (absolute) children: top/left anchor to the parent's edges; left + right give the "
        "width (Yoga 1.x measures from the border box, ignoring the parent's padding); bottom/right "
        "anchor to the far edges; none of them changes the parent's fit-content size.",
        {"width": 200, "height": None, "scale": 1,
         "root": box(padding=[10, 10, 10, 10], children=[
             leaf(50, 50),
             leaf(10, 10, absolute=True, position={"top": 5, "left": 6}),
             box(absolute=True, height=8, position={"left": 20, "right": 30, "top": 0}),
             leaf(12, 12, absolute=True, position={"bottom": 3, "right": 4})])}),
    "text_rounding_versus_plain_nodes": (
        "Pixel rounding at scale 3: a measured (text) node floors its position and ceils a "
        "fractional size, a plain node rounds its edges to the nearest pixel. The same 33.4-pt "
        "widths at x 10.1 come out differently.",
        {"width": 200, "height": None, "scale": 3,
         "root": box(children=[
             box(direction="row", padding=[0, 10.1, 0, 0], children=[leaf(33.4, 10.1), leaf(33.4, 10.1)]),
             box(direction="row", padding=[0, 10.1, 0, 0], children=[box(width=33.4, height=10.1),
                                                                    box(width=33.4, height=10.1)])])}),
    "root_explicit_size_wins_over_preview": (
        "An explicit size on the root wins over the preview size (390 x 844 here).",
        {"width": 390, "height": 844, "scale": 3, "root": box(width=100, height=50)}),
    "fit_content_preview": (
        "Without a preview width the root fits its content: the widest child plus padding.",
        {"width": None, "height": None, "scale": 2,
         "root": box(padding=[0, 5, 0, 5], children=[leaf(61.5, 10), leaf(20, 10)])}),
    "surprise_sole_flexible_child_basis_zero": (
        "Yoga surprise: when exactly one child both grows and shrinks and the main size is exact, "
        "its flex basis is taken as 0 (its 150-pt basis is ignored), so it fills the free space: "
        "200 - 30 = 170.",
        {"width": 200, "height": 20, "scale": 1,
         "root": box(direction="row", children=[box(width=30), box(basis=150, grow=1, shrink=1)])}),
    "surprise_grow_in_fit_content_row": (
        "Growing needs a definite main size: in a row that fits its content there is no free "
        "space, so grow 1 does nothing and the item keeps its content width.",
        {"width": None, "height": None, "scale": 1,
         "root": box(direction="row", children=[leaf(30, 10, grow=1), leaf(20, 10)])}),
    "wrap_lines_and_stretch": (
        "A wrapping row breaks when the next basis would overflow the 100-pt width (60 | 50 + 30 | "
        "30); items stretch to their line's height (20, then 35, then 0 for the empty box alone "
        "on the last line).",
        {"width": 100, "height": None, "scale": 1,
         "root": box(direction="row", wrap=True,
                     children=[leaf(60, 20), box(width=50), leaf(30, 35), box(width=30)])}),
}


HAND_CASES = {
    "gap_row_spacing": (
        "hand: row 200 wide, spacing 10, three 20 x 10 leaves, justify start. Each item after the "
        "first starts 10 after the previous one: x = 0, 20 + 10 = 30, 50 + 10 = 60. The root's "
        "height fits the tallest item: 10.",
        {"width": 200, "height": None, "scale": 1,
         "root": box(direction="row", spacing=10, children=[leaf(20, 10), leaf(20, 10), leaf(20, 10)])},
        frame(0, 0, 200, 10, [frame(0, 0, 20, 10), frame(30, 0, 20, 10), frame(60, 0, 20, 10)])),
    "gap_column_spacing_with_grow": (
        "hand: column 50 x 100, spacing 8: a 20-pt leaf, then a growing box. The gap is taken out "
        "of the free space first: 100 - 20 - 8 = 72 for the growing box, at y = 20 + 8 = 28. Both "
        "stretch to the width 50.",
        {"width": 50, "height": 100, "scale": 1,
         "root": box(spacing=8, children=[leaf(10, 20), box(grow=1)])},
        frame(0, 0, 50, 100, [frame(0, 0, 50, 20), frame(0, 28, 50, 72)])),
    "gap_with_space_between": (
        "hand: row 200, spacing 10, spaceBetween, three 20-pt leaves. Consumed 3 x 20 + 2 x 10 = 80, "
        "free 120, spread over the 2 gaps: 60 each, on top of the spacing. x = 0, 20 + 60 + 10 = 90, "
        "110 + 60 + 10 = 180.",
        {"width": 200, "height": None, "scale": 1,
         "root": box(direction="row", spacing=10, justify="spaceBetween",
                     children=[leaf(20, 10), leaf(20, 10), leaf(20, 10)])},
        frame(0, 0, 200, 10, [frame(0, 0, 20, 10), frame(90, 0, 20, 10), frame(180, 0, 20, 10)])),
    "gap_wrap_spacing_and_line_spacing": (
        "hand: wrap 100 wide, spacing 10, lineSpacing 5, four 40 x 10 leaves. Line 1: 40 + 10 + 40 = "
        "90 fits; adding 10 + 40 would make 140 > 100, so the third item starts line 2. Line 2 "
        "starts at 10 + 5 = 15. Height fits: 10 + 5 + 10 = 25.",
        {"width": 100, "height": None, "scale": 1,
         "root": box(direction="row", wrap=True, spacing=10, lineSpacing=5,
                     children=[leaf(40, 10), leaf(40, 10), leaf(40, 10), leaf(40, 10)])},
        frame(0, 0, 100, 25, [frame(0, 0, 40, 10), frame(50, 0, 40, 10), frame(0, 15, 40, 10),
                              frame(50, 15, 40, 10)])),
    "gap_wrap_spacing_decides_the_break": (
        "hand: wrap 100 wide, spacing 20, three 30 x 10 leaves. Without spacing all three fit "
        "(90); with it the third would end at 30 + 20 + 30 + 20 + 30 = 130 > 100, so it wraps to "
        "y = 10 (no lineSpacing).",
        {"width": 100, "height": None, "scale": 1,
         "root": box(direction="row", wrap=True, spacing=20,
                     children=[leaf(30, 10), leaf(30, 10), leaf(30, 10)])},
        frame(0, 0, 100, 20, [frame(0, 0, 30, 10), frame(50, 0, 30, 10), frame(0, 10, 30, 10)])),
    "gap_skips_hidden_and_absolute_children": (
        "hand: row 200, spacing 10: A (20), a hidden B, C (20), an absolute D at top 2 / left 3. "
        "Only visible in-flow neighbours are separated: C at 20 + 10 = 30. D is placed by its "
        "offsets only.",
        {"width": 200, "height": None, "scale": 1,
         "root": box(direction="row", spacing=10, children=[
             leaf(20, 10), leaf(20, 10, display="none"), leaf(20, 10),
             leaf(5, 5, absolute=True, position={"top": 2, "left": 3})])},
        frame(0, 0, 200, 10, [frame(0, 0, 20, 10), frame(0, 0, 0, 0, hidden=True), frame(30, 0, 20, 10),
                              frame(3, 2, 5, 5)])),
    "gap_in_fit_content_width": (
        "hand: a row without a preview width fits its content, spacing included: 30 + 7 + 30 = 67.",
        {"width": None, "height": None, "scale": 1,
         "root": box(direction="row", spacing=7, children=[leaf(30, 10), leaf(30, 10)])},
        frame(0, 0, 67, 10, [frame(0, 0, 30, 10), frame(37, 0, 30, 10)])),
    "deviation_hidden_baseline_reference": (
        "hand (knowing deviation): row 100 wide, alignItems baseline. A is a column whose first "
        "child is hidden and whose second is a 10 x 20 leaf; B is a 10 x 30 leaf. Yoga takes A's "
        "baseline from the hidden child, gets NaN and places A at y = NaN. We use A's own height "
        "(20) as its baseline: B's baseline is its height 30, the line's max ascent is 30, so A "
        "sits at 30 - 20 = 10 and B at 0. Yoga's NaN-ignoring max keeps the line 30 high.",
        {"width": 100, "height": None, "scale": 1,
         "root": box(direction="row", alignItems="baseline", children=[
             box(children=[leaf(10, 10, display="none"), leaf(10, 20)]), leaf(10, 30)])},
        frame(0, 0, 100, 30, [frame(0, 10, 10, 20, [frame(0, 0, 0, 0, hidden=True), frame(0, 0, 10, 20)]),
                              frame(10, 0, 10, 30)])),
}


def name_nodes(node, name):
    node["name"] = name
    for index, child in enumerate(node.get("children", [])):
        name_nodes(child, "%s.%d" % (name, index))


def name_expected(expected, name):
    expected["name"] = name
    for index, child in enumerate(expected.get("children", [])):
        name_expected(child, "%s.%d" % (name, index))


def main():
    os.makedirs(OUT, exist_ok=True)
    for name in os.listdir(OUT):
        if name.endswith(".json"):
            os.remove(os.path.join(OUT, name))
    for name, (note, case) in ORACLE_CASES.items():
        name_nodes(case["root"], "r")
        expected = yoga_oracle.solve(case)
        with open(os.path.join(OUT, name + ".json"), "w") as handle:
            json.dump({"note": "oracle: " + note, "case": case, "expected": expected}, handle, indent=1)
            handle.write("\n")
    for name, (note, case, expected) in HAND_CASES.items():
        name_nodes(case["root"], "r")
        name_expected(expected, "r")
        with open(os.path.join(OUT, name + ".json"), "w") as handle:
            json.dump({"note": note, "case": case, "expected": expected}, handle, indent=1)
            handle.write("\n")
    print("wrote %d oracle and %d hand-worked fixtures" % (len(ORACLE_CASES), len(HAND_CASES)))
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
