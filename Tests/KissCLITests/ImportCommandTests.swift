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
