/// How wide one grapheme cluster is, in em, when the font may not have every glyph.
///
/// Lookup order per scalar mirrors CoreText's cascade, approximated: the font's
/// own `hmtx`, then Inter at the same weight (standing in for the system font iOS
/// substitutes), then a per-script estimate (see docs/text-measurement.md).
/// Emoji clusters are one emoji wide however many scalars they join.
enum CharacterAdvance {
    /// Apple Color Emoji's advance relative to the surrounding text's point size.
    static let emojiEm = 1.25
    /// Ideographs, kana, Hangul and full-width forms are square.
    static let wideEm = 1.0
    /// A typical proportional letter for scripts nothing here covers.
    static let unknownEm = 0.6

    static func width(of character: Character, font: Font) -> Double {
        let scalars = character.unicodeScalars
        if isEmoji(scalars) { return emojiEm }
        var width = 0.0
        for scalar in scalars {
            width += advance(of: scalar, font: font)
        }
        return width
    }

    static func advance(of scalar: Unicode.Scalar, font: Font) -> Double {
        if let own = font.metrics.advance(of: scalar) { return own }
        if let system = FontMetrics.inter(font.weight).advance(of: scalar) { return system }
        return estimate(scalar)
    }

    static func estimate(_ scalar: Unicode.Scalar) -> Double {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        if properties.isDefaultIgnorableCodePoint || isConjoiningJamo(scalar.value) { return 0 }
        if isWide(scalar.value) { return wideEm }
        if properties.isEmojiPresentation { return emojiEm }
        return unknownEm
    }

    /// A cluster renders as a colour emoji when any scalar defaults to emoji
    /// presentation (this covers flags and ZWJ sequences) or VS16 asks for it.
    static func isEmoji(_ scalars: Character.UnicodeScalarView) -> Bool {
        var sawEmoji = false
        for scalar in scalars {
            if scalar.properties.isEmojiPresentation { return true }
            if scalar.value == 0xFE0F && sawEmoji { return true }
            sawEmoji = sawEmoji || scalar.properties.isEmoji
        }
        return false
    }

    /// East Asian Width W/F blocks; the standard library exposes no such property.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Hangul vowel and final jamo join the leading jamo into one square syllable.
    static func isConjoiningJamo(_ value: UInt32) -> Bool {
        (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
    }
}
