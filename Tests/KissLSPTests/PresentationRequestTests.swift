import Foundation
import KissLSP
import XCTest

/// Folding ranges, document colours, colour presentations and inlay hints over the protocol.
final class PresentationRequestTests: XCTestCase {
    private let uri = "file:///presentation/card.kiss"
    private let text = "preview phone(width: 390, height: 844)\n\nlayout Card {\n  vstack {\n    view(.red).size(8)\n  }\n}\n"

    func testFoldingColorsAndInlayHints() {
        let session = InProcessSession(analyzer: IDEAnalyzer())
        let capabilities = session.initialize()["result"]?["capabilities"] ?? .null
        XCTAssertEqual(capabilities["foldingRangeProvider"], true)
        XCTAssertEqual(capabilities["colorProvider"], true)
        XCTAssertEqual(capabilities["inlayHintProvider"], true)
        session.open(uri, text)
        let document: JSONValue = ["textDocument": ["uri": .string(uri)]]

        let folds = session.call("textDocument/foldingRange", document)["result"]?.arrayValue ?? []
        XCTAssertEqual(folds.map { "\($0["startLine"]?.intValue ?? -1)-\($0["endLine"]?.intValue ?? -1)" }, ["2-5", "3-4"])

        let colors = session.call("textDocument/documentColor", document)["result"] ?? .null
        XCTAssertEqual(colors[0]?["color"], ["red": 1, "green": 0, "blue": 0, "alpha": 1])
        XCTAssertEqual(colors[0]?["range"], ["start": ["line": 4, "character": 9], "end": ["line": 4, "character": 13]])

        let presentations = session.call("textDocument/colorPresentation", [
            "textDocument": ["uri": .string(uri)], "color": ["red": 1, "green": 0, "blue": 0, "alpha": 1],
            "range": ["start": ["line": 4, "character": 9], "end": ["line": 4, "character": 13]],
        ])["result"]?.arrayValue ?? []
        XCTAssertEqual(presentations.map { $0["label"] }, [".red", "#FF0000"])

        let hints = session.call("textDocument/inlayHint", [
            "textDocument": ["uri": .string(uri)], "range": ["start": ["line": 0, "character": 0], "end": ["line": 7, "character": 0]],
        ])["result"]?.arrayValue ?? []
        XCTAssertEqual(hints.first?["label"], "390×844")
        XCTAssertEqual(hints.first?["position"], ["line": 3, "character": 8])
        XCTAssertEqual(hints.first?["paddingLeft"], true)
    }

    func testSignatureHelp() {
        let session = InProcessSession(analyzer: IDEAnalyzer())
        let capabilities = session.initialize()["result"]?["capabilities"] ?? .null
        XCTAssertEqual(capabilities["signatureHelpProvider"]?["triggerCharacters"], ["(", ","])
        session.open(uri, "layout Card {\n  label(\"é\", font: 12)\n}\n")
        let help = session.call("textDocument/signatureHelp", [
            "textDocument": ["uri": .string(uri)], "position": ["line": 1, "character": 14],
        ])["result"] ?? .null
        XCTAssertEqual(help["signatures"]?[0]?["label"], "label(text, font:, weight:, lines:, lineBreak:, minScale:, color:)")
        XCTAssertEqual(help["activeParameter"], 1)
        XCTAssertEqual(help["signatures"]?[0]?["parameters"]?[1]?["label"], [12, 17])
    }

    func testSelectionRanges() {
        let session = InProcessSession(analyzer: IDEAnalyzer())
        XCTAssertEqual(session.initialize()["result"]?["capabilities"]?["selectionRangeProvider"], true)
        session.open(uri, "layout Card {\n  label(\"é\", font: 12)\n}\n")
        let ranges = session.call("textDocument/selectionRange", [
            "textDocument": ["uri": .string(uri)], "positions": [["line": 1, "character": 19]],
        ])["result"] ?? .null
        XCTAssertEqual(ranges[0]?["range"], ["start": ["line": 1, "character": 19], "end": ["line": 1, "character": 21]])
        XCTAssertEqual(ranges[0]?["parent"]?["range"], ["start": ["line": 1, "character": 13], "end": ["line": 1, "character": 21]])
    }

    func testSemanticTokensFullAndDelta() {
        let session = InProcessSession(analyzer: IDEAnalyzer())
        let legend = session.initialize()["result"]?["capabilities"]?["semanticTokensProvider"] ?? .null
        XCTAssertEqual(legend["full"]?["delta"], true)
        let types = legend["legend"]?["tokenTypes"]?.arrayValue?.compactMap(\.stringValue) ?? []
        session.open(uri, "layout Card {\n  label(\"é\", font: 12)\n}\n")
        let full = session.call("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]])["result"] ?? .null
        let data = full["data"]?.arrayValue?.compactMap(\.intValue) ?? []
        // layout, Card, label, "é", font, 12: six tokens of five numbers.
        XCTAssertEqual(data.count, 30)
        XCTAssertEqual(Array(data[10..<15]), [1, 2, 5, types.firstIndex(of: "type") ?? -1, 4], "label on the next line, column 2, defaultLibrary")
        XCTAssertEqual(Array(data[15..<18]), [0, 6, 3], "\"é\" is three UTF-16 units wide")

        session.change(uri, version: 2, [edit(1, 19, 1, 21, "13")])
        let delta = session.call("textDocument/semanticTokens/full/delta", [
            "textDocument": ["uri": .string(uri)], "previousResultId": full["resultId"] ?? .null,
        ])["result"] ?? .null
        XCTAssertNotNil(delta["edits"], "\(delta)")
        XCTAssertEqual(delta["edits"]?.arrayValue?.count ?? -1, 0, "the same tokens: nothing to edit")
        session.change(uri, version: 3, [edit(1, 9, 1, 9, "x")])
        let second = session.call("textDocument/semanticTokens/full/delta", [
            "textDocument": ["uri": .string(uri)], "previousResultId": delta["resultId"] ?? .null,
        ])["result"] ?? .null
        XCTAssertEqual(second["edits"]?.arrayValue?.count, 1)
        let stale = session.call("textDocument/semanticTokens/full/delta", [
            "textDocument": ["uri": .string(uri)], "previousResultId": "nope",
        ])["result"] ?? .null
        XCTAssertNotNil(stale["data"], "an unknown previous result gets the full tokens")
    }
}
