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

    func testRangeEditsTouchOnlyTheDeclarationsInTheRange() throws {
        let source = Array("layout A{\nlabel( \"a\" )\n}\n\nlayout B{\nlabel( \"b\" )\n}\n".utf8)
        let text = String(decoding: source, as: UTF8.self)
        let inB = text.utf8.count - 10
        let edits = try SourceFormatter.edits(source, in: inB..<inB)
        XCTAssertEqual(edits.count, 1)
        var result = source
        result.replaceSubrange(edits[0].range, with: Array(edits[0].replacement.utf8))
        XCTAssertEqual(String(decoding: result, as: UTF8.self), "layout A{\nlabel( \"a\" )\n}\n\nlayout B {\n  label(\"b\")\n}\n")
        XCTAssertEqual(try SourceFormatter.edits(try SourceFormatter.format(source).text), [], "a formatted text needs no edit")
    }
}
