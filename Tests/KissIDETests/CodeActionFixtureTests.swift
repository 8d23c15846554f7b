import Foundation
import KissAnalysis
@testable import KissIDE
import KissSyntax
import KissTestSupport
import XCTest

/// Data-driven code action tests. In `Fixtures/code-actions/NAME.kiss`, a comment line
/// `// ^ actions` asks for the actions at the character above the caret; `NAME.actions`
/// holds, for each, the actions (kind, whether preferred, title, code) and their edits
/// (`line:column-line:column` in characters, 1-based, → the new text), then the document
/// as "fix all" leaves it. `KISS_UPDATE_FIXTURES=1` rewrites the expectations.
final class CodeActionFixtureTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/code-actions")

    func testCodeActionFixtures() throws {
        let inputs = Fixtures.files(in: Self.folder, withExtension: "kiss")
        XCTAssertGreaterThanOrEqual(inputs.count, 2, "code action fixtures are missing")
        for input in inputs {
            let text = Array(try Data(contentsOf: input))
            let lines = LineIndex(text)
            func place(_ offset: Int) -> String {
                let position = lines.position(of: offset, in: .utf32)
                return "\(position.line + 1):\(position.column + 1)"
            }
            let service = IDEService()
            let document = IDEDocument(path: input.path, text: text)
            var output = ""
            for marker in HoverMarkers.find(in: text, word: "actions") {
                output += "### \(marker.line):\(marker.column)\n"
                let actions = service.codeActions(for: document, in: marker.offset..<marker.offset, kinds: [.quickFix])
                if actions.isEmpty { output += "(none)\n" }
                for action in actions {
                    output += "- \(action.kind.rawValue)\(action.isPreferred ? " (preferred)" : ""): \(action.title)"
                    output += action.diagnostic.map { " [\($0.code)]" } ?? ""
                    output += "\n"
                    for edit in action.edits {
                        output += "  \(place(edit.range.lowerBound))-\(place(edit.range.upperBound)) → \(String(reflecting: edit.replacement))\n"
                    }
                }
                output += "\n"
            }
            output += "## fix all\n"
            let fixAll = service.codeActions(for: document, in: 0..<0, kinds: [.fixAll])
            if let action = fixAll.first {
                output += action.title + "\n\n"
                var fixed = text
                for edit in action.edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                    fixed.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
                }
                output += String(decoding: fixed, as: UTF8.self)
                XCTAssertEqual(fixed, Self.kisslintFix(text, path: input.path), "\(input.lastPathComponent): fix all differs from kisslint --fix")
            } else {
                output += "(nothing to fix)\n"
            }
            let expectation = input.deletingPathExtension().appendingPathExtension("actions")
            if let failure = Fixtures.check(output, against: expectation) {
                XCTFail("\(input.lastPathComponent): \(failure)")
            }
        }
    }

    /// What `kisslint --fix` does to the text (its `FixAll` call, with a fresh lint per round).
    static func kisslintFix(_ text: [UInt8], path: String) -> [UInt8] {
        let workspace = Workspace.enclosing(path)
        let configuration = (try? ConfigurationLoader().configuration(for: path).get()) ?? .empty
        let first = Linter.lint(workspace.add(path: path, bytes: text), in: workspace, configuration: configuration).diagnostics
        return FixAll.apply(to: text, diagnostics: first, includeSuggestions: false) { source in
            Linter.lint(workspace.add(path: path, bytes: source), in: workspace, configuration: configuration).diagnostics
        }.source
    }

    func testTheSmallestEditKeepsWholeCharacters() {
        let edit = TextEdit.smallest(from: Array("a é b".utf8), to: Array("a è b".utf8))
        XCTAssertEqual(edit.range, 2..<4)
        XCTAssertEqual(edit.replacement, "è")
        XCTAssertEqual(TextEdit.smallest(from: Array("abc".utf8), to: Array("abc".utf8)).range, 3..<3)
        let inserted = TextEdit.smallest(from: Array("aa".utf8), to: Array("aaa".utf8))
        XCTAssertEqual(inserted.replacement, "a")
    }
}
