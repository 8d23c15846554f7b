import KissAnalysis
import KissSyntax
import XCTest

/// Removal fixes take a modifier or comment with its line only when it stands
/// alone there, CRLF included, and never disturb what shares its line.
final class RemovalFixTests: XCTestCase {
    private func fixed(_ text: String, code: String) -> String {
        let workspace = Workspace(root: "/virtual")
        let file = workspace.add(path: "/virtual/Card.kiss", bytes: Array(text.utf8))
        let diagnostic = Linter.lint(file, in: workspace).diagnostics.first { $0.code.rawValue == code }
        guard let edit = diagnostic?.fixes.first?.edits.first else {
            XCTFail("no \(code) fix in:\n\(text)")
            return text
        }
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    func testAModifierAloneOnItsLineGoesWithTheLine() {
        XCTAssertEqual(fixed("layout A {\n  label(\"a\")\n    .grow(0)\n    .padding(2)\n}\n", code: "K405"),
                       "layout A {\n  label(\"a\")\n    .padding(2)\n}\n")
        XCTAssertEqual(fixed("layout A {\r\n  label(\"a\")\r\n    .grow(0)\r\n    .padding(2)\r\n}\r\n", code: "K405"),
                       "layout A {\r\n  label(\"a\")\r\n    .padding(2)\r\n}\r\n")
    }

    func testAModifierSharingItsLineGoesAlone() {
        XCTAssertEqual(fixed("layout A {\n  label(\"a\")\n    .grow(0).padding(2)\n}\n", code: "K405"),
                       "layout A {\n  label(\"a\")\n    .padding(2)\n}\n")
    }

    func testAnUnusedSuppressionGoesWithItsLine() {
        XCTAssertEqual(fixed("layout A {\n  // kisslint-disable-next-line K102\n  label(\"a\")\n}\n", code: "K406"),
                       "layout A {\n  label(\"a\")\n}\n")
    }
}
