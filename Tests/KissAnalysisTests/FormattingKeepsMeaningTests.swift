import Foundation
import KissAnalysis
import KissSyntax
import XCTest

/// Formatting changes nothing the tools say: on every `.kiss` file of the repository without
/// syntax errors, the formatted text has the same findings (code, severity, message) and the
/// same frames at every preview as the original.
final class FormattingKeepsMeaningTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func frames(_ element: SolvedElement) -> [String] {
        var lines = ["\(element.instance.kind.rawValue) \(element.frame.map { "\($0.x) \($0.y) \($0.width) \($0.height)" } ?? "hidden")"]
        for child in element.children + element.overlays { lines += frames(child).map { "  " + $0 } }
        return lines
    }

    func testFindingsAndFramesAreTheSameAfterFormatting() throws {
        var checked = 0
        for folder in ["Examples", "Tests/KissAnalysisTests/Fixtures/diagnostics", "Tests/KissAnalysisTests/Fixtures/frames", "Tests/KissIDETests/Fixtures"] {
            guard let walker = FileManager.default.enumerator(at: Self.root.appendingPathComponent(folder), includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "kiss" {
                let source = Array(try Data(contentsOf: url))
                guard let formatted = try? SourceFormatter.format(source).text else { continue }
                func lint(_ bytes: [UInt8]) -> LintResult {
                    let workspace = Workspace.enclosing(url.path)
                    let configuration = (try? ConfigurationLoader().configuration(for: url.path).get()) ?? .empty
                    return Linter.lint(workspace.add(path: url.path, bytes: bytes), in: workspace, configuration: configuration)
                }
                let before = lint(source)
                let after = lint(formatted)
                XCTAssertEqual(after.diagnostics.map { "\($0.code) \($0.severity) \($0.message)" },
                               before.diagnostics.map { "\($0.code) \($0.severity) \($0.message)" }, url.path)
                XCTAssertEqual(after.solved.map { "\($0.name) \($0.preview.name)\n" + frames($0.root).joined(separator: "\n") },
                               before.solved.map { "\($0.name) \($0.preview.name)\n" + frames($0.root).joined(separator: "\n") }, url.path)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 50)
    }
}
