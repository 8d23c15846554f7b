import Foundation
@testable import KissCLI
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--fix`, `--write-baseline` and the reports never lose data, never change what a file is
/// (its mode, owner, links), and say so — with exit 2 — when they cannot write.
final class FileSafetyTests: XCTestCase {
    /// `.backgrond` has a safe spelling fix (K102: a modifier that only paints).
    static let fixable = "layout A {\n  vstack {\n    label(\"x\").backgrond(.red)\n  }\n}\n"
    static let fixed = "layout A {\n  vstack {\n    label(\"x\").background(.red)\n  }\n}\n"

    private func mode(_ url: URL) throws -> Int {
        try XCTUnwrap((try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue)
    }

    private func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    func testFixKeepsTheFilesPermissions() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": Self.fixable])
        let file = folder.url.appendingPathComponent("a.kiss")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        let run = CapturedConsole(directory: folder.url)
        XCTAssertEqual(run.run(["a.kiss", "--fix"]), .clean, run.err)
        XCTAssertEqual(try text(file), Self.fixed)
        XCTAssertEqual(try mode(file), 0o640)
        // No temporary file is left beside it.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["a.kiss"])
    }

    func testFixRefusesAReadOnlyFileAndSaysSo() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": Self.fixable])
        let file = folder.url.appendingPathComponent("a.kiss")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        let run = CapturedConsole(directory: folder.url)
        XCTAssertEqual(run.run(["a.kiss", "--fix"]), .failure)
        XCTAssertTrue(run.err.contains("is read-only; it is not rewritten"), run.err)
        XCTAssertEqual(try text(file), Self.fixable)
        XCTAssertEqual(try mode(file), 0o444)
    }

    func testFixWritesThroughALinkNamedOnTheCommandLine() throws {
        let folder = try TemporaryFolder(files: ["real/a.kiss": Self.fixable])
        let target = folder.url.appendingPathComponent("real/a.kiss")
        let link = folder.url.appendingPathComponent("link.kiss")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let run = CapturedConsole(directory: folder.url)
        XCTAssertEqual(run.run(["link.kiss", "--fix"]), .clean, run.err)
        XCTAssertEqual(try text(target), Self.fixed)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), target.path, "still a link to the same file")
    }

    func testFixRefusesAFileWithHardLinks() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": Self.fixable])
        let file = folder.url.appendingPathComponent("a.kiss")
        let twin = folder.url.appendingPathComponent("twin.kiss.txt")
        try FileManager.default.linkItem(at: file, to: twin)
        let run = CapturedConsole(directory: folder.url)
        XCTAssertEqual(run.run(["a.kiss", "--fix"]), .failure)
        XCTAssertTrue(run.err.contains("has 2 hard links"), run.err)
        XCTAssertEqual(try text(file), Self.fixable)
        XCTAssertEqual(try text(twin), Self.fixable)
    }

    func testFixKeepsTheOwnerWhenItCan() throws {
        guard geteuid() == 0 else { throw XCTSkip("changing a file's owner needs root") }
        let folder = try TemporaryFolder(files: ["a.kiss": Self.fixable])
        let file = folder.url.appendingPathComponent("a.kiss")
        XCTAssertEqual(chown(file.path, 65534, 65534), 0)
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["a.kiss", "--fix"]), .clean)
        XCTAssertEqual(try text(file), Self.fixed)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        XCTAssertEqual((attributes[.ownerAccountID] as? NSNumber)?.intValue, 65534)
        XCTAssertEqual((attributes[.groupOwnerAccountID] as? NSNumber)?.intValue, 65534)
    }

    func testAFileChangedSinceItWasReadIsNotOverwritten() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": Self.fixable])
        let file = folder.url.appendingPathComponent("a.kiss")
        let edited = Self.fixable + "// typed in the editor meanwhile\n"
        try edited.write(to: file, atomically: false, encoding: .utf8)
        XCTAssertThrowsError(try FileWriter.replace(file.path, with: Array(Self.fixed.utf8), expecting: Array(Self.fixable.utf8))) { error in
            XCTAssertTrue((error as? FileWriter.Failure)?.reason.contains("changed since it was read") ?? false, "\(error)")
        }
        XCTAssertEqual(try text(file), edited)
    }

    func testWritesToAFullDeviceAreErrors() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { throw XCTSkip("no /dev/full here") }
        let folder = try TemporaryFolder(files: ["a.kiss": Self.fixable])
        // A baseline to a full device: an error, exit 2, and the device is still a device.
        let baseline = CapturedConsole(directory: folder.url)
        XCTAssertEqual(baseline.run(["a.kiss", "--write-baseline", "/dev/full"]), .failure)
        XCTAssertTrue(baseline.err.contains("cannot write the baseline: /dev/full: cannot be written"), baseline.err)
        var info = stat()
        XCTAssertEqual(stat("/dev/full", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR)

        // The report to a full device: exit 2 and a message on standard error.
        let full = open("/dev/full", O_WRONLY)
        XCTAssertGreaterThanOrEqual(full, 0)
        defer { close(full) }
        let output = StandardStream(descriptor: full)
        let capture = CapturedConsole(directory: folder.url)
        var console = capture.console
        console.write = output.write
        console.outputFailure = { output.failure }
        XCTAssertEqual(KissLint.run(["a.kiss"], console: console), .failure)
        XCTAssertTrue(capture.err.contains("kisslint: could not write the output (No space left on device)"), capture.err)
    }

    func testABaselineIsWrittenWholeAndKeepsAnExistingFilesMode() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": Self.fixable, "baseline.json": "{}"])
        let baseline = folder.url.appendingPathComponent("baseline.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: baseline.path)
        XCTAssertEqual(CapturedConsole(directory: folder.url).run(["a.kiss", "--write-baseline", "baseline.json"]), .clean)
        XCTAssertTrue(try text(baseline).contains("\"K102\""))
        XCTAssertEqual(try mode(baseline), 0o600)
    }
}

/// `--unsafe-fixes` settles: a second run changes nothing.
final class UnsafeFixIdempotenceTests: XCTestCase {
    /// Three labels too wide for the row together (K301).
    static let overflowing = """
        layout Row {
          hstack {
            label("A fairly long title that needs room", lines: 1)
            label("Another long piece of text", lines: 1)
            label("And a third one", lines: 1)
          }.width(320)
        }

        """

    func testUnsafeFixesSettleAfterOneRun() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": Self.overflowing])
        let file = folder.url.appendingPathComponent("a.kiss")
        let first = CapturedConsole(directory: folder.url)
        _ = first.run(["a.kiss", "--unsafe-fixes", "--fix"])
        let once = try String(contentsOf: file, encoding: .utf8)
        XCTAssertNotEqual(once, Self.overflowing, first.err)
        XCTAssertEqual(once.components(separatedBy: ".shrink(1)").count - 1, 1, once)
        let second = CapturedConsole(directory: folder.url)
        _ = second.run(["a.kiss", "--unsafe-fixes", "--fix"])
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), once, "a second run changes nothing")
        XCTAssertFalse(second.out.contains("K301"), second.out)
    }

    func testNoShrinkIsOfferedWhereItCannotTakeTheOverflow() throws {
        // The widest label may not go below 300 pt: `.shrink(1)` on it would leave the overflow.
        let text = Self.overflowing.replacingOccurrences(of: "needs room\", lines: 1)", with: "needs room\", lines: 1).minWidth(300)")
        let folder = try TemporaryFolder(files: ["a.kiss": text])
        let run = CapturedConsole(directory: folder.url)
        _ = run.run(["a.kiss", "--format", "json"])
        XCTAssertTrue(run.out.contains("K301"), run.out)
        XCTAssertFalse(run.out.contains("shrink to absorb"), run.out)
    }
}

extension FileSafetyTests {
    /// An output that is an input would replace the user's source with a picture, Swift or a
    /// baseline: refused with exit 2 however the path is spelled, and the source is untouched.
    func testAnOutputThatIsAnInputIsRefused() throws {
        let source = "layout A {\n  vstack {\n    label(\"x\")\n  }\n}\n"
        let folder = try TemporaryFolder(files: ["a.kiss": source, "in.swift": "import Kiss\n", "sub/b.kiss": source])
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("link.kiss").path, withDestinationPath: "a.kiss")
        let commands: [[String]] = [
            ["render", "a.kiss", "-o", "a.kiss"],
            ["render", "a.kiss", "--html", "-o", "./a.kiss"],
            ["render", "a.kiss", "-o", "link.kiss"],
            ["export", "--swift", "a.kiss", "-o", "sub/../a.kiss"],
            ["a.kiss", "--write-baseline", "a.kiss"],
            ["sub", "--write-baseline", "sub/b.kiss"],
            ["import", "--swift", "in.swift", "-o", "in.swift"],
        ]
        for command in commands {
            let run = CapturedConsole(directory: folder.url)
            XCTAssertEqual(run.run(command), .failure, "\(command)")
            XCTAssertTrue(run.err.contains("an input") || run.err.contains("is the input"), "\(command): \(run.err)")
        }
        XCTAssertEqual(try text(folder.url.appendingPathComponent("a.kiss")), source)
        XCTAssertEqual(try text(folder.url.appendingPathComponent("sub/b.kiss")), source)
        XCTAssertEqual(try text(folder.url.appendingPathComponent("in.swift")), "import Kiss\n")
        // A new file, or another existing one, is written as before.
        let render = CapturedConsole(directory: folder.url)
        XCTAssertEqual(render.run(["render", "a.kiss", "-o", "a.svg"]), .clean, render.err)
    }
}
