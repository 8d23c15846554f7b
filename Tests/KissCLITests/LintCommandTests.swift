import Foundation
import KissCLI
import XCTest

final class LintCommandTests: XCTestCase {
    static let valid = "layout Card {\n  label(\"Hi\")\n}\n"
    static let broken = "layout Card {\n  label(\"Hi\", font: 17\n}\n"

    func testCleanFolderExitsZeroWithSummary() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": Self.valid, "sub/b.kiss": Self.valid, "notes.txt": "x"])
        let capture = CapturedConsole(directory: folder.url)
        XCTAssertEqual(capture.run(["."]), .clean)
        XCTAssertEqual(capture.out, "No problems found (2 files checked).\n")
        XCTAssertEqual(capture.err, "")
    }

    func testSyntaxErrorExitsOneWithLocationCaretAndCode() throws {
        let folder = try TemporaryFolder(files: ["card.kiss": Self.broken])
        let capture = CapturedConsole(directory: folder.url)
        XCTAssertEqual(capture.run(["lint", "card.kiss"]), .findings)
        let lines = capture.out.components(separatedBy: "\n")
        XCTAssertEqual(lines[0], "card.kiss:2:8: error: this `(` is never closed; add `)` to end the list [K013]")
        XCTAssertEqual(lines[1], "2 |   label(\"Hi\", font: 17")
        XCTAssertEqual(lines[2], "  |        ^")
        XCTAssertTrue(capture.out.hasSuffix("Found 1 error (1 file checked).\n"), capture.out)
        XCTAssertFalse(capture.out.contains("\u{1B}["), "no color when not a terminal")
    }

    func testColorOnlyWhenAskedOrOnATerminal() throws {
        let folder = try TemporaryFolder(files: ["card.kiss": Self.broken])
        let terminal = CapturedConsole(directory: folder.url, terminal: true)
        _ = terminal.run(["card.kiss"])
        XCTAssertTrue(terminal.out.contains("\u{1B}[1;31merror:"))
        let never = CapturedConsole(directory: folder.url, terminal: true)
        _ = never.run(["card.kiss", "--color=never"])
        XCTAssertFalse(never.out.contains("\u{1B}["))
        let always = CapturedConsole(directory: folder.url)
        _ = always.run(["card.kiss", "--color", "always"])
        XCTAssertTrue(always.out.contains("\u{1B}["))
    }

    func testJSONReportHasLSPPositionsAndSummary() throws {
        let capture = CapturedConsole(input: "layout 😀Card {\n  label(\"Hi\", font: 17\n}\n")
        XCTAssertEqual(capture.run(["-", "--format", "json", "--stdin-filename", "Views/Card.kiss"]), .findings)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(capture.out.utf8)) as? [String: Any])
        XCTAssertEqual(json["version"] as? String, KissVersion.current)
        let files = try XCTUnwrap(json["files"] as? [[String: Any]])
        XCTAssertEqual(files.first?["path"] as? String, "Views/Card.kiss")
        let diagnostics = try XCTUnwrap(files.first?["diagnostics"] as? [[String: Any]])
        let codes = diagnostics.map { $0["code"] as? String }
        XCTAssertEqual(codes, ["K001", "K013"])
        // The emoji is two UTF-16 units: `Card` starts at character 9.
        let first = try XCTUnwrap(diagnostics.first?["range"] as? [String: [String: Int]])
        XCTAssertEqual(first["start"], ["line": 0, "character": 7])
        XCTAssertEqual(first["end"], ["line": 0, "character": 9])
        let fixes = try XCTUnwrap(diagnostics[1]["fixes"] as? [[String: Any]])
        XCTAssertEqual(fixes.first?["safe"] as? Bool, false)
        let summary = try XCTUnwrap(json["summary"] as? [String: Int])
        XCTAssertEqual(summary["errors"], 2)
        XCTAssertEqual(summary["files"], 1)
    }

    func testMissingPathAndBadFlagsExitTwoWithMessage() throws {
        let missing = CapturedConsole()
        XCTAssertEqual(missing.run(["does/not/exist.kiss"]), .failure)
        XCTAssertTrue(missing.err.contains("does/not/exist.kiss: no such file or folder"), missing.err)

        let badFlag = CapturedConsole()
        XCTAssertEqual(badFlag.run(["--fromat", "json"]), .failure)
        XCTAssertEqual(badFlag.err, "kisslint: unknown option '--fromat'; did you mean '--format'?\n")

        let badValue = CapturedConsole()
        XCTAssertEqual(badValue.run(["--format", "xml"]), .failure)
        XCTAssertTrue(badValue.err.contains("unknown format 'xml'"))

        let noValue = CapturedConsole()
        XCTAssertEqual(noValue.run(["--format"]), .failure)
        XCTAssertEqual(noValue.err, "kisslint: --format needs a value\n")
    }

    func testFolderWithoutKissFilesIsAnError() throws {
        let folder = try TemporaryFolder(files: ["readme.txt": "x"])
        let capture = CapturedConsole(directory: folder.url)
        XCTAssertEqual(capture.run([]), .failure)
        XCTAssertEqual(capture.err, "kisslint: no .kiss files (or Swift files that use Kiss) found in .\n")
        // Swift files that do not use Kiss are not something to lint either.
        let swift = try TemporaryFolder(files: ["Model.swift": "struct Model {}\n"])
        let onlySwift = CapturedConsole(directory: swift.url)
        XCTAssertEqual(onlySwift.run([]), .failure)
        XCTAssertEqual(onlySwift.err, "kisslint: no .kiss files (or Swift files that use Kiss) found in .\n")
    }

    func testUnreadableFileIsReportedAndOthersStillLinted() throws {
        let folder = try TemporaryFolder(files: ["good.kiss": Self.valid, "bad.kiss": Self.valid])
        let bad = folder.url.appendingPathComponent("bad.kiss")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: bad.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: bad.path) }
        guard FileManager.default.contents(atPath: bad.path) == nil else {
            throw XCTSkip("running as a user who can read any file")
        }
        let capture = CapturedConsole(directory: folder.url)
        XCTAssertEqual(capture.run(["."]), .failure)
        XCTAssertTrue(capture.err.contains("bad.kiss: cannot read this file"))
    }

    func testOutputOrderDoesNotDependOnJobs() throws {
        var files: [String: String] = [:]
        for index in 0..<40 { files["f\(index).kiss"] = index % 3 == 0 ? Self.broken : Self.valid }
        let folder = try TemporaryFolder(files: files)
        let serial = CapturedConsole(directory: folder.url)
        _ = serial.run([".", "--jobs", "1"])
        let parallel = CapturedConsole(directory: folder.url)
        _ = parallel.run([".", "-j", "8"])
        XCTAssertEqual(serial.out, parallel.out)
        XCTAssertTrue(serial.out.contains("Found 14 errors (40 files checked)."), serial.out)
    }

    func testQuietPrintsErrorsOnlyAndNoSummary() throws {
        let folder = try TemporaryFolder(files: ["card.kiss": Self.broken])
        let capture = CapturedConsole(directory: folder.url)
        XCTAssertEqual(capture.run(["-q", "card.kiss"]), .findings)
        XCTAssertFalse(capture.out.contains("Found"))
        XCTAssertTrue(capture.out.contains("[K013]"))
    }

    func testHelpAndVersion() {
        let help = CapturedConsole()
        XCTAssertEqual(help.run(["--help"]), .clean)
        XCTAssertTrue(help.out.contains("USAGE"))
        let version = CapturedConsole()
        XCTAssertEqual(version.run(["--version"]), .clean)
        XCTAssertEqual(version.out, "kisslint \(KissVersion.current)\n")
    }

    func testCaretUnderWideCharactersAndTabs() throws {
        let source = "layout Card {\n\tlabel(\"日本語\", font: 1px)\n}\n"
        let capture = CapturedConsole(input: source)
        _ = capture.run(["-"])
        let lines = capture.out.components(separatedBy: "\n")
        XCTAssertEqual(lines[1], "2 |     label(\"日本語\", font: 1px)")
        // Tab = 4 columns, each CJK character 2: the caret sits under `1px`.
        XCTAssertEqual(lines[2], "  | " + String(repeating: " ", count: 4 + 7 + 3 * 2 + 9) + "^^^")
    }
}

/// The order a folder's files are linted and reported in.
final class SourceOrderTests: XCTestCase {
    func testAFoldersFilesComeBeforeItsSubfolders() throws {
        let layout = "layout A {\n  hstack {\n    view\n  }\n}\n"
        let folder = try TemporaryFolder(files: [
            "App/b.kiss": layout, "App/Alpha/z.kiss": layout, "App/c.kiss": layout, "App/Alpha/Beta/y.kiss": layout, "App/Alpha/x.kiss": layout,
        ])
        let console = CapturedConsole(directory: folder.url)
        XCTAssertEqual(console.run(["App", "--format", "github"]), .clean)
        let files = console.out.split(separator: "\n").filter { $0.hasPrefix("::") }.compactMap { line in
            line.split(separator: ",").first.map { String($0.dropFirst("::warning file=".count)) }
        }
        var order: [String] = []
        for file in files where order.last != file { order.append(file) }
        XCTAssertEqual(order, ["App/b.kiss", "App/c.kiss", "App/Alpha/x.kiss", "App/Alpha/z.kiss", "App/Alpha/Beta/y.kiss"])
    }
}
