import Foundation
import KissLSP
import XCTest

/// `textDocument/completion` over the protocol: kinds in LSP's numbers, the server's order,
/// Markdown documentation, UTF-16 positions.
final class CompletionTests: XCTestCase {
    private let uri = "file:///completion/card.kiss"

    func testModifiersAfterADotAndKindsAtAChildPosition() {
        let session = InProcessSession(analyzer: IDEAnalyzer())
        let initialized = session.initialize()
        XCTAssertEqual(initialized["result"]?["capabilities"]?["completionProvider"]?["triggerCharacters"], [".", "(", ",", ":", "\""])
        // "é" makes UTF-16 and UTF-8 columns differ before the dot.
        session.open(uri, "layout Card {\n  vstack {\n    label(\"é\").\n    \n  }\n}\n")
        let afterDot = session.call("textDocument/completion", [
            "textDocument": ["uri": .string(uri)], "position": ["line": 2, "character": 15],
        ])["result"] ?? .null
        XCTAssertEqual(afterDot["isIncomplete"], false)
        let labels = (afterDot["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
        XCTAssertTrue(labels.contains("padding") && labels.contains("grow"), "\(labels)")
        XCTAssertFalse(labels.contains("spacing"), "a label is not a stack")
        let grow = (afterDot["items"]?.arrayValue ?? []).first { $0["label"] == "grow" } ?? .null
        XCTAssertEqual(grow["kind"], 2)
        XCTAssertEqual(grow["documentation"]?["kind"], "markdown")

        // A dot at the end of a line may continue the chain on the next: an element is asked for
        // where the line before ends an element.
        session.open("file:///completion/other.kiss", "layout Card {\n  vstack {\n    label(\"é\")\n    \n  }\n}\n")
        let child = session.call("textDocument/completion", [
            "textDocument": ["uri": "file:///completion/other.kiss"], "position": ["line": 3, "character": 4],
        ])["result"]?["items"]?.arrayValue ?? []
        XCTAssertEqual(child.first?["label"], "vstack")
        XCTAssertEqual(child.first?["kind"], 7)
        XCTAssertEqual(child.first?["sortText"], "0000")
    }
}
