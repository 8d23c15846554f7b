import Foundation
@testable import KissSyntax
import KissTestSupport
import XCTest

/// `SyntaxTree.parse(_:reusing:)` splices reparsed declarations into the
/// previous tree; whenever it does, the tree must be exactly the full parse:
/// the same tokens, the same node records, the same (no) diagnostics.
final class IncrementalReparseTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func inputs() -> [URL] {
        let folders = ["Tests/KissSyntaxTests/Fixtures/parser/ok", "Examples", "Tests/KissAnalysisTests/Fixtures/diagnostics"]
        return folders.flatMap { Fixtures.files(in: Self.root.appendingPathComponent($0), withExtension: "kiss") }
    }

    static func edit(_ text: [UInt8], random: inout SplitMix64) -> [UInt8] {
        var bytes = text
        let at = random.below(bytes.count + 1)
        switch random.below(8) {
        case 0:
            bytes.insert(contentsOf: Array(["x", " ", "\n", "}", "{", "(", "\"", "/*", "//", ".", "7", "layout"][random.below(12)].utf8), at: at)
        case 1:
            guard !bytes.isEmpty else { break }
            let start = random.below(bytes.count)
            bytes.removeSubrange(start..<min(bytes.count, start + 1 + random.below(4)))
        case 2:
            let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
            guard !quotes.isEmpty else { fallthrough }
            bytes.insert(UInt8(ascii: "W"), at: quotes[random.below(quotes.count)] + 1)
        case 3:
            let digits = bytes.indices.filter { (48...57).contains(bytes[$0]) }
            guard !digits.isEmpty else { fallthrough }
            bytes[digits[random.below(digits.count)]] = UInt8(48 + random.below(10))
        case 4:
            let ends = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
            let place = ends.isEmpty ? bytes.count : ends[random.below(ends.count)] + 1
            let pieces = ["// note\n", "layout New\(random.below(99)) {\n  label(\"n\")\n}\n", "\n", "preview p(width: 200)\n", "/// doc\n"]
            bytes.insert(contentsOf: Array(pieces[random.below(pieces.count)].utf8), at: place)
        case 5:
            let parens = bytes.indices.filter { bytes[$0] == UInt8(ascii: ")") }
            guard !parens.isEmpty else { fallthrough }
            bytes.insert(contentsOf: Array(".padding(4)".utf8), at: parens[random.below(parens.count)] + 1)
        default:
            // Type a word inside a line, as an editor's keystrokes do.
            let letters = bytes.indices.filter { (97...122).contains(bytes[$0]) }
            guard !letters.isEmpty else { break }
            bytes.insert(UInt8(97 + random.below(26)), at: letters[random.below(letters.count)])
        }
        return bytes
    }

    func testSplicedTreesAreTheFullParse() throws {
        var spliced = 0
        var checked = 0
        for (index, input) in Self.inputs().enumerated() {
            let original = try [UInt8](Data(contentsOf: input))
            var random = SplitMix64(seed: UInt64(index) &* 104_729 &+ 3)
            var previous = SyntaxTree.parse(original)
            var text = original
            for step in 0..<60 {
                text = step % 15 == 14 ? original : Self.edit(text, random: &random)
                let full = SyntaxTree.parse(text)
                if let reused = previous.reparsed(text) {
                    spliced += 1
                    if let difference = SplitParseTests.differences(reused, full) {
                        XCTFail("\(input.lastPathComponent), edit \(step): the spliced tree differs from the full parse (\(difference)) of\n"
                            + String(decoding: text, as: UTF8.self))
                        break
                    }
                }
                checked += 1
                previous = full
            }
        }
        XCTAssertGreaterThan(checked, 1_000)
        XCTAssertGreaterThan(spliced, checked / 5, "the splice should apply to most edits of valid files")
    }

    /// A block left open reports at the next declaration's keyword in the whole file, but at
    /// the end of the region alone: such a file is parsed whole.
    func testAnUnclosedBlockIsParsedWhole() {
        let broken = SyntaxTree.parse(Array("layout A {\n  vstack {\n}\n".utf8))
        XCTAssertFalse(broken.diagnostics.isEmpty)
        XCTAssertNil(broken.reparsed(Array("layout A {\n  vstack {\n}\n\n".utf8)))
        let open = SyntaxTree.parse(Array("layout A {\n  vstack {}\n}\n\nlayout B {\n  label(\"b\")\n}\n".utf8))
        XCTAssertNil(open.reparsed(Array("layout A {\n  vstack {\n}\n\nlayout B {\n  label(\"b\")\n}\n".utf8)))
    }

    /// Completion asks about text with a mistake in it (a `.` typed after an element, then the
    /// first letters of a modifier): the declaration being typed in is reparsed and spliced,
    /// its findings with it, and the file is not parsed whole at every keystroke.
    func testAMistakeInsideOneDeclarationIsSpliced() throws {
        var text = "preview phone(width: 390)\n\n"
        for index in 0..<40 { text += "layout Row\(index) {\n  hstack {\n    label(\"row \(index)\")\n    spacer\n  }\n}\n\n" }
        let clean = SyntaxTree.parse(Array(text.utf8))
        XCTAssertTrue(clean.diagnostics.isEmpty)
        let site = try XCTUnwrap(text.range(of: "label(\"row 20\")")).upperBound
        var previous = clean
        for typed in [".", ".p", ".pa", ".pad"] {
            var edited = text
            edited.insert(contentsOf: typed, at: site)
            let bytes = Array(edited.utf8)
            let full = SyntaxTree.parse(bytes)
            let spliced = try XCTUnwrap(previous.reparsed(bytes), "after typing \(typed)")
            XCTAssertNil(SplitParseTests.differences(spliced, full), "after typing \(typed)")
            if typed == "." { XCTAssertFalse(spliced.diagnostics.isEmpty, "a `.` without a modifier name is a mistake") }
            previous = spliced
        }
        previous = try XCTUnwrap(previous.reparsed(Array(text.replacingOccurrences(of: "label(\"row 20\")", with: "label(\"row 20\").").utf8)))
        XCTAssertFalse(previous.diagnostics.isEmpty)
        // Mended again: the findings go with the region reparsed.
        let mended = try XCTUnwrap(previous.reparsed(Array(text.utf8)))
        XCTAssertNil(SplitParseTests.differences(mended, clean))
    }
}
