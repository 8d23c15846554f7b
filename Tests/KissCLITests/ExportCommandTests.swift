import Foundation
import KissCLI
import XCTest

/// `kisslint export --swift` as a user runs it.
final class ExportCommandTests: XCTestCase {
    func testExportWritesSwiftOrNamesWhatCannotBeExported() throws {
        let folder = try TemporaryFolder(files: [
            "Hello.kiss": "layout Hello {\n  wrap {\n    label(\"HELLO \", font: 72, color: .red)\n  }.padding(10).mainAlign(.center)\n}\n",
            "Gap.kiss": "layout Gap(gap: 8) {\n  vstack {\n    label(\"a\")\n  }.spacing(gap)\n}\n",
        ])
        let written = CapturedConsole(directory: folder.url)
        XCTAssertEqual(written.run(["export", "--swift", "Hello.kiss", "-o", "Hello.swift"]), .clean, written.err)
        let swift = try String(contentsOf: folder.url.appendingPathComponent("Hello.swift"), encoding: .utf8)
        XCTAssertTrue(swift.contains("func helloLayout() -> WrapLayout {"), swift)
        XCTAssertTrue(swift.contains("}.padding(10.0).mainAlign(.center)") || swift.contains("}.mainAlign(.center).padding(10.0)"), swift)
        let refused = CapturedConsole(directory: folder.url)
        XCTAssertEqual(refused.run(["export", "--swift", "Gap.kiss", "-o", "Gap.swift"]), .findings)
        XCTAssertTrue(refused.err.hasPrefix("Gap.kiss:4:4: error: cannot export `.spacing` with a value that is not a number"), refused.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Gap.swift").path), "nothing is written")
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["export", "Hello.kiss"]), .failure, "the target language is required")
    }
}
