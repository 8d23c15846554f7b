import Foundation
import KissSyntax
import KissTestSupport
import XCTest

/// The formatter: fixtures (`Fixtures/format/NAME.kiss` beside `NAME.formatted`), idempotence
/// and token preservation on every `.kiss` file of the repository, refusals.
final class SourceFormatterTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/format")
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testFormatFixtures() throws {
        let inputs = Fixtures.files(in: Self.fixtures, withExtension: "kiss")
        XCTAssertFalse(inputs.isEmpty)
        for input in inputs {
            let output = try SourceFormatter.format(Array(try Data(contentsOf: input))).text
            let expectation = input.deletingPathExtension().appendingPathExtension("formatted")
            if let failure = Fixtures.check(String(decoding: output, as: UTF8.self), against: expectation) {
                XCTFail("\(input.lastPathComponent): \(failure)")
            }
        }
    }

    /// Every file of the repository without syntax errors: formatting keeps its tokens and
    /// formatting again changes nothing.
    func testEveryRepositoryFileFormatsStablyKeepingItsTokens() throws {
        var checked = 0
        for folder in ["Examples", "Tests"] {
            guard let walker = FileManager.default.enumerator(at: Self.root.appendingPathComponent(folder), includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "kiss" {
                let source = Array(try Data(contentsOf: url))
                let tree = SyntaxTree.parse(source)
                guard !tree.diagnostics.contains(where: { $0.severity == .error }) else { continue }
                let once = try SourceFormatter.format(source).text
                let twice = try SourceFormatter.format(once).text
                XCTAssertEqual(String(decoding: twice, as: UTF8.self), String(decoding: once, as: UTF8.self), "\(url.path): not idempotent")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 400)
    }

    func testSyntaxErrorsAreRefused() {
        XCTAssertThrowsError(try SourceFormatter.format(Array("layout A {\n  label(\"x\"\n}\n".utf8))) { error in
            XCTAssertEqual(error as? SourceFormatter.Refusal, .syntaxErrors)
        }
    }

    /// Range formatting changes nothing outside the range: not the rest of a declaration it
    /// cuts through, not the indentation of the line after it.
    func testRangeEditsTouchOnlyTheRange() throws {
        let text = "layout A{\nlabel( \"a\" )\n}\n\nlayout B{\nvstack{ label( \"b\" )\n      label(\"c\") }\n}\n"
        let source = Array(text.utf8)
        func formatted(_ range: Range<Int>, within: Range<Int>? = nil) throws -> String {
            let edits = try SourceFormatter.edits(source, in: range)
            let within = within ?? range
            for edit in edits { XCTAssertTrue(edit.range.lowerBound >= within.lowerBound && edit.range.upperBound <= within.upperBound, "\(edit)") }
            var result = source
            for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
            }
            return String(decoding: result, as: UTF8.self)
        }
        func offset(_ needle: String) -> Int { text.utf8.count - text.components(separatedBy: needle).dropFirst().joined(separator: needle).utf8.count - needle.utf8.count }
        // The whole of B.
        let b = offset("layout B")
        XCTAssertEqual(try formatted(b..<source.count), "layout A{\nlabel( \"a\" )\n}\n\nlayout B {\n  vstack {\n    label(\"b\")\n    label(\"c\")\n  }\n}\n")
        // One line in the middle of B: its own spaces, not its neighbours' lines.
        let line = offset("vstack{")
        let lineEnd = offset("\n      label")
        XCTAssertEqual(try formatted(line..<lineEnd),
                       "layout A{\nlabel( \"a\" )\n}\n\nlayout B{\n  vstack {\n    label(\"b\")\n      label(\"c\") }\n}\n")
        // A cursor stands for its line.
        let cursor = offset("label( \"a") + 3
        XCTAssertEqual(try formatted(cursor..<cursor, within: offset("label( \"a")..<offset("\n}\n\nlayout B")),
                       "layout A{\n  label(\"a\")\n}\n\nlayout B{\nvstack{ label( \"b\" )\n      label(\"c\") }\n}\n")
        XCTAssertEqual(try SourceFormatter.edits(try SourceFormatter.format(source).text), [], "a formatted text needs no edit")
    }
}
