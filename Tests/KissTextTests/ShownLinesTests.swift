import Foundation
import KissText
import XCTest

/// The text of each line a label shows: what a picture draws. The lines are the ones
/// `measure` counts; their widths are its line widths.
final class ShownLinesTests: XCTestCase {
    let measurer = TextMeasurer()
    let font = Font(size: 17)

    private func lines(_ text: String, maxWidth: Double?, lines: Int = 0, lineBreak: LineBreakMode = .word, minScale: Double = 1) -> [ShownLine] {
        measurer.shownLines(text, font: font, maxWidth: maxWidth, options: TextOptions(lines: lines, lineBreak: lineBreak, minScale: minScale), scale: 3)
    }

    func testWrappedLinesLeaveOutTheSpacesTheyBreakAt() {
        let two = tableWidth("aaa aaa", size: 17)
        let shown = lines("aaa aaa aaa aaa aaa", maxWidth: two + 1)
        XCTAssertEqual(shown.map(\.text), ["aaa aaa", "aaa aaa", "aaa"])
        let measured = measurer.measure("aaa aaa aaa aaa aaa", font: font, maxWidth: two + 1, options: TextOptions(lines: 0), scale: 3)
        XCTAssertEqual(shown.map(\.width), measured.lineWidths)
        XCTAssertEqual(lines("Hello \nWorld", maxWidth: nil).map(\.text), ["Hello ", "World"], "a paragraph keeps its final spaces")
    }

    func testTheLastAllowedLineIsCutWithAnEllipsis() {
        let room = tableWidth("Hello Wor", size: 17)
        let shown = lines("Hello World again", maxWidth: room, lines: 1)
        XCTAssertEqual(shown.count, 1)
        XCTAssertTrue(shown[0].text.hasSuffix("\u{2026}"), shown[0].text)
        XCTAssertTrue("Hello World again".hasPrefix(String(shown[0].text.dropLast())))
        XCTAssertLessThanOrEqual(shown[0].width, room)
        let measured = measurer.measure("Hello World again", font: font, maxWidth: room, options: TextOptions(lines: 1), scale: 3)
        XCTAssertEqual(shown[0].width, measured.lineWidths[0])
        // By characters, the last line is clipped without an ellipsis.
        let clipped = lines("Hello World again", maxWidth: room, lines: 1, lineBreak: .char)
        XCTAssertFalse(clipped[0].text.hasSuffix("\u{2026}"))
    }

    func testGraphemeClustersAndEmptyText() {
        XCTAssertEqual(lines("", maxWidth: 100), [])
        let family = "👨‍👩‍👧 e\u{301}"
        XCTAssertEqual(lines(family, maxWidth: nil).map(\.text), [family])
        XCTAssertEqual(lines("a\r\nb", maxWidth: nil).map(\.text), ["a", "b"])
    }

    func testAShrunkLineIsWholeAtItsSmallerFont() {
        let width = tableWidth("Shrink me", size: 17)
        let shown = lines("Shrink me", maxWidth: width * 0.8, lines: 1, minScale: 0.5)
        XCTAssertEqual(shown.map(\.text), ["Shrink me"])
        XCTAssertEqual(shown[0].width, width * 0.8, accuracy: 1e-6)
    }
}
