import Foundation
import KissIDE
import KissTestSupport
import XCTest

/// Data-driven hover tests. Each `Fixtures/hover/NAME.kiss` marks the places
/// to hover with a comment line whose `^` stands under the character to
/// hover, in the nearest line above that is not a marker:
///
///     label("Hi").grow(1)
///     // ^ hover
///
/// `NAME.hover` holds the Markdown of every marked hover, in order, each
/// after a `### line:column` heading (1-based, of the hovered character).
/// `KISS_UPDATE_FIXTURES=1` rewrites the expectations.
final class HoverFixtureTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/hover")

    func testHoverFixtures() throws {
        let inputs = Fixtures.files(in: Self.folder, withExtension: "kiss")
        XCTAssertGreaterThanOrEqual(inputs.count, 9, "hover fixtures are missing")
        for input in inputs {
            let text = try Data(contentsOf: input)
            let service = IDEService()
            let document = IDEDocument(path: input.path, text: Array(text))
            let markers = HoverMarkers.find(in: Array(text))
            XCTAssertFalse(markers.isEmpty, "\(input.lastPathComponent) marks no hover")
            var output = ""
            for marker in markers {
                output += "### \(marker.line):\(marker.column)\n"
                if let hover = service.hover(in: document, at: marker.offset) {
                    let covered = String(decoding: Array(text)[hover.range], as: UTF8.self)
                    output += "range: `\(covered)`\n\n" + hover.markdown + "\n\n"
                } else {
                    output += "(nothing)\n\n"
                }
            }
            let expectation = input.deletingPathExtension().appendingPathExtension("hover")
            if let failure = Fixtures.check(output, against: expectation) {
                XCTFail("\(input.lastPathComponent): \(failure)")
            }
        }
    }
}

/// The `// ^ hover` markers of a fixture.
enum HoverMarkers {
    struct Marker {
        /// 1-based line and column of the hovered byte.
        var line: Int
        var column: Int
        var offset: Int
    }

    /// Markers `// ^ WORD` (`hover` by default).
    static func find(in text: [UInt8], word: String = "hover") -> [Marker] {
        var lines: [(start: Int, bytes: ArraySlice<UInt8>)] = []
        var start = 0
        for (index, byte) in text.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append((start, text[start..<index]))
            start = index + 1
        }
        lines.append((start, text[start..<text.count]))
        func isMarker(_ line: ArraySlice<UInt8>) -> Bool {
            let string = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            return string.hasPrefix("//") && string.hasSuffix("^ " + word)
        }
        var markers: [Marker] = []
        for (index, line) in lines.enumerated() where isMarker(line.bytes) {
            guard let caret = line.bytes.firstIndex(of: UInt8(ascii: "^")),
                  let target = lines[..<index].lastIndex(where: { !isMarker($0.bytes) }) else { continue }
            let column = caret - line.start
            markers.append(Marker(line: target + 1, column: column + 1, offset: lines[target].start + column))
        }
        return markers
    }
}
