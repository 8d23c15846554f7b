import KissSyntax
import XCTest

final class LineIndexTests: XCTestCase {
    private func index(_ text: String) -> ([UInt8], LineIndex) {
        let bytes = Array(text.utf8)
        return (bytes, LineIndex(bytes))
    }

    /// Byte offset of the first occurrence of `needle`.
    private func offset(of needle: String, in bytes: [UInt8]) -> Int {
        let pattern = Array(needle.utf8)
        for start in 0...(bytes.count - pattern.count) where Array(bytes[start..<(start + pattern.count)]) == pattern {
            return start
        }
        XCTFail("\(needle) not found")
        return 0
    }

    func testASCIIColumnsAreTheSameInEveryEncoding() {
        let (bytes, lines) = index("ab\ncd\n")
        for encoding in PositionEncoding.allCases {
            XCTAssertEqual(lines.position(of: 4, in: encoding), LinePosition(line: 1, column: 1))
            XCTAssertEqual(lines.offset(of: LinePosition(line: 1, column: 1), in: encoding), 4)
        }
        XCTAssertEqual(lines.lineCount, 3)
        XCTAssertEqual(lines.position(of: bytes.count), LinePosition(line: 2, column: 0))
    }

    func testEmojiIsTwoUTF16UnitsAndOneScalar() {
        let (bytes, lines) = index("a😀b\n")
        let b = offset(of: "b", in: bytes)
        XCTAssertEqual(b, 5)
        XCTAssertEqual(lines.position(of: b, in: .utf8).column, 5)
        XCTAssertEqual(lines.position(of: b, in: .utf16).column, 3)
        XCTAssertEqual(lines.position(of: b, in: .utf32).column, 2)
        XCTAssertEqual(lines.offset(of: LinePosition(line: 0, column: 3), in: .utf16), b)
        XCTAssertEqual(lines.offset(of: LinePosition(line: 0, column: 2), in: .utf32), b)
        // Half a surrogate pair snaps to the start of the emoji.
        XCTAssertEqual(lines.offset(of: LinePosition(line: 0, column: 2), in: .utf16), 1)
        // An offset inside the emoji's bytes moves back to its start.
        XCTAssertEqual(lines.position(of: 3, in: .utf16), LinePosition(line: 0, column: 1))
    }

    func testCJKIsOneUTF16UnitAndThreeBytes() {
        let (bytes, lines) = index("x\n日本語=1\n")
        let equals = offset(of: "=", in: bytes)
        XCTAssertEqual(lines.position(of: equals, in: .utf16), LinePosition(line: 1, column: 3))
        XCTAssertEqual(lines.position(of: equals, in: .utf8), LinePosition(line: 1, column: 9))
        XCTAssertEqual(lines.offset(of: LinePosition(line: 1, column: 3), in: .utf16), equals)
        XCTAssertEqual(lines.offset(of: LinePosition(line: 1, column: 3), in: .utf32), equals)
    }

    func testCRLFAndCROnlyLineEnds() {
        let (crlfBytes, crlf) = index("a\r\nb\r\n")
        XCTAssertEqual(crlf.lineCount, 3)
        XCTAssertEqual(crlf.position(of: offset(of: "b", in: crlfBytes)), LinePosition(line: 1, column: 0))
        XCTAssertEqual(crlf.contentRange(ofLine: 0), 0..<1)
        // Inside the CRLF pair counts as the end of the line's content.
        XCTAssertEqual(crlf.position(of: 2), LinePosition(line: 0, column: 1))

        let (crBytes, cr) = index("a\rb\rc")
        XCTAssertEqual(cr.lineCount, 3)
        XCTAssertEqual(cr.position(of: offset(of: "c", in: crBytes)), LinePosition(line: 2, column: 0))
        XCTAssertEqual(cr.offset(of: LinePosition(line: 1, column: 0)), 2)

        let (_, mixed) = index("a\nb\r\nc\rd")
        XCTAssertEqual(mixed.lineStarts, [0, 2, 5, 7])
    }

    func testByteOrderMarkTakesNoColumn() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("ab".utf8)
        let lines = LineIndex(bytes)
        XCTAssertEqual(lines.position(of: 3), LinePosition(line: 0, column: 0))
        XCTAssertEqual(lines.position(of: 4), LinePosition(line: 0, column: 1))
        XCTAssertEqual(lines.offset(of: LinePosition(line: 0, column: 1)), 4)
    }

    func testPositionsPastTheEndClamp() {
        let (bytes, lines) = index("ab\ncd")
        XCTAssertEqual(lines.offset(of: LinePosition(line: 0, column: 99)), 2)
        XCTAssertEqual(lines.offset(of: LinePosition(line: 9, column: 0)), bytes.count)
        XCTAssertEqual(lines.offset(of: LinePosition(line: -1, column: 0)), 0)
        XCTAssertEqual(lines.position(of: 999), LinePosition(line: 1, column: 2))
        for encoding in PositionEncoding.allCases {
            XCTAssertEqual(lines.offset(of: LinePosition(line: 1, column: Int.max), in: encoding), bytes.count, "no overflow")
            XCTAssertEqual(lines.offset(of: LinePosition(line: Int.max, column: Int.max), in: encoding), bytes.count)
        }
    }

    func testInvalidBytesCountAsOneReplacementCharacter() {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xE2, 0x82, 0x63]
        let lines = LineIndex(bytes)
        XCTAssertEqual(lines.position(of: 2, in: .utf16).column, 2)
        // E2 82 is a truncated three-byte sequence: one replacement character.
        XCTAssertEqual(lines.position(of: 5, in: .utf16).column, 4)
        XCTAssertEqual(lines.offset(of: LinePosition(line: 0, column: 4)), 5)
    }

    /// Every character boundary round-trips in every encoding, against a
    /// reference computed with Swift's own String views.
    func testRoundTripAgainstStringViews() {
        let text = "layout 😀 {\r\n  label(\"日本語 Ωmega é\")\r  👍🏽x\n\nend"
        let (bytes, lines) = index(text)
        var utf8Offset = 0
        var line = 0
        var columns: [PositionEncoding: Int] = [.utf8: 0, .utf16: 0, .utf32: 0]
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if previousWasCR, scalar == "\n" {
                utf8Offset += 1
                previousWasCR = false
                continue
            }
            for encoding in PositionEncoding.allCases {
                let expected = LinePosition(line: line, column: columns[encoding]!)
                XCTAssertEqual(lines.position(of: utf8Offset, in: encoding), expected, "offset \(utf8Offset) \(encoding)")
                XCTAssertEqual(lines.offset(of: expected, in: encoding), utf8Offset, "position \(expected) \(encoding)")
            }
            let width8 = String(scalar).utf8.count
            if scalar == "\n" || scalar == "\r" {
                line += 1
                columns = [.utf8: 0, .utf16: 0, .utf32: 0]
                previousWasCR = scalar == "\r"
            } else {
                columns[.utf8]! += width8
                columns[.utf16]! += String(scalar).utf16.count
                columns[.utf32]! += 1
                previousWasCR = false
            }
            utf8Offset += width8
        }
        XCTAssertEqual(utf8Offset, bytes.count)
    }
}

extension LineIndexTests {
    /// The index of an edited text made from the old one's equals the one built afresh,
    /// whatever the edit does to line breaks ("\r" then "\n" joined or split), wide
    /// characters, invalid bytes or the byte-order mark.
    func testReplacingEqualsABuildOfTheEditedText() {
        var random = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("bc ".utf8), [0x0A], [0x0D], [0x0D, 0x0A], Array("é".utf8), Array("😀".utf8), Array("漢".utf8),
            [0xFF], [0xE2, 0x82], [0xEF, 0xBB, 0xBF], Array("label(\"x\")".utf8),
        ]
        func text(_ count: Int) -> [UInt8] { (0..<count).flatMap { _ in pieces.randomElement(using: &random)! } }
        for _ in 0..<3_000 {
            var old = text(Int.random(in: 0...60, using: &random))
            var index = LineIndex(old)
            for _ in 0..<5 {
                let start = Int.random(in: 0...old.count, using: &random)
                let end = Int.random(in: start...min(old.count, start + 8), using: &random)
                let replacement = text(Int.random(in: 0...3, using: &random))
                var new = old
                new.replaceSubrange(start..<end, with: replacement)
                let incremental = index.replacing(start..<end, withCount: replacement.count, in: new)
                XCTAssertEqual(incremental, LineIndex(new), "\(old) with \(start)..<\(end) replaced by \(replacement)")
                if incremental != LineIndex(new) { return }
                old = new
                index = incremental
            }
        }
    }
}
