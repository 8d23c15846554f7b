import Foundation
import KissAnalysis
import KissLayout

/// Writes a `Picture` as one SVG document: each layout a row, its previews side by side
/// under their names and sizes; each visible element a group holding what it paints and
/// one `rect.frame` at its solved frame (in its preview's coordinates, the group translated);
/// findings drawn last, in red, with their codes. docs/rendering.md describes what is drawn.
public struct SVGWriter {
    public init() {}

    static let margin = 24.0
    static let layoutTitleHeight = 30.0
    static let captionHeight = 22.0
    static let previewGap = 40.0
    static let errorNoteHeight = 22.0
    static let layoutGap = 36.0
    static let fontFamily = "-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif"

    /// Where each preview goes on the page, and the page's size.
    struct Placement {
        var titles: [(name: String, y: Double)] = []
        /// Translation of each preview's coordinates, by layout then preview.
        var offsets: [[(x: Double, y: Double)]] = []
        var width = 0.0
        var height = 0.0
    }

    static func placement(of picture: Picture) -> Placement {
        var placement = Placement()
        var y = margin + (picture.hasErrors ? errorNoteHeight : 0) + (picture.omittedBoxes > 0 ? errorNoteHeight : 0)
        var widest = 0.0
        for layout in picture.layouts {
            placement.titles.append((layout.name, y + 18))
            y += layoutTitleHeight + captionHeight
            var x = margin
            var tallest = 0.0
            var row: [(x: Double, y: Double)] = []
            for preview in layout.previews {
                let extent = preview.extent
                row.append((x - extent.x, y - extent.y))
                x += finite(extent.width) + previewGap
                tallest = max(tallest, finite(extent.height))
            }
            placement.offsets.append(row)
            widest = max(widest, x - previewGap)
            y += tallest + layoutGap
        }
        if picture.layouts.isEmpty { y += layoutTitleHeight }
        placement.width = max(widest + margin, 320)
        placement.height = y - layoutGap + margin
        return placement
    }

    private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

    public func svg(_ picture: Picture) -> String {
        let placement = Self.placement(of: picture)
        var out = ""
        let width = Markup.number(placement.width), height = Markup.number(placement.height)
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" "
        out += "font-family=\"\(Markup.escape(Self.fontFamily))\" data-file=\"\(Markup.escape(picture.file))\">\n"
        out += "<title>\(Markup.escape(picture.file))</title>\n"
        out += Self.style
        out += "<rect class=\"page\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/>\n"
        if picture.hasErrors {
            out += "<text class=\"errors\" x=\"\(Self.margin)\" y=\"\(Self.margin + 10)\">This file has errors (see kisslint lint): what is drawn may be incomplete.</text>\n"
        }
        if picture.omittedBoxes > 0 {
            let y = Self.margin + 10 + (picture.hasErrors ? Self.errorNoteHeight : 0)
            out += "<text class=\"errors\" x=\"\(Self.margin)\" y=\"\(Markup.number(y))\">\(picture.omittedBoxes) more elements are not drawn: a picture holds \(picture.maximumBoxes) (use --layout or --preview).</text>\n"
        }
        if picture.layouts.isEmpty {
            out += "<text class=\"layout-title\" x=\"\(Self.margin)\" y=\"\(Self.margin + 18)\">\(Markup.escape(picture.file)) has no layout to draw</text>\n"
        }
        var clips = 0
        for (layoutIndex, layout) in picture.layouts.enumerated() {
            let title = placement.titles[layoutIndex]
            out += "<text class=\"layout-title\" x=\"\(Self.margin)\" y=\"\(Markup.number(title.y))\">\(Markup.escape(layout.name))</text>\n"
            for (previewIndex, preview) in layout.previews.enumerated() {
                let offset = placement.offsets[layoutIndex][previewIndex]
                writePreview(preview, layout: layout.name, offset: offset, clips: &clips, into: &out)
            }
        }
        out += "</svg>\n"
        return out
    }

    private func writePreview(_ preview: PicturePreview, layout: String, offset: (x: Double, y: Double), clips: inout Int, into out: inout String) {
        let p = preview.preview
        out += "<g class=\"preview\" data-layout=\"\(Markup.escape(layout))\" data-preview=\"\(Markup.escape(p.name))\" "
        out += "transform=\"translate(\(Markup.number(offset.x)) \(Markup.number(offset.y)))\">\n"
        var caption = "\(p.name) · \(Markup.number(preview.screen.width)) × \(Markup.number(preview.screen.height))"
        if p.width == nil || p.height == nil { caption += " (\(p.width == nil ? "width" : "height") fits)" }
        caption += " @\(Markup.number(p.scale))x"
        out += "<text class=\"caption\" x=\"\(Markup.number(preview.extent.x))\" y=\"\(Markup.number(preview.extent.y - 8))\">\(Markup.escape(caption))</text>\n"
        out += "<rect class=\"screen\" x=\"0\" y=\"0\" width=\"\(Markup.number(preview.screen.width))\" height=\"\(Markup.number(preview.screen.height))\"/>\n"
        if preview.screen.width == 0 || preview.screen.height == 0 {
            // A screen with nothing in it along one axis is still shown, as an edge.
            out += "<line class=\"screen-edge\" x1=\"0\" y1=\"0\" x2=\"\(Markup.number(preview.screen.width))\" y2=\"\(Markup.number(preview.screen.height))\"/>\n"
        }
        for box in preview.boxes { writeBox(box, clips: &clips, into: &out) }
        for box in preview.boxes where !box.problems.isEmpty { writeMark(box, into: &out) }
        out += "</g>\n"
    }

    private func writeBox(_ box: PictureBox, clips: inout Int, into out: inout String) {
        let f = box.frame
        var attributes = "class=\"box\" data-kind=\"\(box.kind.rawValue)\" data-title=\"\(Markup.escape(box.title))\""
        attributes += " data-frame=\"\(Markup.number(f.x)) \(Markup.number(f.y)) \(Markup.number(f.width)) \(Markup.number(f.height))\""
        attributes += " data-source=\"\(Markup.escape("\(box.source.path):\(box.source.line):\(box.source.column)"))\""
        attributes += " data-code=\"\(Markup.escape(box.source.text))\""
        if let extent = box.source.extent {
            attributes += " data-extent=\"\(extent.start.line) \(extent.start.character) \(extent.end.line) \(extent.end.character)\""
        }
        if !box.reasons.isEmpty { attributes += " data-why=\"\(Markup.escape(box.reasons.joined(separator: "\n")))\"" }
        if !box.problems.isEmpty {
            attributes += " data-problems=\"\(Markup.escape(box.problems.map { "\($0.code): \($0.message)" }.joined(separator: "\n")))\""
        }
        out += "<g \(attributes)>\n"
        if let fill = box.fill, fill.opacity > 0 {
            out += "<rect class=\"fill\" \(rectGeometry(f, radius: box.cornerRadius)) fill=\"\(fill.hexRGB)\"\(opacity("fill-opacity", fill.opacity))/>\n"
        }
        out += KindPainter.paint(box)
        for text in box.texts { writeText(text, clips: &clips, into: &out) }
        if let stroke = box.stroke, f.width > 0, f.height > 0 {
            // CALayer draws its border inside the bounds.
            let inset = min(stroke.width / 2, f.width / 2, f.height / 2)
            let inner = LayoutFrame(x: f.x + inset, y: f.y + inset, width: f.width - 2 * inset, height: f.height - 2 * inset)
            out += "<rect class=\"stroke\" \(rectGeometry(inner, radius: max(0, box.cornerRadius - inset))) fill=\"none\" "
            out += "stroke=\"\(stroke.color.hexRGB)\" stroke-width=\"\(Markup.number(stroke.width))\"\(opacity("stroke-opacity", stroke.color.opacity))/>\n"
        }
        let role = box.kind.isContainer ? " container" : box.kind.isSpacer ? " spacer" : ""
        out += "<rect class=\"frame\(role)\" \(rectGeometry(f, radius: 0))/>\n"
        out += "</g>\n"
    }

    private func writeText(_ text: PictureText, clips: inout Int, into out: inout String) {
        guard !text.lines.isEmpty, text.clip.width > 0, text.clip.height > 0 else { return }
        clips += 1
        let id = "clip\(clips)"
        out += "<clipPath id=\"\(id)\"><rect \(rectGeometry(text.clip, radius: 0))/></clipPath>\n"
        out += "<g class=\"text\" clip-path=\"url(#\(id))\" font-size=\"\(Markup.number(text.fontSize))\" font-weight=\"\(text.weight.numericValue)\" "
        out += "fill=\"\(text.color.hexRGB)\"\(opacity("fill-opacity", text.color.opacity)) text-anchor=\"\(text.anchor)\">\n"
        for line in text.lines {
            // Drawn at the width it was measured at, so wrapping and truncation look as predicted
            // whatever font the viewer has.
            let length = line.width > 0 ? " textLength=\"\(Markup.number(line.width))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
            out += "<text x=\"\(Markup.number(line.x))\" y=\"\(Markup.number(line.baseline))\"\(length) xml:space=\"preserve\">\(Markup.escape(line.text))</text>\n"
        }
        out += "</g>\n"
    }

    private func writeMark(_ box: PictureBox, into out: inout String) {
        let f = box.frame
        let codes = box.problems.map(\.code).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        out += "<g class=\"mark\" data-codes=\"\(codes.joined(separator: " "))\" data-frame=\"\(Markup.number(f.x)) \(Markup.number(f.y)) \(Markup.number(f.width)) \(Markup.number(f.height))\">\n"
        if f.width > 0 && f.height > 0 {
            out += "<rect class=\"problem\" \(rectGeometry(f, radius: 0))/>\n"
        } else if f.width == 0 && f.height == 0 {
            out += "<circle class=\"problem-point\" cx=\"\(Markup.number(f.x))\" cy=\"\(Markup.number(f.y))\" r=\"4\"/>\n"
        } else {
            // A collapsed axis leaves a line: drawn thick enough to see.
            out += "<line class=\"problem-line\" x1=\"\(Markup.number(f.x))\" y1=\"\(Markup.number(f.y))\" "
            out += "x2=\"\(Markup.number(f.x + f.width))\" y2=\"\(Markup.number(f.y + f.height))\"/>\n"
        }
        let label = codes.joined(separator: " ")
        let width = Double(label.count) * 5.6 + 8
        out += "<rect class=\"badge\" x=\"\(Markup.number(f.x))\" y=\"\(Markup.number(f.y - 13))\" width=\"\(Markup.number(width))\" height=\"12\" rx=\"3\"/>\n"
        out += "<text class=\"badge-text\" x=\"\(Markup.number(f.x + 4))\" y=\"\(Markup.number(f.y - 4))\">\(label)</text>\n"
        out += "</g>\n"
    }

    private func rectGeometry(_ frame: LayoutFrame, radius: Double) -> String {
        var text = "x=\"\(Markup.number(frame.x))\" y=\"\(Markup.number(frame.y))\" width=\"\(Markup.number(max(0, frame.width)))\" height=\"\(Markup.number(max(0, frame.height)))\""
        let r = min(radius, frame.width / 2, frame.height / 2)
        if r > 0 { text += " rx=\"\(Markup.number(r))\"" }
        return text
    }

    private func opacity(_ name: String, _ value: Double) -> String {
        value < 1 ? " \(name)=\"\(Markup.number(value))\"" : ""
    }

    static let style = """
    <style>
    .page { fill: #f2f2f7; }
    .layout-title { font-size: 17px; font-weight: 600; fill: #1c1c1e; }
    .caption { font-size: 12px; fill: #6e6e73; }
    .screen { fill: #ffffff; stroke: #c7c7cc; stroke-width: 1; }
    .screen-edge { stroke: #c7c7cc; stroke-width: 2; stroke-dasharray: 4 3; }
    .errors { font-size: 12px; fill: #c4281c; }
    .frame { fill: none; stroke: #8e8e93; stroke-width: 0.5; pointer-events: all; }
    .frame.container { stroke: #5ac8fa; stroke-dasharray: 4 2; }
    .frame.spacer { stroke: #d1d1d6; stroke-dasharray: 1 2; }
    .problem { fill: #ff3b30; fill-opacity: 0.08; stroke: #ff3b30; stroke-width: 2; }
    .problem-line { stroke: #ff3b30; stroke-width: 3; stroke-dasharray: 4 2; }
    .problem-point { fill: #ff3b30; }
    .badge { fill: #ff3b30; }
    .badge-text { font-size: 9px; font-weight: 700; fill: #ffffff; font-family: Menlo, 'DejaVu Sans Mono', monospace; }
    .mark { pointer-events: none; }
    </style>

    """
}
