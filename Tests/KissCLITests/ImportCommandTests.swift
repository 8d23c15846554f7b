import Foundation
import KissCLI
import XCTest

/// `kisslint import --swift` as a user runs it: export, then import, gives `.kiss` that lints clean.
final class ImportCommandTests: XCTestCase {
    func testExportThenImportGivesBackAKissFile() throws {
        let folder = try TemporaryFolder(files: [
            "Row.kiss": "layout Row(title: \"Wi-Fi\") {\n  hstack {\n    label(title, font: 17)\n    stretchSpacer\n    switch\n  }.padding(16)\n}\n",
        ])
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["export", "--swift", "Row.kiss", "-o", "Row.swift"]), .clean)
        let imported = CapturedConsole(directory: folder.url)
        XCTAssertEqual(imported.run(["import", "--swift", "Row.swift", "-o", "Again.kiss"]), .clean, imported.err)
        let kiss = try String(contentsOf: folder.url.appendingPathComponent("Again.kiss"), encoding: .utf8)
        XCTAssertTrue(kiss.contains("layout Row(title: \"Wi-Fi\") {"), kiss)
        XCTAssertTrue(kiss.contains("label(title, font: 17.0)"), kiss)
        XCTAssertTrue(kiss.contains("}.padding(16.0)"), kiss)
        let lint = CapturedConsole(directory: folder.url)
        XCTAssertEqual(lint.run(["Again.kiss"]), .clean, lint.out)
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["import", "--swift", "Missing.swift"]), .failure)
    }
}

/// `kisslint import --swift` of several files or a folder, read as one module, and its warnings.
final class ImportModuleCommandTests: XCTestCase {
    static let screen = "class ProfileView: UIView {\n    lazy var mainLayout = vstack {\n        badge(\"new\").kiss.layout\n    }\n}\n"
    static let helpers = "func badge(_ text: String) -> UILabel {\n    let label = UILabel()\n    label.text = text\n    return label\n}\n"

    func testAHelperOfAnotherFileIsItsElementWhenBothAreGiven() throws {
        let folder = try TemporaryFolder(files: ["A.swift": Self.screen, "B.swift": Self.helpers])
        let both = CapturedConsole(directory: folder.url)
        XCTAssertEqual(both.run(["import", "--swift", "A.swift", "B.swift", "-o", "out"]), .clean, both.err)
        let kiss = try String(contentsOf: folder.url.appendingPathComponent("out/A.kiss"), encoding: .utf8)
        XCTAssertTrue(kiss.contains("    label(\"new\")\n"), kiss)
        XCTAssertFalse(kiss.contains("kisslint import:"), kiss)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out/B.kiss").path))
        XCTAssertEqual(both.err, "B.swift: note: kisslint import: no Kiss layout (vstack, hstack, wrap) found; nothing written for it\n")
    }

    func testAloneTheHelperIsAPlaceholderWithAWarning() throws {
        let folder = try TemporaryFolder(files: ["A.swift": Self.screen, "B.swift": Self.helpers])
        let alone = CapturedConsole(directory: folder.url)
        XCTAssertEqual(alone.run(["import", "--swift", "A.swift"]), .findings)
        XCTAssertTrue(alone.out.contains("view /* kisslint import: `badge(\"new\")` is not a view this file creates */"), alone.out)
        XCTAssertEqual(alone.err, "A.swift:3:9: warning: kisslint import: `badge(\"new\")` is not a view this file creates\n")
        // A file without a layout says so, and is not a whole import.
        let helpers = CapturedConsole(directory: folder.url)
        XCTAssertEqual(helpers.run(["import", "--swift", "B.swift"]), .findings)
        XCTAssertEqual(helpers.err, "B.swift: warning: kisslint import: no Kiss layout (vstack, hstack, wrap) found\n")
    }

    func testAFolderIsReadAsOneModule() throws {
        let folder = try TemporaryFolder(files: [
            "App/Screens/A.swift": Self.screen, "App/Support/B.swift": Self.helpers,
            "App/.build/C.swift": Self.screen.replacingOccurrences(of: "badge", with: "unknownThing"),
            "App/.hidden/D.swift": Self.screen, "App/Notes.txt": "not Swift",
        ])
        let console = CapturedConsole(directory: folder.url)
        XCTAssertEqual(console.run(["import", "--swift", "App", "-o", "Layouts"]), .clean, console.err)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("Layouts").path)
        XCTAssertEqual(written, ["A.kiss"])
        let kiss = try String(contentsOf: folder.url.appendingPathComponent("Layouts/A.kiss"), encoding: .utf8)
        XCTAssertTrue(kiss.contains("    label(\"new\")\n"), kiss)
    }

    func testSeveralInputsNeedAFolderAndNoOutputOverAnInput() throws {
        let folder = try TemporaryFolder(files: ["A.swift": Self.screen, "B.swift": Self.helpers])
        let several = CapturedConsole(directory: folder.url)
        XCTAssertEqual(several.run(["import", "--swift", "A.swift", "B.swift"]), .failure)
        XCTAssertTrue(several.err.contains("needs -o FOLDER"), several.err)
        let aFolder = CapturedConsole(directory: folder.url)
        XCTAssertEqual(aFolder.run(["import", "--swift", "."]), .failure)
        XCTAssertTrue(aFolder.err.contains("importing a folder needs -o FOLDER"), aFolder.err)
        let over = CapturedConsole(directory: folder.url)
        XCTAssertEqual(over.run(["import", "--swift", "A.swift", "B.swift", "-o", "B.swift"]), .failure)
        XCTAssertTrue(over.err.contains("is the input B.swift"), over.err)
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("B.swift"), encoding: .utf8), Self.helpers)
    }

    func testEachUntranslatedConstructIsAWarningAtItsLineAndColumn() throws {
        let folder = try TemporaryFolder(files: [
            "A.swift": "lazy var mainLayout = vstack {\n    label(\"Hi\", .red).kiss.layout\n    UIView().kiss.layout.line(spacing: 4)\n  mystery\n}\n",
        ])
        let console = CapturedConsole(directory: folder.url)
        XCTAssertEqual(console.run(["import", "--swift", "A.swift", "-o", "A.kiss"]), .findings)
        XCTAssertEqual(console.err, """
            A.swift:2:5: warning: kisslint import: `label("Hi", .red)` is not defined in this file; read as a label by its name
            A.swift:3:26: warning: kisslint import: `.line` not translated
            A.swift:4:3: warning: kisslint import: not translated: mystery

            """)
        // The notes stay in the `.kiss`.
        let kiss = try String(contentsOf: folder.url.appendingPathComponent("A.kiss"), encoding: .utf8)
        XCTAssertTrue(kiss.contains("// kisslint import: `label(\"Hi\", .red)` is not defined in this file"), kiss)
    }
}
