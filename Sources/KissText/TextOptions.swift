/// Where a line may break.
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    /// At spaces (and after hyphens, and around ideographs); a word wider than the
    /// line breaks between characters. The last allowed line ends in "…" when text
    /// remains: UILabel's default `.byTruncatingTail`.
    case word
    /// Between any two characters; the last allowed line is clipped without an
    /// ellipsis: `.byCharWrapping`.
    case char
}

/// The label properties that change how text is measured.
public struct TextOptions: Sendable, Hashable {
    /// Maximum number of lines; 0 is unlimited (UILabel.numberOfLines).
    public var lines: Int
    public var lineBreak: LineBreakMode
    /// Below 1, a one-line label shrinks its font down to `minScale` × size before
    /// it truncates (UILabel.minimumScaleFactor with adjustsFontSizeToFitWidth).
    public var minScale: Double

    public init(lines: Int = 1, lineBreak: LineBreakMode = .word, minScale: Double = 1) {
        self.lines = max(0, lines)
        self.lineBreak = lineBreak
        self.minScale = minScale.isFinite ? min(1, max(0.01, minScale)) : 1
    }
}
