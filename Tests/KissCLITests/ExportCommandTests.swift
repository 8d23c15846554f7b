import Foundation
import KissCLI
import XCTest

/// `kisslint export --swift` as a user runs it.
final class ExportCommandTests: XCTestCase {
    func testExportWritesSwiftOrNamesWhatCannotBeExported() throws {
        let folder = try TemporaryFolder(files: [
            "Hello.kiss": "layout Hello {\n  wrap {\n    label(\"HELLO \", font: 72, color: .red)\n  }.padding(10).mainAlign(.center)\n}\n",
            "Gap.kiss": "layout Gap {\n  hstack {\n    label(\"a\")\n  }.uniformFontScale(min: 0.5)\n}\n",
        ])
        let written = CapturedConsole(directory: folder.url)
        XCTAssertEqual(written.run(["export", "--swift", "Hello.kiss", "-o", "Hello.swift"]), .clean, written.err)
        let swift = try String(contentsOf: folder.url.appendingPathComponent("Hello.swift"), encoding: .utf8)
        XCTAssertTrue(swift.contains("func helloLayout() -> WrapLayout {"), swift)
        XCTAssertTrue(swift.contains("}.padding(10.0).mainAlign(.center)") || swift.contains("}.mainAlign(.center).padding(10.0)"), swift)
        let refused = CapturedConsole(directory: folder.url)
        XCTAssertEqual(refused.run(["export", "--swift", "Gap.kiss", "-o", "Gap.swift"]), .findings)
        XCTAssertTrue(refused.err.hasPrefix("Gap.kiss:4:4: error: cannot export `.uniformFontScale`"), refused.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Gap.swift").path), "nothing is written")
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["export", "Hello.kiss"]), .failure, "the target language is required")
        // --check: current, then stale after the .kiss changes; nothing is written.
        let current = CapturedConsole(directory: folder.url)
        XCTAssertEqual(current.run(["export", "--swift", "Hello.kiss", "-o", "Hello.swift", "--check"]), .clean, current.err)
        try "layout Hello {\n  wrap {\n    label(\"HELLO \", font: 60, color: .red)\n  }.padding(10).mainAlign(.center)\n}\n"
            .write(to: folder.url.appendingPathComponent("Hello.kiss"), atomically: true, encoding: .utf8)
        let stale = CapturedConsole(directory: folder.url)
        XCTAssertEqual(stale.run(["export", "--swift", "Hello.kiss", "-o", "Hello.swift", "--check"]), .findings)
        XCTAssertEqual(stale.err, "kisslint: Hello.swift is not what Hello.kiss exports now: run `kisslint export --swift Hello.kiss -o Hello.swift`\n")
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("Hello.swift"), encoding: .utf8), swift, "--check writes nothing")
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["export", "--swift", "Hello.kiss", "--check"]), .failure, "--check needs -o")
    }
}
