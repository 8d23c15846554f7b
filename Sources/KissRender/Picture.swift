import KissAnalysis
import KissLayout
import KissText

/// What a rendered picture shows, before it is written as SVG or HTML: every layout of a file
/// at each preview, each visible element a box at its solved frame in the preview's
/// coordinates, with what it paints and what is wrong with it.
public struct Picture: Sendable {
    public var file: String
    public var layouts: [PictureLayout]
    /// The file has errors, so what is drawn may be incomplete.
    public var hasErrors: Bool
    /// Visible elements left out past `PictureBuilder.maximumBoxes`.
    public var omittedBoxes: Int = 0
    /// How many boxes a picture holds at most.
    public var maximumBoxes: Int = PictureBuilder.defaultMaximumBoxes
}

/// One layout, its previews side by side.
public struct PictureLayout: Sendable {
    public var name: String
    public var previews: [PicturePreview]
}

/// One layout at one preview.
public struct PicturePreview: Sendable {
    public var preview: Preview
    /// The preview's screen: its width and height, or where they fit, the root's extent.
    public var screen: LayoutFrame
    /// Boxes in painting order: an element before its children, children before its overlays.
    public var boxes: [PictureBox]
    /// The screen and every box together: content outside the screen is drawn too.
    public var extent: LayoutFrame
}

/// Where an element is written.
public struct PictureSource: Sendable, Hashable {
    /// The file as the picture names it.
    public var path: String
    /// 1-based line and column of the element's head, as a person reads them.
    public var line: Int
    public var column: Int
    /// The source line, trimmed.
    public var text: String
    /// The element's whole extent (head, arguments, modifiers, children) as 0-based lines and
    /// UTF-16 columns, when it is written in the rendered file; an editor following its cursor
    /// picks the innermost box whose extent holds it.
    public var extent: (start: (line: Int, character: Int), end: (line: Int, character: Int))?

    public static func == (lhs: PictureSource, rhs: PictureSource) -> Bool {
        lhs.path == rhs.path && lhs.line == rhs.line && lhs.column == rhs.column
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(line)
        hasher.combine(column)
    }
}

/// A finding shown on a box: K201/K202 (collapsed) and K301–K305 (overflowing), at this preview.
public struct PictureProblem: Sendable, Hashable {
    public var code: String
    public var message: String
}

/// One line of text to draw, in the preview's coordinates.
public struct PictureTextLine: Sendable, Hashable {
    public var text: String
    /// Where the line starts and its baseline.
    public var x: Double
    public var baseline: Double
    /// The measured width the line is drawn at.
    public var width: Double
}

/// A text an element shows (a label's text, a button's title, a key or a value).
public struct PictureText: Sendable {
    public var lines: [PictureTextLine]
    public var fontSize: Double
    public var weight: FontWeight
    public var color: Color
    /// Text is cut to this frame (the text's room in the element).
    public var clip: LayoutFrame
    /// How lines sit in their room: "start", "middle" or "end".
    public var anchor: String
}

public struct PictureBox: Sendable {
    public var kind: BuiltinKind
    public var id: String?
    /// The layout whose root this element is, for a layout use.
    public var layoutUse: String?
    /// In the preview's coordinates (the root's origin is its margins).
    public var frame: LayoutFrame
    public var depth: Int
    public var isOverlay: Bool
    public var source: PictureSource
    public var fill: Color?
    public var stroke: (width: Double, color: Color)?
    public var cornerRadius: Double
    public var texts: [PictureText]
    /// An image's name, drawn in its placeholder.
    public var imageName: String?
    public var problems: [PictureProblem]
    /// Why it has its size: "width 120.33: label text, 1 line at 17 pt".
    public var reasons: [String]
    /// Where a control of a fixed size draws itself (a switch at its frame's top-left corner,
    /// 51 × 31, whatever its frame); nil when it fills its frame.
    public var controlFrame: LayoutFrame? = nil

    /// How the picture names the element: "label #title", "Tag (label)".
    public var title: String {
        var name = kind.rawValue
        if let id { name += " #\(id)" }
        if let layoutUse { name = "\(layoutUse) (\(name))" }
        return name
    }
}
