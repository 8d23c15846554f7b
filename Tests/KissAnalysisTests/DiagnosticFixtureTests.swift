import Foundation
import KissAnalysis
import KissSyntax
import KissTestSupport
import XCTest

/// `Fixtures/diagnostics/*.kiss` each trigger one semantic check (named by
/// the file) and must give exactly the diagnostics in the `.diagnostics`
/// file beside them; `near-miss-*.kiss` must give none. Regenerate with
/// KISS_UPDATE_FIXTURES=1 and review the diff.
final class DiagnosticFixtureTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/diagnostics")

    /// The findings `kisslint` reports for a fixture: analysis, layout rules, suppressions.
    func analyze(_ input: URL) -> (file: SourceFile, diagnostics: [Diagnostic])? {
        let workspace = Workspace(root: Self.folder.path)
        return workspace.file(input.path).map { ($0, Linter.lint($0, in: workspace).diagnostics) }
    }

    func testEachCheckFires() throws {
        let inputs = Fixtures.files(in: Self.folder, withExtension: "kiss").filter { $0.lastPathComponent.hasPrefix("K") }
        XCTAssertGreaterThanOrEqual(inputs.count, 12)
        for input in inputs {
            guard let analysis = analyze(input) else { XCTFail("cannot read \(input.lastPathComponent)"); continue }
            let code = String(input.lastPathComponent.prefix(4))
            XCTAssertTrue(analysis.diagnostics.contains { $0.code.rawValue == code }, "\(input.lastPathComponent) does not report \(code)")
            let rendered = DiagnosticRendering.render(analysis.diagnostics, source: analysis.file.tree.source)

            if let failure = Fixtures.check(rendered, against: input.deletingPathExtension().appendingPathExtension("diagnostics")) {
                XCTFail("\(input.lastPathComponent): \(failure)")
            }
        }
    }

    func testNearMissesAreClean() throws {
        for input in Fixtures.files(in: Self.folder, withExtension: "kiss") where input.lastPathComponent.hasPrefix("near-miss") || input.lastPathComponent == "Shared.kiss" {
            guard let analysis = analyze(input) else { XCTFail("cannot read \(input.lastPathComponent)"); continue }
            XCTAssertEqual(analysis.diagnostics, [], "\(input.lastPathComponent):\n" + DiagnosticRendering.render(analysis.diagnostics, source: analysis.file.tree.source))
        }
    }
}
