import Foundation
import XCTest

@testable import KissLSP

/// The directly written publishDiagnostics notification is the same JSON as `JSONEncoder`'s.
final class JSONTextWriterTests: XCTestCase {
    private func range(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> LSP.Range {
        LSP.Range(start: LSP.Position(line: a, character: b), end: LSP.Position(line: c, character: d))
    }

    func testPublishDiagnosticsTextIsJSONEncodersJSON() throws {
        let awkward = "quote \" backslash \\ slash / newline \n tab \t return \r bell \u{7} nul \u{0} caf\u{E9} \u{1F600} \u{2028} end"
        let full = LSP.Diagnostic(
            range: range(0, 1, 2, 3), severity: 2, code: "K201",
            codeDescription: LSP.CodeDescription(href: "https://kiss-tools.dev/docs/diagnostics/K201?x=1&y=/"),
            source: "kiss", message: awkward, tags: [1, 2],
            relatedInformation: [
                LSP.DiagnosticRelatedInformation(
                    location: LSP.Location(uri: "file:///tmp/a%20b/\u{E9}.kiss", range: range(4, 5, 6, 7)), message: awkward),
                LSP.DiagnosticRelatedInformation(location: LSP.Location(uri: "untitled:1", range: range(0, 0, 0, 0)), message: ""),
            ])
        let bare = LSP.Diagnostic(
            range: range(9, 8, 7, 6), severity: nil, code: nil, codeDescription: nil, source: nil, message: "m",
            tags: nil, relatedInformation: nil)
        let cases = [
            LSP.PublishDiagnosticsParams(uri: "file:///w/Screen.kiss", version: 7, diagnostics: [full, bare, full]),
            LSP.PublishDiagnosticsParams(uri: "file:///w/\"odd\".kiss", version: nil, diagnostics: []),
            LSP.PublishDiagnosticsParams(uri: "", version: Int.max, diagnostics: [bare]),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        for params in cases {
            let written = try JSONValue.parse(Data(params.notificationText()))
            let expected = try JSONValue.parse(encoder.encode(params))
            XCTAssertEqual(written["jsonrpc"], "2.0")
            XCTAssertEqual(written["method"], "textDocument/publishDiagnostics")
            XCTAssertEqual(written["params"], expected)
            if case .object(let fields) = written { XCTAssertEqual(fields.count, 3) } else { XCTFail("not an object") }
        }
    }
}
