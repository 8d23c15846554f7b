import Foundation
import KissLSP
import XCTest
import KissTestSupport

final class CancellationTests: XCTestCase {
    private let uri = "file:///card.kiss"

    func testCancelledRequestIsAnsweredWithRequestCancelled() {
        let analyzer = BlockingAnalyzer(cooperative: true)
        let session = InProcessSession(analyzer: analyzer)
        session.initialize()
        session.open(uri, "layout A {\n  view\n}\n")
        let id = session.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": 1, "character": 3]])
        XCTAssertEqual(analyzer.entered.wait(timeout: .now() + Patience.forAnAnswer), .success)
        session.notify("$/cancelRequest", ["id": .integer(id)])
        let answer = session.response(to: id)
        XCTAssertEqual(answer.errorCode, -32800)
        session.sync()
        XCTAssertEqual(session.inbox.received.filter { $0["id"] == .integer(id) }.count, 1, "exactly one response")
    }

    func testCancellationDoesNotWaitForAnAnalyzerThatIgnoresIt() {
        let analyzer = BlockingAnalyzer(cooperative: false)
        let session = InProcessSession(analyzer: analyzer)
        session.initialize()
        session.open(uri, "layout A {\n  view\n}\n")
        let id = session.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": 1, "character": 3]])
        XCTAssertEqual(analyzer.entered.wait(timeout: .now() + Patience.forAnAnswer), .success)
        session.notify("$/cancelRequest", ["id": .integer(id)])
        XCTAssertEqual(session.response(to: id).errorCode, -32800)
        analyzer.releaseOne()
        session.sync()
        XCTAssertEqual(session.inbox.received.filter { $0["id"] == .integer(id) }.count, 1, "the late result is dropped")
    }

    func testASlowRequestDoesNotHoldUpOthers() {
        let analyzer = BlockingAnalyzer(cooperative: true)
        let session = InProcessSession(analyzer: analyzer)
        session.initialize()
        session.open(uri, "layout A {\n  view\n}\n")
        let slow = session.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": 1, "character": 3]])
        XCTAssertEqual(analyzer.entered.wait(timeout: .now() + Patience.forAnAnswer), .success)
        let frames = session.call("kiss/frames", ["textDocument": ["uri": .string(uri)]])
        XCTAssertNotNil(frames["result"]?["layouts"], "answered while the hover is still blocked")
        session.notify("$/cancelRequest", ["id": .integer(slow)])
        XCTAssertEqual(session.response(to: slow).errorCode, -32800)
    }

    func testCancellingAnUnknownOrFinishedRequestDoesNothing() {
        let session = InProcessSession()
        session.initialize()
        session.notify("$/cancelRequest", ["id": 12345])
        session.notify("$/cancelRequest", ["id": "nope"])
        session.sync()
        XCTAssertFalse(session.inbox.received.contains { $0.errorCode == -32800 })
    }

    func testARequestIDInUseIsRefused() {
        let analyzer = BlockingAnalyzer(cooperative: true)
        let session = InProcessSession(analyzer: analyzer)
        session.initialize()
        session.open(uri, "layout A {\n  view\n}\n")
        let hover: JSONValue = ["jsonrpc": "2.0", "id": "same", "method": "textDocument/hover",
                                "params": ["textDocument": ["uri": .string(uri)], "position": ["line": 1, "character": 3]]]
        session.send(hover)
        XCTAssertEqual(analyzer.entered.wait(timeout: .now() + Patience.forAnAnswer), .success)
        session.send(hover)
        XCTAssertEqual(session.response(toID: "same").errorCode, -32600)
        session.notify("$/cancelRequest", ["id": "same"])
        XCTAssertEqual(session.response(toID: "same").errorCode, -32800)
    }
}
