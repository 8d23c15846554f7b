import Foundation
import KissLSP
import XCTest

/// `kiss/render` over the protocol: the picture of the open (unsaved) text.
final class RenderRequestTests: XCTestCase {
    private let uri = "file:///render/card.kiss"
    private let text = "preview phone(width: 390)\npreview se(width: 320)\n\nlayout Card {\n  hstack {\n    view(.red)\n    label(\"Hi\")\n  }\n}\n"

    func testRenderAnswersSVGOfTheOpenTextAndHTMLOnRequest() {
        let session = InProcessSession(analyzer: IDEAnalyzer())
        let capabilities = session.initialize()["result"]?["capabilities"] ?? .null
        XCTAssertEqual(capabilities["experimental"]?["kissRenderProvider"], true)
        session.open(uri, text)
        let svg = session.call("kiss/render", ["textDocument": ["uri": .string(uri)]])["result"]?["svg"]?.stringValue ?? ""
        XCTAssertTrue(svg.hasPrefix("<svg"), svg)
        XCTAssertEqual(svg.components(separatedBy: "class=\"preview\"").count - 1, 2)
        XCTAssertTrue(svg.contains("data-codes=\"K201\""), "the view has no width in the hstack")
        XCTAssertTrue(svg.contains("data-extent=\"5 4 5 14\""), "boxes carry their source extent in LSP positions")

        // An unsaved edit is drawn.
        session.change(uri, version: 2, [edit(5, 4, 5, 14, "view(.red).width(10)")])
        let edited = session.call("kiss/render", ["textDocument": ["uri": .string(uri)], "preview": "se"])["result"]?["svg"]?.stringValue ?? ""
        XCTAssertFalse(edited.contains("K201"))
        XCTAssertEqual(edited.components(separatedBy: "class=\"preview\"").count - 1, 1)

        let page = session.call("kiss/render", ["textDocument": ["uri": .string(uri)], "format": "html", "layout": "Card"])["result"] ?? .null
        XCTAssertEqual(page["svg"], nil)
        XCTAssertTrue(page["html"]?.stringValue?.hasPrefix("<!DOCTYPE html>") ?? false)
    }

    func testRenderRefusesUnknownNamesAndFormats() {
        let session = InProcessSession(analyzer: IDEAnalyzer())
        session.initialize()
        session.open(uri, text)
        let document: JSONValue = ["uri": .string(uri)]
        XCTAssertEqual(session.call("kiss/render", ["textDocument": document, "preview": "tablet"]).errorCode, -32602)
        XCTAssertEqual(session.call("kiss/render", ["textDocument": document, "layout": "Nope"]).errorCode, -32602)
        XCTAssertEqual(session.call("kiss/render", ["textDocument": document, "format": "png"]).errorCode, -32602)
        XCTAssertEqual(session.call("kiss/render", ["preview": "phone"]).errorCode, -32602)
    }
}
