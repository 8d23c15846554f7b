import Foundation
import KissAnalysis
import KissCLI
import KissSyntax
import KissTestSupport
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

    /// Each page is its rule's golden fixture: after its example it shows what `kisslint`
    /// prints for it, exactly (the text reporter, as in a terminal without colours). A rule's
    /// page is thus all a new rule needs besides its file; `KISS_UPDATE_FIXTURES=1` writes
    /// the output into the pages (then run `python3 Scripts/generate-diagnostic-docs.py`, which
    /// embeds them in `kisslint explain`, and review with `git diff`).
    func testEachPageShowsWhatKisslintPrintsForItsExample() throws {
        // Examples a page cannot hold as they are: K007's bytes are not UTF-8 (the page shows
        // the text as it was meant), K020's 161 levels are abbreviated.
        let notLiteral: Set = ["K007", "K020"]
        for rule in DiagnosticCatalogue.rules where !notLiteral.contains(rule.code.rawValue) {
            let url = Self.docs.appendingPathComponent("\(rule.code).md")
            let page = try String(contentsOf: url, encoding: .utf8)
            guard let example = PageExample(page: page) else {
                XCTFail("\(rule.code).md has no example (a ```kiss block under \"## Example\")")
                continue
            }
            let printed = try Self.kisslintOutput(of: example)
            XCTAssertTrue(printed.contains("[\(rule.code)]"), "\(rule.code).md: kisslint does not report \(rule.code) for the example:\n\(printed)")
            guard example.shownOutput != printed else { continue }
            if Fixtures.updating {
                try example.page(page, showing: printed).write(to: url, atomically: true, encoding: .utf8)
            } else if let shown = example.shownOutput {
                XCTFail("\(rule.code).md shows other output than kisslint prints (KISS_UPDATE_FIXTURES=1 rewrites it):\n"
                        + Fixtures.firstDifference(expected: shown, actual: printed))
            } else {
                XCTFail("\(rule.code).md does not show what kisslint prints for its example (KISS_UPDATE_FIXTURES=1 adds it)")
            }
        }
    }

    /// `$ kisslint Name.kiss` and what it prints, run in a folder of its own holding the example
    /// alone (and an empty configuration, so nothing above the folder counts).
    private static func kisslintOutput(of example: PageExample) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("page-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "{}\n".write(to: folder.appendingPathComponent(".kisslint.json"), atomically: true, encoding: .utf8)
        try example.source.write(to: folder.appendingPathComponent(example.fileName), atomically: true, encoding: .utf8)
        let capture = CapturedConsole(directory: folder)
        _ = capture.run([example.fileName])
        return "$ kisslint \(example.fileName)\n" + capture.out + capture.err
    }

    private func lint(_ source: String, named name: String) -> [Diagnostic] {
        let workspace = Workspace(root: "/docs-examples")
        let file = workspace.add(path: "/docs-examples/\(name).kiss", bytes: Array(source.utf8))
        return Linter.lint(file, in: workspace).diagnostics
    }

    /// The table of docs/diagnostics/README.md is generated from the rule files.
    func testTheTableOfCodesListsTheCatalogue() throws {
        let page = try String(contentsOf: Self.docs.appendingPathComponent("README.md"), encoding: .utf8)
        let start = "<!-- rules: generated by Scripts/generate-diagnostic-docs.py from the rule files; do not edit -->\n"
        guard let begin = page.range(of: start), let end = page.range(of: "<!-- end of rules -->", range: begin.upperBound..<page.endIndex) else {
            return XCTFail("docs/diagnostics/README.md lacks the markers of its table")
        }
        let rows = page[begin.upperBound..<end.lowerBound].split(separator: "\n").dropFirst(2).map(String.init)
        let expected = DiagnosticCatalogue.rules.map { rule in
            "| [\(rule.code)](\(rule.code).md) | `\(rule.name)` | \(rule.defaultSeverity.rawValue) | \(rule.fixKind.rawValue) | "
                + rule.title.replacingOccurrences(of: "|", with: "\\|") + " |"
        }
        XCTAssertEqual(rows, expected, "docs/diagnostics/README.md's table is stale; run python3 Scripts/generate-diagnostic-docs.py")
    }

    func testNoPageForAnUnknownCode() throws {
        let codes = Set(DiagnosticCatalogue.rules.map { "\($0.code).md" })
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.docs.path).filter { $0.hasPrefix("K") }
        XCTAssertEqual(Set(pages).subtracting(codes), [], "pages for codes the catalogue does not have")
    }
}
