import Foundation
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

private final class ExitBox: @unchecked Sendable {
    var code: ExitCode?
}
