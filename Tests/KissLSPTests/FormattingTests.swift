import Foundation
import KissLSP
import KissTestSupport
import XCTest

/// `textDocument/formatting` and `rangeFormatting` over the protocol.
final class FormattingTests: XCTestCase {
    private let uri = "file:///format/card.kiss"
    private let messy = "layout A{\nlabel( \"é\" ).grow( 1 )\n}\n\nlayout B{\nlabel( \"b\" )\n}\n"

    private func apply(_ edits: JSONValue, to text: String) -> String {
        let lines = text.components(separatedBy: "\n")
        // One edit at most here; applied by UTF-16 positions, as a client would.
        guard let edit = edits[0] else { return text }
        let start = edit["range"]?["start"] ?? .null
        let end = edit["range"]?["end"] ?? .null
        func offset(_ position: JSONValue) -> Int {
            let line = position["line"]?.intValue ?? 0
            let before = lines[..<line].reduce(0) { $0 + $1.utf16.count + 1 }
            return before + (position["character"]?.intValue ?? 0)
        }
        var units = Array(text.utf16)
        units.replaceSubrange(offset(start)..<offset(end), with: Array((edit["newText"]?.stringValue ?? "").utf16))
        return String(decoding: units, as: UTF16.self)
    }

    func testFormattingAndRangeFormatting() {
        let session = InProcessSession(analyzer: IDEAnalyzer())
        let initialized = session.initialize()
        XCTAssertEqual(initialized["result"]?["capabilities"]?["documentFormattingProvider"], true)
        XCTAssertEqual(initialized["result"]?["capabilities"]?["documentRangeFormattingProvider"], true)
        session.open(uri, messy)
        let whole = session.call("textDocument/formatting", ["textDocument": ["uri": .string(uri)], "options": ["tabSize": 4, "insertSpaces": true]])
        XCTAssertEqual(apply(whole["result"] ?? .null, to: messy),
                       "layout A {\n  label(\"é\").grow(1)\n}\n\nlayout B {\n  label(\"b\")\n}\n")

        let range = session.call("textDocument/rangeFormatting", [
            "textDocument": ["uri": .string(uri)],
            "range": ["start": ["line": 5, "character": 0], "end": ["line": 5, "character": 3]],
            "options": ["tabSize": 2, "insertSpaces": true],
        ])
        XCTAssertEqual(apply(range["result"] ?? .null, to: messy),
                       "layout A{\nlabel( \"é\" ).grow( 1 )\n}\n\nlayout B {\n  label(\"b\")\n}\n")
    }

    func testAFileWithSyntaxErrorsIsLeftAlone() {
        let session = InProcessSession(analyzer: IDEAnalyzer())
        session.initialize()
        session.open(uri, "layout A {\n  label(\"x\"\n}\n")
        XCTAssertEqual(session.call("textDocument/formatting", ["textDocument": ["uri": .string(uri)], "options": ["tabSize": 2, "insertSpaces": true]])["result"], [])
        XCTAssertEqual(session.call("textDocument/formatting", ["textDocument": ["uri": "file:///not/open.kiss"], "options": [:]]).errorCode, -32602)
    }
}
