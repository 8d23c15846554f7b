import Foundation
import KissAnalysis
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
}
