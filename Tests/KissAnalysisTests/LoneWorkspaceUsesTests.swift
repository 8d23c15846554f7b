import Foundation
import KissAnalysis
import KissDatabase
import KissTestSupport
import XCTest

/// A workspace apart from a database (a lone lint, as `kisslint --fix` makes) searches the
/// project for uses through the project queries, in a database of its own for each search:
/// a use added or removed on disk is seen by the very next lint, and the text the workspace
/// was given counts rather than the disk's.
final class LoneWorkspaceUsesTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try ProjectFolder.make("kiss-lone-uses")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private static let main = "layout Main {\n  label(\"m\")\n}\nlayout Card(text: \"t\") {\n  label(text)\n}\n"

    private func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    /// K403's findings in Main.kiss, linted in a new workspace with `text` as its buffer.
    private func unused(_ text: String = main) -> [String] {
        let workspace = Workspace(root: folder.path)
        let file = workspace.add(path: folder.appendingPathComponent("Main.kiss").standardizedFileURL.path, bytes: Array(text.utf8))
        return Linter.lint(file, in: workspace).diagnostics.filter { $0.code == .unusedLayout }.map(\.message)
    }

    func testAUseAddedOrRemovedIsSeenByTheNextLint() throws {
        try write("Main.kiss", Self.main)
        XCTAssertEqual(unused().count, 1)
        try write("User.kiss", "import \"Main.kiss\"\nlayout User {\n  Card\n}\n")
        XCTAssertEqual(unused(), [], "a use written just now")
        try write("User.kiss", "import \"Main.kiss\"\nlayout User {\n  label(\"u\")\n}\n")
        XCTAssertEqual(unused().count, 1, "the use removed just now")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("User.kiss"))
        try write("Other.kiss", "import \"Main.kiss\"\nlayout Other {\n  Card\n}\n")
        XCTAssertEqual(unused(), [], "a file created just now")
    }

    func testTheGivenTextCountsRatherThanTheDisks() throws {
        // On disk Main uses Card; the text given (an unsaved fix) does not.
        let usingCard = "layout Main {\n  Card\n}\nlayout Card(text: \"t\") {\n  label(text)\n}\n"
        try write("Main.kiss", usingCard)
        XCTAssertEqual(unused(usingCard), [])
        XCTAssertEqual(unused(Self.main).count, 1)
        // And the other way round: the disk's text does not use Card, the given one does.
        try write("Main.kiss", Self.main)
        XCTAssertEqual(unused(usingCard), [])
    }

    /// An analysis apart from the host's revision (the editor's detached one) takes the disk's
    /// uses from the host's latest revision (durable inputs alone) and parses only the files it
    /// holds and the buffers it is given, not the project again; it finds what a search of a
    /// database of its own finds.
    func testAnAnalysisApartFromItsHostReadsOnlyItsOwnFiles() throws {
        try write("Main.kiss", Self.main)
        // On disk Other.kiss uses Card; the editor's unsaved buffer of it does not.
        try write("Other.kiss", "import \"Main.kiss\"\nlayout Other {\n  Card\n}\n")
        for index in 0..<20 { try write("Screen\(index).kiss", "layout Screen\(index) {\n  label(\"s\")\n}\n") }
        let other = folder.appendingPathComponent("Other.kiss").standardizedFileURL.path
        let buffers = [other: Array("import \"Main.kiss\"\nlayout Other {\n  label(\"o\")\n}\n".utf8)]
        let host = Database()
        let mainPath = folder.appendingPathComponent("Main.kiss").standardizedFileURL.path
        let folderPath = folder.standardizedFileURL.path
        // The host has read the project once (an earlier keystroke's search).
        _ = try host.snapshot().query(DiskProjectUses.self, SearchedFolder(root: folderPath, recursive: true))

        func unusedApart(host: Database?) -> [String] {
            let provider = DatabaseSourceProvider(snapshot: .detached, fallback: Buffers(buffers: buffers), host: host)
            let workspace = Workspace(root: folderPath, provider: provider)
            let file = workspace.add(path: mainPath, bytes: Array(Self.main.utf8))
            return Linter.lint(file, in: workspace).diagnostics.filter { $0.code == .unusedLayout }.map(\.message)
        }
        let before = AnalysisWork.diskUseSearchCount
        let withHost = unusedApart(host: host)
        let searched = AnalysisWork.diskUseSearchCount - before
        XCTAssertEqual(withHost.count, 1, "the buffer's text counts: nothing uses Card")
        XCTAssertEqual(searched, 2, "only Main.kiss (held) and Other.kiss (a buffer) are parsed for their uses")
        XCTAssertEqual(unusedApart(host: nil), withHost, "a database of its own finds the same")
    }
}

/// Buffers in memory, the disk for the rest.
private struct Buffers: SourceProvider {
    let buffers: [String: [UInt8]]

    func contents(ofFile path: String) -> [UInt8]? {
        buffers[path] ?? DiskSourceProvider().contents(ofFile: path)
    }

    func holdsInMemory(_ path: String) -> Bool { buffers[path] != nil }

    func read(_ path: String, confinedTo root: String) -> SourceFileReader.Outcome {
        buffers[path].map { .contents($0) } ?? DiskSourceProvider().read(path, confinedTo: root)
    }
}
