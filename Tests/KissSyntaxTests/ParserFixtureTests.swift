import Foundation
import KissSyntax
import KissTestSupport
import XCTest

/// `Fixtures/parser/ok/*.kiss` must parse without diagnostics into the tree in
/// the `.tree` file beside it; `Fixtures/parser/err/*.kiss` must give exactly
/// the diagnostics in the `.diagnostics` file beside it. Every fixture must
/// round-trip: the tree's tokens spell the input byte for byte.
final class ParserFixtureTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/parser")

    func testValidFilesParseIntoExpectedTrees() throws {
        let inputs = Fixtures.files(in: Self.folder.appendingPathComponent("ok"), withExtension: "kiss")
        XCTAssertGreaterThanOrEqual(inputs.count, 5)
        for input in inputs {
            let source = try [UInt8](Data(contentsOf: input))
            let tree = SyntaxTree.parse(source)
            XCTAssertEqual(tree.diagnostics, [], "\(input.lastPathComponent) should have no diagnostics:\n"
                + DiagnosticRendering.render(tree.diagnostics, source: source))
            XCTAssertEqual(Lossless.spelledSource(of: tree), source, input.lastPathComponent)
            if let failure = Fixtures.check(tree.dump(), against: input.deletingPathExtension().appendingPathExtension("tree")) {
                XCTFail("\(input.lastPathComponent): \(failure)")
            }
        }
    }

    func testInvalidFilesGiveExpectedDiagnostics() throws {
        let inputs = Fixtures.files(in: Self.folder.appendingPathComponent("err"), withExtension: "kiss")
        XCTAssertGreaterThanOrEqual(inputs.count, 10)
        for input in inputs {
            let source = try [UInt8](Data(contentsOf: input))
            let tree = SyntaxTree.parse(source)
            XCTAssertFalse(tree.diagnostics.isEmpty, "\(input.lastPathComponent) should have diagnostics")
            XCTAssertEqual(Lossless.spelledSource(of: tree), source, input.lastPathComponent)
            let rendered = DiagnosticRendering.render(tree.diagnostics, source: source)
            if let failure = Fixtures.check(rendered, against: input.deletingPathExtension().appendingPathExtension("diagnostics")) {
                XCTFail("\(input.lastPathComponent): \(failure)")
            }
        }
    }
}
