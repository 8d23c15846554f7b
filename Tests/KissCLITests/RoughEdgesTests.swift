import Foundation
import KissCLI
import XCTest

/// The rough edges a new user hit in their first hour, each pinned.
final class RoughEdgesTests: XCTestCase {
    static let card = "layout Card {\n  vstack {\n    label(\"x\")\n  }\n}\n"

    func testAMistypedCommandIsRefusedWithASuggestion() throws {
        let folder = try TemporaryFolder(files: ["x.kiss": Self.card])
        let typo = CapturedConsole(directory: folder.url)
        XCTAssertEqual(typo.run(["frame", "x.kiss"]), .failure)
        XCTAssertEqual(typo.out, "")
        XCTAssertEqual(typo.err, "kisslint: unknown command 'frame'; did you mean 'frames'?\n")
        let alone = CapturedConsole(directory: folder.url)
        XCTAssertEqual(alone.run(["rendr"]), .failure)
        XCTAssertEqual(alone.err, "kisslint: unknown command 'rendr'; did you mean 'render'?\n")
    }

    func testAFolderNamedLikeACommandIsStillLinted() throws {
        let folder = try TemporaryFolder(files: ["frame/x.kiss": Self.card])
        let run = CapturedConsole(directory: folder.url)
        XCTAssertEqual(run.run(["frame"]), .clean, run.err)
        XCTAssertFalse(run.err.contains("unknown command"), run.err)
    }

    func testFramesAndRenderOfAFolderSayItIsAFolder() throws {
        let folder = try TemporaryFolder(files: ["views/x.kiss": Self.card])
        for command in ["frames", "render"] {
            let run = CapturedConsole(directory: folder.url)
            XCTAssertEqual(run.run([command, "views/"]), .failure)
            XCTAssertEqual(run.err, "kisslint: views/: is a folder; \(command) takes one .kiss file\n")
        }
    }

    func testAConfigurationErrorIsPrintedOnce() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": Self.card, "b.kiss": Self.card, "c.kiss": Self.card, ".kisslint.json": "{ \"previews\": 3 }"])
        let run = CapturedConsole(directory: folder.url)
        XCTAssertEqual(run.run(["."]), .failure)
        XCTAssertEqual(run.err.components(separatedBy: "configuration error").count - 1, 1, run.err)
    }

    func testFramesJSONPrintsCleanNumbers() throws {
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/ProfileCard.kiss")
        let run = CapturedConsole()
        XCTAssertEqual(run.run(["frames", "--json", example.path]), .clean, run.err)
        XCTAssertNil(run.out.range(of: #"\.\d{5,}"#, options: .regularExpression), "no single-precision noise: \(run.out)")
        XCTAssertTrue(run.out.contains(": 20.6667"), run.out)
    }

    func testADiffOfAnAbsolutePathHasNoDoubleSlash() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": "layout A {\n  vstack {\n    label(\"x\").background(.rde)\n  }\n}\n"])
        let path = folder.url.appendingPathComponent("a.kiss").path
        let run = CapturedConsole(directory: folder.url)
        XCTAssertEqual(run.run([path, "--diff"]), .findings, run.err)
        let shown = String(path.dropFirst())
        XCTAssertTrue(run.out.hasPrefix("--- a/\(shown)\n+++ b/\(shown)\n"), run.out)
        XCTAssertFalse(run.out.contains("a//"), run.out)
    }

    func testAShortOptionTakesAnAttachedValue() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": Self.card])
        let jobs = CapturedConsole(directory: folder.url)
        XCTAssertEqual(jobs.run(["a.kiss", "-j1"]), .clean, jobs.err)
        let format = CapturedConsole(directory: folder.url)
        XCTAssertEqual(format.run(["a.kiss", "-fjson"]), .clean, format.err)
        XCTAssertTrue(format.out.hasPrefix("{"), format.out)
        let bad = CapturedConsole(directory: folder.url)
        XCTAssertEqual(bad.run(["a.kiss", "-j0"]), .failure)
        XCTAssertEqual(bad.err, "kisslint: -j takes a whole number of at least 1, not '0'\n")
        let output = CapturedConsole(directory: folder.url)
        XCTAssertEqual(output.run(["render", "a.kiss", "-oa.svg"]), .clean, output.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("a.svg").path))
    }

    func testOneWarningIsOneWarning() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": "layout A {\n  // kisslint-disable-next-line K102\n  label(\"x\")\n}\n"])
        let run = CapturedConsole(directory: folder.url)
        XCTAssertEqual(run.run(["a.kiss", "--max-warnings", "0"]), .findings)
        XCTAssertTrue(run.err.contains("kisslint: 1 warning, more than --max-warnings 0\n"), run.err)
    }

    func testFixOfStandardInputWritesTheFixedTextToStandardOutput() throws {
        let source = "layout A {\n  vstack {\n    label(\"x\").background(.rde)\n    label(\"y\").paddin(2)\n  }\n}\n"
        let run = CapturedConsole(input: source)
        XCTAssertEqual(run.run(["--fix", "-"]), .findings, "the misspelt modifier remains")
        XCTAssertEqual(run.out, source.replacingOccurrences(of: ".rde", with: ".red"))
        XCTAssertTrue(run.err.contains("<stdin>:4:16: error: unknown modifier `.paddin`"), run.err)
        XCTAssertTrue(run.err.contains("kisslint: <stdin>: applied 1 fix\n"), run.err)
        XCTAssertFalse(run.err.contains(".rde"), "findings are those after the fix: \(run.err)")
        // Nothing to fix: the text comes back as it was; a machine format goes to standard error too.
        let clean = CapturedConsole(input: Self.card)
        XCTAssertEqual(clean.run(["--fix", "-", "--format", "json", "--stdin-filename", "Card.kiss"]), .clean, clean.err)
        XCTAssertEqual(clean.out, Self.card)
        XCTAssertTrue(clean.err.hasPrefix("{"), clean.err)
        // Standard input with files, or --diff of it, is still refused.
        let mixed = try TemporaryFolder(files: ["a.kiss": Self.card])
        let both = CapturedConsole(input: Self.card, directory: mixed.url)
        XCTAssertEqual(both.run(["--fix", "-", "a.kiss"]), .failure)
        XCTAssertEqual(both.out, "")
        XCTAssertEqual(both.err, "kisslint: --fix of standard input takes it alone (its fixed text is the output); fix the files in another run\n")
        XCTAssertEqual(CapturedConsole(input: Self.card).run(["--diff", "-"]), .failure)
    }

    func testALongRunShowsProgressOnATerminalOnly() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": Self.card, "b.kiss": Self.card, "c.kiss": Self.card])
        for terminal in [true, false] {
            let capture = CapturedConsole(directory: folder.url, terminal: terminal)
            var console = capture.console
            console.progressDelay = 0
            XCTAssertEqual(KissLint.run(["."], console: console), .clean)
            XCTAssertTrue(capture.out.contains("(3 files checked)"), capture.out)
            if terminal {
                XCTAssertTrue(capture.err.hasPrefix("\rkisslint: 1 of 3 files linted"), capture.err)
                XCTAssertTrue(capture.err.contains("\rkisslint: 3 of 3 files linted"), capture.err)
                let width = "kisslint: 3 of 3 files linted".count
                XCTAssertTrue(capture.err.hasSuffix("\r" + String(repeating: " ", count: width) + "\r"), "the line is cleared: \(capture.err)")
            } else {
                XCTAssertEqual(capture.err, "", "never in a log")
            }
        }
        // With the default delay a quick run shows nothing, even on a terminal.
        let quick = CapturedConsole(directory: folder.url, terminal: true)
        XCTAssertEqual(quick.run(["."]), .clean)
        XCTAssertEqual(quick.err, "")
    }

    func testWhatHelpSaysExportCannotWriteItCannot() throws {
        let help = ArgumentParser.helpText
        let export = try XCTUnwrap(help.range(of: "EXPORT\n")).upperBound
        let section = help[export...].prefix { _ in true }.components(separatedBy: "\n\n")[0]
        let refused = try XCTUnwrap(section.range(of: "what cannot be (")).upperBound
        let named = section[refused...].prefix { $0 != ")" }
        XCTAssertFalse(named.contains(".spacing"), String(named))
        XCTAssertFalse(named.contains("keyValue"), String(named))
        // .spacing and keyValue export.
        let folder = try TemporaryFolder(files: ["e.kiss": "preview p(width: 300)\nlayout A {\n  vstack {\n    keyValue(\"k\", \"v\")\n    label(\"x\")\n  }.spacing(8)\n}\n"])
        let run = CapturedConsole(directory: folder.url)
        XCTAssertEqual(run.run(["export", "--swift", "e.kiss"]), .clean, run.err)
        XCTAssertTrue(run.out.contains("KissKeyValueView"), run.out)
        // A Swift file is a PATH lint takes, as help says.
        XCTAssertTrue(help.contains("a Swift file that uses Kiss (linted in place)"))
    }

    func testHelpUsageLinesMatchWhatTheCommandsTake() throws {
        let help = ArgumentParser.helpText
        // explain takes a rule's name too.
        XCTAssertTrue(help.contains("explain CODE|NAME"), help)
        let named = CapturedConsole()
        XCTAssertEqual(named.run(["explain", "unknown-modifier"]), .clean)
        XCTAssertTrue(named.out.hasPrefix("K102 unknown-modifier"), named.out)
        // --check compares with what -o names: the usage line nests it.
        XCTAssertTrue(help.contains("export --swift FILE [-o OUT.swift [--check]]"), help)
        let folder = try TemporaryFolder(files: ["a.kiss": Self.card])
        let check = CapturedConsole(directory: folder.url)
        XCTAssertEqual(check.run(["export", "--swift", "a.kiss", "--check"]), .failure)
    }
}
