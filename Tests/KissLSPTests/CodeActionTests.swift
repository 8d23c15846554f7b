import Foundation
import KissLSP
import KissTestSupport
import XCTest

/// `textDocument/codeAction` over the protocol: quick fixes with their diagnostic, the one
/// certain fix preferred, `source.fixAll.kiss` under `only`, edits in the session's encoding.
final class CodeActionTests: XCTestCase {
    private var folder: URL!
    private var uri: String { DocumentURI.uri(for: folder.appendingPathComponent("card.kiss")) }
    // "é" before the duplicate makes UTF-16 and UTF-8 columns differ.
    private let text = "preview phone(width: 390)\n\nlayout Card {\n  vstack {\n    label(\"é\").grow(1).grow(1)\n  }\n}\n"

    override func setUpWithError() throws {
        folder = try ProjectFolder.make("kiss-lsp-actions")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func actions(_ session: InProcessSession, line: Int, character: Int, only: [String]? = nil) -> JSONValue {
        var context: [String: JSONValue] = ["diagnostics": []]
        if let only { context["only"] = .array(only.map(JSONValue.string)) }
        return session.call("textDocument/codeAction", [
            "textDocument": ["uri": .string(uri)],
            "range": ["start": ["line": .integer(line), "character": .integer(character)],
                      "end": ["line": .integer(line), "character": .integer(character)]],
            "context": .object(context),
        ])["result"] ?? .null
    }

    func testQuickFixesAndFixAll() throws {
        let session = InProcessSession(analyzer: IDEAnalyzer())
        let initialized = session.initialize(workspaceFolders: [folder])
        XCTAssertEqual(initialized["result"]?["capabilities"]?["codeActionProvider"]?["codeActionKinds"], ["quickfix", "source.fixAll.kiss"])
        session.open(uri, text)
        _ = session.diagnostics(for: uri)

        // On the first `.grow` (UTF-16 column 15: `    label("é")` is 14 units).
        let quick = actions(session, line: 4, character: 16)
        let fix = quick[0] ?? .null
        XCTAssertEqual(fix["kind"], "quickfix")
        XCTAssertEqual(fix["title"], "Remove the first `.grow`")
        XCTAssertEqual(fix["isPreferred"], true)
        XCTAssertEqual(fix["diagnostics"]?[0]?["code"], "K401")
        let edit = fix["edit"]?["changes"]?[uri]?[0] ?? .null
        XCTAssertEqual(edit["range"], ["start": ["line": 4, "character": 14], "end": ["line": 4, "character": 22]])
        XCTAssertEqual(edit["newText"], "")
        XCTAssertEqual(quick[1]?["kind"], "source.fixAll.kiss", "fix all is offered anywhere there is a safe fix")

        // What VS Code's "fix all on save" asks for.
        let all = actions(session, line: 0, character: 0, only: ["source.fixAll"])
        XCTAssertEqual(all.arrayValue?.count, 1)
        XCTAssertEqual(all[0]?["kind"], "source.fixAll.kiss")
        XCTAssertNil(all[0]?["isPreferred"])
        let fixAll = all[0]?["edit"]?["changes"]?[uri]?[0] ?? .null
        XCTAssertEqual(fixAll["newText"], "")
        // The smallest edit between the texts: of two equal `.grow(1)`, the common start keeps the first.
        XCTAssertEqual(fixAll["range"], ["start": ["line": 4, "character": 22], "end": ["line": 4, "character": 30]])

        XCTAssertEqual(actions(session, line: 4, character: 16, only: ["refactor"]), [])
        XCTAssertEqual(actions(session, line: 0, character: 0, only: ["quickfix"]), [], "no finding at the first line")
    }

    func testAClosedDocumentHasNoActions() {
        let session = InProcessSession(analyzer: IDEAnalyzer())
        session.initialize(workspaceFolders: [folder])
        XCTAssertEqual(actions(session, line: 0, character: 0), [])
    }
}
