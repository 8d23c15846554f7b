/// Text cut into paragraphs of grapheme clusters with their advances in em.
///
/// Grapheme clusters, not scalars, are the unit: a line never breaks inside "é"
/// written as e + U+0301, a flag or a ZWJ family, and an emoji cluster has one
/// width. Kerning, ligatures and other shaping are ignored.
struct ShapedText {
    enum Kind: Equatable {
        /// Visible content; counts toward a line's width.
        case ink
        /// A breakable space: hangs without counting where a line wraps after it;
        /// counts at the end of a paragraph.
        case space
        /// U+200B: a break opportunity with no width.
        case zeroWidthBreak
    }

    struct Cluster {
        var width: Double
        var kind: Kind
        /// Hyphens and dashes allow a break after them when they follow a letter.
        var isHyphen: Bool
        /// Ideographs allow a break on either side, as CJK text has no spaces.
        var isWide: Bool
        /// No break between a hyphen and a digit: "10-20" and "-5" stay whole (UAX #14 HY × NU).
        var isDigit: Bool
    }

    /// NSParagraphStyle's default tab interval. Real tab stops depend on where the
    /// tab falls; a fixed width keeps cluster widths independent of position.
    static let tabWidth = 28.0

    var paragraphs: [[Cluster]]
    var ellipsisWidth: Double

    init(_ text: String, font: Font) {
        var paragraphs: [[Cluster]] = [[]]
        // Keyed by scalar, not Character: Character equality is canonical, so "é"
        // and "e\u{301}" would share an entry though their glyphs differ.
        var widths: [UInt32: Double] = [:]
        for character in text {
            if character.isNewline {
                paragraphs.append([])
                continue
            }
            let first = character.unicodeScalars.first?.value ?? 0
            let width: Double
            if first == 0x09 {
                width = font.size > 0 ? Self.tabWidth / font.size : 0
            } else if first == 0xAD {
                // A soft hyphen is invisible unless a line breaks at it; the hyphen
                // drawn at such a break is not counted.
                width = 0
            } else if character.unicodeScalars.count > 1 {
                width = CharacterAdvance.width(of: character, font: font)
            } else if let known = widths[first] {
                width = known
            } else {
                width = CharacterAdvance.width(of: character, font: font)
                widths[first] = width
            }
            paragraphs[paragraphs.count - 1].append(Cluster(
                width: width,
                kind: Self.kind(of: character, first: first),
                isHyphen: [0x2D, 0x2010, 0x2013, 0x2014].contains(first),
                isWide: CharacterAdvance.isWide(first),
                isDigit: character.isASCII && character.isNumber))
        }
        self.paragraphs = paragraphs
        ellipsisWidth = CharacterAdvance.advance(of: "\u{2026}", font: font)
    }

    private static func kind(of character: Character, first: UInt32) -> Kind {
        if first == 0x200B || first == 0xAD { return .zeroWidthBreak }
        // No-break spaces (U+00A0, U+2007, U+202F) are whitespace that must not break.
        if character.isWhitespace && ![0xA0, 0x2007, 0x202F].contains(first) { return .space }
        return .ink
    }
}
