import Foundation
import KissAnalysis
import KissSyntax
import XCTest

/// What the analysis reads from disk: nothing outside the project, links followed; nothing
/// past the size limits; and the limits it meets in other files reported in the file analysed.
final class ContainmentAndLimitsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiss-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ path: String, _ text: String, in base: URL? = nil) throws {
        let url = (base ?? folder).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func lint(_ path: String, root: String? = nil, isProject: Bool = true, readBudget: Int = SourceFileReader.maximumWorkspaceBytes) throws -> [Diagnostic] {
        let workspace = Workspace(root: root ?? folder.appendingPathComponent("Project").path, isProject: isProject, readBudget: readBudget)
        let url = folder.appendingPathComponent(path)
        let file = workspace.add(path: url.standardizedFileURL.path, bytes: try [UInt8](Data(contentsOf: url)))
        return Linter.lint(file, in: workspace).diagnostics
    }

    private static let screen = "import \"Parts/Card.kiss\"\nlayout Screen {\n  vstack {\n    Card\n  }\n}\n"
    private static let card = "layout Card {\n  label(\"card\")\n}\n"

    func testImportsThroughLinksThatLeaveTheProjectAreRefused() throws {
        try write("Outside/Parts/Card.kiss", Self.card)
        try write("Project/Screen.kiss", Self.screen)
        // A link to a folder outside, then a link to a file outside.
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Project/Parts"),
                                                   withDestinationURL: folder.appendingPathComponent("Outside/Parts"))
        var findings = try lint("Project/Screen.kiss")
        XCTAssertEqual(findings.map(\.code.rawValue), ["K109", "K106"], findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(findings[0].message.contains("a link to") && findings[0].message.contains("outside the workspace"), findings[0].message)

        try FileManager.default.removeItem(at: folder.appendingPathComponent("Project/Parts"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Project/Parts"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Project/Parts/Card.kiss"),
                                                   withDestinationURL: folder.appendingPathComponent("Outside/Parts/Card.kiss"))
        findings = try lint("Project/Screen.kiss")
        XCTAssertEqual(findings.first?.code.rawValue, "K109")

        // A link that stays inside is followed.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Project/Parts/Card.kiss"))
        try write("Project/Shared/Card.kiss", Self.card)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Project/Parts/Card.kiss"),
                                                   withDestinationURL: folder.appendingPathComponent("Project/Shared/Card.kiss"))
        XCTAssertEqual(try lint("Project/Screen.kiss").filter { $0.severity == .error }, [])
    }

    func testAnImportLargerThanAFileMayBeIsRefusedUnread() throws {
        try write("Project/Screen.kiss", Self.screen)
        let big = "layout Card {\n  label(\"card\")\n}\n" + String(repeating: "// padding\n", count: SourceFileReader.maximumFileBytes / 11 + 1)
        try write("Project/Parts/Card.kiss", big)
        let findings = try lint("Project/Screen.kiss")
        XCTAssertEqual(findings.first?.code.rawValue, "K109")
        XCTAssertTrue(findings.first?.message.contains("more than the 16 MiB a .kiss file may be") ?? false, findings.first?.message ?? "")
    }

    func testImportsStopWhenTheWorkspaceHasReadItsShare() throws {
        try write("Project/Screen.kiss", "import \"A.kiss\"\nimport \"B.kiss\"\nlayout Screen {\n  vstack {\n    A\n    B\n  }\n}\n")
        try write("Project/A.kiss", "layout A {\n  label(\"a\")\n}\n")
        try write("Project/B.kiss", "layout B {\n  label(\"b\")\n}\n")
        let findings = try lint("Project/Screen.kiss", readBudget: 40)
        let refused = findings.filter { $0.code.rawValue == "K109" }
        XCTAssertEqual(refused.count, 1, findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(refused.first?.message.contains("all it may") ?? false)
    }

    func testUnusedLayoutsAreSoughtOnlyInTheProject() throws {
        // Helper is used only by a file in a subfolder.
        let main = "layout Main {\n  Helper(text: \"h\")\n}\nlayout Helper(text: \"t\") {\n  label(text)\n}\nlayout Unused(text: \"t\") {\n  label(text)\n}\n"
        try write("Loose/Main.kiss", main)
        try write("Loose/Sub/User.kiss", "import \"../Main.kiss\"\nlayout User {\n  Unused\n}\n")
        let loose = folder.appendingPathComponent("Loose").path
        // A project (a marker, or an editor's folder): its subfolders are searched.
        XCTAssertEqual(try lint("Loose/Main.kiss", root: loose, isProject: true).filter { $0.code.rawValue == "K403" }, [])
        // A lone folder: only the folder itself, so the use in Sub/ is not seen.
        let lone = try lint("Loose/Main.kiss", root: loose, isProject: false).filter { $0.code.rawValue == "K403" }
        XCTAssertEqual(lone.map(\.message), ["layout `Unused` is never used in the workspace; use it, or delete it"])
    }

    func testUnusedLayoutsAreNotReportedWhenAFileCouldNotBeRead() throws {
        try write("Project/Main.kiss", "layout Main {\n  label(\"m\")\n}\nlayout Unused(text: \"t\") {\n  label(text)\n}\n")
        try write("Project/Other.kiss", "layout Other {\n  Unused\n}\n" + String(repeating: "// padding\n", count: 50))
        // The other file is past the workspace's share: it might use `Unused`, so nothing is said.
        XCTAssertEqual(try lint("Project/Main.kiss", readBudget: 100).filter { $0.code.rawValue == "K403" }, [])
    }

    func testACycleThroughAnotherFileIsReportedHere() throws {
        try write("Project/A.kiss", "import \"B.kiss\"\nlayout A {\n  vstack {\n    B\n  }\n}\n")
        try write("Project/B.kiss", "import \"A.kiss\"\nlayout B {\n  hstack {\n    A\n  }\n}\n")
        let findings = try lint("Project/A.kiss")
        XCTAssertEqual(findings.map(\.code.rawValue), ["K107"])
        XCTAssertTrue(findings[0].message.contains("layout `A` uses itself: A → B → A"), findings[0].message)
        XCTAssertEqual(findings[0].related.first?.file.map { URL(fileURLWithPath: $0).lastPathComponent }, "B.kiss")
    }

    func testAnImportChainPastTheNestingLimitIsReportedHere() throws {
        for index in 0..<70 {
            let next = index + 1 < 70 ? "import \"F\(index + 1).kiss\"\n" : ""
            let body = index + 1 < 70 ? "L\(index + 1)" : "label(\"x\")"
            try write("Project/F\(index).kiss", next + "layout L\(index) {\n  vstack {\n    \(body)\n  }\n}\n")
        }
        let findings = try lint("Project/F0.kiss")
        XCTAssertEqual(findings.map(\.code.rawValue), ["K107"])
        XCTAssertTrue(findings[0].message.contains("layouts are nested more than 64 deep"), findings[0].message)
    }
}
