import KissSyntax
import XCTest

/// A string literal's value: quotes removed, escapes decoded, the rest kept as written.
final class StringLiteralTests: XCTestCase {
    func testValues() {
        let cases: [(literal: String, value: String)] = [
            ("\"Hello\"", "Hello"),
            ("\"\"", ""),
            ("\"", ""),
            ("\"unterminated", "unterminated"),
            ("\u{201C}typographic\u{201D}", "typographic"),
            ("\"caf\u{E9} \u{1F600} \u{0915}\u{094D}\u{0937}\"", "caf\u{E9} \u{1F600} \u{0915}\u{094D}\u{0937}"),
            ("\"a\\nb\\tc\"", "a\nb\tc"),
            ("\"quote \\\" and backslash \\\\\"", "quote \" and backslash \\"),
            ("\"\\u{1F600}\\u{41}\"", "\u{1F600}A"),
            ("\"bad \\u{110000} and \\u{zz}\"", "bad \\u{110000} and \\u{zz}"),
            ("\"unclosed \\u{41\"", "unclosed \\u{41"),
            ("\"unknown \\q escape\"", "unknown \\q escape"),
            ("\"trailing \\\"", "trailing \\"),
            // Quotes of either kind at either end, and text that is only quotes.
            ("\u{201C}\u{201D}", ""),
            ("\u{201C}", ""),
            ("\"\u{201D}", ""),
            ("\"mixed\u{201D}", "mixed"),
            ("\u{201C}mixed\"", "mixed"),
            ("bare", "bare"),
            ("\"\u{201C}inner\u{201D}\"", "\u{201C}inner\u{201D}"),
        ]
        for (literal, value) in cases {
            XCTAssertEqual(StringLiteral.value(of: literal), value, literal)
        }
    }
}
