/// How many terminal columns text takes, so a caret lands under the right
/// character: East Asian wide characters and emoji take two, combining marks
/// and zero-width characters none, a tab is shown as four spaces.
enum DisplayWidth {
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0x09 { return 4 }
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    static func of(_ text: Substring.UnicodeScalarView) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The text as printed: tabs expanded to four spaces, control characters dropped.
    static func printable(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                result += "    "
            } else if scalar.value >= 0x20, !(0x7F..<0xA0).contains(scalar.value) {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
