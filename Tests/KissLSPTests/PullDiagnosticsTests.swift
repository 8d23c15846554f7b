import Foundation
import KissLSP
import XCTest

final class PullDiagnosticsTests: XCTestCase {
    private let uri = "file:///card.kiss"
    private let broken = "layout Card {\n  label(\"Hi\", font: 17\n}\n"
    private let pullingClient: JSONValue = ["textDocument": ["diagnostic": ["dynamicRegistration": false]]]

    private func pull(_ session: InProcessSession, _ uri: String, previous: String? = nil) -> JSONValue {
        var params: [String: JSONValue] = ["textDocument": ["uri": .string(uri)]]
        if let previous { params["previousResultId"] = .string(previous) }
        return session.call("textDocument/diagnostic", .object(params))
    }

    func testAClientThatPullsGetsNothingPushed() {
        let analyzer = RecordingAnalyzer()
        let session = InProcessSession(analyzer: analyzer)
        session.initialize(capabilities: pullingClient)
        session.open(uri, broken)
        session.sync()
        XCTAssertEqual(analyzer.analyzedVersions(of: uri), [])
        XCTAssertFalse(session.inbox.received.contains { $0["method"] == "textDocument/publishDiagnostics" })
    }

    func testPushCanBeForcedForAPullingClient() {
        let session = InProcessSession()
        session.initialize(capabilities: pullingClient, options: ["pushDiagnostics": true])
        session.open(uri, broken)
        XCTAssertEqual(session.diagnostics(for: uri)["diagnostics"]?[0]?["code"], "K013")
    }

    func testFullThenUnchangedThenFullAfterAnEdit() {
        let session = InProcessSession()
        session.initialize(capabilities: pullingClient)
        session.open(uri, broken)
        let first = pull(session, uri)["result"] ?? .null
        XCTAssertEqual(first["kind"], "full")
        XCTAssertEqual(first["items"]?[0]?["code"], "K013")
        XCTAssertNil(first["items"]?[0]?["codeDescription"])
        let resultID = first["resultId"]?.stringValue ?? ""
        XCTAssertFalse(resultID.isEmpty)

        let second = pull(session, uri, previous: resultID)["result"] ?? .null
        XCTAssertEqual(second, ["kind": "unchanged", "resultId": .string(resultID)])

        session.change(uri, version: 2, [edit(1, 22, 1, 22, ")")])
        let third = pull(session, uri, previous: resultID)["result"] ?? .null
        XCTAssertEqual(third["kind"], "full")
        XCTAssertEqual(third["items"], [])
        XCTAssertNotEqual(third["resultId"]?.stringValue, resultID)
    }

    func testConfigurationChangesInvalidateResultIDs() {
        let session = InProcessSession()
        session.initialize(capabilities: pullingClient)
        session.open(uri, broken)
        let resultID = pull(session, uri)["result"]?["resultId"]?.stringValue
        session.notify("workspace/didChangeConfiguration", ["settings": ["diagnosticDocumentationURL": "https://x.example/{code}"]])
        let again = pull(session, uri, previous: resultID)["result"] ?? .null
        XCTAssertEqual(again["kind"], "full")
        XCTAssertEqual(again["items"]?[0]?["codeDescription"]?["href"], "https://x.example/K013")
    }

    func testReopeningAtTheSameVersionInvalidatesResultIDs() {
        let session = InProcessSession()
        session.initialize(capabilities: pullingClient)
        session.open(uri, broken)
        let resultID = pull(session, uri)["result"]?["resultId"]?.stringValue
        session.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        session.open(uri, "layout Card {\n  view\n}\n")
        XCTAssertEqual(pull(session, uri, previous: resultID)["result"]?["kind"], "full")
    }

    func testADocumentThatIsNotOpenIsReadFromDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("disk.kiss")
        try broken.write(to: file, atomically: true, encoding: .utf8)
        let session = InProcessSession()
        session.initialize(capabilities: pullingClient, workspaceFolders: [folder])
        let report = pull(session, file.absoluteString)["result"] ?? .null
        XCTAssertEqual(report["kind"], "full")
        XCTAssertEqual(report["items"]?[0]?["code"], "K013")
        let missing = pull(session, folder.appendingPathComponent("missing.kiss").absoluteString)
        XCTAssertEqual(missing.errorCode, -32602)
    }

    func testNothingOutsideTheWorkspaceIsReadForAClient() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-lsp-\(UUID().uuidString)")
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-lsp-outside-\(UUID().uuidString)")
        for made in [folder, outside] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
        defer { for made in [folder, outside] { try? FileManager.default.removeItem(at: made) } }
        try broken.write(to: folder.appendingPathComponent("inside.kiss"), atomically: true, encoding: .utf8)
        try broken.write(to: outside.appendingPathComponent("outside.kiss"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.kiss"),
                                                   withDestinationURL: outside.appendingPathComponent("outside.kiss"))
        let session = InProcessSession()
        session.initialize(capabilities: pullingClient, workspaceFolders: [folder])
        XCTAssertEqual(pull(session, folder.appendingPathComponent("inside.kiss").absoluteString)["result"]?["kind"], "full")
        for uri in ["file:///etc/passwd", outside.appendingPathComponent("outside.kiss").absoluteString,
                    folder.appendingPathComponent("link.kiss").absoluteString] {
            XCTAssertEqual(pull(session, uri).errorCode, -32602, uri)
        }
    }

    func testWorkspaceDiagnosticsCoverOpenDocuments() {
        let other = "file:///other.kiss"
        let session = InProcessSession()
        session.initialize(capabilities: pullingClient)
        session.open(uri, broken, version: 3)
        session.open(other, "layout Other {\n  view\n}\n", version: 7)
        let first = session.call("workspace/diagnostic", ["previousResultIds": []])["result"]?["items"] ?? .null
        XCTAssertEqual(first.arrayValue?.count, 2)
        XCTAssertEqual(first[0]?["uri"], .string(uri))
        XCTAssertEqual(first[0]?["version"], 3)
        XCTAssertEqual(first[0]?["kind"], "full")
        XCTAssertEqual(first[0]?["items"]?[0]?["code"], "K013")
        XCTAssertEqual(first[1]?["uri"], .string(other))
        XCTAssertEqual(first[1]?["version"], 7)
        XCTAssertEqual(first[1]?["items"], [])

        let previous: JSONValue = [["uri": .string(other), "value": first[1]?["resultId"] ?? .null]]
        let second = session.call("workspace/diagnostic", ["previousResultIds": previous])["result"]?["items"] ?? .null
        XCTAssertEqual(second[0]?["kind"], "full")
        XCTAssertEqual(second[1]?["kind"], "unchanged")
        XCTAssertEqual(second[1]?["version"], 7)
        XCTAssertNil(second[1]?["items"])
    }
}
