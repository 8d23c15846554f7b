import Foundation
import KissText
import XCTest

/// Expected widths are sums of the generated table's advances, worked out here
/// rather than by asking the measurer.
func tableWidth(_ text: String, size: Double, weight: FontWeight = .regular) -> Double {
    text.unicodeScalars.reduce(0) { $0 + FontMetrics.inter(weight).advance(of: $1)! } * size
}

final class TextMeasurerTests: XCTestCase {
    let measurer = TextMeasurer()
    let font = Font(size: 17)
    var lineHeight: Double { 3408.0 / 2816 * 17 }

    private func measure(_ text: String, maxWidth: Double? = nil, lines: Int = 0,
                         lineBreak: LineBreakMode = .word, minScale: Double = 1, scale: Double = 1000) -> TextMeasurement {
        // A scale of 1000 keeps rounding out of the way where a test is about breaking.
        measurer.measure(text, font: font, maxWidth: maxWidth,
                         options: TextOptions(lines: lines, lineBreak: lineBreak, minScale: minScale), scale: scale)
    }

    private func assertWidths(_ result: TextMeasurement, _ expected: [Double], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.lineWidths.count, expected.count, "\(result.lineWidths)", file: file, line: line)
        for (actual, wanted) in zip(result.lineWidths, expected) {
            XCTAssertEqual(actual, wanted, accuracy: 1e-9, file: file, line: line)
        }
    }

    func testOneLineIsTheSumOfAdvances() {
        let result = measure("Hello World")
        assertWidths(result, [tableWidth("Hello World", size: 17)])
        XCTAssertEqual(result.lineCount, 1)
        XCTAssertEqual(result.height, (lineHeight * 1000).rounded(.up) / 1000)
        XCTAssertFalse(result.truncated)
    }

    func testSpacesHangWhereALineWrapsAndCountWhereAParagraphEnds() {
        let whole = tableWidth("Hello World", size: 17)
        assertWidths(measure("Hello World", maxWidth: whole), [whole])
        let wrapped = measure("Hello World", maxWidth: whole - 0.01)
        assertWidths(wrapped, [tableWidth("Hello", size: 17), tableWidth("World", size: 17)])
        XCTAssertEqual(wrapped.width, (max(tableWidth("Hello", size: 17), tableWidth("World", size: 17)) * 1000).rounded(.up) / 1000)
        XCTAssertEqual(wrapped.height, (2 * lineHeight * 1000).rounded(.up) / 1000)
        assertWidths(measure("Hello   "), [tableWidth("Hello   ", size: 17)])
        assertWidths(measure("a  b"), [tableWidth("a  b", size: 17)])
        assertWidths(measure("  indented"), [tableWidth("  indented", size: 17)])
        assertWidths(measure("   "), [tableWidth("   ", size: 17)])
        assertWidths(measure("Hello \nWorld"), [tableWidth("Hello ", size: 17), tableWidth("World", size: 17)])
        // Final spaces never make a line wrap: short of room they hang past its edge.
        let hello = tableWidth("Hello", size: 17)
        let tight = measure("Hello   ", maxWidth: hello + 1)
        assertWidths(tight, [hello + 1])
        XCTAssertEqual(tight.neededWidth, (tableWidth("Hello   ", size: 17) * 1000).rounded(.up) / 1000)
    }

    func testATrailingSpaceWidensALabelAsUIKitMeasuresIt() {
        // "HELLO " at 17 pt, @3x: the number, from the font's own advances.
        let result = measurer.measure("HELLO ", font: font, maxWidth: nil, options: TextOptions(lines: 1), scale: 3)
        XCTAssertEqual(result.width, (tableWidth("HELLO ", size: 17) * 3).rounded(.up) / 3)
        XCTAssertEqual(result.width, 59.667, accuracy: 0.001)
        XCTAssertEqual(measurer.measure("HELLO", font: font, maxWidth: nil, options: TextOptions(lines: 1), scale: 3).width,
                       55, accuracy: 0.001)
    }

    func testEqualWordsFillLinesGreedily() {
        let two = tableWidth("aaa aaa", size: 17)
        let result = measure("aaa aaa aaa aaa aaa", maxWidth: two + 1)
        assertWidths(result, [two, two, tableWidth("aaa", size: 17)])
        XCTAssertEqual(result.neededLines, 3)
    }

    func testHyphensAndNoBreakSpaces() {
        let whole = tableWidth("well-known", size: 17)
        assertWidths(measure("well-known", maxWidth: whole - 1), [tableWidth("well-", size: 17), tableWidth("known", size: 17)])
        let glued = "10\u{A0}kg"
        let result = measure("Weight 10\u{A0}kg", maxWidth: tableWidth("Weight 10", size: 17) + 1)
        assertWidths(result, [tableWidth("Weight", size: 17), tableWidth(glued, size: 17)])
    }

    func testHyphenBeforeADigitDoesNotBreak() {
        let result = measure("pages 10-20", maxWidth: tableWidth("pages 10-", size: 17) + 1)
        assertWidths(result, [tableWidth("pages", size: 17), tableWidth("10-20", size: 17)])
    }

    func testSoftHyphenIsInvisibleButBreaksAndTabsAreFixedStops() {
        let word = "super\u{AD}market"
        assertWidths(measure(word), [tableWidth("supermarket", size: 17)])
        assertWidths(measure(word, maxWidth: tableWidth("supermark", size: 17)),
                     [tableWidth("super", size: 17), tableWidth("market", size: 17)])
        assertWidths(measure("a\tb"), [tableWidth("ab", size: 17) + 28])
    }

    func testExplicitNewlinesBreakAndEmptyLinesCount() {
        let result = measure("ab\n\nabc\r\nx")
        assertWidths(result, [tableWidth("ab", size: 17), 0, tableWidth("abc", size: 17), tableWidth("x", size: 17)])
        XCTAssertEqual(result.neededWidth, (tableWidth("abc", size: 17) * 1000).rounded(.up) / 1000)
        assertWidths(measure("\n"), [0, 0])
    }

    func testALongWordBreaksBetweenCharacters() {
        let m = tableWidth("M", size: 17)
        assertWidths(measure("MMMMMMMMMM", maxWidth: 3.5 * m), [3 * m, 3 * m, 3 * m, m])
        // The long word starts on its own line; what is left of it shares the next.
        assertWidths(measure("Hi MMMMMMMM i", maxWidth: 3.5 * m),
                     [tableWidth("Hi", size: 17), 3 * m, 3 * m, tableWidth("MM i", size: 17)])
        // A single cluster wider than the line still takes a line of its own.
        assertWidths(measure("MM", maxWidth: 1), [m, m])
    }

    func testCharModeBreaksAnywhereButLetsSpacesHang() {
        let limit = tableWidth("Hi the", size: 17) + 0.01
        assertWidths(measure("Hi there", maxWidth: limit, lineBreak: .char), [tableWidth("Hi the", size: 17), tableWidth("re", size: 17)])
        assertWidths(measure("Hi there", maxWidth: limit, lineBreak: .word), [tableWidth("Hi", size: 17), tableWidth("there", size: 17)])
        // The space after "Hi" hangs on the first line instead of starting the second.
        let hang = measure("Hi there", maxWidth: tableWidth("Hi", size: 17) + 0.01, lineBreak: .char)
        XCTAssertEqual(hang.lineWidths[0], tableWidth("Hi", size: 17), accuracy: 1e-9)
        XCTAssertEqual(hang.lineWidths[1], tableWidth("th", size: 17), accuracy: 1e-9)
    }

    func testLineLimitTruncatesTheLastLineWithAnEllipsis() {
        let a = tableWidth("a", size: 17)
        let ellipsis = tableWidth("\u{2026}", size: 17)
        let limit = tableWidth("aaa aaa", size: 17) + 1
        // Worked by hand: "aaa aa…" does not fit, "aaa a…" does.
        XCTAssertGreaterThan(ellipsis, a + 1)
        XCTAssertLessThanOrEqual(ellipsis, 2 * a + 1)
        let result = measure("aaa aaa aaa aaa aaa", maxWidth: limit, lines: 2)
        XCTAssertTrue(result.truncated)
        XCTAssertEqual(result.lineCount, 2)
        XCTAssertEqual(result.neededLines, 3)
        assertWidths(result, [tableWidth("aaa aaa", size: 17), tableWidth("aaa a\u{2026}", size: 17)])
        XCTAssertEqual(result.height, (2 * lineHeight * 1000).rounded(.up) / 1000)
        XCTAssertEqual(result.neededHeight, (3 * lineHeight * 1000).rounded(.up) / 1000)
        XCTAssertEqual(result.neededWidth, (tableWidth("aaa aaa aaa aaa aaa", size: 17) * 1000).rounded(.up) / 1000)

        let unlimited = measure("aaa aaa aaa aaa aaa", maxWidth: limit, lines: 0)
        XCTAssertFalse(unlimited.truncated)
        XCTAssertEqual(unlimited.lineCount, 3)
    }

    func testOneLineLabelTruncation() {
        let full = tableWidth("Hello World", size: 17)
        let result = measure("Hello World", maxWidth: full / 2, lines: 1)
        XCTAssertTrue(result.truncated)
        XCTAssertEqual(result.lineCount, 1)
        XCTAssertLessThanOrEqual(result.lineWidths[0], full / 2)
        XCTAssertEqual(result.neededWidth, (full * 1000).rounded(.up) / 1000)
        // Without a width only a newline can cut a one-line label.
        let cut = measure("ab\ncd", lines: 1)
        XCTAssertTrue(cut.truncated)
        assertWidths(cut, [tableWidth("ab\u{2026}", size: 17)])
        // Char wrapping clips without an ellipsis, as .byCharWrapping does.
        let m = tableWidth("M", size: 17)
        let clipped = measure("MMMMMMMMMM", maxWidth: 3.5 * m, lines: 2, lineBreak: .char)
        XCTAssertTrue(clipped.truncated)
        assertWidths(clipped, [3 * m, 3 * m])
    }

    /// Layout asks for label baselines without measuring: the answer must be every measurement's.
    func testFirstBaselineIsTheSameForEveryTextAndWidth() {
        let measurer = TextMeasurer(cacheCapacity: 100)
        for size in [0, 13, 17.5, -4, .nan, .infinity] as [Double] {
            for weight in [FontWeight.regular, .heavy] {
                let font = Font(size: size, weight: weight)
                for text in ["", "Hello", "Hello World, wrapping over lines", "A\nB"] {
                    for width in [nil, 0, 20, 1_000] as [Double?] {
                        for options in [TextOptions(lines: 1, minScale: 0.5), TextOptions(lines: 0)] {
                            let measured = measurer.measure(text, font: font, maxWidth: width, options: options, scale: 2)
                            XCTAssertEqual(
                                TextMeasurer.firstBaseline(in: font), measured.firstBaseline,
                                "\(size) \(weight) \(text) \(String(describing: width))")
                        }
                    }
                }
            }
        }
    }

    func testMinScaleShrinksAOneLineLabelBeforeTruncating() {
        let full = tableWidth("Hello World", size: 17)
        let fits = measure("Hello World", maxWidth: 0.8 * full, lines: 1, minScale: 0.5)
        XCTAssertEqual(fits.fontScale, 0.8, accuracy: 1e-12)
        XCTAssertFalse(fits.truncated)
        XCTAssertFalse(fits.stillOverflows)
        assertWidths(fits, [0.8 * full])
        XCTAssertEqual(fits.height, (lineHeight * 1000).rounded(.up) / 1000, "the label keeps its line height")
        XCTAssertEqual(fits.firstBaseline, 2728.0 / 2816 * 17, accuracy: 1e-12, "baselines stay aligned")
        XCTAssertEqual(fits.capLine, (2728.0 - 2048 * 0.8) / 2816 * 17, accuracy: 1e-9)

        let tooSmall = measure("Hello World", maxWidth: 0.8 * full, lines: 1, minScale: 0.9)
        XCTAssertEqual(tooSmall.fontScale, 0.9)
        XCTAssertTrue(tooSmall.truncated)
        XCTAssertTrue(tooSmall.stillOverflows)
        XCTAssertLessThanOrEqual(tooSmall.lineWidths[0], 0.8 * full)

        let wide = measure("Hello World", maxWidth: 2 * full, lines: 1, minScale: 0.5)
        XCTAssertEqual(wide.fontScale, 1, "nothing to shrink for")
        let multiLine = measure("Hello World", maxWidth: 0.8 * full, lines: 2, minScale: 0.5)
        XCTAssertEqual(multiLine.fontScale, 1, "only one-line labels shrink")
        XCTAssertEqual(multiLine.lineCount, 2)
    }

    func testSizesRoundUpToThePixelGrid() {
        let width = tableWidth("Hello", size: 17)
        for scale in [1.0, 2.0, 3.0] {
            let result = measure("Hello", scale: scale)
            XCTAssertEqual(result.width, (width * scale).rounded(.up) / scale, "scale \(scale)")
            XCTAssertEqual(result.height, (lineHeight * scale).rounded(.up) / scale, "scale \(scale)")
            XCTAssertGreaterThanOrEqual(result.width, width)
            XCTAssertLessThan(result.width - width, 1 / scale)
        }
        XCTAssertEqual(measure("Hello", scale: 1).height, 21)
        XCTAssertEqual(measure("Hello", scale: 3).height, 62.0 / 3)
        // A width that is on the grid up to floating-point noise stays there.
        let exact = measurer.measure("M", font: Font(size: 15 / (2504.0 / 2816)), scale: 3)
        XCTAssertGreaterThan(exact.lineWidths[0], 15, "the sum carries noise above the grid line")
        XCTAssertEqual(exact.width, 15)
        XCTAssertEqual(PixelGrid.ceil(10.2, scale: 0), 11, "an invalid scale means 1")
        XCTAssertEqual(PixelGrid.ceil(-3, scale: 2), 0)
    }

    func testBaselineAndCapLine() {
        let result = measurer.measure("Title", font: Font(size: 20, weight: .bold))
        XCTAssertEqual(result.firstBaseline, 2728.0 / 2816 * 20, accuracy: 1e-12)
        XCTAssertEqual(result.capLine, (2728.0 - 2048) / 2816 * 20, accuracy: 1e-12)
        XCTAssertEqual(result.lineHeight, 3408.0 / 2816 * 20, accuracy: 1e-12)
    }

    func testEmptyTextMeasuresZeroLikeUILabel() {
        let empty = measure("")
        XCTAssertEqual([empty.width, empty.height], [0, 0])
        XCTAssertEqual(empty.lineCount, 0)
        XCTAssertFalse(empty.truncated)
        XCTAssertEqual(empty.lineHeight, lineHeight, accuracy: 1e-12)
        for size in [0, -3, Double.nan, Double.infinity] {
            let invalid = measurer.measure("abc", font: Font(size: size), maxWidth: 100, options: TextOptions(minScale: 0.5))
            XCTAssertEqual([invalid.width, invalid.height], [0, 0], "size \(size)")
        }
    }

    func testFallbacksForScriptsAndEmojiTheTableLacks() {
        let size = 10.0
        func widths(_ text: String) -> [Double] { measurer.measure(text, font: Font(size: size), options: TextOptions(lines: 0)).lineWidths }
        XCTAssertEqual(widths("你好"), [20], "ideographs are 1 em")
        XCTAssertEqual(widths("한국"), [20], "Hangul syllables are 1 em")
        XCTAssertEqual(widths("\u{1100}\u{1161}\u{11A8}"), [10], "conjoining jamo make one square")
        XCTAssertEqual(widths("😀"), [12.5], "emoji are 1.25 em")
        XCTAssertEqual(widths("👨‍👩‍👧"), [12.5], "a ZWJ sequence is one emoji")
        XCTAssertEqual(widths("🇯🇵"), [12.5], "a flag is one emoji")
        XCTAssertEqual(widths("❤️"), [12.5], "VS16 asks for emoji presentation")
        XCTAssertEqual(widths("שלום"), [24], "other scripts are 0.6 em per letter")
        XCTAssertEqual(widths("e\u{301}")[0], tableWidth("e", size: size), accuracy: 1e-12, "Inter's combining acute is 0")
        // Canonically equal spellings keep their own glyphs: Inter's ĩ is wider than i + U+0303.
        XCTAssertEqual(widths("\u{129}i\u{303}")[0], tableWidth("\u{129}i\u{303}", size: size), accuracy: 1e-12)
        XCTAssertEqual(widths("i\u{303}\u{129}")[0], tableWidth("\u{129}i\u{303}", size: size), accuracy: 1e-12)
        XCTAssertEqual(widths("a\u{20D0}")[0], tableWidth("a", size: size), accuracy: 1e-12, "unknown marks are 0")
        XCTAssertEqual(widths("a\u{200D}b")[0], tableWidth("ab", size: size), accuracy: 1e-12, "format characters are 0")
    }

    func testIdeographicTextBreaksBetweenCharacters() {
        let result = measurer.measure("日本語の文章", font: Font(size: 10), maxWidth: 25, options: TextOptions(lines: 0))
        XCTAssertEqual(result.lineWidths, [20, 20, 20])
        let mixed = measurer.measure("Swift日本", font: Font(size: 10), maxWidth: tableWidth("Swift", size: 10) + 12,
                                     options: TextOptions(lines: 0))
        XCTAssertEqual(mixed.lineWidths.count, 2, "breaks after the first ideograph, not inside Swift")
        XCTAssertEqual(mixed.lineWidths[0], tableWidth("Swift", size: 10) + 10, accuracy: 1e-9)
    }

    func testWeightChangesWidths() {
        let regular = measurer.measure("Hello", font: Font(size: 17)).lineWidths[0]
        let bold = measurer.measure("Hello", font: Font(size: 17, weight: .bold)).lineWidths[0]
        XCTAssertEqual(bold, tableWidth("Hello", size: 17, weight: .bold), accuracy: 1e-9)
        XCTAssertGreaterThan(bold, regular)
    }
}
