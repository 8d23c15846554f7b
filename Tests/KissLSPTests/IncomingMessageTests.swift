import Foundation
import KissLSP
import XCTest

final class IncomingMessageTests: XCTestCase {
    private func classify(_ text: String) -> IncomingMessage {
        IncomingMessage.classify(Array(text.utf8))
    }

    private func assertError(_ message: IncomingMessage, code: Int, id: RequestID? = nil, file: StaticString = #filePath, line: UInt = #line) {
        guard case .invalid(let actualID, let error) = message else { return XCTFail("expected an error, got \(message)", file: file, line: line) }
        XCTAssertEqual(error.code, code, error.message, file: file, line: line)
        XCTAssertEqual(actualID, id, file: file, line: line)
    }

    func testRequestsNotificationsAndResponses() {
        guard case .request(.integer(7), "textDocument/hover", _) = classify(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{}}"#) else { return XCTFail() }
        guard case .request(.string("a"), "shutdown", _) = classify(#"{"jsonrpc":"2.0","id":"a","method":"shutdown","params":null}"#) else { return XCTFail() }
        guard case .notification("exit", _) = classify(#"{"jsonrpc":"2.0","method":"exit"}"#) else { return XCTFail() }
        guard case .response(.integer(3)) = classify(#"{"jsonrpc":"2.0","id":3,"result":null}"#) else { return XCTFail() }
    }

    func testInvalidJSONAndInvalidUTF8AreParseErrors() {
        assertError(classify(#"{"jsonrpc":"2.0","#), code: -32700)
        assertError(classify(""), code: -32700)
        assertError(IncomingMessage.classify(Array(#"{"jsonrpc":"2.0","method":"x","params":{"a":""#.utf8) + [0xFF, 0xFE] + Array(#""}}"#.utf8)), code: -32700)
        // Encoded surrogates are not UTF-8 either.
        assertError(IncomingMessage.classify([0x22, 0xED, 0xA0, 0x80, 0x22]), code: -32700)
    }

    func testDeeplyNestedJSONIsRejectedNotFollowed() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        assertError(classify(deep), code: -32700)
    }

    func testInvalidRequestObjects() {
        assertError(classify("[]"), code: -32600)
        assertError(classify(#"[{"jsonrpc":"2.0","id":1,"method":"shutdown"}]"#), code: -32600)
        assertError(classify("42"), code: -32600)
        assertError(classify(#"{"id":1,"method":"shutdown"}"#), code: -32600, id: .integer(1))
        assertError(classify(#"{"jsonrpc":"1.0","id":1,"method":"shutdown"}"#), code: -32600, id: .integer(1))
        assertError(classify(#"{"jsonrpc":"2.0","id":{"a":1},"method":"shutdown"}"#), code: -32600)
        assertError(classify(#"{"jsonrpc":"2.0","id":1.5,"method":"shutdown"}"#), code: -32600)
        assertError(classify(#"{"jsonrpc":"2.0","id":null,"method":"shutdown"}"#), code: -32600)
        assertError(classify(#"{"jsonrpc":"2.0","id":2,"method":7}"#), code: -32600, id: .integer(2))
        assertError(classify(#"{"jsonrpc":"2.0","id":2,"method":"x","params":"text"}"#), code: -32600, id: .integer(2))
        assertError(classify(#"{"jsonrpc":"2.0","id":2}"#), code: -32600, id: .integer(2))
    }
}
