import Foundation
import KissLSP
import XCTest

final class LifecycleTests: XCTestCase {
    func testInitializeAnnouncesCapabilitiesAndServerInfo() {
        let session = InProcessSession()
        let result = session.initialize()["result"] ?? .null
        let capabilities = result["capabilities"] ?? .null
        XCTAssertEqual(capabilities["positionEncoding"], "utf-16")
        XCTAssertEqual(capabilities["textDocumentSync"], ["openClose": true, "change": 2, "save": ["includeText": false]])
        XCTAssertEqual(capabilities["hoverProvider"], true)
        XCTAssertEqual(capabilities["diagnosticProvider"], ["identifier": "kiss", "interFileDependencies": true, "workspaceDiagnostics": true])
        XCTAssertEqual(capabilities["experimental"]?["kissFramesProvider"], true)
        XCTAssertEqual(result["serverInfo"], ["name": "kiss-lsp", "version": .string(ServerVersion.current)])
        let ready = session.notification("window/logMessage")
        XCTAssertEqual(ready["params"]?["type"], 3)
        XCTAssertTrue(ready["params"]?["message"]?.stringValue?.contains("utf-16") == true)
    }

    func testShutdownThenExitExitsWithZero() {
        let session = InProcessSession()
        session.initialize()
        let shutdown = session.call("shutdown")
        XCTAssertEqual(shutdown["result"], .null)
        XCTAssertEqual(shutdown.objectKeys?.contains("result"), true, "shutdown answers with an explicit null result")
        session.notify("exit")
        XCTAssertEqual(session.exitCode(), 0)
    }

    func testExitWithoutShutdownExitsWithOne() {
        let session = InProcessSession()
        session.initialize()
        session.notify("exit")
        XCTAssertEqual(session.exitCode(), 1)
    }

    func testExitBeforeInitializeExitsWithOne() {
        let session = InProcessSession()
        session.notify("exit")
        XCTAssertEqual(session.exitCode(), 1)
    }

    func testEndOfInputAfterShutdownExitsWithZero() {
        let session = InProcessSession()
        session.initialize()
        _ = session.call("shutdown")
        session.closeInput()
        XCTAssertEqual(session.exitCode(), 0)
    }

    func testEndOfInputInTheMiddleOfAMessageExitsWithOnePromptly() {
        let session = InProcessSession()
        session.initialize()
        session.sendRaw("Content-Length: 500\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":9,")
        session.closeInput()
        XCTAssertEqual(session.exitCode(), 1)
    }

    func testOutputEndsWhenTheServerStops() {
        let session = InProcessSession()
        session.initialize()
        _ = session.call("shutdown")
        session.notify("exit")
        XCTAssertEqual(session.exitCode(), 0)
        XCTAssertTrue(session.inbox.waitForEnd(), "the output closes when the server stops")
    }

    func testInitializeTwiceIsAnInvalidRequest() {
        let session = InProcessSession()
        session.initialize()
        let again = session.call("initialize", ["processId": .null, "capabilities": [:]])
        XCTAssertEqual(again.errorCode, -32600)
    }

    func testRequestsBeforeInitializeAreRefusedAndNotificationsDropped() {
        let session = InProcessSession()
        let hover = session.hover("file:///a.kiss", line: 0, character: 0)
        XCTAssertEqual(hover.errorCode, -32002)
        XCTAssertEqual(session.call("shutdown").errorCode, -32002)
        session.open("file:///a.kiss", "layout A {\n  label(\"x\")\n}\n")
        session.initialize()
        XCTAssertNil(session.server.document(uri: "file:///a.kiss"), "a didOpen before initialize is dropped")
        XCTAssertEqual(session.hover("file:///a.kiss", line: 1, character: 3)["result"], .null)
    }

    func testRequestsAfterShutdownAreRefused() {
        let session = InProcessSession()
        session.initialize()
        session.open("file:///a.kiss", "layout A {\n  label(\"x\")\n}\n")
        _ = session.call("shutdown")
        let hover = session.hover("file:///a.kiss", line: 1, character: 3)
        XCTAssertEqual(hover.errorCode, -32600)
        XCTAssertEqual(hover["error"]?["message"], "server is shutting down")
        XCTAssertEqual(session.call("shutdown").errorCode, -32600)
        XCTAssertEqual(session.call("initialize", ["processId": .null, "capabilities": [:]]).errorCode, -32600)
        session.notify("exit")
        XCTAssertEqual(session.exitCode(), 0)
    }

    func testSetTraceSendsLogTraceForLaterMessages() {
        let session = InProcessSession()
        session.initialize()
        session.notify("$/setTrace", ["value": "verbose"])
        session.open("file:///a.kiss", "layout A {\n  label(\"x\")\n}\n")
        let trace = session.notification("$/logTrace")
        XCTAssertEqual(trace["params"]?["message"], "Received notification 'textDocument/didOpen'.")
        XCTAssertTrue(trace["params"]?["verbose"]?.stringValue?.contains("label") == true)
        session.notify("$/setTrace", ["value": "off"])
        session.sync()
        let before = session.inbox.received.filter { $0["method"] == "$/logTrace" }.count
        session.sync()
        XCTAssertEqual(session.inbox.received.filter { $0["method"] == "$/logTrace" }.count, before, "no tracing once off")
    }

    func testInitialTraceComesFromInitializeParams() {
        let session = InProcessSession()
        _ = session.call("initialize", ["processId": .null, "capabilities": [:], "trace": "messages"])
        let id = session.request("test/unknown")
        let trace = session.notification("$/logTrace")
        XCTAssertEqual(trace["params"]?["message"], .string("Received request 'test/unknown - (\(id))'."))
        XCTAssertNil(trace["params"]?["verbose"], "messages level sends no verbose text")
    }
}

extension JSONValue {
    var objectKeys: [String]? {
        if case .object(let fields) = self { return Array(fields.keys) }
        return nil
    }
}
