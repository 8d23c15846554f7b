import Foundation
import KissLSP
import XCTest

final class WorkspaceSnapshotTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-lsp-workspace-\(UUID().uuidString)")
        for path in ["a.kiss", "sub/b.kiss", "sub/notes.txt", ".hidden/c.kiss"] {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "layout \(path.count) {\n  view\n}\n".write(to: file, atomically: true, encoding: .utf8)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testOpenTextWinsOverTheDiskAndFilesAreListed() {
        let open = DocumentSnapshot(uri: DocumentURI.uri(for: folder.appendingPathComponent("a.kiss")), version: 3, text: Array("unsaved".utf8))
        let workspace = WorkspaceSnapshot(folders: [folder], openDocuments: [open.uri: open])
        XCTAssertEqual(workspace.contents(of: folder.appendingPathComponent("a.kiss")), Array("unsaved".utf8))
        XCTAssertEqual(workspace.contents(of: folder.appendingPathComponent("sub/b.kiss")), Array("layout 10 {\n  view\n}\n".utf8))
        XCTAssertNil(workspace.contents(of: folder.appendingPathComponent("missing.kiss")))
        XCTAssertEqual(workspace.kissFiles().map { $0.path.replacingOccurrences(of: folder.standardizedFileURL.path, with: "") }, ["/a.kiss", "/sub/b.kiss"])
    }

    func testTheAnalyzerSeesFoldersSettingsAndOtherOpenDocuments() {
        let analyzer = RecordingAnalyzer()
        let session = InProcessSession(analyzer: analyzer)
        _ = session.call("initialize", [
            "processId": .null, "capabilities": [:],
            "workspaceFolders": [["uri": .string(folder.absoluteString), "name": "w"]],
            "initializationOptions": ["kiss": ["custom": "value"]],
        ])
        session.open("file:///other.kiss", "layout O {\n  view\n}\n")
        _ = session.diagnostics(for: "file:///other.kiss")
        session.open("file:///main.kiss", "layout M {\n  view\n}\n")
        _ = session.diagnostics(for: "file:///main.kiss")
        let workspace = analyzer.lastWorkspace
        XCTAssertEqual(workspace?.folders, [folder.standardizedFileURL])
        XCTAssertEqual(workspace?.settings["kiss"]?["custom"], "value")
        XCTAssertEqual(workspace?.openDocuments.keys.sorted(), ["file:///main.kiss", "file:///other.kiss"])
    }
}
