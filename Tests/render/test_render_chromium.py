"""The pictures `kisslint render --html` draws, rendered by a real browser.

Each shipped example is drawn to an HTML page and screenshotted by headless Chromium
at one pixel per point. The page's SVG says where every box is (data-frame, in its
preview's coordinates, the preview group translated); the test reads the screenshot
back and checks, at the centre of each box painted with a background colour that
nothing else covers, that the browser shows that colour; that the first line of every
text (labels, buttons, keyValues) put ink in its box; and that the bare screen of each preview is white.

Run by Tests/render/run.sh (which installs Chromium and Pillow when missing); the
screenshots stay in KISS_RENDER_OUT for a person to look at.
"""

import os
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
KISSLINT = os.environ.get("KISSLINT_BINARY", "")
CHROMIUM = os.environ.get("KISS_CHROMIUM", "chromium")
OUT = Path(os.environ.get("KISS_RENDER_OUT", ROOT / ".build" / "render-screenshots"))
SVG = "{http://www.w3.org/2000/svg}"

EXAMPLES = sorted(p for p in (ROOT / "Examples").rglob("*.kiss"))


def parse_hex(color: str):
    return tuple(int(color[i:i + 2], 16) for i in (1, 3, 5))


def numbers(text: str):
    return [float(v) for v in text.split()]


class Box:
    def __init__(self, element, offset):
        self.kind = element.get("data-kind")
        self.title = element.get("data-title")
        self.source = element.get("data-source")
        x, y, w, h = numbers(element.get("data-frame"))
        self.frame = (x + offset[0], y + offset[1], w, h)
        fill = element.find(f"{SVG}rect[@class='fill']")
        self.fill = None
        if fill is not None and fill.get("fill-opacity") is None:
            self.fill = parse_hex(fill.get("fill"))
        self.paints = any(child.tag != f"{SVG}rect" or child.get("class") not in ("frame", "fill") for child in element)
        self.lines = []
        for text in element.iter(f"{SVG}text"):
            group_size = None
            parent = element.find(f".//{SVG}g[@class='text']")
            if parent is not None:
                group_size = float(parent.get("font-size"))
            if text.get("textLength"):
                self.lines.append((float(text.get("x")) + offset[0], float(text.get("y")) + offset[1],
                                   float(text.get("textLength")), group_size or 12, parent.get("text-anchor") if parent is not None else "start"))

    def contains(self, px, py):
        x, y, w, h = self.frame
        return x <= px <= x + w and y <= py <= y + h


def read_page(html: str):
    svg_text = re.search(r"<svg .*?</svg>", html, re.S).group(0)
    svg = ET.fromstring(svg_text)
    size = (int(float(svg.get("width"))), int(float(svg.get("height"))))
    previews = []
    for group in svg.iter(f"{SVG}g"):
        if group.get("class") != "preview":
            continue
        tx, ty = numbers(re.match(r"translate\((.*)\)", group.get("transform")).group(1))
        screen = group.find(f"{SVG}rect[@class='screen']")
        boxes = [Box(e, (tx, ty)) for e in group if e.get("class") == "box"]
        marks = []
        for mark in group:
            if mark.get("class") == "mark":
                x, y, w, h = numbers(mark.get("data-frame"))
                marks.append((x + tx - 4, y + ty - 16, w + 8 + 60, h + 20))
        previews.append({
            "name": group.get("data-layout") + "@" + group.get("data-preview"),
            "screen": (tx, ty, float(screen.get("width")), float(screen.get("height"))),
            "boxes": boxes,
            "marks": marks,
        })
    return size, previews


def screenshot(page: Path, size, png: Path):
    png.unlink(missing_ok=True)
    result = subprocess.run(
        # Every compositor stage (raster included) before the picture is taken: once, on a loaded
        # machine, a screenshot came back drawn only down to y = 255 — one row of Chromium's
        # 256-pixel raster tiles — and a label below it had "no ink".
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
         "--force-color-profile=srgb", "--run-all-compositor-stages-before-draw",
         f"--window-size={size[0]},{size[1]}", f"--screenshot={png}", page.as_uri()],
        capture_output=True, text=True, timeout=600)
    assert png.exists(), f"chromium wrote no screenshot: {result.stderr[-2000:]}"
    return Image.open(png).convert("RGB")


def close(a, b, tolerance=3):
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


def inside(rect, px, py):
    x, y, w, h = rect
    return x <= px <= x + w and y <= py <= y + h


@pytest.fixture(scope="module", autouse=True)
def tools():
    if not KISSLINT or not os.access(KISSLINT, os.X_OK):
        pytest.fail("KISSLINT_BINARY must name the built kisslint executable (Tests/render/run.sh sets it)")
    OUT.mkdir(parents=True, exist_ok=True)


@pytest.mark.parametrize("example", EXAMPLES, ids=[str(p.relative_to(ROOT / "Examples")) for p in EXAMPLES])
def test_the_browser_shows_the_boxes_where_the_picture_says(example):
    name = str(example.relative_to(ROOT / "Examples")).replace("/", "-").removesuffix(".kiss")
    page = OUT / f"{name}.html"
    subprocess.run([KISSLINT, "render", str(example), "--html", "-o", str(page)], check=True, capture_output=True, cwd=ROOT)
    size, previews = read_page(page.read_text(encoding="utf-8"))
    image = screenshot(page, size, OUT / f"{name}.png")
    assert image.size == size, f"the screenshot is {image.size}, the page {size}"

    def pixel(px, py):
        return image.getpixel((min(max(int(px), 0), size[0] - 1), min(max(int(py), 0), size[1] - 1)))

    fills = texts = screens = 0
    failures = []
    for preview in previews:
        boxes = preview["boxes"]
        for index, box in enumerate(boxes):
            x, y, w, h = box.frame
            cx, cy = x + w / 2, y + h / 2
            covered = any(later.contains(cx, cy) for later in boxes[index + 1:]) or any(inside(m, cx, cy) for m in preview["marks"])
            if box.fill and w >= 4 and h >= 4 and not covered and not box.paints and not box.lines:
                fills += 1
                seen = pixel(cx, cy)
                if not close(seen, box.fill):
                    failures.append(f"{preview['name']} {box.title} at {box.source}: centre ({cx:.1f}, {cy:.1f}) is {seen}, expected {box.fill}")
            if box.lines and w >= 8 and h >= 8:
                lx, baseline, length, font, anchor = box.lines[0]
                start = lx if anchor == "start" else lx - length / 2 if anchor == "middle" else lx - length
                top = baseline - font * 0.7
                background = pixel(start + length + 2, baseline + 2) if start + length + 2 < x + w else pixel(x + 1, y + 1)
                region = [pixel(px, py) for px in range(int(start) + 1, int(min(start + length, x + w)) - 1, 2)
                          for py in range(int(max(top, y)), int(min(baseline, y + h)))]
                if region and not any(sum(abs(a - b) for a, b in zip(p, background)) > 120 for p in region):
                    failures.append(f"{preview['name']} {box.title} at {box.source}: no ink where its first line is drawn")
                texts += 1
        # The screen is white where no box is.
        sx, sy, sw, sh = preview["screen"]
        if sw < 4 or sh < 4:
            continue
        for px, py in ((sx + 2, sy + sh - 2), (sx + sw - 2, sy + sh - 2), (sx + sw / 2, sy + sh - 2)):
            if not any(b.contains(px, py) for b in boxes) and not any(inside(m, px, py) for m in preview["marks"]):
                screens += 1
                if not close(pixel(px, py), (255, 255, 255)):
                    failures.append(f"{preview['name']}: the bare screen at ({px:.0f}, {py:.0f}) is {pixel(px, py)}, not white")
    assert not failures, "\n".join(failures)
    paints = any(box.fill or box.lines for preview in previews for box in preview["boxes"])
    assert fills + texts + screens > 0 or not paints, "the page paints boxes, but none could be checked"
    (OUT / f"{name}.checked").write_text(f"{fills} fills, {texts} labels, {screens} screen points\n")


def test_a_cursor_in_the_address_selects_the_innermost_element_written_around_it():
    page = OUT / "cursor-ProfileCard.html"
    example = ROOT / "Examples" / "ProfileCard.kiss"
    subprocess.run([KISSLINT, "render", str(example), "--html", "-o", str(page)], check=True, capture_output=True, cwd=ROOT)
    lines = example.read_text(encoding="utf-8").split("\n")
    line = next(i for i, text in enumerate(lines) if 'label("iOS developer"' in text)
    character = lines[line].index("font:")  # inside the label's arguments, not at its head

    def selected(fragment):
        result = subprocess.run(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page.as_uri() + fragment],
            capture_output=True, text=True, timeout=600)
        return re.findall(r'<g class="box selected"[^>]*data-source="([^"]+)"', result.stdout)

    chosen = selected(f"#cursor={line}:{character}")
    # The label, not the vstack and hstack around it, in both previews of ProfileCard.
    assert chosen == [f"{example}:{line + 1}:9"] * 2, chosen
    # Inside the hstack's braces but on no child: the hstack.
    hstack = next(i for i, text in enumerate(lines) if text.strip() == "hstack {")
    assert selected(f"#cursor={hstack}:{lines[hstack].index('{')}") == [f"{example}:{hstack + 1}:5"] * 2
    assert selected("") == []
