import Foundation
import KissLSP
import KissTestSupport
import XCTest

/// Definition, references, highlights, rename, document and workspace symbols over the
/// protocol, across two files (one open, one only on disk).
final class NavigationRequestTests: XCTestCase {
    private var folder: URL!
    private let cards = "layout Card(title: \"x\") {\n  label(title)\n}\n\nlayout CardPair {\n  hstack {\n    Card(title: \"a\")\n  }\n}\n"
    private let screen = "import \"cards.kiss\"\n\nlayout Screen {\n  vstack {\n    Card(title: \"é\")\n  }\n}\n"

    override func setUpWithError() throws {
        folder = try ProjectFolder.make("kiss-lsp-navigation")
        try Data(cards.utf8).write(to: folder.appendingPathComponent("cards.kiss"))
        try Data(screen.utf8).write(to: folder.appendingPathComponent("screen.kiss"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func uri(_ name: String) -> String { DocumentURI.uri(for: folder.appendingPathComponent(name)) }

    private func position(_ line: Int, _ character: Int) -> JSONValue {
        ["line": .integer(line), "character": .integer(character)]
    }

    func testNavigationAcrossFiles() {
        let session = InProcessSession(analyzer: IDEAnalyzer())
        let capabilities = session.initialize(workspaceFolders: [folder])["result"]?["capabilities"] ?? .null
        for name in ["definitionProvider", "referencesProvider", "documentHighlightProvider", "documentSymbolProvider", "workspaceSymbolProvider"] {
            XCTAssertEqual(capabilities[name], true, name)
        }
        XCTAssertEqual(capabilities["renameProvider"]?["prepareProvider"], true)
        session.open(uri("screen.kiss"), screen)
        let at: JSONValue = ["textDocument": ["uri": .string(uri("screen.kiss"))], "position": position(4, 5)]

        let definition = session.call("textDocument/definition", at)["result"] ?? .null
        XCTAssertEqual(definition["uri"], .string(uri("cards.kiss")))
        XCTAssertEqual(definition["range"], ["start": position(0, 7), "end": position(0, 11)])

        let references = session.call("textDocument/references", [
            "textDocument": ["uri": .string(uri("screen.kiss"))], "position": position(4, 5), "context": ["includeDeclaration": true],
        ])["result"]?.arrayValue ?? []
        XCTAssertEqual(references.count, 3)
        XCTAssertEqual(session.call("textDocument/documentHighlight", at)["result"]?.arrayValue?.count, 1)

        let prepared = session.call("textDocument/prepareRename", at)["result"] ?? .null
        XCTAssertEqual(prepared["placeholder"], "Card")
        let rename = session.call("textDocument/rename", [
            "textDocument": ["uri": .string(uri("screen.kiss"))], "position": position(4, 5), "newName": "Tile",
        ])["result"]?["changes"] ?? .null
        XCTAssertEqual(rename[uri("cards.kiss")]?.arrayValue?.count, 2)
        XCTAssertEqual(rename[uri("screen.kiss")]?[0]?["range"], ["start": position(4, 4), "end": position(4, 8)])
        XCTAssertEqual(session.call("textDocument/rename", [
            "textDocument": ["uri": .string(uri("screen.kiss"))], "position": position(4, 5), "newName": "vstack",
        ]).errorCode, -32803)
        XCTAssertEqual(session.call("textDocument/prepareRename", [
            "textDocument": ["uri": .string(uri("screen.kiss"))], "position": position(3, 3),
        ]).errorCode, -32803, "vstack is the language's")

        let outline = session.call("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri("screen.kiss"))]])["result"] ?? .null
        XCTAssertEqual(outline[0]?["name"], "cards.kiss")
        XCTAssertEqual(outline[1]?["name"], "Screen")
        XCTAssertEqual(outline[1]?["children"]?[0]?["name"], "vstack")
        XCTAssertEqual(outline[1]?["children"]?[0]?["children"]?[0]?["name"], "Card")

        let symbols = session.call("workspace/symbol", ["query": "pair"])["result"]?.arrayValue ?? []
        XCTAssertEqual(symbols.map { $0["name"] }, ["CardPair"])
        XCTAssertEqual(symbols.first?["location"]?["uri"], .string(uri("cards.kiss")))
    }

    func testWorkspaceSymbolsWithNothingOpen() {
        let session = InProcessSession(analyzer: IDEAnalyzer())
        session.initialize(workspaceFolders: [folder])
        let symbols = session.call("workspace/symbol", ["query": "card"])["result"]?.arrayValue ?? []
        XCTAssertEqual(symbols.compactMap { $0["name"]?.stringValue }.sorted(), ["Card", "CardPair"])
    }
}
