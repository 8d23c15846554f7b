import Foundation
import KissLSP
import XCTest

/// The real executable over pipes: what an editor sees.
final class ExecutableTests: XCTestCase {
    private let uri = "file:///work/card.kiss"
    private let card = "layout Card {\n  hstack {\n    label(\"Hi\").grow(1)\n    switch\n  }\n}\n"

    private func assertHoverWorks(_ server: ServerProcess, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        let hover = server.hover(uri, line: 3, character: 6)["result"]?["contents"]?["value"]?.stringValue ?? ""
        XCTAssertTrue(hover.hasPrefix("**switch**\n\n- **default** (390): frame x 339 y 0 width 51 height 31\n"),
                      "after \(context): \(hover)", file: file, line: line)
    }

    func testVersionHelpAndBadArguments() throws {
        let version = try ServerProcess.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.output, "kiss-lsp \(ServerVersion.current)\n")
        let help = try ServerProcess.run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.hasPrefix("usage: kiss-lsp"))
        let bad = try ServerProcess.run(["--tcp"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.output.contains("unknown argument '--tcp'"))
    }

    func testLifecycleWithDiagnosticsAndHover() throws {
        let server = try ServerProcess(arguments: ["--stdio"])
        let initialized = server.initialize(capabilities: ["general": ["positionEncodings": ["utf-16", "utf-8"]]])
        XCTAssertEqual(initialized["result"]?["capabilities"]?["positionEncoding"], "utf-8")
        server.open(uri, "layout Card {\n  label(\"Hi\"\n}\n")
        let broken = server.diagnostics(for: uri, version: 1)
        XCTAssertEqual(broken["diagnostics"]?[0]?["code"], "K013")
        server.change(uri, version: 2, [["text": .string(card)]])
        XCTAssertEqual(server.diagnostics(for: uri, version: 2)["diagnostics"], [])
        assertHoverWorks(server, "a full change")
        XCTAssertEqual(server.call("shutdown")["result"], .null)
        server.notify("exit")
        XCTAssertEqual(server.exitStatus(), 0)
    }

    func testExitWithoutShutdownIsStatusOne() throws {
        let server = try ServerProcess()
        server.initialize()
        server.notify("exit")
        XCTAssertEqual(server.exitStatus(), 1)
    }

    func testClosedInputInTheMiddleOfAMessageEndsItPromptly() throws {
        let server = try ServerProcess()
        server.initialize()
        server.sendRaw("Content-Length: 4000\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{")
        server.closeInput()
        XCTAssertEqual(server.exitStatus(), 1)
    }

    func testClosedInputAfterShutdownIsStatusZero() throws {
        let server = try ServerProcess()
        server.initialize()
        _ = server.call("shutdown")
        server.closeInput()
        XCTAssertEqual(server.exitStatus(), 0)
    }

    func testHostileTrafficNeverStopsItAnswering() throws {
        let server = try ServerProcess()
        XCTAssertEqual(server.hover(uri, line: 0, character: 0).errorCode, -32002, "before initialize")
        server.initialize()
        server.open(uri, card)
        assertHoverWorks(server, "opening")

        server.sendRaw(TestClient.frame(Array("{\"jsonrpc\": \"2.0\", \"id\": 1,,}".utf8)))
        XCTAssertEqual(server.anonymousError().errorCode, -32700)
        assertHoverWorks(server, "invalid JSON")

        server.sendRaw("Content-Length: lots\r\n\r\n{}")
        XCTAssertEqual(server.anonymousError().errorCode, -32700)
        assertHoverWorks(server, "a non-numeric Content-Length")

        server.sendRaw("Content-Type: application/vscode-jsonrpc\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":50,\"method\":\"shutdown\"}")
        XCTAssertEqual(server.anonymousError().errorCode, -32700)
        assertHoverWorks(server, "a missing Content-Length")

        server.sendRaw("Content-Length: 12\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":51,\"method\":\"shutdown\"}")
        XCTAssertEqual(server.anonymousError().errorCode, -32700)
        XCTAssertEqual(server.anonymousError().errorCode, -32700)
        assertHoverWorks(server, "a too short Content-Length")

        server.sendRaw("Content-Length: 100000\r\n\r\n{}")
        assertHoverWorks(server, "a too long Content-Length (the hover is found inside the stalled body)")
        XCTAssertEqual(server.anonymousError().errorCode, -32700)

        server.sendRaw(TestClient.frame(Array("{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":{\"t\":\"".utf8) + [0xFF, 0xC0, 0x80] + Array("\"}}".utf8)))
        XCTAssertEqual(server.anonymousError().errorCode, -32700)
        assertHoverWorks(server, "a non-UTF-8 body")

        server.sendRaw(TestClient.frame(Array("[{\"jsonrpc\":\"2.0\",\"id\":52,\"method\":\"shutdown\"}]".utf8)))
        XCTAssertEqual(server.anonymousError().errorCode, -32600)
        assertHoverWorks(server, "a batch")

        XCTAssertEqual(server.call("kiss/unknown", [:]).errorCode, -32601)
        assertHoverWorks(server, "an unknown method")

        XCTAssertEqual(server.call("textDocument/hover", ["textDocument": 3]).errorCode, -32602)
        assertHoverWorks(server, "invalid params")

        let scratch = "file:///work/scratch.kiss"
        server.open(scratch, "layout S {\n  view\n}\n")
        server.change(scratch, version: 2, [edit(7, 3, 9, 99, "// tail\n"), edit(0, 500, 0, 600, "!")])
        _ = server.notification("window/logMessage") { $0["params"]?["message"]?.stringValue?.contains("clamped") == true }
        assertHoverWorks(server, "an out-of-range edit")

        let bigURI = "file:///work/big.kiss"
        // Large enough to be parsed in two halves and to pass the element limit; the 10 MB
        // documents the server is measured on are kiss-bench's (a test waits for answers but
        // sets no speed).
        let line = "    label(\"a fairly long line of text to fill two megabytes\").id(l)\n"
        let count = (2 << 20) / line.utf8.count + 1
        let big = "layout Big {\n  vstack {\n" + String(repeating: line, count: count) + "  }\n}\n"
        XCTAssertGreaterThan(big.utf8.count, 2 << 20)
        server.open(bigURI, big)
        assertHoverWorks(server, "a 2 MB document")
        let bigHover = server.call("textDocument/hover", ["textDocument": ["uri": .string(bigURI)], "position": ["line": .integer(count), "character": 6]])
        XCTAssertTrue(bigHover["result"]?["contents"]?["value"]?.stringValue?.hasPrefix("**label** #l\n") ?? false)
        // Every line repeats the id (K108); the whole document is expanded (no K107: its element
        // budget grows with its text).
        let bigCodes = Set((server.diagnostics(for: bigURI)["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue })
        XCTAssertEqual(bigCodes, ["K108"])

        let deepURI = "file:///work/deep.kiss"
        server.open(deepURI, "layout Deep {\n" + String(repeating: "vstack {", count: 100_000) + "\n}\n")
        assertHoverWorks(server, "100,000-deep nesting")
        let deep = server.diagnostics(for: deepURI)["diagnostics"]?.arrayValue ?? []
        XCTAssertTrue(deep.contains { $0["code"] == "K020" }, "nesting too deep is reported")
        XCTAssertTrue(server.hover(deepURI, line: 1, character: 2)["result"]?["contents"]?["value"]?.stringValue?.hasPrefix("**vstack** · root of `Deep`") ?? false)

        // Layouts in layouts, 1,000 levels expanded: cut at the element depth limit, and hover
        // still answers at the deepest element on the server's own threads.
        var layers = "layout L0 {\n" + String(repeating: "vstack {\n", count: 125) + "label(\"x\")\n" + String(repeating: "}\n", count: 125) + "}\n"
        for index in 1..<8 {
            layers += "layout L\(index) {\n" + String(repeating: "vstack {\n", count: 125) + "L\(index - 1)\n" + String(repeating: "}\n", count: 125) + "}\n"
        }
        let layersURI = "file:///work/layers.kiss"
        server.open(layersURI, layers)
        let layerCodes = (server.diagnostics(for: layersURI)["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
        XCTAssertTrue(layerCodes.contains("K107"), "\(layerCodes)")
        XCTAssertTrue(server.hover(layersURI, line: 126, character: 2)["result"]?["contents"]?["value"]?.stringValue?.hasPrefix("**label**") ?? false)

        // A 17,000-term sum once overflowed the stack; nested pins once took 2^depth measurements.
        let sumURI = "file:///work/sum.kiss"
        server.open(sumURI, "layout Sum {\n  view.width(" + Array(repeating: "1", count: 17_000).joined(separator: "+") + ")\n}\n")
        let sumCodes = (server.diagnostics(for: sumURI)["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
        XCTAssertEqual(sumCodes, ["K020"])
        let pinsURI = "file:///work/pins.kiss"
        server.open(pinsURI, "layout P {\n" + String(repeating: "pin {\n", count: 40) + "label(\"x\")\n"
            + String(repeating: "}.pin(left: parent.left, top: parent.top)\n", count: 39) + "}\n}\n")
        XCTAssertTrue(server.hover(pinsURI, line: 41, character: 2)["result"]?["contents"]?["value"]?.stringValue?.hasPrefix("**label**") ?? false)
        assertHoverWorks(server, "deep layouts, a long sum and nested pins")

        XCTAssertEqual(server.call("shutdown")["result"], .null)
        let late = server.hover(uri, line: 3, character: 6)
        XCTAssertEqual(late.errorCode, -32600)
        XCTAssertEqual(late["error"]?["message"], "server is shutting down")
        server.notify("exit")
        XCTAssertEqual(server.exitStatus(), 0)
    }
}
