import Foundation
import KissAnalysis
import KissCLI
import XCTest

/// `kisslint` given what a fuzzer or a careless script would give it: it answers with a
/// diagnostic or an error, never a crash or a hang.
final class HostileInputCommandTests: XCTestCase {
    /// Layouts inside layouts, 125 stacks each: past the element depth limit once expanded.
    static let deepLayouts: String = {
        var text = "layout L0 {\n" + String(repeating: "vstack {\n", count: 125) + "label(\"x\")\n" + String(repeating: "}\n", count: 125) + "}\n"
        for index in 1..<8 {
            text += "layout L\(index) {\n" + String(repeating: "vstack {\n", count: 125) + "L\(index - 1)\n"
                + String(repeating: "}\n", count: 125) + "}\n"
        }
        return text
    }()

    /// Runs `kisslint` on a thread with a small stack (a secondary thread gets 512 KB on
    /// macOS), as an editor extension or a test runner might call it.
    private func runOnASmallStack(_ arguments: [String], _ console: CapturedConsole) -> ExitCode {
        let done = DispatchSemaphore(value: 0)
        let box = ExitBox()
        let thread = Thread {
            box.code = console.run(arguments)
            done.signal()
        }
        thread.stackSize = 256 << 10
        thread.start()
        done.wait()
        return box.code!
    }

    func testTheDeepestLayoutsAreLintedAndSolvedOnASmallStack() throws {
        let folder = try TemporaryFolder(files: ["Deep.kiss": Self.deepLayouts])
        let path = folder.url.appendingPathComponent("Deep.kiss").path
        let lint = CapturedConsole(directory: folder.url)
        XCTAssertEqual(runOnASmallStack(["--format", "json", path], lint), .findings)
        XCTAssertTrue(lint.out.contains("elements are nested more than 256 deep"), lint.out)
        let frames = CapturedConsole(directory: folder.url)
        XCTAssertEqual(runOnASmallStack(["frames", "--layout", "L7", path], frames), .clean)
        XCTAssertTrue(frames.out.contains("L7 at"), frames.out)
    }
}

extension HostileInputCommandTests {
    func testAnEmptyFileIsReadAsEmpty() throws {
        let folder = try TemporaryFolder(files: ["Empty.kiss": ""])
        let run = CapturedConsole(directory: folder.url)
        XCTAssertEqual(run.run(["Empty.kiss"]), .clean, run.err)
        XCTAssertEqual(SourceFileReader.read(folder.url.appendingPathComponent("Empty.kiss").path), .contents([]))
    }

    func testAnEndlessStreamIsReadOnlyToTheLimit() {
        // A write to a closed pipe must fail, not kill the test process.
        signal(SIGPIPE, SIG_IGN)
        let pipe = Pipe()
        let writer = Thread {
            let chunk = Data(repeating: UInt8(ascii: "/"), count: 1 << 16)
            // Writes until the reader closes its end (then the write fails and the thread ends).
            while (try? pipe.fileHandleForWriting.write(contentsOf: chunk)) != nil {}
        }
        writer.start()
        XCTAssertNil(SourceFileReader.readStream(pipe.fileHandleForReading))
        try? pipe.fileHandleForReading.close()
    }

    func testStandardInputPastTheLimitIsAnError() {
        let capture = CapturedConsole()
        var console = capture.console
        console.readInput = { nil }
        XCTAssertEqual(KissLint.run(["-"], console: console), .failure)
        XCTAssertTrue(capture.err.contains("standard input holds more than 16 MiB"), capture.err)
        XCTAssertFalse(capture.out.contains("No problems found"), "no summary claims success: \(capture.out)")
        XCTAssertEqual(KissLint.run(["frames", "-"], console: console), .failure)
        XCTAssertTrue(capture.err.contains("kisslint: standard input holds more than 16 MiB"), capture.err)
    }

    func testAFilePastTheLimitIsRefusedAndTheOthersLinted() throws {
        let folder = try TemporaryFolder(files: [
            "Big.kiss": "layout Big { label(\"x\") }\n" + String(repeating: "// padding\n", count: (16 << 20) / 11 + 1),
            "Fine.kiss": "layout Fine { label(\"x\") }\n",
        ])
        let capture = CapturedConsole(directory: folder.url)
        XCTAssertEqual(capture.run([folder.url.path]), .failure)
        XCTAssertTrue(capture.err.contains("Big.kiss: the file is 16,777,"), capture.err)
        XCTAssertTrue(capture.err.contains("bytes; kisslint reads files of up to 16 MiB"), capture.err)
        XCTAssertTrue(capture.out.contains("2 files checked") || capture.out.contains("1 file checked"), capture.out)
    }
}

private final class ExitBox: @unchecked Sendable {
    var code: ExitCode?
}

/// Long lines in text reports: a window around each finding, not the whole line each time.
final class ExcerptWindowTests: XCTestCase {
    private func report(_ source: String) -> [String] {
        let capture = CapturedConsole(input: source)
        _ = capture.run(["-"])
        return capture.out.components(separatedBy: "\n")
    }

    func testALongLineIsCutAroundTheFindingWithTheCaretUnderIt() throws {
        let padding = String(repeating: ".width(1)", count: 60)
        let source = "layout L {\n  view\(padding).paddin(2)\(padding)\n}\n"
        let lines = report(source)
        XCTAssertTrue(lines[0].hasSuffix("[K102]"), lines[0])
        let shown = try XCTUnwrap(lines[1].split(separator: "|", maxSplits: 1).last.map { String($0.dropFirst()) })
        XCTAssertTrue(shown.hasPrefix("…") && shown.hasSuffix("…"), shown)
        XCTAssertLessThanOrEqual(shown.count, ExcerptWindowCheck.maximumWidth + 2)
        let caretLine = String(lines[2].dropFirst(lines[1].firstIndex(of: "|")!.utf16Offset(in: lines[1]) + 2))
        let caret = try XCTUnwrap(caretLine.firstIndex(of: "^")).utf16Offset(in: caretLine)
        let carets = caretLine.filter { $0 == "^" }.count
        XCTAssertEqual(carets, "paddin".count)
        XCTAssertEqual(String(Array(shown)[caret..<(caret + carets)]), "paddin")
    }

    func testWideCharactersAtTheCutKeepTheCaretInPlace() throws {
        let wide = String(repeating: "漢😀", count: 80)
        let source = "layout L {\n  label(\"\(wide)\").paddin(2).width(1)\(String(repeating: ".width(1)", count: 40))\n}\n"
        let lines = report(source)
        let shown = String(lines[1].drop { $0 != "|" }.dropFirst(2))
        let caretLine = String(lines[2].drop { $0 != "|" }.dropFirst(2))
        // Columns, not characters: each wide character takes two.
        var column = 0
        var characterAtCaret: Character?
        let caretColumn = try XCTUnwrap(caretLine.firstIndex(of: "^")).utf16Offset(in: caretLine)
        for character in shown {
            if column == caretColumn { characterAtCaret = character; break }
            column += character.unicodeScalars.first!.properties.isEmojiPresentation || character == "漢" ? 2 : 1
        }
        XCTAssertEqual(characterAtCaret, "p", "\(shown)\n\(caretLine)")
        XCTAssertTrue(shown.hasPrefix("…"))
    }

    func testManyFindingsOnOneLongLinePrintInProportion() {
        // 3,000 unknown modifiers on one 27 KB line: each excerpt is a window, so the report
        // grows with the findings, not with findings × line length (that was 80 MB).
        let source = "layout L {\n  vstack { view" + String(repeating: ".wdth(1)", count: 3_000) + " }\n}\n"
        let capture = CapturedConsole(input: source)
        XCTAssertEqual(capture.run(["-"]), .findings)
        XCTAssertEqual(capture.out.components(separatedBy: "[K102]").count - 1, 3_000)
        XCTAssertLessThan(capture.out.utf8.count, 3_000 * 600)
    }

    func testShortLinesAreShownWhole() {
        let lines = report("layout Card {\n  label(\"a\").paddin(2)\n}\n")
        XCTAssertEqual(lines[1], "2 |   label(\"a\").paddin(2)")
        XCTAssertEqual(lines[2], "  |              ^^^^^^")
    }
}

/// The window's width, as documented (the reporter's constant is internal).
private enum ExcerptWindowCheck {
    static let maximumWidth = 160
}
