import Foundation
import KissLSP
import XCTest

/// Every malformed message gets the error it deserves, and the server goes on.
final class ErrorHandlingTests: XCTestCase {
    private let uri = "file:///card.kiss"

    private func readySession() -> InProcessSession {
        let session = InProcessSession()
        session.initialize()
        session.open(uri, "layout Card {\n  label(\"Hi\")\n}\n")
        return session
    }

    private func assertStillServing(_ session: InProcessSession, file: StaticString = #filePath, line: UInt = #line) {
        let hover = session.hover(uri, line: 1, character: 3)
        XCTAssertEqual(hover["result"]?["contents"]?["value"], "**element** `label`", file: file, line: line)
    }

    func testInvalidJSONIsAParseErrorWithNullID() {
        let session = readySession()
        session.sendRaw(TestClient.frame(Array(#"{"jsonrpc":"2.0","id":1,"method":"#.utf8)))
        let error = session.anonymousError()
        XCTAssertEqual(error.errorCode, -32700)
        XCTAssertEqual(error["id"], .null)
        assertStillServing(session)
    }

    func testNonUTF8BodyIsAParseError() {
        let session = readySession()
        session.sendRaw(TestClient.frame(Array(#"{"jsonrpc":"2.0","id":5,"method":"x","params":{"t":""#.utf8) + [0xC3, 0x28] + Array(#""}}"#.utf8)))
        XCTAssertEqual(session.anonymousError().errorCode, -32700)
        assertStillServing(session)
    }

    func testBadHeadersAreParseErrorsAndReadingResumes() {
        let session = readySession()
        // Everything up to the next Content-Length is skipped, so each bad
        // message is followed by a good one.
        for bad in ["Content-Length: many\r\n\r\n{}", "Content-Type: application/json\r\n\r\n{}", "nonsense without a header\r\n\r\n"] {
            session.sendRaw(bad)
            XCTAssertEqual(session.anonymousError().errorCode, -32700, bad)
            assertStillServing(session)
        }
    }

    func testTooShortContentLengthCostsOnlyThatMessage() {
        let session = readySession()
        let body = #"{"jsonrpc":"2.0","id":77,"method":"shutdown"}"#
        session.sendRaw("Content-Length: 10\r\n\r\n" + body)
        XCTAssertEqual(session.anonymousError().errorCode, -32700, "the first ten bytes are not JSON")
        XCTAssertEqual(session.anonymousError().errorCode, -32700, "the rest is not a header")
        assertStillServing(session)
    }

    func testTooLongContentLengthIsDetectedWhenTheBodyStalls() {
        var options = InProcessSession.immediateOptions()
        options.stallTimeout = 0.2
        let session = InProcessSession(options: options)
        session.initialize()
        session.open(uri, "layout Card {\n  label(\"Hi\")\n}\n")
        session.sendRaw("Content-Length: 5000\r\n\r\n{}")
        let hover = session.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": 1, "character": 3]])
        XCTAssertEqual(session.anonymousError().errorCode, -32700)
        XCTAssertEqual(session.response(to: hover)["result"]?["contents"]?["value"], "**element** `label`")
    }

    func testInvalidRequestObjects() {
        let session = readySession()
        session.sendRaw(TestClient.frame(Array(#"{"jsonrpc":"1.0","id":3,"method":"shutdown"}"#.utf8)))
        XCTAssertEqual(session.response(to: 3).errorCode, -32600)
        session.sendRaw(TestClient.frame(Array(#"{"jsonrpc":"2.0","id":true,"method":"shutdown"}"#.utf8)))
        XCTAssertEqual(session.anonymousError().errorCode, -32600)
        session.sendRaw(TestClient.frame(Array(#"[{"jsonrpc":"2.0","id":4,"method":"shutdown"}]"#.utf8)))
        let batch = session.anonymousError()
        XCTAssertEqual(batch.errorCode, -32600)
        XCTAssertTrue(batch["error"]?["message"]?.stringValue?.contains("batch") == true)
        assertStillServing(session)
    }

    func testUnknownRequestIsMethodNotFound() {
        let session = readySession()
        let answer = session.call("textDocument/teleport", [:])
        XCTAssertEqual(answer.errorCode, -32601)
        XCTAssertEqual(answer["error"]?["message"], "unknown method 'textDocument/teleport'")
        assertStillServing(session)
    }

    func testUnknownNotificationsAreIgnoredAndDollarOnesSilently() {
        let session = readySession()
        session.notify("$/somethingOptional", [:])
        session.notify("custom/unheardOf", [:])
        let note = session.notification("window/logMessage") { $0["params"]?["message"]?.stringValue?.contains("unknown notification") == true }
        XCTAssertEqual(note["params"]?["message"], "ignored unknown notification 'custom/unheardOf'")
        session.sync()
        let mentionsDollar = session.inbox.received.contains { $0.jsonText.contains("somethingOptional") }
        XCTAssertFalse(mentionsDollar, "a $/ notification is ignored without a word")
        XCTAssertFalse(session.inbox.received.contains { $0["method"] == nil && $0["error"] != nil && $0["id"] == .null })
        assertStillServing(session)
    }

    func testInvalidParamsAreAnsweredWithTheMemberAtFault() {
        let session = readySession()
        let hover = session.call("textDocument/hover", ["textDocument": ["uri": .string(uri)]])
        XCTAssertEqual(hover.errorCode, -32602)
        XCTAssertEqual(hover["error"]?["message"], "invalid params: missing 'position' in params")
        let wrongType = session.call("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": "one", "character": 0]])
        XCTAssertEqual(wrongType.errorCode, -32602)
        XCTAssertEqual(session.call("textDocument/hover").errorCode, -32602, "missing params")
        XCTAssertEqual(session.call("textDocument/hover", [1, 2]).errorCode, -32602, "positional params")
        XCTAssertEqual(session.call("initialize", ["capabilities": 5]).errorCode, -32600, "initialize after initialize")
        assertStillServing(session)
    }

    func testInvalidInitializeParams() {
        let session = InProcessSession()
        XCTAssertEqual(session.call("initialize", ["capabilities": 5]).errorCode, -32602)
        XCTAssertEqual(session.call("initialize", [:]).errorCode, -32602)
        XCTAssertEqual(session.initialize()["result"]?["capabilities"]?["hoverProvider"], true, "a failed initialize can be retried")
    }

    func testOddOptionalInitializeMembersAreReadAsAbsent() {
        let session = InProcessSession()
        let result = session.call("initialize", ["processId": "me", "capabilities": [:], "trace": "compact", "clientInfo": 3, "workspaceFolders": "none"])
        XCTAssertEqual(result["result"]?["serverInfo"]?["name"], "kiss-lsp")
    }

    func testInvalidNotificationParamsAreLogged() {
        let session = readySession()
        session.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri)]])
        let note = session.notification("window/logMessage") { $0["params"]?["message"]?.stringValue?.hasPrefix("ignored 'textDocument/didChange'") == true }
        XCTAssertEqual(note["params"]?["type"], 2)
        assertStillServing(session)
    }

    func testResponsesFromTheClientAreIgnored() {
        let session = readySession()
        session.send(["jsonrpc": "2.0", "id": 99, "result": ["x": 1]])
        session.sync()
        XCTAssertFalse(session.inbox.received.contains { $0["id"] == 99 })
        assertStillServing(session)
    }
}
