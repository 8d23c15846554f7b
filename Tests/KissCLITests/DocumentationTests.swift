import Foundation
import KissAnalysis
import KissCLI
import XCTest

/// Every code in the catalogue has a documentation page, `kisslint explain`
/// prints it, and the embedded copy is up to date with docs/diagnostics.
final class DocumentationTests: XCTestCase {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/diagnostics")

    func testEveryCodeHasAPageThatExplainPrints() throws {
        for rule in DiagnosticCatalogue.rules {
            let page = Self.docs.appendingPathComponent("\(rule.code).md")
            let text = try String(contentsOf: page, encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("# \(rule.code)"), "\(rule.code).md should start with its code")
            let capture = CapturedConsole()
            XCTAssertEqual(capture.run(["explain", rule.code.rawValue]), .clean)
            XCTAssertTrue(capture.out.contains(text.trimmingCharacters(in: .newlines)),
                          "\(rule.code): the embedded page is stale; run python3 Scripts/generate-diagnostic-docs.py")
        }
    }

    func testNoPageForAnUnknownCode() throws {
        let codes = Set(DiagnosticCatalogue.rules.map { "\($0.code).md" })
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.docs.path).filter { $0.hasPrefix("K") }
        XCTAssertEqual(Set(pages).subtracting(codes), [], "pages for codes the catalogue does not have")
    }
}
