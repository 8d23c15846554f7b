import Foundation
import KissLSP
import KissTestSupport
import XCTest

/// `textDocument/formatting` and `rangeFormatting` over the protocol.
final class FormattingTests: XCTestCase {
    private let uri = "file:///format/card.kiss"
    private let messy = "layout A{\nlabel( \"é\" ).grow( 1 )\n}\n\nlayout B{\nlabel( \"b\" )\n}\n"

    /// The edits applied by UTF-16 positions, as a client would: last first, so that each
    /// edit's positions still hold.
    private func apply(_ edits: JSONValue, to text: String) -> String {
        let lines = text.components(separatedBy: "\n")
        func offset(_ position: JSONValue) -> Int {
            let line = position["line"]?.intValue ?? 0
            let before = lines[..<line].reduce(0) { $0 + $1.utf16.count + 1 }
            return before + (position["character"]?.intValue ?? 0)
        }
        let ranges = (edits.arrayValue ?? []).map { edit in
            (offset(edit["range"]?["start"] ?? .null)..<offset(edit["range"]?["end"] ?? .null), edit["newText"]?.stringValue ?? "")
        }
        var units = Array(text.utf16)
        for (range, newText) in ranges.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            units.replaceSubrange(range, with: Array(newText.utf16))
        }
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
            "range": ["start": ["line": 4, "character": 0], "end": ["line": 6, "character": 1]],
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
