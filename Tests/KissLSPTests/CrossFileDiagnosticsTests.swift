import Foundation
import KissLSP
import KissTestSupport
import XCTest

/// An unsaved change to one document reaches the open documents whose diagnostics read it:
/// the ones importing it, and the one whose components K403 looks for uses of.
final class CrossFileDiagnosticsTests: XCTestCase {
    private var folder: URL!
    private func uri(_ name: String) -> String { DocumentURI.uri(for: folder.appendingPathComponent(name)) }

    private let parts = """
        layout Parts {
          vstack { Badge(text: "a") }
        }

        layout Badge(text: "x") {
          label(text)
        }

        layout Chip(text: "x") {
          label(text)
        }

        """
    private let screen = """
        import "parts.kiss"

        layout Screen {
          vstack { Badge(text: "hello") }
        }

        """

    override func setUpWithError() throws {
        folder = try ProjectFolder.make("kiss-lsp-cross")
        try Data(parts.utf8).write(to: folder.appendingPathComponent("parts.kiss"))
        try Data(screen.utf8).write(to: folder.appendingPathComponent("screen.kiss"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func codes(_ published: JSONValue) -> [String] {
        (published["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
    }

    /// Waits for diagnostics of `name` with exactly these codes: a document may be published
    /// again with the same findings before (a re-check caused by an earlier open).
    @discardableResult
    private func published(_ session: InProcessSession, _ name: String, _ expected: [String],
                           file: StaticString = #filePath, line: UInt = #line) -> JSONValue {
        session.notification("textDocument/publishDiagnostics", file: file, line: line) { message in
            message["params"]?["uri"]?.stringValue == self.uri(name) && self.codes(message["params"] ?? .null) == expected
        }
    }

    func testAnImportersDiagnosticsFollowUnsavedEditsAndTheClose() {
        let session = InProcessSession(analyzer: IDEAnalyzer())
        session.initialize(workspaceFolders: [folder])
        session.open(uri("screen.kiss"), screen)
        XCTAssertEqual(codes(session.diagnostics(for: uri("screen.kiss"), version: 1)), [])
        session.open(uri("parts.kiss"), parts)
        XCTAssertEqual(codes(session.diagnostics(for: uri("parts.kiss"), version: 1)), ["K403"], "Chip is used nowhere")

        // Badge renamed in the unsaved parts.kiss: screen.kiss, not edited, now uses an unknown name.
        session.change(uri("parts.kiss"), version: 2, [edit(4, 7, 4, 12, "Bedge")])
        let stale = published(session, "screen.kiss", ["K106"])
        XCTAssertEqual(stale["params"]?["version"], 1, "screen.kiss itself was not edited")
        XCTAssertEqual(stale["params"]?["diagnostics"]?[0]?["message"], "unknown layout `Badge`; did you mean `Bedge`?")

        // Closed without saving: the disk's Badge is back.
        session.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri("parts.kiss"))]])
        published(session, "screen.kiss", [])
    }

    func testAUseInAnotherDocumentClearsK403() {
        let session = InProcessSession(analyzer: IDEAnalyzer())
        session.initialize(workspaceFolders: [folder])
        session.open(uri("parts.kiss"), parts)
        XCTAssertEqual(codes(session.diagnostics(for: uri("parts.kiss"), version: 1)), ["K403"])
        session.open(uri("screen.kiss"), screen)
        _ = session.diagnostics(for: uri("screen.kiss"), version: 1)
        // screen.kiss starts using Chip, unsaved: parts.kiss's K403 goes.
        session.change(uri("screen.kiss"), version: 2, [edit(3, 11, 3, 16, "Chip")])
        published(session, "parts.kiss", [])
    }

    func testAPullingClientGetsANewResultIDAndARefresh() {
        let session = InProcessSession(analyzer: IDEAnalyzer())
        let capabilities: JSONValue = ["textDocument": ["diagnostic": ["dynamicRegistration": false]],
                                       "workspace": ["diagnostics": ["refreshSupport": true]]]
        session.initialize(capabilities: capabilities, workspaceFolders: [folder])
        session.open(uri("screen.kiss"), screen)
        session.open(uri("parts.kiss"), parts)
        func pull(previous: String? = nil) -> JSONValue {
            var params: [String: JSONValue] = ["textDocument": ["uri": .string(uri("screen.kiss"))]]
            if let previous { params["previousResultId"] = .string(previous) }
            return session.call("textDocument/diagnostic", .object(params))["result"] ?? .null
        }
        let first = pull()
        XCTAssertEqual(first["items"], [])
        let resultID = first["resultId"]?.stringValue
        _ = session.call("textDocument/diagnostic", ["textDocument": ["uri": .string(uri("parts.kiss"))]])

        session.change(uri("parts.kiss"), version: 2, [edit(4, 7, 4, 12, "Bedge")])
        let refresh = session.inbox.take() { $0["method"] == "workspace/diagnostic/refresh" && $0["id"] != nil }
        XCTAssertNotNil(refresh)
        guard case .object(let members)? = refresh else { return XCTFail("not an object") }
        XCTAssertEqual(members.keys.sorted(), ["id", "jsonrpc", "method"], "the refresh request has no params")
        let second = pull(previous: resultID)
        XCTAssertEqual(second["kind"], "full")
        XCTAssertNotEqual(second["resultId"]?.stringValue, resultID)
        XCTAssertTrue((second["items"]?.arrayValue ?? []).contains { $0["code"] == "K106" }, "\(second)")
    }

    func testOnlyDocumentsThatReadWhatChangedAreAffected() throws {
        let analyzer = IDEAnalyzer()
        func snapshot(_ name: String, _ text: String) -> DocumentSnapshot {
            DocumentSnapshot(uri: uri(name), version: 1, languageId: "kiss", text: Array(text.utf8))
        }
        // lone.kiss has a component nobody uses (K403 searches the project for uses of it).
        let lone = snapshot("lone.kiss", "layout Lone {\n  vstack { label(\"x\") }\n}\n\nlayout Tag(t: \"x\") {\n  label(t)\n}\n")
        let screen = snapshot("screen.kiss", screen)
        let parts = snapshot("parts.kiss", parts)
        func workspace(_ documents: DocumentSnapshot...) -> WorkspaceSnapshot {
            WorkspaceSnapshot(folders: [folder], openDocuments: Dictionary(uniqueKeysWithValues: documents.map { ($0.uri, $0) }))
        }
        let opened = workspace(lone, screen, parts)
        // As the server does: the changed document and those affected are analysed again.
        func affected(byChangeTo changed: DocumentSnapshot, in workspace: WorkspaceSnapshot) throws -> [String] {
            let affected = analyzer.documents(affectedByChangeTo: changed.uri, in: workspace)
            for uri in [changed.uri] + affected {
                guard let document = workspace.openDocuments[uri] else { continue }
                _ = try analyzer.diagnostics(for: document, in: workspace, cancellation: CancellationToken())
            }
            return affected
        }
        // Nothing analysed yet: nothing recorded, nothing to re-check.
        XCTAssertEqual(analyzer.documents(affectedByChangeTo: parts.uri, in: opened), [])
        for document in [lone, screen, parts] {
            _ = try analyzer.diagnostics(for: document, in: opened, cancellation: CancellationToken())
        }
        // The same texts: nothing any analysis read has changed.
        XCTAssertEqual(try affected(byChangeTo: parts, in: opened), [])

        // A label's text in parts.kiss: screen.kiss imports it; lone.kiss only cares about uses.
        let relabelled = snapshot("parts.kiss", String(decoding: parts.text, as: UTF8.self).replacingOccurrences(of: "Badge(text: \"a\")", with: "Badge(text: \"b\")"))
        XCTAssertEqual(try affected(byChangeTo: relabelled, in: workspace(lone, screen, relabelled)), [screen.uri])
        // parts.kiss starts using Tag: lone.kiss's K403 may go.
        let using = snapshot("parts.kiss", String(decoding: parts.text, as: UTF8.self).replacingOccurrences(of: "label(text)\n}\n\nlayout Chip", with: "Tag(t: text)\n}\n\nlayout Chip"))
        XCTAssertEqual(try affected(byChangeTo: using, in: workspace(lone, screen, using)), [lone.uri, screen.uri])
        // Closed unsaved: parts.kiss is the disk's text again, without the use of Tag.
        XCTAssertEqual(try affected(byChangeTo: parts, in: workspace(lone, screen)), [lone.uri, screen.uri])
        // Opened again as it is on disk: its parse is the same, nothing is affected.
        XCTAssertEqual(try affected(byChangeTo: parts, in: opened), [])
        // screen.kiss has no component, so nothing searched lone.kiss for uses of it... but
        // parts.kiss has components: a change to lone.kiss's uses reaches it.
        let loneUsing = snapshot("lone.kiss", String(decoding: lone.text, as: UTF8.self).replacingOccurrences(of: "label(\"x\") }", with: "Chip(text: \"x\") }"))
        XCTAssertEqual(try affected(byChangeTo: loneUsing, in: workspace(loneUsing, screen, parts)), [parts.uri])
    }
}
