import Foundation
import KissCLI
import XCTest

/// `kisslint format [--check] [PATH…|-]`.
final class FormatCommandTests: XCTestCase {
    private let messy = "layout A{\nlabel( \"a\" )\n}\n"
    private let tidy = "layout A {\n  label(\"a\")\n}\n"

    func testCheckListsFilesToReformatAndWritesNothing() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": messy, "b.kiss": tidy, "broken.kiss": "layout X {\n  label(\"x\"\n}\n"])
        let captured = CapturedConsole(directory: folder.url)
        XCTAssertEqual(captured.run(["format", "--check", "a.kiss", "b.kiss"]), .findings)
        XCTAssertEqual(captured.out, "would reformat a.kiss\n")
        XCTAssertEqual(captured.err, "1 of 2 files would be reformatted\n")
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("a.kiss"), encoding: .utf8), messy)

        let clean = CapturedConsole(directory: folder.url)
        XCTAssertEqual(clean.run(["format", "--check", "b.kiss"]), .clean)

        let broken = CapturedConsole(directory: folder.url)
        XCTAssertEqual(broken.run(["format", "--check", "broken.kiss", "b.kiss"]), .failure)
        XCTAssertTrue(broken.err.contains("broken.kiss: not formatted, it has syntax errors"), broken.err)
    }

    func testFormatRewritesFilesInPlace() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": messy, "b.kiss": tidy])
        let captured = CapturedConsole(directory: folder.url)
        XCTAssertEqual(captured.run(["format"]), .clean)
        XCTAssertEqual(captured.err, "formatted a.kiss\n")
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("a.kiss"), encoding: .utf8), tidy)
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("b.kiss"), encoding: .utf8), tidy)
        let again = CapturedConsole(directory: folder.url)
        XCTAssertEqual(again.run(["format", "--check"]), .clean, "formatting is idempotent")
    }

    func testStandardInputGoesToStandardOutput() {
        let captured = CapturedConsole(input: messy)
        XCTAssertEqual(captured.run(["format", "-"]), .clean)
        XCTAssertEqual(captured.out, tidy)
        XCTAssertEqual(CapturedConsole().run(["format", "--width", "3"]), .failure)
    }
}
