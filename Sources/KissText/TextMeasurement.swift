/// The size of a piece of text as a label would report it, and why.
///
/// `width` and `height` are rounded up to the pixel grid; the other lengths are
/// exact, for the layout engine to place and round as it rounds frames.
public struct TextMeasurement: Sendable, Hashable {
    /// The widest shown line (a truncated line includes its "…").
    public var width: Double
    /// Shown lines × line height. Empty text measures 0 × 0, like UILabel's
    /// intrinsicContentSize for an empty string.
    public var height: Double
    /// Lines shown, at most `TextOptions.lines` when that is not 0.
    public var lineCount: Int
    /// Lines the text would take at this width with no line limit.
    public var neededLines: Int
    /// The width the text would take with no width limit (widest paragraph), rounded up.
    public var neededWidth: Double
    /// `neededLines` × line height, rounded up.
    public var neededHeight: Double
    /// Text was cut: it needs more lines than allowed, or still overflows after shrinking.
    public var truncated: Bool
    /// The font scale applied by `minScale` (1 when the font was not shrunk).
    public var fontScale: Double
    /// Shrinking was allowed but even `minScale` does not make the text fit.
    public var stillOverflows: Bool
    /// UIFont.lineHeight of the unscaled font.
    public var lineHeight: Double
    /// Distance from the top to the first line's baseline (the ascender). A
    /// shrunk one-line label keeps its baseline, as UILabel's default
    /// `baselineAdjustment = .alignBaselines` does.
    public var firstBaseline: Double
    /// Distance from the top to the top of the first line's capitals:
    /// `firstBaseline` − cap height of the font as drawn (after `fontScale`).
    public var capLine: Double
    /// Each shown line's width in points, unrounded.
    public var lineWidths: [Double]

    public init(
        width: Double, height: Double, lineCount: Int, neededLines: Int, neededWidth: Double,
        neededHeight: Double, truncated: Bool, fontScale: Double, stillOverflows: Bool,
        lineHeight: Double, firstBaseline: Double, capLine: Double, lineWidths: [Double]
    ) {
        self.width = width
        self.height = height
        self.lineCount = lineCount
        self.neededLines = neededLines
        self.neededWidth = neededWidth
        self.neededHeight = neededHeight
        self.truncated = truncated
        self.fontScale = fontScale
        self.stillOverflows = stillOverflows
        self.lineHeight = lineHeight
        self.firstBaseline = firstBaseline
        self.capLine = capLine
        self.lineWidths = lineWidths
    }
}

/// One line of a label as drawn: its text and its width in points, unrounded.
public struct ShownLine: Sendable, Hashable {
    public var text: String
    public var width: Double

    public init(text: String, width: Double) {
        self.text = text
        self.width = width
    }
}
