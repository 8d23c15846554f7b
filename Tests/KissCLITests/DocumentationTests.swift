import Foundation
import KissAnalysis
import KissCLI
import KissSyntax
import XCTest

/// Every code in the catalogue has a documentation page, `kisslint explain`
/// prints it, the embedded copy is up to date with docs/diagnostics, and each
/// page's examples show what they say.
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

    /// The "Example" of a page reports its code; the "How to fix it" version does not, and
    /// nothing else in it is more than a hint (a fixed example that earned another warning
    /// would teach one mistake for another). Syntax pages and pages whose examples need other
    /// files are left out.
    func testEachPageExampleShowsItsCodeAndItsFixIsClean() throws {
        for rule in DiagnosticCatalogue.rules where !rule.code.rawValue.hasPrefix("K0") && rule.code.rawValue != "K109" {
            let text = try String(contentsOf: Self.docs.appendingPathComponent("\(rule.code).md"), encoding: .utf8)
            let examples = text.components(separatedBy: "```kiss\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
            guard examples.count >= 2 else {
                XCTFail("\(rule.code).md should show an example and its fix")
                continue
            }
            let before = lint(examples[0], named: "\(rule.code)-example")
            XCTAssertTrue(before.contains { $0.code == rule.code }, "\(rule.code).md: the example does not report \(rule.code)")
            let after = lint(examples[1], named: "\(rule.code)-fixed")
            XCTAssertFalse(after.contains { $0.code == rule.code }, "\(rule.code).md: the fixed example still reports it")
            let others = after.filter { $0.severity != .hint }
            XCTAssertEqual(others.map(\.code.rawValue), [], "\(rule.code).md: the fixed example reports \(others.map(\.message))")
        }
    }

    private func lint(_ source: String, named name: String) -> [Diagnostic] {
        let workspace = Workspace(root: "/docs-examples")
        let file = workspace.add(path: "/docs-examples/\(name).kiss", bytes: Array(source.utf8))
        return Linter.lint(file, in: workspace).diagnostics
    }

    func testNoPageForAnUnknownCode() throws {
        let codes = Set(DiagnosticCatalogue.rules.map { "\($0.code).md" })
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.docs.path).filter { $0.hasPrefix("K") }
        XCTAssertEqual(Set(pages).subtracting(codes), [], "pages for codes the catalogue does not have")
    }
}
