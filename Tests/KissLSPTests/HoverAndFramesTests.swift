import Foundation
import KissLSP
import XCTest

final class HoverAndFramesTests: XCTestCase {
    private let uri = "file:///card.kiss"
    private let text = """
        preview phone(width: 390)

        /// A card.
        layout Card {
          vstack {
            label("Hi").id(title).grow(1)
          }
        }

        """

    private func session(capabilities: JSONValue = [:]) -> InProcessSession {
        let session = InProcessSession()
        session.initialize(capabilities: capabilities)
        session.open(uri, text)
        return session
    }

    func testHoverOnAnElementNamesItsKindAndID() {
        let hover = session().hover(uri, line: 5, character: 6)["result"] ?? .null
        XCTAssertEqual(hover["contents"], ["kind": "markdown", "value": "**element** `label` — id `title`"])
        XCTAssertEqual(hover["range"], ["start": ["line": 5, "character": 4], "end": ["line": 5, "character": 9]])
    }

    func testHoverOnAModifierLayoutAndPreview() {
        let session = session()
        XCTAssertEqual(session.hover(uri, line: 5, character: 28)["result"]?["contents"]?["value"], "**modifier** `.grow`")
        XCTAssertEqual(session.hover(uri, line: 3, character: 8)["result"]?["contents"]?["value"], "**layout** `Card`\n\nA card.")
        XCTAssertEqual(session.hover(uri, line: 0, character: 10)["result"]?["contents"]?["value"], "**preview** `phone`")
    }

    func testNothingToShowIsANullResult() {
        let session = session()
        let blank = session.hover(uri, line: 1, character: 0)
        XCTAssertEqual(blank["result"], .null)
        XCTAssertEqual(blank.objectKeys?.contains("result"), true)
        XCTAssertEqual(session.hover("file:///not-open.kiss", line: 0, character: 0)["result"], .null)
    }

    func testPlainTextForAClientThatCannotRenderMarkdown() {
        let session = session(capabilities: ["textDocument": ["hover": ["contentFormat": ["plaintext"]]]])
        XCTAssertEqual(session.hover(uri, line: 5, character: 6)["result"]?["contents"]?["kind"], "plaintext")
    }

    func testHoverSeesTheLatestEdit() {
        let session = session()
        session.change(uri, version: 2, [edit(5, 4, 5, 15, "switch")])
        XCTAssertEqual(session.hover(uri, line: 5, character: 6)["result"]?["contents"]?["value"], "**element** `switch` — id `title`")
    }

    func testFramesListsTheLayoutsOfTheOpenText() {
        let session = session()
        let frames = session.call("kiss/frames", ["textDocument": ["uri": .string(uri)]])["result"] ?? .null
        XCTAssertEqual(frames["file"], "/card.kiss")
        XCTAssertEqual(frames["layouts"]?[0]?["name"], "Card")
        let root = frames["layouts"]?[0]?["root"] ?? .null
        XCTAssertEqual(root["kind"], "vstack")
        XCTAssertEqual(root["frame"], .null)
        XCTAssertEqual(root["children"]?[0]?["kind"], "label")
        XCTAssertEqual(root["children"]?[0]?["id"], "title")
    }

    func testFramesForAnUnknownPreviewOrWithoutADocumentAreInvalidParams() {
        let session = session()
        let unknown = session.call("kiss/frames", ["textDocument": ["uri": .string(uri)], "preview": "tablet"])
        XCTAssertEqual(unknown.errorCode, -32602)
        XCTAssertEqual(unknown["error"]?["message"], "no preview named 'tablet'; this file declares phone")
        XCTAssertEqual(session.call("kiss/frames", ["preview": "phone"]).errorCode, -32602)
        XCTAssertEqual(session.call("kiss/frames", ["textDocument": ["uri": .string(uri)], "preview": "phone"])["result"]?["layouts"]?[0]?["name"], "Card")
    }
}
