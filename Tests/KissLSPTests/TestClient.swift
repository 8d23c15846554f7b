import Foundation
import KissLSP
import XCTest
import KissTestSupport

/// An LSP client for tests, over any transport: it frames what it sends and
/// waits for what it expects through a `MessageInbox`.
class TestClient: @unchecked Sendable {
    let inbox: MessageInbox
    private let writeBytes: @Sendable ([UInt8]) -> Void
    private var nextID = 1

    init(inbox: MessageInbox, write: @escaping @Sendable ([UInt8]) -> Void) {
        self.inbox = inbox
        self.writeBytes = write
    }

    static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    func sendRaw(_ bytes: [UInt8]) {
        writeBytes(bytes)
    }

    func sendRaw(_ text: String) {
        writeBytes(Array(text.utf8))
    }

    func send(_ message: JSONValue) {
        writeBytes(Self.frame(Array(message.jsonText.utf8)))
    }

    /// Sends a request and returns its id.
    @discardableResult
    func request(_ method: String, _ params: JSONValue? = nil) -> Int {
        let id = nextID
        nextID += 1
        var message: [String: JSONValue] = ["jsonrpc": "2.0", "id": .integer(id), "method": .string(method)]
        if let params { message["params"] = params }
        send(.object(message))
        return id
    }

    func notify(_ method: String, _ params: JSONValue? = nil) {
        var message: [String: JSONValue] = ["jsonrpc": "2.0", "method": .string(method)]
        if let params { message["params"] = params }
        send(.object(message))
    }

    func response(to id: Int, timeout: TimeInterval = Patience.forAnAnswer, file: StaticString = #filePath, line: UInt = #line) -> JSONValue {
        response(toID: .integer(id), timeout: timeout, file: file, line: line)
    }

    func response(toID id: JSONValue, timeout: TimeInterval = Patience.forAnAnswer, file: StaticString = #filePath, line: UInt = #line) -> JSONValue {
        guard let message = inbox.take(timeout: timeout, where: { $0["id"] == id && $0["method"] == nil }) else {
            XCTFail("no response to request \(id.jsonText)", file: file, line: line)
            return .null
        }
        return message
    }

    /// Sends a request and waits for its response.
    func call(_ method: String, _ params: JSONValue? = nil, file: StaticString = #filePath, line: UInt = #line) -> JSONValue {
        response(to: request(method, params), file: file, line: line)
    }

    /// The next notification with this method (and matching `where`).
    func notification(_ method: String, timeout: TimeInterval = Patience.forAnAnswer, file: StaticString = #filePath, line: UInt = #line,
                      where matches: (JSONValue) -> Bool = { _ in true }) -> JSONValue {
        guard let message = inbox.take(timeout: timeout, where: { $0["method"]?.stringValue == method && $0["id"] == nil && matches($0) }) else {
            XCTFail("no \(method) notification", file: file, line: line)
            return .null
        }
        return message
    }

    /// An error response with no id (a message whose id could not be read).
    func anonymousError(file: StaticString = #filePath, line: UInt = #line) -> JSONValue {
        response(toID: .null, file: file, line: line)
    }

    /// Waits until every message sent so far has been read by the server: an
    /// unknown request is answered on the reading thread, in order.
    func sync(file: StaticString = #filePath, line: UInt = #line) {
        let answer = call("test/sync", file: file, line: line)
        XCTAssertNotNil(answer["error"], file: file, line: line)
    }

    @discardableResult
    func initialize(capabilities: JSONValue = [:], options: JSONValue? = nil, workspaceFolders: [URL]? = nil,
                    file: StaticString = #filePath, line: UInt = #line) -> JSONValue {
        var params: [String: JSONValue] = ["processId": .null, "capabilities": capabilities, "rootUri": .null]
        if let options { params["initializationOptions"] = options }
        if let workspaceFolders {
            params["workspaceFolders"] = .array(workspaceFolders.map { ["uri": .string($0.absoluteString), "name": .string($0.lastPathComponent)] })
        }
        let result = call("initialize", .object(params), file: file, line: line)
        notify("initialized", [:])
        return result
    }

    func initialize(encodings: [String], file: StaticString = #filePath, line: UInt = #line) {
        initialize(capabilities: ["general": ["positionEncodings": .array(encodings.map(JSONValue.string))]], file: file, line: line)
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "kiss", "version": .integer(version), "text": .string(text)]])
    }

    func change(_ uri: String, version: Int, _ changes: [JSONValue]) {
        notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .integer(version)], "contentChanges": .array(changes)])
    }

    func hover(_ uri: String, line: Int, character: Int) -> JSONValue {
        call("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": .integer(line), "character": .integer(character)]])
    }

    /// The next `publishDiagnostics` for `uri` (at `version`, if given).
    func diagnostics(for uri: String, version: Int? = nil, file: StaticString = #filePath, line: UInt = #line) -> JSONValue {
        notification("textDocument/publishDiagnostics", file: file, line: line) { message in
            message["params"]?["uri"]?.stringValue == uri && (version == nil || message["params"]?["version"]?.intValue == version)
        }["params"] ?? .null
    }
}

/// A change event replacing a range.
func edit(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int, _ text: String) -> JSONValue {
    ["range": ["start": ["line": .integer(startLine), "character": .integer(startCharacter)],
               "end": ["line": .integer(endLine), "character": .integer(endCharacter)]],
     "text": .string(text)]
}

/// The error code of a response, if it is an error.
extension JSONValue {
    var errorCode: Int? { self["error"]?["code"]?.intValue }
}
